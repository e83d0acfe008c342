import SwiftSyntax

extension SyntaxProtocol {
    /// The class of the view an assignment's receiver names, where the code around the node says
    /// it: a local or property (`declaredTypeName(of:)`), a cast or a dequeued cell (`let cell =
    /// tableView.dequeueReusableCell(…) as! PlantCell`), a closure's or loop's item over an array
    /// declared with its element type (`labels.forEach { label in … }` with `[UILabel]`), or a view
    /// UIKit gives a known class (`searchBar.searchTextField`, `button.titleLabel`). Nil where
    /// nothing says.
    func viewTypeName(ofReceiver receiver: String) -> String? {
        let parts = ViewReceiver.path(receiver)
        guard let name = parts.last else { return nil }
        if parts.count > 1 { return Self.uiKitViewProperties[name] }
        return declaredTypeName(of: name) ?? castOrDequeuedType(of: name) ?? itemType(of: name)
    }

    /// Views UIKit's classes hold, by property name, with their class.
    private static var uiKitViewProperties: [String: String] {
        ["searchTextField": "UISearchTextField", "textLabel": "UILabel", "detailTextLabel": "UILabel",
         "titleLabel": "UILabel", "textField": "UITextField"]
    }

    /// `let cell = … as! PlantCell`, `guard let cell = … as? PlantCell`, or an uncast
    /// `dequeueReusableCell(…)`: a table's `UITableViewCell`, a collection's `UICollectionViewCell`.
    private func castOrDequeuedType(of name: String) -> String? {
        let scopes = [enclosingFunctionScope, Optional(enclosingTypeScope)].compactMap { $0 }
        for scope in scopes {
            let bound: [ExprSyntax] =
                scope.descendants(PatternBindingSyntax.self).filter { $0.pattern.trimmedDescription == name }.compactMap { $0.initializer?.value }
                + scope.descendants(OptionalBindingConditionSyntax.self).filter { $0.pattern.trimmedDescription == name }.compactMap { $0.initializer?.value }
            for value in bound {
                if let cast = value.as(AsExprSyntax.self) { return Self.plainTypeName(cast.type.trimmedDescription) }
                if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.calledName == "dequeueReusableCell" {
                    return call.arguments.contains { $0.label?.text == "withReuseIdentifier" } ? "UICollectionViewCell" : "UITableViewCell"
                }
            }
        }
        return nil
    }

    /// The element class of the array a closure's parameter or a loop's item named `name` runs
    /// over (`labels.enumerated().forEach { index, label in … }`, `for label in labels`), where
    /// the array is declared with it (`[UILabel]`).
    private func itemType(of name: String) -> String? {
        var current = Syntax(self)
        while let parent = current.parent {
            defer { current = parent }
            let sequence: ExprSyntax?
            if let closure = parent.as(ClosureExprSyntax.self), Self.parameters(of: closure).contains(name),
               let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["forEach", "map"].contains(member.declName.baseName.text) {
                sequence = member.base
            } else if let loop = parent.as(ForStmtSyntax.self), loop.pattern.trimmedDescription == name {
                sequence = loop.sequence
            } else {
                sequence = nil
            }
            guard var sequence else { continue }
            if let call = sequence.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "enumerated", let base = member.base {
                sequence = base
            }
            guard let arrayName = sequence.calledName, let declared = declaredTypeName(of: arrayName),
                  declared.hasPrefix("["), declared.hasSuffix("]") else { return nil }
            return Self.plainTypeName(String(declared.dropFirst().dropLast()))
        }
        return nil
    }

    private static func parameters(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: names.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        default: []
        }
    }
}

/// A receiver as written (`self.overlay?`, `searchBar.searchTextField`), read as the names of its
/// path without `self` and optionality (`["overlay"]`).
enum ViewReceiver {
    static func path(_ receiver: String) -> [String] {
        let path = receiver.filter { $0 != "?" && $0 != "!" }.split(separator: ".").map(String.init)
        return path.first == "self" ? Array(path.dropFirst()) : path
    }
}
