import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// A stored property of the app's own type that is nil when the view is made and that the
/// type's own code sets later: `qrCode.image`, where `@StateObject var qrCode = QRCode()` and
/// `QRCode`, in another file, declares `@Published var image: Image? = nil` and assigns it in
/// `generate(value:)` (`self.image = image`, after `let image = Image(decorative: cgImage, scale: 1.0)`).
///
/// SwiftUI redraws a view when an observed object it owns publishes a change (Apple,
/// `ObservableObject`: "an object with a publisher that emits before the object has changed";
/// `StateObject`), so once the method has run, the body reads the value the method assigned.
/// The values assigned in the type's methods and initialisers, in whatever file, are values the
/// code may hold: each one is a screen variant of the `if let` reading the property, and the
/// elements it draws say which method set it. Assignments from outside the type are not looked
/// for (that would read every file); a value the audit cannot work out stands for a run-time one.
extension Interpreter {
    /// A value the type's own code assigns to one of its stored properties.
    struct AssignedValue {
        var value: Value
        /// The method or initialiser assigning it (`QRCode.generate(value:)`).
        var setter: String
    }

    /// The values other than nil that the methods and initialisers of `type` assign to its stored
    /// property `name` (`self.name = …` or `name = …`), a local constant followed to its initial
    /// value: a picture evaluated with `self` a run-time instance of the type, anything else a
    /// run-time value. Worked out once per
    /// property and kept: only the type found by name in the index is read, never all the types.
    mutating func assignedValues(of name: String, in type: SourceIndex.TypeDecl, _ scope: Scope) -> [AssignedValue] {
        let key = "\(type.file.path)#\(type.name).\(name)"
        if let known = assignedValuesByProperty[key] { return known }
        assignedValuesByProperty[key] = []
        var found: [AssignedValue] = []
        var setters: [(name: String, body: Syntax, file: SourceFileHandle)] = []
        /// `Cover.load(title:)`: a setter named as Swift names a function.
        func named(_ base: String, _ parameters: FunctionParameterListSyntax) -> String {
            "\(type.name).\(base)(\(parameters.map { "\($0.firstName.text):" }.joined()))"
        }
        // A declaration whose text does not hold the name assigns nothing to it: its tree is
        // neither fetched (perhaps parsed again) nor walked.
        for (functionName, members) in type.functions.sorted(by: { $0.key < $1.key }) {
            for member in members where Self.mayName(name, member.reference) {
                guard let body = member.syntax.body else { continue }
                setters.append((named(functionName, member.syntax.signature.parameterClause.parameters), Syntax(body), member.file))
            }
        }
        for member in type.initializers where Self.mayName(name, member.reference) {
            guard let body = member.syntax.body else { continue }
            setters.append((named("init", member.syntax.signature.parameterClause.parameters), Syntax(body), member.file))
        }
        for setter in setters {
            for assigned in Self.assignments(to: name, in: setter.body) {
                let expression = Self.followingLocalConstants(assigned)
                if expression.is(NilLiteralExprSyntax.self) { continue }
                // Only a picture made here is evaluated: anything else is a value this code does
                // not work out, and evaluating it would run the app's model code for nothing.
                guard Self.makesPicture(expression) else {
                    found.append(AssignedValue(value: .unknown(reason: "run-time value `\(name)`"), setter: setter.name))
                    continue
                }
                let inner = scope.entering(setter.file, selfObject: runTimeInstance(of: type), owner: type.name)
                found.append(AssignedValue(value: evaluate(expression, inner), setter: setter.name))
            }
        }
        assignedValuesByProperty[key] = found
        return found
    }

    /// The view `expression` (`cover.image`, `self.cover.image`) reads when the running view
    /// holds an instance of the app's type whose property is a run-time value there, and that
    /// type's own code assigns it views: the one view when all agree, else the one this screen
    /// variant chooses; marked as coming from there. Nil when the code assigns it no view, or
    /// anything else as well (a value that cannot be told to be a view or not).
    mutating func viewSetElsewhere(_ expression: ExprSyntax, _ scope: Scope) -> Value? {
        guard let read = instanceProperty(read: expression, scope), read.value?.unknownReason?.hasPrefix("run-time value") == true
        else { return nil }
        let assigned = assignedValues(of: read.name, in: read.type, scope)
        var views: [(view: ViewNode, setter: String)] = []
        for value in assigned {
            guard case .view(let view) = value.value else { return nil }
            if !views.contains(where: { $0.view.source == view.source }) { views.append((view, value.setter)) }
        }
        guard !views.isEmpty else { return nil }
        let setters = Self.listed(Set(views.map(\.setter)).sorted())
        let site = location(of: expression, in: scope)
        let chosen = views.count == 1 ? 0 : chooseBranch(among: views.count, condition: "\(expression.trimmedText.clipped) as \(setters) set it", at: site)
        return .view(placedWhereRead(views[chosen].view, origin: "the picture set by \(setters)\(Self.made(views[chosen].view))",
                                     expression, scope))
    }

    /// A picture a value from elsewhere hands over (an image another file makes), placed where the
    /// view reads it: the view draws it there, and there it is hidden or described. Its facts say
    /// where it came from (`origin`). A view built elsewhere (a label, a row) stays at its own lines.
    func placedWhereRead(_ view: ViewNode, origin: String, _ expression: ExprSyntax, _ scope: Scope) -> ViewNode {
        guard case .image = view.strippingModifiers.base.primitive else { return view }
        var placed = view.placed(at: location(of: expression, in: scope))
        placed.unresolved.append(Unresolved(.presence, reason: "`\(expression.trimmedText.clipped)` is \(origin)"))
        return placed
    }

    /// ", made at QRCode.swift:28": where the picture `view` hands over is made.
    static func made(_ view: ViewNode) -> String {
        view.strippingModifiers.base.source.map { ", made at \($0.file.split(separator: "/").last ?? ""):\($0.line)" } ?? ""
    }

    /// The instance of the app's type (not a view) that `self` holds under the base of
    /// `expression` (`cover` of `cover.image` or `self.cover.image`), its property's name and value.
    func instanceProperty(read expression: ExprSyntax, _ scope: Scope)
        -> (object: String, name: String, value: Value?, type: SourceIndex.TypeDecl)? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              let selfObject = scope.selfObject else { return nil }
        let objectName: String
        if let reference = base.as(DeclReferenceExprSyntax.self), scope.locals[reference.baseName.text] == nil {
            objectName = reference.baseName.text
        } else if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.isSelfReference == true {
            objectName = inner.declName.baseName.text
        } else {
            return nil
        }
        let name = member.declName.baseName.text
        let held = selfObject[objectName]
        let found: SourceIndex.TypeDecl?
        if case .object(let object)? = held {
            found = index.type(object.typeName, near: object.declaringFile)
        } else if held?.unknownReason?.hasPrefix("run-time value") == true {
            // An observed object, a value only the running app holds: its type as declared
            // (`@StateObject var cover = Cover()`, `@ObservedObject var cover: Cover`).
            found = declaredType(ofProperty: objectName, scope)
        } else {
            found = nil
        }
        guard let type = found, !type.isView, type.kind == .classType || type.kind == .structure,
              type.storedProperties.contains(where: { $0.name == name }) else { return nil }
        if case .object(let object)? = held { return (objectName, name, object[name], type) }
        return (objectName, name, .unknown(reason: "run-time value `\(expression.trimmedText.clipped)`"), type)
    }

    /// The app's type the running type's stored property `name` is declared with, or made by
    /// (`= Cover()`).
    private func declaredType(ofProperty name: String, _ scope: Scope) -> SourceIndex.TypeDecl? {
        guard let ownerName = scope.selfObject?.typeName ?? scope.enclosingType,
              let owner = index.type(ownerName, near: scope.file.path),
              let property = owner.storedProperties.first(where: { $0.name == name }) else { return nil }
        let typeName = property.typeText.map(Self.bareTypeName)
            ?? property.initializer?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return typeName.flatMap { index.type($0, near: owner.file.path) }
    }

    /// Whether `expression` makes an `Image` (`Image(decorative: cgImage, scale: 1.0)`,
    /// `Image("cover").resizable()`).
    static func makesPicture(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else {
                return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image"
            }
        }
        return false
    }

    /// Whether the text of the declaration `reference` names holds `name`'s bytes: an assignment
    /// to `name` or `self.name` has a token whose text is `name`, so a declaration without those
    /// bytes has none, and its tree need not be read.
    static func mayName(_ name: String, _ reference: SyntaxReference<some SyntaxProtocol>) -> Bool {
        reference.file.text.containsBytes(name, inUTF8Offsets: reference.place.start..<reference.place.end)
    }

    /// The right-hand sides of the assignments to `name` or `self.name` in `node`.
    static func assignments(to name: String, in node: Syntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            let target = elements[0]
            let names = target.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                || (target.as(MemberAccessExprSyntax.self).map { $0.base?.isSelfReference == true && $0.declName.baseName.text == name } ?? false)
            if names, elements[1].is(AssignmentExprSyntax.self) { found.append(elements[2]) }
        }
        for child in node.children(viewMode: .sourceAccurate) where child.kind != .token {
            found += assignments(to: name, in: child)
        }
        return found
    }

    /// `expression`, or, when it names a constant declared before it in a block around it
    /// (`let image = Image(decorative: cgImage, scale: 1.0)`), that constant's initial value,
    /// followed at most three times.
    static func followingLocalConstants(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        for _ in 0..<3 {
            guard let reference = current.as(DeclReferenceExprSyntax.self),
                  let initial = localConstant(named: reference.baseName.text, before: Syntax(current)) else { break }
            current = initial
        }
        return current
    }

    /// The initial value of `let name = …` declared in a block around `node`, before it, within
    /// the same function.
    private static func localConstant(named name: String, before node: Syntax) -> ExprSyntax? {
        var child = node
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return nil }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                          variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            child = parent
        }
        return nil
    }
}
