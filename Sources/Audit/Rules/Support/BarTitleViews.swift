import SwiftSyntax
import SwiftSyntaxSupport

/// The views a class shows as a navigation bar's title: a class named as one (`ChatTitleView`;
/// not a header's, a section's, a cell's or a card's title view, brave's `HeaderTitleView`),
/// or, in a class, what it assigns to `navigationItem.titleView` and what that view holds
/// (`addSubview`, `addArrangedSubview`, `UIStackView(arrangedSubviews:)`, a button's
/// `configuration`, the view a property's closure returns).
///
/// A bar keeps its height at every text size, so its content cannot simply grow; UIKit's own bars
/// show the Large Content Viewer instead, and a custom view in a bar gets it only from its code
/// (WWDC19 session 261, Large Content Viewer; Apple, `UILargeContentViewerInteraction`: "for cases
/// when supporting the largest dynamic type sizes isn't appropriate", such as bars).
struct BarTitleViews {
    /// The names (properties and locals of the class, `self.` left out) of its title views and
    /// the views and configurations they hold.
    private(set) var names: Set<String> = []
    /// Whether the class itself is a title view.
    let classIsTitleView: Bool

    /// The title views of the class around `node`.
    init(around node: some SyntaxProtocol) {
        let type = Syntax(node).ancestorClass
        classIsTitleView = type.map(\.name.text).map { name in
            name.hasSuffix("TitleView") && !["Header", "Section", "Cell", "Card"].contains(where: name.contains)
        } ?? false
        guard let type else { return }
        let holds = Self.links(in: type)
        names = Set(holds.filter { $0.holder.isEmpty }.map(\.held))
        var grew = true
        while grew {
            grew = false
            for (holder, held) in holds where names.contains(holder) && names.insert(held).inserted { grew = true }
        }
    }

    /// Whether the font `call` sets is shown in a bar's title: the class is a title view, or the
    /// view or configuration the font is assigned to is one of `names`. A view declared in the
    /// function or property closure around the assignment is read there: a title if that code
    /// makes it the title view, puts it in one or returns it as the property that is one.
    func holdsFont(of call: FunctionCallExprSyntax) -> Bool {
        if classIsTitleView { return true }
        guard !names.isEmpty, let (receiver, assignment) = Self.assignedView(around: call) else { return false }
        guard let scope = assignment.enclosingFunctionScope else { return names.contains(receiver) }
        return isTitle(receiver, in: scope, depth: 0)
    }

    private func isTitle(_ name: String, in scope: Syntax, depth: Int) -> Bool {
        let declaredHere = scope.descendants(PatternBindingSyntax.self).contains { binding in
            UIKitPropertyAssignment.normalized(binding.pattern.trimmedDescription) == name
        }
        guard declaredHere, depth < 4 else { return names.contains(name) }
        let holders = Self.links(in: scope).filter { $0.held == name }.map(\.holder)
        if holders.contains("") { return true }
        if holders.contains(where: { isTitle($0, in: scope, depth: depth + 1) }) { return true }
        // The view a property's closure builds and returns is the property.
        if let binding = scope.as(PatternBindingSyntax.self),
           scope.descendants(ReturnStmtSyntax.self).contains(where: { $0.expression.flatMap(Self.name) == name }) {
            return names.contains(UIKitPropertyAssignment.normalized(binding.pattern.trimmedDescription))
        }
        return false
    }

    /// What holds what in `scope`, by name: the holder empty for the bar itself
    /// (`navigationItem.titleView = stack`); a view and what it adds, a button and its
    /// `configuration`, a stack and its `arrangedSubviews`, a property and the view its closure
    /// returns.
    private static func links(in scope: some SyntaxProtocol) -> [(holder: String, held: String)] {
        var links: [(holder: String, held: String)] = []
        for assignment in UIKitPropertyAssignment.all(under: scope, to: ["titleView", "configuration"]) {
            guard let value = name(assignment.value) else { continue }
            // `self.configuration = configuration` is held by the class itself, not by the bar.
            let holder = assignment.receiver.isEmpty ? "self" : assignment.receiver
            links.append((assignment.property == "titleView" ? "" : holder, value))
        }
        for call in scope.descendants(FunctionCallExprSyntax.self)
        where ["addSubview", "addArrangedSubview"].contains(call.calledExpression.calledName ?? "") {
            guard let holder = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(name),
                  let held = call.arguments.first.flatMap({ name($0.expression) }) else { continue }
            links.append((holder, held))
        }
        for binding in scope.descendants(PatternBindingSyntax.self) {
            let holder = UIKitPropertyAssignment.normalized(binding.pattern.trimmedDescription)
            guard let value = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { continue }
            if let array = value.argument("arrangedSubviews")?.as(ArrayExprSyntax.self) {
                links += array.elements.compactMap { name($0.expression).map { (holder, $0) } }
            }
            let returned = value.calledExpression.as(ClosureExprSyntax.self)?
                .descendants(ReturnStmtSyntax.self).compactMap { $0.expression.flatMap(name) } ?? []
            links += returned.map { (holder, $0) }
        }
        return links
    }

    /// The view (its root name) a font is assigned to, with the assignment: `label` in
    /// `label.font = …`, `configuration` in `configuration.attributedTitle = AttributedString(…, [.font: …])`.
    private static func assignedView(around call: FunctionCallExprSyntax) -> (String, SequenceExprSyntax)? {
        var current = Syntax(call)
        while let parent = current.parent {
            if let sequence = parent.as(SequenceExprSyntax.self), let assignment = UIKitPropertyAssignment(sequence) {
                let root = assignment.receiver.split(separator: ".").first.map(String.init) ?? assignment.receiver
                return root.isEmpty ? nil : (root, sequence)
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// `label` for `label`, `self.label`, `label!`.
    private static func name(_ expression: ExprSyntax) -> String? {
        let text = UIKitPropertyAssignment.normalized(expression.trimmedDescription)
        return !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? text : nil
    }
}

extension Syntax {
    /// The innermost class declaration around the node.
    var ancestorClass: ClassDeclSyntax? {
        var current = parent
        while let node = current {
            if let type = node.as(ClassDeclSyntax.self) { return type }
            current = node.parent
        }
        return nil
    }
}
