import SwiftSyntax
import SwiftSyntaxSupport

/// UIKit code: a bar button item made from an image (`UIBarButtonItem(image:style:target:action:)`)
/// that is never given an `accessibilityLabel`.
///
/// A bar button item with no title is read by its image: the asset's name, or just "Button"
/// (Apple, `UIBarButtonItem`; docs/uikit.md, UIKit defaults). An SF Symbol
/// (`UIImage(systemName:)`) may carry its own description and is not reported, nor an asset named
/// as one plain word (`UIImage(named: "cancel")`), which is read as that word. The item counts as
/// labelled when the code that makes it, or for a stored property the class, sets an
/// `accessibilityLabel`.
///
/// Also a button from a nib (`@IBOutlet … UIButton`), which the UIKit front end does not lower,
/// given an asset image in code (`setImage(UIImage(named: "close"), for: .normal)`) while the
/// class never sets its title or label: reported for review, since the nib may label it. A button
/// named as an icon (`noteIconButton`) is most often a decorative badge and is not reported.
extension IconOnlyButtonWithoutLabelRule {
    func uiKitFindings(in file: ParsedSourceFile) -> [Finding] {
        barButtonFindings(in: file) + outletButtonFindings(in: file)
    }

    func outletButtonFindings(in file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("@IBOutlet"), file.text.containsBytes("setImage") else { return [] }
        return UIKitClassSource.all(in: file).flatMap { type -> [Finding] in
            let outlets = Set(type.nodes(VariableDeclSyntax.self, in: file).filter { variable in
                variable.attributes.contains { $0.trimmedDescription.hasPrefix("@IBOutlet") }
                    && variable.bindings.first?.typeAnnotation?.type.trimmedDescription.hasPrefix("UIButton") == true
            }.compactMap { $0.bindings.first?.pattern.trimmedDescription })
            guard !outlets.isEmpty else { return [] }
            var reported: Set<String> = []
            return type.nodes(FunctionCallExprSyntax.self, in: file).compactMap { call in
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "setImage", let base = member.base,
                      case let receiver = UIKitPropertyAssignment.normalized(base.trimmedDescription),
                      outlets.contains(receiver), !reported.contains(receiver),
                      !receiver.lowercased().contains("icon"),
                      let image = call.arguments.first?.expression, !Self.isSymbol(image),
                      !type.uses(of: "accessibilityLabel").contains(where: { $0.receiver == receiver }),
                      !type.mentions(["setTitle", "setAttributedTitle"]) else { return nil }
                reported.insert(receiver)
                return finding(.outletIconOnly, at: file.location(of: call), kind: .needsReview).about(.uikit)
            }
        }
    }

    func barButtonFindings(in file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("UIBarButtonItem") else { return [] }
        return file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIBarButtonItem",
                  let image = call.arguments.first, image.label?.text == "image",
                  !Self.isSymbol(image.expression), !Self.isNamedAsAWord(image.expression),
                  !Self.labels(call), !Self.isBackButton(call) else { return nil }
            return finding(.barButtonIconOnly, at: placeOfFix(for: call, in: file)).about(.uikit)
        }
    }

    /// Whether the item is a navigation item's `backBarButtonItem`, written there or kept in a
    /// local name first: no item of the bar, but what UIKit makes the next screen's back button
    /// from (Apple, `UINavigationItem.backBarButtonItem`: "the navigation controller derives the
    /// back button for the navigation bar from this navigation item"), which VoiceOver reads as
    /// "Back" and its back-button trait (falcon's chevron image).
    static func isBackButton(_ call: FunctionCallExprSyntax) -> Bool {
        let isAssignedToBackItem = { (value: Syntax) -> Bool in
            guard let sequence = value.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self) && elements[2].id == value.id
                && elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "backBarButtonItem"
        }
        if isAssignedToBackItem(Syntax(call)) { return true }
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let scope = binding.enclosingFunctionScope else { return false }
        return scope.descendants(DeclReferenceExprSyntax.self).contains { reference in
            reference.baseName.text == name && isAssignedToBackItem(Syntax(reference))
        }
    }

    /// Where the item's label is set: after the statement that makes it when the item is kept in
    /// a local name (`let item = UIBarButtonItem(image: …,` over several lines, then
    /// `item.accessibilityLabel = …`), so at the call's last line; else at the call.
    private func placeOfFix(for call: FunctionCallExprSyntax, in file: ParsedSourceFile) -> FindingLocation {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.enclosingFunctionScope != nil,
              let closing = call.rightParen else { return file.location(of: call) }
        return file.location(of: closing)
    }

    /// `UIImage(systemName:)`, or `.init(systemName:)`: an SF Symbol, also restyled
    /// (`UIImage(systemName: "gear")?.withTintColor(.label)`) or kept in a local constant first
    /// (`let image = UIImage(systemName: "ellipsis.circle")`, then `UIBarButtonItem(image: image, …)`).
    static func isSymbol(_ expression: ExprSyntax) -> Bool {
        guard var call = expression.throughLocalConstant.as(FunctionCallExprSyntax.self) else { return false }
        while let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let restyled = (base.as(OptionalChainingExprSyntax.self)?.expression ?? base).as(FunctionCallExprSyntax.self) {
            call = restyled
        }
        return call.arguments.first?.label?.text == "systemName"
    }

    /// `UIImage(named: "cancel")`: an asset named as one plain lowercase word, which VoiceOver
    /// reads as that word (docs/uikit.md, UIKit defaults), unlike `"profile-nothanksclose"`.
    private static func isNamedAsAWord(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.throughLocalConstant.as(FunctionCallExprSyntax.self), call.arguments.first?.label?.text == "named",
              let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              let name = literal.representedLiteralValue else { return false }
        return !name.isEmpty && name.allSatisfy { $0.isLowercase && $0.isLetter }
    }

    /// Whether the code around the item sets an accessibility label: the function (or closure,
    /// initialiser) that makes it, or the whole type when it is a stored property's value.
    private static func labels(_ call: FunctionCallExprSyntax) -> Bool {
        guard var scope = call.enclosingFunctionScope else { return true }
        // `let item = UIBarButtonItem(…)` in a function is that function's, not a stored property.
        if scope.is(PatternBindingSyntax.self), let function = scope.enclosingFunctionScope { scope = function }
        if scope.is(PatternBindingSyntax.self) {
            return scope.enclosingTypeScope.containsToken(["accessibilityLabel"])
        }
        return scope.containsToken(["accessibilityLabel"])
    }
}

extension RuleMessage {
    static let outletIconOnly = RuleMessage(
        id: "icon-only-button-without-label.outlet",
        text: """
            This button from a nib is given only an image here, and the code never names it: \
            unless the nib sets its accessibility label, VoiceOver reads the image's name or just \
            "Button".
            """,
        fix: """
            Set the button's `accessibilityLabel` to what it does beside its image, or check that \
            the nib's Accessibility Label field names it.
            """)

    static let barButtonIconOnly = RuleMessage(
        id: "icon-only-button-without-label.uikit",
        text: """
            This bar button item shows only an image: VoiceOver reads the image's name or just \
            "Button", so a person who cannot see the icon does not know what it does.
            """,
        fix: """
            Set the item's `accessibilityLabel` to what it does (`closeItem.accessibilityLabel = \
            NSLocalizedString("Close", comment: "")`), or give it a title.
            """)
}
