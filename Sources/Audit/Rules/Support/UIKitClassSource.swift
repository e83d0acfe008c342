import SwiftSyntax
import SwiftSyntaxSupport

/// A UIKit class as the UIKit source rules read it: its declaration and the extensions of it in
/// the same file, with what they say about accessibility (the traits and custom actions they give
/// each view, the accessibility methods they override) and the gesture recognizers they add.
///
/// Read from syntax, one file at a time: what a superclass in another file gives is not seen, so
/// rules that ask "does the class inherit this?" stay silent on a superclass of the project.
struct UIKitClassSource {
    var declaration: ClassDeclSyntax
    /// The declaration and the extensions of the class in the file.
    var parts: [Syntax]

    var name: String { declaration.name.text }

    /// The first inherited type (a class's superclass comes first), without module or generics.
    var superclass: String? {
        guard let first = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return nil }
        let plain = first.split(separator: "<").first.map(String.init) ?? first
        return plain.split(separator: ".").last.map(String.init)
    }

    /// Whether the superclass is a UIKit or Foundation class (`UIView`, `UIControl`, `NSObject`),
    /// whose accessibility is documented, rather than a class of the project or a package.
    var inheritsFromSystemClass: Bool {
        guard let superclass else { return true }
        return superclass.hasPrefix("UI") || superclass == "NSObject"
    }

    /// A table or collection view cell, or a view named as a row of a list.
    var isCellOrRow: Bool {
        let names = [name, superclass ?? ""]
        return names.contains { $0.hasSuffix("Cell") || $0.hasSuffix("Row") || $0.hasSuffix("RowView") }
    }

    var isViewController: Bool {
        [name, superclass ?? ""].contains { $0.hasSuffix("ViewController") || $0.hasSuffix("Controller") }
    }

    /// Every class of the file, each with its extensions.
    static func all(in file: ParsedSourceFile) -> [UIKitClassSource] {
        let extensions = Dictionary(grouping: file.nodes(ExtensionDeclSyntax.self), by: { $0.extendedType.trimmedDescription })
        return file.nodes(ClassDeclSyntax.self).map { declaration in
            let own = extensions[declaration.name.text] ?? []
            return UIKitClassSource(declaration: declaration, parts: [Syntax(declaration)] + own.map(Syntax.init))
        }
    }

    /// The nodes of type `T` in the class and its extensions, in source order (scanning their
    /// nodes alone: a file of many classes is not scanned whole for each).
    func nodes<T: SyntaxProtocol>(_ type: T.Type, in file: ParsedSourceFile) -> [T] {
        file.nodes(type, inside: parts)
    }

    /// The functions of the class named one of `names` (`accessibilityIncrement`), in source order.
    func functions(named names: Set<String>, in file: ParsedSourceFile) -> [FunctionDeclSyntax] {
        nodes(FunctionDeclSyntax.self, in: file).filter { names.contains($0.name.text) }
    }

    /// Whether a token of the class or its extensions is one of `names`.
    func mentions(_ names: Set<String>) -> Bool {
        parts.contains { $0.containsToken(names) }
    }

    /// Every place the class reads or writes `property` (`accessibilityTraits`) of some view.
    func uses(of property: String) -> [PropertyUse] {
        parts.flatMap { part in
            part.tokens(viewMode: .sourceAccurate).filter { $0.text == property }.compactMap(PropertyUse.init)
        }
    }

    /// Whether the class has a publisher set `property` of `receiver` whenever its value changes
    /// (`viewModel.$accessibilityTraits.assign(to: \.accessibilityTraits, on: self)`): the value
    /// comes from a model at run time.
    func assignsFromPublisher(_ property: String, on receiver: String) -> Bool {
        parts.contains { part in
            part.descendants(FunctionCallExprSyntax.self).contains { call in
                guard call.calledExpression.calledName == "assign",
                      call.argument("to")?.as(KeyPathExprSyntax.self)?.singlePropertyName == property,
                      let target = call.argument("on") else { return false }
                return PropertyUse.receiverName(target) == receiver
            }
        }
    }

    /// The trait names (`button`, `adjustable`, `selected`) the class gives `receiver` (`self`
    /// for the class itself, else a property as written: `favoriteButton`).
    func traits(of receiver: String) -> Set<String> {
        Set(uses(of: "accessibilityTraits").filter { $0.receiver == receiver }.flatMap(\.traitNames))
    }

    /// Whether the class takes `receiver` out of the accessibility tree: sets its
    /// `accessibilityElementsHidden` to `true` or its `isAccessibilityElement` to `false`, where
    /// it configures it or in the closure that creates it (`private var muteButton: UIButton = {
    /// let button = UIButton(); button.accessibilityElementsHidden = true; return button }()`).
    /// VoiceOver does not reach it (Apple, `accessibilityElementsHidden`: "whether the accessibility
    /// elements contained within this accessibility element are hidden").
    func hidesFromAccessibility(_ receiver: String) -> Bool {
        sets("accessibilityElementsHidden", to: true, on: receiver) || sets("isAccessibilityElement", to: false, on: receiver)
    }

    /// Whether the class makes `receiver` one accessibility element (`isAccessibilityElement =
    /// true`): VoiceOver reads it whole and reaches none of the views inside it (Apple,
    /// `isAccessibilityElement`).
    func makesOneElement(_ receiver: String) -> Bool {
        sets("isAccessibilityElement", to: true, on: receiver)
    }

    /// Whether the class assigns the Boolean `value` to `property` of `receiver`, where it
    /// configures it or in the closure that creates it.
    private func sets(_ property: String, to value: Bool, on receiver: String) -> Bool {
        uses(of: property).contains { use in
            guard let assignment = use.statement.as(CodeBlockItemSyntax.self)?.item.as(SequenceExprSyntax.self),
                  assignment.elements.count == 3, assignment.elements.last?.booleanLiteralValue == value else { return false }
            return use.receiver == receiver || Self.isInInitialValue(of: receiver, use.statement)
        }
    }

    /// Whether `node` is written in the initial value of the stored property `name`.
    private static func isInInitialValue(of name: String, _ node: Syntax) -> Bool {
        sequence(first: node, next: \.parent).contains { ancestor in
            guard let binding = ancestor.as(PatternBindingSyntax.self) else { return false }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
    }

    /// Whether the class's method `name` does nothing for sure: its body is empty or holds only
    /// comments (Rocket.Chat's `viewDidTapped(_:)`, IVPN's popup `handleTap()`, which only keeps
    /// taps from the map behind), and no subclass can fill it (the class is `final`, or the method
    /// `private`). An empty method a subclass may override is a hook, not read so. False when the
    /// class does not declare it.
    func methodRunsNothing(_ name: String, in file: ParsedSourceFile) -> Bool {
        let isFinal = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        let methods = nodes(FunctionDeclSyntax.self, in: file).filter { $0.name.text == name }
        return !methods.isEmpty && methods.allSatisfy { method in
            guard let body = method.body, body.statements.isEmpty else { return false }
            return isFinal || method.modifiers.isPrivateOrFilePrivate
        }
    }

    /// Whether the class sets or overrides `accessibilityCustomActions` of `receiver`.
    func setsCustomActions(on receiver: String) -> Bool {
        uses(of: "accessibilityCustomActions").contains { $0.receiver == receiver }
    }

    /// Whether the class declares `name` as a `UIButton` (by its type or its initial value).
    func declaresButton(named name: String) -> Bool {
        declares(name, as: "UIButton")
    }

    /// Whether the class declares `name` as a `viewClass` (`UISwitch`), by its type or its initial value.
    func declares(_ name: String, as viewClass: String) -> Bool {
        parts.contains { part in
            part.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == name, let binding = token.parent?.parent?.as(PatternBindingSyntax.self) else { return false }
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                let value = binding.initializer?.value.calledName ?? ""
                return type.hasPrefix(viewClass) || value == viewClass
            }
        }
    }

    /// Every `addGestureRecognizer(_:)` of the class, with what kind of recognizer it adds.
    func gestureRecognizers(in file: ParsedSourceFile) -> [GestureRecognizerAddition] {
        let additions = nodes(FunctionCallExprSyntax.self, in: file).filter { $0.calledExpression.calledName == "addGestureRecognizer" }
        guard !additions.isEmpty else { return [] }
        // The class's assignments, read once for all its recognizers (not once a recognizer: a
        // player's controller adds dozens).
        let numbers = nodes(SequenceExprSyntax.self, in: file).compactMap(UIKitPropertyAssignment.init)
            .filter { Self.recognizerNumbers.contains($0.property) }
        func number(_ property: String, of variable: String) -> Double? {
            numbers.lazy.filter { $0.property == property && $0.receiver == variable }.compactMap(\.value.numberLiteralValue).first
        }
        return additions.compactMap { call in
            guard let argument = call.arguments.first?.expression else { return nil }
            let receiver = (call.calledExpression.as(MemberAccessExprSyntax.self)?.base).map(PropertyUse.receiverName) ?? "self"
            let (kind, action) = recognizer(argument, in: file)
            let variable = argument.is(FunctionCallExprSyntax.self) ? nil : argument.calledName
            let taps = variable.flatMap { number("numberOfTapsRequired", of: $0) }
            let pressDuration = variable.flatMap { number("minimumPressDuration", of: $0) }
            // A long press that begins at once (`minimumPressDuration = 0`) is a touch-down tap.
            let reading = kind == .longPress && pressDuration == 0 ? GestureKind.tap : kind
            return GestureRecognizerAddition(call: call, receiver: receiver, kind: reading, action: action, variable: variable,
                                             tapsRequired: taps.map { Int($0) } ?? 1)
        }
    }

    /// The kind and the action of the recognizer `expression` is: created right there
    /// (`UITapGestureRecognizer(target:action:)`), or a variable or property of the class created so.
    private func recognizer(_ expression: ExprSyntax, in file: ParsedSourceFile) -> (GestureKind?, String?) {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return (call.calledExpression.calledName.flatMap(GestureKind.init(typeName:)), Self.selectorName(in: Syntax(call)))
        }
        guard let name = expression.calledName else { return (nil, nil) }
        let bindings: [Syntax] = nodes(PatternBindingSyntax.self, in: file)
            .filter { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }.map(Syntax.init)
        let assignments: [Syntax] = nodes(SequenceExprSyntax.self, in: file).filter { sequence in
            sequence.plainAssignment?.target.calledName == name
        }.map(Syntax.init)
        for creation in bindings + assignments {
            let kind = creation.tokens(viewMode: .sourceAccurate).lazy.compactMap { GestureKind(typeName: $0.text) }.first
            if let kind { return (kind, Self.selectorName(in: creation)) }
        }
        return (nil, nil)
    }

    /// The numbers a class sets on its recognizers that change what they are: the taps a tap
    /// needs, the time a long press waits.
    private static let recognizerNumbers: Set<String> = ["numberOfTapsRequired", "minimumPressDuration"]

    /// The method a `#selector(…)` under `node` names: `didTap` for `#selector(didTap(_:))`.
    static func selectorName(in node: Syntax) -> String? {
        guard let selector = node.tokens(viewMode: .sourceAccurate).first(where: { $0.text == "selector" })?
            .parent?.as(MacroExpansionExprSyntax.self), let argument = selector.arguments.first?.expression else { return nil }
        let text = argument.trimmedDescription
        let method = text.split(separator: "(").first.map(String.init) ?? text
        return method.split(separator: ".").last.map(String.init)
    }
}

/// A kind of gesture recognizer UIKit provides.
enum GestureKind: String, Hashable, Sendable {
    case tap, longPress, pan, swipe

    init?(typeName: String) {
        switch typeName {
        case "UITapGestureRecognizer": self = .tap
        case "UILongPressGestureRecognizer": self = .longPress
        case "UIPanGestureRecognizer": self = .pan
        case "UISwipeGestureRecognizer": self = .swipe
        default: return nil
        }
    }
}

/// `view.addGestureRecognizer(recognizer)`, read.
struct GestureRecognizerAddition {
    var call: FunctionCallExprSyntax
    /// The view it is added to: `self`, or a property as written (`avatarView`).
    var receiver: String
    /// Nil when the recognizer is of a class the project declares, or cannot be found.
    var kind: GestureKind?
    /// The method its `#selector` names.
    var action: String?
    /// The variable or property the recognizer is in, when it is not created in the call.
    var variable: String?
    /// Its `numberOfTapsRequired` where the class sets it, else 1.
    var tapsRequired: Int

    /// Whether it waits for a second tap (`numberOfTapsRequired = 2`, or named `doubleTap…`): a
    /// shortcut such as zooming, not the view's action.
    var isMultipleTap: Bool {
        tapsRequired > 1 || (variable?.lowercased().contains("doubletap") ?? false)
    }

    /// The statement the call is, for an edit that inserts a line after it.
    var statement: CodeBlockItemSyntax? { call.ancestorStatement }
}

/// One place code reads or writes an accessibility property of a view.
struct PropertyUse {
    /// Whose property: `self` for the class itself (`accessibilityTraits`, `self.…`, `super.…`, an
    /// override), else the expression before the property as written, without `self.` and `?`/`!`.
    var receiver: String
    /// The statement or member declaration the use is in.
    var statement: Syntax

    init?(_ token: TokenSyntax) {
        guard let parent = token.parent else { return nil }
        if let pattern = parent.as(IdentifierPatternSyntax.self) {
            guard let variable = pattern.parent?.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
            receiver = "self"
            statement = Syntax(variable)
            return
        }
        guard let reference = parent.as(DeclReferenceExprSyntax.self) else { return nil }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard let base = member.base else { return nil }
            receiver = Self.receiverName(base)
        } else {
            receiver = "self"
        }
        guard let statement = sequence(first: Syntax(reference), next: \.parent)
            .first(where: { $0.is(CodeBlockItemSyntax.self) || $0.is(MemberBlockItemSyntax.self) }) else { return nil }
        self.statement = statement
    }

    /// `self` for `self` and `super`, else the expression without `self.`, `?` and `!`.
    static func receiverName(_ base: ExprSyntax) -> String {
        var text = base.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        while text.hasPrefix("self.") { text.removeFirst(5) }
        return text == "self" || text == "super" ? "self" : text
    }

    /// The traits the statement names: `.button`, `UIAccessibilityTraits.adjustable`.
    var traitNames: [String] {
        statement.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.id == token.id else { return nil }
            let base = member.base?.trimmedDescription
            return base == nil || base == "UIAccessibilityTraits" ? token.text : nil
        }
    }
}
