import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// A button whose image or tint changes with a state (`star`/`star.fill`, `heart`/`heart.fill`,
/// play/pause pictures of the app's) while nothing it says to VoiceOver changes. In SwiftUI code, a control whose SF
/// Symbol changes with a state (`StatefulButtonLabelUnchangedRule+SwiftUI.swift`).
///
/// VoiceOver reads a button's label, value and traits, not its image (docs/uikit.md, UIKit
/// defaults): a favourite button drawn filled or hollow is "Favorite, Button" either way.
/// `isSelected` is not reported: UIButton adds the selected trait while it is selected
/// (Apple, `UIButton`), and VoiceOver says "Selected". Also accepted on the same button: an
/// `accessibilityValue`, the `.selected` trait, or a label or title that changes with the state
/// (set with a condition, or in the function that swaps the image); and, on a button with no
/// title, two SF Symbols VoiceOver describes apart (`pause.fill`, `play.fill`).
public struct StatefulButtonLabelUnchangedRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit, .swiftUI]
    /// Nothing without a button image or tint changed, or a symbol named.
    public static let triggers: SourceTriggers? = SourceTriggers(
        words: ["setImage", "tintColor", "systemName", "systemImage", "systemSymbol", "symbolVariant"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "stateful-button-label-unchanged",
        title: "Button shows its state only by image or tint",
        rationale: """
            A favourite, bookmark or play button that shows its state by a filled icon or a colour \
            says the same words in both states, so a VoiceOver user cannot tell whether the route \
            is already a favourite or the episode is playing, and acts without knowing the result.
            """,
        wcag: [.nameRoleValue, .useOfColor],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        supersedes: [ToggleStateNotConveyedRule.description.id],
        triggeringExamples: [
            .swift("""
                Button { isPinned.toggle() } label: {
                    Label("Pin", systemImage: ↓isPinned ? "pin.fill" : "pin")
                }
                """),
            .swift("""
                Button(action: { showsPassword.toggle() }) {
                    Image(systemName: ↓showsPassword ? "eye.slash" : "eye")
                }
                .accessibilityLabel("Show password")
                """),
            .swift("""
                Label(tab.title, systemImage: ↓selected == tab ? "\\(tab.icon).fill" : tab.icon)
                    .onTapGesture { selected = tab }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    HStack {
                        Text(plan.name)
                        Spacer()
                        Image(systemName: ↓isSelected ? "checkmark.circle.fill" : "circle")
                    }
                    Text(plan.summary)
                }
                .contentShape(Rectangle())
                .onTapGesture { selectedPlan = plan }
                .accessibilityAddTraits(.isButton)
                """),
            .swift("""
                Button { isLiked.toggle() } label: {
                    Image(systemName: "heart").symbolVariant(↓isLiked ? .fill : .none)
                }
                .accessibilityLabel("Like")
                """),
            .swift("""
                final class RouteCell: UITableViewCell {
                    private let favoriteButton = UIButton(type: .system)

                    func configure(with route: Route) {
                        favoriteButton.accessibilityLabel = "Favorite"
                        ↓favoriteButton.setImage(UIImage(systemName: route.isFavorite ? "heart.fill" : "heart"), for: .normal)
                    }
                }
                """),
            .swift("""
                final class PlayerControlsView: UIView {
                    let playButton = UIButton()

                    func update(isPlaying: Bool) {
                        if isPlaying {
                            ↓playButton.setImage(UIImage(named: "pause"), for: .normal)
                        } else {
                            playButton.setImage(UIImage(named: "play"), for: .normal)
                        }
                    }
                }
                """),
            // Enabled in both states, or disabled only for a moment: nothing heard changes.
            .swift("""
                final class EpisodeCell: UITableViewCell {
                    let playButton = UIButton()

                    func show(isPlaying: Bool) {
                        playButton.isEnabled = true
                        ↓playButton.setImage(UIImage(named: isPlaying ? "pause" : "play"), for: .normal)
                    }
                }
                """),
            .swift("""
                final class PlayerViewController: UIViewController {
                    let playButton = UIButton()

                    func finishPlaying(onCarPlay: Bool) {
                        if onCarPlay {
                            playButton.isEnabled = false
                            ↓playButton.setImage(UIImage(named: "pause"), for: .normal)
                            playButton.isEnabled = true
                        } else {
                            playButton.setImage(UIImage(named: "play"), for: .normal)
                        }
                    }
                }
                """),
            // A control of the app's own says nothing of being disabled.
            .swift("""
                final class SortingElementView: UIView {
                    private let upButton: ImageButton = ImageButton()

                    func update(canMoveUp: Bool) {
                        ↓upButton.tintColor = canMoveUp ? .systemBlue : .systemGray
                        upButton.isEnabled = canMoveUp
                    }
                }
                """),
            .swift("""
                final class StarButtonView: UIView {
                    let starButton = UIButton()

                    func show(starred: Bool) {
                        ↓starButton.tintColor = starred ? .systemYellow : .systemGray
                    }
                }
                """),
            // The focused tab is the one chosen, not a pressed look.
            .swift("""
                final class TabStripView: UIView {
                    func show(_ focusedButton: UIButton) {
                        for button in buttons {
                            if button == focusedButton {
                                ↓button.tintColor = tintColor
                            } else {
                                button.tintColor = .secondaryLabel
                            }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // Two symbols, read "Pause" and "Play": the button's words change with its picture.
            .swift("""
                final class AudioPlayerView: UIView {
                    @IBOutlet weak var playPauseButton: UIButton!

                    func setPlayPauseButton(playing: Bool) {
                        if playing {
                            playPauseButton.setImage(UIImage(systemName: "pause.fill"), for: .normal)
                        } else {
                            playPauseButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                        }
                    }
                }
                """),
            .swift("playButton.setImage(UIImage(systemName: isPlaying ? \"pause.fill\" : \"play.fill\"), for: .normal)"),
            // Tinted red for a destructive role its title names ("Delete tunnel"), set once.
            .swift("""
                class ButtonCell: UITableViewCell {
                    let button = UIButton(type: .system)
                    var hasDestructiveAction: Bool {
                        get { button.tintColor == .systemRed }
                        set(value) { button.tintColor = value ? .systemRed : buttonStandardTintColor }
                    }
                }
                """),
            // Filled only while disabled: VoiceOver says "dimmed" in that state.
            .swift("""
                Button { advance() } label: {
                    Label(title, systemImage: "shippingbox").symbolVariant(isDone ? .fill : .none)
                }
                .disabled(isDone)
                """),
            // Filled while it can be used, and disabled by the opposite comparison.
            .swift("""
                Button { cycleDisplayType() } label: {
                    Image(systemName: displayIcon).symbolVariant(supportedDisplayTypes.count > 1 ? .circle.fill : .circle)
                }
                .disabled(supportedDisplayTypes.count <= 1)
                """),
            // Filled only while the sheet it opens is up: the sheet covers it then.
            .swift("""
                Button { isEditingFilters.toggle() } label: {
                    Image(systemName: isEditingFilters ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle")
                }
                .accessibilityLabel("Filters")
                .sheet(isPresented: $isEditingFilters) { FilterSheet() }
                """),
            // Filled where it sits in a control group: where it is laid out, not a state.
            .swift("""
                Button { download() } label: {
                    Label("Download", systemImage: inControlGroup ? "arrow.down.circle.fill" : "arrow.down.circle")
                }
                """),
            // Out of the accessibility tree: VoiceOver hears it in neither state.
            .swift("""
                final class VideoView: UIView {
                    private var muteButton: UIButton = {
                        let button = UIButton(type: .custom)
                        button.accessibilityElementsHidden = true
                        return button
                    }()

                    func show(muted: Bool) {
                        muteButton.setImage(UIImage(systemName: muted ? "speaker.slash" : "speaker.wave.2"), for: .normal)
                    }
                }
                """),
            .swift("""
                Button { isPinned.toggle() } label: {
                    Label("Pin", systemImage: isPinned ? "pin.fill" : "pin")
                }
                .accessibilityAddTraits(isPinned ? .isSelected : [])
                """),
            // Versions of the system, not states: each button is tinted once.
            .swift("""
                final class MapController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if #available(iOS 15, *) {
                            let locationButton = CLLocationButton()
                            locationButton.tintColor = .systemBackground
                            view.addSubview(locationButton)
                        } else {
                            let locationButton = UIButton(type: .custom)
                            locationButton.setImage(UIImage(systemName: "location.fill"), for: .normal)
                            locationButton.tintColor = .systemBackground
                            view.addSubview(locationButton)
                        }
                    }
                }
                """),
            .swift("""
                Button { isPinned.toggle() } label: {
                    Label(isPinned ? "Unpin" : "Pin", systemImage: isPinned ? "pin.slash" : "pin")
                }
                """),
            .swift("""
                Button { isLiked.toggle() } label: {
                    Image(systemName: isLiked ? "heart.fill" : "heart")
                }
                .accessibilityLabel("Like")
                .accessibilityValue(isLiked ? "On" : "Off")
                """),
            .swift("""
                Button { showsPassword.toggle() } label: {
                    Image(systemName: showsPassword ? "eye.slash" : "eye")
                }
                .accessibilityLabel(showsPassword ? "Hide password" : "Show password")
                """),
            // Two symbols, not two states of one: each reads its own description.
            .swift("Button { isPlaying.toggle() } label: { Image(systemName: isPlaying ? \"pause.fill\" : \"play.fill\") }"),
            .swift("Button { isExpanded.toggle() } label: { Image(systemName: isExpanded ? \"chevron.up\" : \"chevron.down\") }"),
            // A Toggle says on or off itself, whatever its style draws.
            .swift("""
                struct CheckboxStyle: ToggleStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button { configuration.isOn.toggle() } label: {
                            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                        }
                    }
                }
                """),
            .swift("Toggle(isOn: $isMuted) { Image(systemName: isMuted ? \"bell.slash\" : \"bell\") }"),
            // A pressed look is no state.
            .swift("""
                struct PressableStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button(action: {}) { Image(systemName: configuration.isPressed ? "star.fill" : "star") }
                    }
                }
                """),
            // A pressed look is no state, in UIKit either.
            .swift("""
                final class WalletButton: UIButton {
                    override var isHighlighted: Bool {
                        didSet { tintColor = isHighlighted ? .systemBlue : .label }
                    }
                    func update(isEnabled: Bool) {
                        setImage(UIImage(systemName: isEnabled ? "wallet.pass.fill" : "wallet.pass"), for: .normal)
                    }
                }
                """),
            // No control: a picture of a state VoiceOver reads with the row it is in.
            .swift("Image(systemName: isSynced ? \"checkmark.icloud.fill\" : \"icloud\")"),
            // An icon alone whose two pictures read differently.
            .swift("Button { isSelected.toggle() } label: { Image(systemName: isSelected ? \"checkmark.circle.fill\" : \"circle\") }"),
            .swift("""
                final class RouteCell: UITableViewCell {
                    private let favoriteButton = UIButton(type: .system)

                    func configure(with route: Route) {
                        favoriteButton.setImage(UIImage(systemName: route.isFavorite ? "heart.fill" : "heart"), for: .normal)
                        favoriteButton.accessibilityLabel = "Favorite, \\(route.name)"
                        favoriteButton.accessibilityValue = route.isFavorite ? "On" : "Off"
                    }
                }
                """),
            .swift("""
                final class RouteCell: UITableViewCell {
                    private let favoriteButton = UIButton(type: .system)

                    func configure(with route: Route) {
                        favoriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
                        favoriteButton.setImage(UIImage(systemName: "heart.fill"), for: .selected)
                        favoriteButton.isSelected = route.isFavorite
                    }
                }
                """),
            // Dimmed in the other state: VoiceOver says so.
            .swift("""
                final class EpisodeCell: UITableViewCell {
                    let playButton = UIButton()

                    func configure(isAvailable: Bool) {
                        if isAvailable {
                            playButton.setImage(UIImage(named: "play"), for: .normal)
                            playButton.isEnabled = true
                        } else {
                            playButton.setImage(UIImage(named: "ban"), for: .normal)
                            playButton.isEnabled = false
                        }
                    }
                }
                """),
            .swift("""
                final class LoginViewController: UIViewController {
                    let loginButton = UIButton(type: .system)

                    func show(isValid: Bool) {
                        self.loginButton.isEnabled = isValid
                        if isValid {
                            self.loginButton.tintColor = .white
                        } else {
                            self.loginButton.tintColor = .purple
                        }
                    }
                }
                """),
            .swift("""
                final class AvatarButton: UIButton {
                    func show(_ avatar: UIImage?) {
                        if let avatar {
                            setImage(avatar, for: .normal)
                        } else {
                            setImage(UIImage(named: "avatar-placeholder"), for: .normal)
                        }
                    }
                }
                """),
            .swift("""
                final class PlayerControlsView: UIView {
                    let playButton = UIButton()

                    func update(isPlaying: Bool) {
                        playButton.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
                        playButton.accessibilityLabel = isPlaying ? "Pause" : "Play"
                    }
                }
                """),
            // The row is one element, with the copy offered as a custom action: VoiceOver never
            // reaches the button inside it.
            .swift("""
                final class AccountNumberRow: UIView {
                    let copyButton = UIButton()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        isAccessibilityElement = true
                        accessibilityLabel = "Account number"
                    }

                    func showCheckmark(_ show: Bool) {
                        copyButton.setImage(UIImage(named: show ? "tick" : "copy"), for: .normal)
                    }
                }
                """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        uikitFindings(in: file) + swiftUIFindings(in: file)
    }

    private func uikitFindings(in file: ParsedSourceFile) -> [Finding] {
        UIKitClassSource.all(in: file).flatMap { type in
            stateChanges(in: type, file: file).compactMap { change -> Finding? in
                guard !conveysState(change, in: type) else { return nil }
                return finding(.imageOnly, at: file.location(of: change.node))
            }
        }
    }

    /// An image or tint of a button chosen by a condition.
    struct StateChange {
        var node: Syntax
        var receiver: String
    }

    private func stateChanges(in type: UIKitClassSource, file: ParsedSourceFile) -> [StateChange] {
        let images: [StateChange] = type.nodes(FunctionCallExprSyntax.self, in: file).compactMap { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setImage",
                  let argument = call.arguments.first?.expression else { return nil }
            let receiver = member.base.map(PropertyUse.receiverName) ?? "self"
            guard isButton(receiver, in: type),
                  Self.choosesBetweenTwo(argument) || Self.isFirstBranchOfTwo(Syntax(call), sameCall: "\(receiver).setImage("),
                  !Self.swapsSymbolsReadApart(call, receiver: receiver)
            else { return nil }
            return StateChange(node: Syntax(call), receiver: receiver)
        }
        let tints: [StateChange] = type.nodes(SequenceExprSyntax.self, in: file).compactMap { sequence in
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                  let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "tintColor",
                  let base = member.base else { return nil }
            let receiver = PropertyUse.receiverName(base)
            guard isButton(receiver, in: type), Self.choosesBetweenTwo(sequence)
                    || Self.isFirstBranchOfTwo(Syntax(sequence), sameCall: "\(receiver).tintColor") else { return nil }
            return StateChange(node: Syntax(sequence), receiver: receiver)
        }
        return (images + tints).filter { !Self.followsPassingLook($0.node) && !Self.showsARole($0.node) }
            .sorted { $0.node.position < $1.node.position }
    }

    /// Whether the button's picture is one of two SF Symbols VoiceOver reads apart, the button's
    /// only words: `UIImage(systemName: isPlaying ? "pause.fill" : "play.fill")`, or `"pause.fill"`
    /// in one branch of an `if` and `"play.fill"` in the other (Nextcloud Talk's audio player). A
    /// button with no title is read by its symbol's description, "Pause" or "Play" (`SymbolDescriptions`).
    private static func swapsSymbolsReadApart(_ call: FunctionCallExprSyntax, receiver: String) -> Bool {
        guard let names = symbolNames(in: call.arguments.first?.expression) else { return false }
        let pair: [String]
        if names.count == 2 {
            pair = names
        } else if let branch = sequence(first: Syntax(call), next: \.parent).lazy.compactMap({ $0.as(IfExprSyntax.self) }).first,
                  case .codeBlock(let elseBlock)? = branch.elseBody,
                  let other = elseBlock.descendants(FunctionCallExprSyntax.self).first(where: { other in
                      guard let member = other.calledExpression.as(MemberAccessExprSyntax.self),
                            member.declName.baseName.text == "setImage" else { return false }
                      return (member.base.map(PropertyUse.receiverName) ?? "self") == receiver
                  }), let otherNames = symbolNames(in: other.arguments.first?.expression), otherNames.count == 1 {
            pair = names + otherNames
        } else {
            return false
        }
        let readings = pair.map(SymbolDescriptions.spokenLabel(for:))
        return readings[0] != nil && readings[1] != nil && readings[0] != readings[1]
    }

    /// The SF Symbol names a `UIImage(systemName:)` argument writes: one literal, or the two of
    /// a choice between literals; nil for anything else.
    private static func symbolNames(in expression: ExprSyntax?) -> [String]? {
        guard let image = expression?.as(FunctionCallExprSyntax.self), image.calledExpression.calledName == "UIImage",
              let name = image.argument("systemName") else { return nil }
        if let literal = name.stringLiteralValue { return [literal] }
        guard let choice = name.as(SequenceExprSyntax.self).flatMap(ConditionalChoice.init),
              let then = choice.then.stringLiteralValue, let otherwise = choice.otherwise.stringLiteralValue else { return nil }
        return [then, otherwise]
    }

    /// Whether the change is set through a property naming a destructive role
    /// (wireguard's `var hasDestructiveAction: Bool { … set(value) { button.tintColor = value ?
    /// .systemRed : standardTint } }`, set once by the screens showing "Delete tunnel"): a role the
    /// title's words name, as SwiftUI shows `ButtonRole.destructive` by its tint alone (Apple,
    /// `ButtonRole.destructive`), not a state that changes under the person.
    private static func showsARole(_ node: Syntax) -> Bool {
        sequence(first: node, next: \.parent).contains { ancestor in
            ancestor.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.pattern.trimmedDescription.lowercased().contains("destructive")
            } ?? false
        }
    }

    /// Whether the change follows how the button looks while pressed or while it can be used
    /// (`tintColor = isHighlighted ? .tint : .label`, often in `isHighlighted`'s `didSet`): no
    /// state the person chose. Only UIControl's own `isHighlighted` and `isEnabled` count: a
    /// "focused" tab (`button == focusedButton`) is the one chosen. UIKit adds the not-enabled trait to a disabled control, which
    /// VoiceOver reads as "Dimmed" (Apple, `UIAccessibilityTraits.notEnabled`).
    private static func followsPassingLook(_ node: Syntax) -> Bool {
        let controlLooks: Set<String> = ["isHighlighted", "isEnabled"]
        let inLookProperty = sequence(first: node, next: \.parent).contains { ancestor in
            ancestor.as(VariableDeclSyntax.self)?.bindings.contains { controlLooks.contains($0.pattern.trimmedDescription) } ?? false
        }
        if inLookProperty { return true }
        let ternaryConditions = node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard let ternary = token.parent?.as(UnresolvedTernaryExprSyntax.self), token.tokenKind == .infixQuestionMark,
                  let elements = ternary.parent?.parent?.as(SequenceExprSyntax.self)?.elements,
                  let index = elements.firstIndex(where: { $0.id == ternary.id }), index != elements.startIndex else { return nil }
            return elements[elements.index(before: index)].trimmedDescription
        }
        // A change without a ternary is one branch of the nearest `if` (`isFirstBranchOfTwo`).
        let conditions = !ternaryConditions.isEmpty ? ternaryConditions
            : sequence(first: node, next: \.parent).lazy.compactMap { $0.as(IfExprSyntax.self) }.prefix(1).map { $0.conditions.trimmedDescription }
        return !conditions.isEmpty && conditions.allSatisfy { condition in
            condition.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.contains { controlLooks.contains(String($0)) }
        }
    }

    private func isButton(_ receiver: String, in type: UIKitClassSource) -> Bool {
        receiver == "self" ? (type.superclass ?? "").hasSuffix("Button") : receiver.lowercased().hasSuffix("button")
    }

    /// Whether `node` holds `condition ? a : b` with two different branches.
    static func choosesBetweenTwo(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard let ternary = token.parent?.as(UnresolvedTernaryExprSyntax.self),
                  let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self),
                  let otherwise = sequence.elements.last else { return false }
            return ternary.thenExpression.trimmedDescription != otherwise.trimmedDescription
        }
    }

    /// Whether `node` is in the first branch of an `if … else` on a state whose other branch does
    /// the same (`sameCall`, as written): one state each. An `if let` or `if case` chooses between
    /// having an image and not (a loaded image, a placeholder), not between states; an `if
    /// #available` between versions of the system, one of which runs on a device for good
    /// (siskin-im's `CLLocationButton` and its fallback, each tinted once).
    static func isFirstBranchOfTwo(_ node: Syntax, sameCall: String) -> Bool {
        guard let block = sequence(first: node, next: \.parent)
                .first(where: { $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self) })?.as(CodeBlockSyntax.self),
              let ifExpression = block.parent?.as(IfExprSyntax.self), ifExpression.body.id == block.id,
              let elseBody = ifExpression.elseBody,
              !ifExpression.conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self)
                  || $0.condition.is(MatchingPatternConditionSyntax.self) || $0.condition.is(AvailabilityConditionSyntax.self) })
        else { return false }
        let plain = sameCall.hasPrefix("self.") ? String(sameCall.dropFirst(5)) : sameCall
        return elseBody.trimmedDescription.contains(plain)
    }

    /// Whether the class tells VoiceOver the state of the button some other way.
    private func conveysState(_ change: StateChange, in type: UIKitClassSource) -> Bool {
        let receiver = change.receiver
        // Out of the accessibility tree, or inside a view that is one element (Apple,
        // `isAccessibilityElement`), the button is not heard in either state.
        if type.hidesFromAccessibility(receiver) || (receiver != "self" && type.makesOneElement("self")) { return true }
        if !type.traits(of: receiver).isDisjoint(with: ["selected"]) { return true }
        if type.uses(of: "accessibilityValue").contains(where: { $0.receiver == receiver })
            || type.uses(of: "isSelected").contains(where: { $0.receiver == receiver }) {
            return true
        }
        let function = Self.enclosingFunction(change.node)
        // Disabled in one state and enabled in the other, the button is heard so: UIKit gives a
        // disabled `UIButton` the not-enabled trait and VoiceOver says "Dimmed" (Apple,
        // `UIAccessibilityTraits.notEnabled`); set in the function that changes the look. Not a
        // control of the app's own (stepik's `ImageButton: UIControl`), which says nothing of it.
        let enabling = type.uses(of: "isEnabled").filter { use in
            use.receiver == receiver && function != nil && Self.enclosingFunction(use.statement)?.id == function?.id
        }
        let isSystemButton = receiver == "self" ? type.superclass == "UIButton" : change.node.declaredTypeName(of: receiver) == "UIButton"
        if isSystemButton, Self.setsBothWays(enabling.map(\.statement)) { return true }
        let labelUses = type.uses(of: "accessibilityLabel") + type.uses(of: "setTitle") + type.uses(of: "title")
        return labelUses.contains { use in
            use.receiver == receiver && (Self.choosesBetweenTwo(use.statement) || Self.isInsideBranch(use.statement)
                || (function != nil && Self.enclosingFunction(use.statement)?.id == function?.id && !Self.isFixedText(use.statement)))
        }
    }

    /// Whether the assignments of a flag (`button.isEnabled = …`) give it a value read at run
    /// time (`= isValid`), or `true` in one branch of a choice and `false` in another (not one
    /// after the other, a button disabled for a moment while its look changes).
    private static func setsBothWays(_ statements: [Syntax]) -> Bool {
        var blocksByLiteral: [String: Set<SyntaxIdentifier>] = [:]
        for statement in statements {
            guard let value = statement.as(CodeBlockItemSyntax.self)?.item.as(SequenceExprSyntax.self)?.elements.last else { continue }
            guard let literal = value.as(BooleanLiteralExprSyntax.self) else { return true }
            guard isInsideBranch(statement), let block = statement.parent?.id else { continue }
            blocksByLiteral[literal.literal.text, default: []].insert(block)
        }
        guard let enabled = blocksByLiteral["true"], let disabled = blocksByLiteral["false"] else { return false }
        return enabled.isDisjoint(with: disabled)
    }

    /// Whether the label statement assigns one plain string (`= "Favorite"`), the same in every state.
    private static func isFixedText(_ statement: Syntax) -> Bool {
        guard let sequence = statement.as(CodeBlockItemSyntax.self)?.item.as(SequenceExprSyntax.self),
              let value = sequence.elements.last else { return false }
        return value.stringLiteralValue != nil
    }

    private static func isInsideBranch(_ node: Syntax) -> Bool {
        sequence(first: node, next: \.parent).contains { $0.is(IfExprSyntax.self) || $0.is(SwitchCaseSyntax.self) }
    }

    private static func enclosingFunction(_ node: Syntax) -> Syntax? {
        sequence(first: node, next: \.parent).first { $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) }
    }
}

extension RuleMessage {
    fileprivate static let imageOnly = RuleMessage(
        id: "stateful-button-label-unchanged",
        text: """
            This button shows its state only by its image or colour: VoiceOver says the same words \
            in both states, so a person who cannot see it does not know which state it is in.
            """,
        fix: """
            Say the state with it: set `isSelected` (VoiceOver then says "Selected"), or an \
            `accessibilityValue`, or change the label with the image ("Play" and "Pause", "Add to \
            favorites" and "Remove from favorites").
            """)
}
