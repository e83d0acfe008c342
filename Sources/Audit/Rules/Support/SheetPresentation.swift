import SwiftSyntax
import SwiftSyntaxSupport

/// A view controller shown in a way UIKit's own escape handling does not reach, so that the class
/// must answer the escape gesture itself (`accessibilityPerformEscape()`).
///
/// UIKit closes what it presents itself: a popover dismisses itself on escape (Apple,
/// `accessibilityPerformEscape()`: "you might implement this method for a popover"); as observed
/// (Apple does not document it), a page or form sheet that can be swiped away is dismissed, and a
/// navigation controller pops. A presentation of
/// the app's own is none of these: a pan-modal sheet (the PanModal library: dragged down or tapped
/// outside to close), a `.custom` presentation (the app's own presentation controller: a card, a
/// bottom sheet), or a controller that closes itself when a view of its own is tapped (a dimmed
/// background) or, shown over the screen, when it is dragged (`dismissingRecognizer(of:in:)`).
struct SheetPresentation {
    enum Way: Equatable {
        /// Conforms to `PanModalPresentable`.
        case panModal
        /// `modalPresentationStyle = .custom`.
        case custom
        /// Dismissed by a tap or drag recognizer of its own, or a touch it handles.
        case dismissedByGesture
        /// Shown over the screen by a presenter (`.overFullScreen`, `.overCurrentContext`,
        /// `.fullScreen`): a sheet of the app's own only where its class closes itself by a
        /// gesture, which is read in the class.
        case shownOver
    }

    var way: Way
    /// Where it is made so: the conformance, the assignment of the style, the recognizer.
    var place: Syntax
    /// The class shown so: the class whose code makes itself so, or the declared class of the
    /// controller a presenter shows so; nil where not known.
    var className: String?
    /// Whether the class makes itself so (`self.modalPresentationStyle`, its conformance), rather
    /// than code presenting a controller of it.
    var isOwn: Bool

    /// What a related location at `place` says.
    var placeMessage: String {
        switch way {
        case .panModal: "made a pan-modal sheet here: dragged down or tapped outside to close"
        case .custom: "given a presentation of its own here"
        case .dismissedByGesture: "closed by this gesture or touch"
        case .shownOver: "shown over the screen here"
        }
    }

    static let panModalProtocol = "PanModalPresentable"
    static let styleProperty = "modalPresentationStyle"
    /// What answers the escape gesture: the method, and the block of iOS 17.
    static let escapeNames: Set<String> = ["accessibilityPerformEscape", "accessibilityPerformEscapeBlock"]

    /// Every presentation of the app's own in `file`: each class's or extension's own, and each
    /// presenter's `controller.modalPresentationStyle = .custom` (or a style over the screen, for
    /// a controller of a class it names). Each way is looked for only in a file whose text names
    /// it (the protocol, the property, a dismissal).
    /// `classes`: the file's classes (`UIKitClassSource.all(in:)`), which the caller reads too.
    static func all(in file: ParsedSourceFile, classes: [UIKitClassSource]) -> [SheetPresentation] {
        let mentionsStyle = file.text.containsBytes(styleProperty)
        let mentionsPanModal = file.text.containsBytes(panModalProtocol)
        let dismisses = file.text.containsBytes("dismiss(")
        guard mentionsStyle || mentionsPanModal || dismisses else { return [] }
        var found: [SheetPresentation] = []
        if mentionsPanModal {
            for (name, inheritance) in inheritanceClauses(in: file) {
                guard let conformance = inheritance.inheritedTypes.first(where: { $0.type.trimmedDescription.hasSuffix(panModalProtocol) })
                else { continue }
                found.append(SheetPresentation(way: .panModal, place: Syntax(conformance), className: name, isOwn: true))
            }
        }
        if mentionsStyle { found += styled(in: file) }
        if dismisses {
            let shownOverHere = Set(found.filter { $0.way == .shownOver }.compactMap(\.className))
            for type in classes where isController(type) {
                if let recognizer = dismissingRecognizer(of: type, in: file, shownOver: shownOverHere.contains(type.name)) {
                    found.append(SheetPresentation(way: .dismissedByGesture, place: recognizer, className: type.name, isOwn: true))
                }
            }
        }
        return found
    }

    /// The presentations `modalPresentationStyle` makes: `.custom` on the class itself (assigned,
    /// or an override's value), and a presenter's `.custom` or over-the-screen style for another
    /// controller.
    private static func styled(in file: ParsedSourceFile) -> [SheetPresentation] {
        var found: [SheetPresentation] = []
        for assignment in UIKitPropertyAssignment.all(in: file, to: [styleProperty]) {
            let style = assignment.value.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            if assignment.receiver.isEmpty {
                guard style == "custom", let owner = ownerName(of: assignment.node) else { continue }
                found.append(SheetPresentation(way: .custom, place: Syntax(assignment.node), className: owner, isOwn: true))
            } else if !assignment.receiver.contains("."), !assignment.receiver.hasPrefix("$"), overStyles.contains(style) {
                let presented = assignment.node.declaredTypeName(of: assignment.receiver)
                    ?? factoryTypeName(of: assignment.receiver, at: assignment.node)
                // Shown over the screen, a controller of a class not known is not judged: what closes it is in its class.
                guard style == "custom" || presented != nil else { continue }
                found.append(SheetPresentation(way: style == "custom" ? .custom : .shownOver, place: Syntax(assignment.node),
                                               className: presented, isOwn: false))
            }
        }
        for variable in file.nodes(VariableDeclSyntax.self) where overridesStyle(variable) && ownStyles(of: [Syntax(variable)]) == ["custom"] {
            guard let owner = ownerName(of: variable) else { continue }
            found.append(SheetPresentation(way: .custom, place: Syntax(variable), className: owner, isOwn: true))
        }
        return found
    }

    /// The class or extended type whose code `node` is: what `self` is there.
    private static func ownerName(of node: some SyntaxProtocol) -> String? {
        let scope = node.enclosingTypeScope
        return scope.as(ClassDeclSyntax.self)?.name.text ?? scope.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }

    /// Each class's and extension's inheritance clause, with the name it declares or extends.
    private static func inheritanceClauses(in file: ParsedSourceFile) -> [(String, InheritanceClauseSyntax)] {
        let classes = file.nodes(ClassDeclSyntax.self).compactMap { declaration in
            declaration.inheritanceClause.map { (declaration.name.text, $0) }
        }
        let extensions = file.nodes(ExtensionDeclSyntax.self).compactMap { declaration in
            declaration.inheritanceClause.map { (declaration.extendedType.trimmedDescription, $0) }
        }
        return classes + extensions
    }

    /// Whether the class is a view controller, as named (`…Controller`, or `…VC`: Session's
    /// `EmojiPickerSheet: BaseVC`): a view has no `dismiss(animated:)` of UIKit's.
    private static func isController(_ type: UIKitClassSource) -> Bool {
        type.isViewController || [type.name, type.superclass ?? ""].contains { $0.hasSuffix("VC") }
    }

    /// The styles a class gives itself (`modalPresentationStyle = .overFullScreen`, or the
    /// override's value), by name.
    private static func ownStyles(of parts: [Syntax]) -> Set<String> {
        var styles: Set<String> = []
        for part in parts {
            for assignment in UIKitPropertyAssignment.all(under: part, to: [styleProperty]) where assignment.receiver.isEmpty {
                if let style = assignment.value.as(MemberAccessExprSyntax.self)?.declName.baseName.text { styles.insert(style) }
            }
            for variable in part.descendants(VariableDeclSyntax.self) where overridesStyle(variable) {
                let values = variable.bindings.first?.accessorBlock?.descendants(MemberAccessExprSyntax.self) ?? []
                styles.formUnion(values.map(\.declName.baseName.text))
            }
        }
        return styles
    }

    /// Styles UIKit answers the escape gesture for itself: sheets that can be swiped away, popovers.
    private static let systemStyles: Set<String> = ["automatic", "pageSheet", "formSheet", "popover"]
    /// Styles that show a controller over the screen, drawn and closed the app's own way.
    static let overStyles: Set<String> = ["custom", "overFullScreen", "overCurrentContext", "fullScreen"]

    /// A touch the controller handles itself (`touchesBegan(_:with:)`, `touchesEnded(_:with:)`: a
    /// touch outside its content) that dismisses it, or a recognizer whose action dismisses it
    /// (`dismiss(animated:)` on itself or its presenter, or through a method of the class that
    /// does), on a view the class does not make an element a person can activate instead
    /// (brave's popover gives its background the button trait and a label: VoiceOver reaches it):
    /// a tap on a view of its own (a dimmed background, a close mark drawn without a button), or,
    /// where the class shows itself over the screen, a tap on its whole `view`, a pan or a swipe.
    /// Elsewhere a tap on `view` closes a popover or a sheet by a tap on its content (KeePassium's
    /// QR code, a popover), and a sheet UIKit presents is swiped away by UIKit: UIKit answers the
    /// escape gesture for both.
    /// `shownOver`: a presenter shows it over the screen.
    static func dismissingRecognizer(of type: UIKitClassSource, in file: ParsedSourceFile, shownOver presented: Bool = false) -> Syntax? {
        let styles = file.text.containsBytes(styleProperty) ? ownStyles(of: type.parts) : []
        guard styles.isDisjoint(with: systemStyles) else { return nil }
        let shownOver = presented || !styles.isDisjoint(with: overStyles)
        let functions = type.nodes(FunctionDeclSyntax.self, in: file)
        // A touch outside its content, handled by the controller itself (Session's emoji sheet).
        if let touches = functions.first(where: { ["touchesBegan", "touchesEnded"].contains($0.name.text) }),
           let body = touches.body, dismissesItself(body, functions: functions) {
            return Syntax(touches.name)
        }
        return type.gestureRecognizers(in: file).first { addition in
            // On its own `view`: what is tapped is the whole controller, a background only when shown over the screen.
            let onBackground = shownOver || addition.receiver != "view"
            guard let kind = addition.kind, (kind == .tap && onBackground) || (shownOver && kind != .longPress), !addition.isMultipleTap,
                  let action = addition.action,
                  let body = functions.first(where: { $0.name.text == action })?.body,
                  dismissesItself(body, functions: functions) else { return false }
            let labelled = type.uses(of: "accessibilityLabel").contains { $0.receiver == addition.receiver }
            return !labelled && !type.traits(of: addition.receiver).contains("button")
        }.map { Syntax($0.call) }
    }

    /// Whether `body` calls `dismiss(animated:…)` on the controller itself, or on the controller
    /// that presented it or its navigation controller (which dismisses it), or calls a method of
    /// the class that does (`close()`, `dismissPopover()`), `depth` calls deep.
    private static func dismissesItself(_ body: CodeBlockSyntax, functions: [FunctionDeclSyntax], depth: Int = 2) -> Bool {
        body.descendants(FunctionCallExprSyntax.self).contains { call in
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            let receiver = base.map { UIKitPropertyAssignment.normalized($0.trimmedDescription) } ?? ""
            guard let name = call.calledExpression.calledName else { return false }
            if name == "dismiss", call.arguments.first?.label?.text == "animated" {
                return receiver.isEmpty || receiver.hasSuffix("presentingViewController") || receiver.hasSuffix("navigationController")
            }
            guard depth > 0, receiver.isEmpty, let callee = functions.first(where: { $0.name.text == name })?.body else { return false }
            return dismissesItself(callee, functions: functions, depth: depth - 1)
        }
    }

    /// `override var modalPresentationStyle: UIModalPresentationStyle { .custom }`.
    private static func overridesStyle(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindings.first?.pattern.trimmedDescription == styleProperty
            && variable.modifiers.contains { $0.name.text == "override" }
    }

    /// The type a static factory makes a local with (`let alert = FancyAlertViewController.makeAlert()`,
    /// `StorePickerErrorHostingController.createWithActions(presenting:)`): its base, named as a type.
    private static func factoryTypeName(of name: String, at node: some SyntaxProtocol) -> String? {
        guard let scope = node.enclosingFunctionScope ?? Optional(node.enclosingTypeScope) else { return nil }
        for binding in scope.descendants(PatternBindingSyntax.self) where binding.pattern.trimmedDescription == name {
            guard let base = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                .as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  base.first?.isUppercase == true else { return nil }
            return base
        }
        return nil
    }
}
