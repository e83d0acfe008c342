import SwiftSyntax
import SwiftSyntaxSupport

/// A cell or row view that handles taps itself (a tap recognizer on the cell or its content
/// view, or `touchesEnded(_:with:)` that acts) without the button trait.
///
/// DogRoutePro's route cell OR-ed the button trait into its traits for this reason (WWDC 2016
/// session 202). A cell selected through `tableView(_:didSelectRowAt:)` or
/// `collectionView(_:didSelectItemAt:)` is not read here, where its list is not seen: the UIKit
/// front end lowers a cell whose selection navigates with a tap gesture, and the tree rule
/// `tappable-without-button-trait` reports it (docs/uikit.md, Lists). A cell that overrides
/// `accessibilityActivate()` or gives itself `.button` or `.link` is not reported.
public struct CellTapWithoutButtonTraitRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without a tap recognizer added (`addGestureRecognizer`) or `touchesEnded` overridden.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["addGestureRecognizer", "touchesEnded"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "cell-tap-without-button-trait",
        title: "Cell handles taps but is not a button",
        rationale: """
            A cell that runs its own tap handler sounds like static text to VoiceOver: nothing \
            tells a person who cannot see it that double tapping does something, and Voice \
            Control does not offer it as something to tap.
            """,
        wcag: [.nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            // The cell exposes its bubble: the trait goes there (message `cell-tap-without-button-trait.elements`).
            .swift("""
                final class MessageCell: UITableViewCell {
                    private let bubbleView = UIView()

                    func setUp() {
                        bubbleView.isAccessibilityElement = true
                        ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                    }

                    @objc private func open() {}
                }
                """),
            .swift("""
                final class RouteCell: UITableViewCell {
                    var onOpen: (() -> Void)?

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        ↓contentView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                    }

                    @objc private func open() { onOpen?() }
                }
                """),
            .swift("""
                final class SettingRow: UIView {
                    var onSelect: (() -> Void)?

                    override func ↓touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesEnded(touches, with: event)
                        onSelect?()
                    }
                }
                """),
            // A switch beside it, but the tap opens the details: the row itself acts.
            .swift("""
                final class SettingCell: UITableViewCell {
                    private let toggleSwitch = UISwitch()
                    func setUp() {
                        accessoryView = toggleSwitch
                        ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openDetails)))
                    }
                    @objc private func openDetails() { onOpen?() }
                }
                """),
        ],
        nonTriggeringExamples: [
            // The element the cell exposes (its bubble) announced as a button.
            .swift("""
                final class MessageCell: UITableViewCell {
                    private let bubbleView = UIView()

                    func setUp() {
                        bubbleView.isAccessibilityElement = true
                        bubbleView.accessibilityTraits.insert(.button)
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                    }

                    @objc private func open() {}
                }
                """),
            // The row's tap flips the switch it shows as its accessory: VoiceOver reads the switch.
            .swift("""
                final class SwitchTableViewCell: UITableViewCell {
                    private let toggleSwitch = UISwitch()
                    func setUpGestureRecognizers() {
                        accessoryView = toggleSwitch
                        let gestureRecognizer = UITapGestureRecognizer()
                        gestureRecognizer.on { [weak self] _ in self?.contentViewWasPressed() }
                        addGestureRecognizer(gestureRecognizer)
                    }
                    func contentViewWasPressed() { toggleSwitch.setOn(!toggleSwitch.isOn, animated: true) }
                }
                """),
            .swift("""
                final class SwitchTableViewCell: UITableViewCell {
                    private let toggleSwitch = UISwitch()
                    func setUp() {
                        accessoryView = toggleSwitch
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(contentViewWasPressed)))
                    }
                    @objc private func contentViewWasPressed() {
                        toggleSwitch.setOn(!toggleSwitch.isOn, animated: true)
                    }
                }
                """),
            .swift("""
                final class RouteCell: UITableViewCell {
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        accessibilityTraits = super.accessibilityTraits.union(.button)
                        contentView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                    }

                    @objc private func open() {}
                }
                """),
            .swift("""
                final class RoutesViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        show(RouteViewController(route: routes[indexPath.row]), sender: self)
                    }
                }
                """),
            .swift("""
                final class HighlightCell: UICollectionViewCell {
                    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesEnded(touches, with: event)
                    }
                }
                """),
        ],
        fixExamples: [
            FixExample(
                before: """
                    final class RouteCell: UITableViewCell {
                        func setUp() {
                            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                        }
                    }
                    """,
                after: """
                    final class RouteCell: UITableViewCell {
                        func setUp() {
                            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                            accessibilityTraits.insert(.button)
                        }
                    }
                    """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        UIKitClassSource.all(in: file).flatMap { type -> [Finding] in
            guard type.isCellOrRow, type.traits(of: "self").isDisjoint(with: ["button", "link"]),
                  !type.mentions(["accessibilityActivate"]) else { return [] }
            let taps = type.gestureRecognizers(in: file).filter { tap in
                tap.kind == .tap && ["self", "contentView"].contains(tap.receiver) && !Self.flipsAccessorySwitch(tap, of: type, in: file)
            }
            // The elements VoiceOver focuses in the cell, where the cell is none of its own.
            let elements = Self.elementSubviews(of: type)
            if !elements.isEmpty, elements.contains(where: { !type.traits(of: $0).isDisjoint(with: ["button", "link"]) }) { return [] }
            let tapFindings = taps.map { tap in
                guard elements.isEmpty else { return finding(.tapOnElementsWithoutButton(elements), at: file.location(of: tap.call)) }
                let edits = tap.statement.map { statement in
                    [file.edit(inserting: "\n\(statement.leadingIndentation)accessibilityTraits.insert(.button)", after: statement)]
                } ?? []
                return finding(.tapWithoutButton, at: file.location(of: tap.call), edits: edits)
            }
            let touchFindings = type.functions(named: ["touchesEnded"], in: file).filter(Self.acts).map { function in
                finding(.tapWithoutButton, at: file.location(of: function.name))
            }
            return (tapFindings + touchFindings).sorted { $0.location < $1.location }
        }
    }

    /// The subviews the cell makes accessibility elements (`bubbleView.isAccessibilityElement =
    /// true`, Session's message cell), in order, when the cell does not make itself one: VoiceOver
    /// focuses them, not the cell, so the button trait goes on them.
    static func elementSubviews(of type: UIKitClassSource) -> [String] {
        let assignments = type.parts.flatMap { UIKitPropertyAssignment.all(under: $0, to: ["isAccessibilityElement"]) }
            .filter { $0.value.booleanLiteralValue == true }
        guard !assignments.contains(where: { $0.receiver.isEmpty }) else { return [] }
        var names: [String] = []
        for assignment in assignments where !assignment.receiver.contains(".") && !names.contains(assignment.receiver) {
            names.append(assignment.receiver)
        }
        return names
    }

    /// Whether the tap only flips the switch the cell shows as its accessory (`accessoryView =
    /// toggleSwitch`, the handler `toggleSwitch.setOn(!toggleSwitch.isOn, …)`), as WooCommerce's
    /// `SwitchTableViewCell` does: the row's action is the switch's, which VoiceOver reads with
    /// its role and state ("Switch button, off") and toggles; "Button" as well would name one
    /// control twice.
    static func flipsAccessorySwitch(_ tap: GestureRecognizerAddition, of type: UIKitClassSource, in file: ParsedSourceFile) -> Bool {
        let handlers = handlerBodies(of: tap, in: type, file: file)
        guard !handlers.isEmpty else { return false }
        let accessories = type.parts.flatMap { UIKitPropertyAssignment.all(under: $0, to: ["accessoryView"]) }
            .filter { $0.receiver.isEmpty }
            .map { UIKitPropertyAssignment.normalized($0.value.trimmedDescription) }
        let switches = Set(accessories.filter { type.declares($0, as: "UISwitch") })
        return !switches.isEmpty && handlers.contains { handler in
            handler.tokens(viewMode: .sourceAccurate).contains { switches.contains($0.text) }
        }
    }

    /// What runs on the tap: the method its `#selector` names, or the closure the recognizer is
    /// given afterwards (`gestureRecognizer.on { [weak self] _ in self?.contentViewWasPressed() }`,
    /// a helper of WordPress's apps), read with the methods of the class it calls.
    private static func handlerBodies(of tap: GestureRecognizerAddition, in type: UIKitClassSource,
                                      file: ParsedSourceFile) -> [Syntax] {
        if let action = tap.action {
            return type.functions(named: [action], in: file).compactMap { $0.body.map(Syntax.init) }
        }
        guard let variable = tap.variable else { return [] }
        let closures = type.nodes(FunctionCallExprSyntax.self, in: file).compactMap { call -> ClosureExprSyntax? in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.trimmedDescription == variable else { return nil }
            return call.trailingClosure
        }
        return closures.flatMap { closure in
            let called = Set(closure.descendants(FunctionCallExprSyntax.self).compactMap { $0.calledExpression.calledName })
            return [Syntax(closure)] + type.functions(named: called, in: file).compactMap { $0.body.map(Syntax.init) }
        }
    }

    /// Whether `touchesEnded` does more than call `super`: it calls something else.
    static func acts(_ function: FunctionDeclSyntax) -> Bool {
        function.body?.statements.contains { item in
            !item.trimmedDescription.hasPrefix("super.")
                && item.tokens(viewMode: .sourceAccurate).contains { $0.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                    || $0.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true }
        } ?? false
    }
}

extension RuleMessage {
    fileprivate static func tapOnElementsWithoutButton(_ elements: [String]) -> RuleMessage {
        let named = elements.map { "`\($0)`" }.joined(separator: ", ")
        return RuleMessage(
            id: "cell-tap-without-button-trait.elements",
            text: """
                VoiceOver reads what this cell shows (\(named)) as plain content though tapping it \
                acts: a person who cannot see it is not told it is a button.
                """,
            fix: """
                Add `.button` to the elements VoiceOver focuses in the cell, for the content a tap acts \
                on (`\(elements[0]).accessibilityTraits.insert(.button)`); the cell itself is no element.
                """)
    }

    fileprivate static let tapWithoutButton = RuleMessage(
        id: "cell-tap-without-button-trait",
        text: """
            VoiceOver reads this cell as plain content though tapping it acts: a person who cannot \
            see it is not told it is a button.
            """,
        fix: """
            Add `.button` to the cell's `accessibilityTraits` (`accessibilityTraits.insert(.button)`), \
            or select it through the table's `didSelectRowAt` instead of a recognizer.
            """)
}
