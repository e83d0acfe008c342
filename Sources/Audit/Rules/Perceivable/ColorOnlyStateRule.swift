import SwiftSyntax
import SwiftSyntaxSupport

/// A colour chosen by a condition, with nothing else chosen by the same condition.
///
/// The conference talk's toggle quiz: a state shown only by green or red does not get through
/// to people who cannot tell them apart; Apple's toggle also uses position, and On/Off Labels add
/// symbols. Reported: `cond ? colour : colour` where the same condition selects no text, symbol or
/// shape anywhere in the type and disables no control there (`.disabled(cond)`: the colour is the
/// control's disabled look), and the type never reads Differentiate Without Colour; a `switch`
/// over a state whose every case gives only a colour (`ColorOnlyStateRule+Switch.swift`); ternaries
/// chained without brackets, `a ? colour : b ? colour : nil` (`ColorOnlyStateRule+Chains.swift`). In UIKit
/// code (`ColorOnlyStateRule+UIKit.swift`) also `if cond { v.backgroundColor = … } else { … }`.
public struct ColorOnlyStateRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without a colour, by name or made (`isColor`).
    public static let triggers: SourceTriggers? = SourceTriggers(words: colorNames.union(["Color", "UIColor"]))

    public static let description = RuleDescription(
        of: Self.self,
        id: "color-only-state",
        title: "State is shown by colour alone",
        rationale: """
            About one man in twelve has a red–green colour-vision deficiency, and some people use \
            grayscale. When only the colour changes between on and off, valid and invalid, they \
            cannot tell the states apart. Change a symbol, shape or text with it.
            """,
        wcag: [.useOfColor],
        hig: "Accessibility › Color and effects",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                struct StatusDot: View {
                    let isOnline: Bool
                    var body: some View {
                        Circle().fill(↓isOnline ? .green : .red).frame(width: 10, height: 10)
                    }
                }
                """),
            .swift("Text(\"Password\").foregroundColor(↓isValid ? Color.primary : Color.red)"),
            .swift("""
                Text(title)
                    .background(↓isSelected ? Color.accentColor : Color.gray.opacity(0.2))
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                """),
            .swift("Circle().fill(↓balance < 0 ? Color.red : Color.green)"),
            // Chained ternaries: whether the installed version is withdrawn shows by its colour alone.
            .swift("""
                func checkForNewVersion() async {
                    let (latest, newer, blacklisted) = await manager.checkForNewVersion()
                    ↓versionTint = blacklisted ? .red : newer ? .orange : latest == currentVersion ? .green : .secondary
                }
                """),
            // In the library or to read later, told by the badge's colour alone (no badge for neither).
            .swift("""
                struct HighlightTile: View {
                    let inLibrary: Bool
                    let inReadLater: Bool
                    var body: some View {
                        Cover(item: item)
                            .coloredBadge(↓inLibrary ? .accentColor : inReadLater ? .yellow : nil)
                    }
                }
                """),
            .swift("""
                Button("Save") { save() }
                    .foregroundColor(↓isValid ? .blue : .red)
                    .disabled(isSaving)
                """),
            .swift("""
                final class ServerStatusView: UIView {
                    private let dot = UIView()

                    func show(isOnline: Bool) {
                        ↓dot.backgroundColor = isOnline ? .systemGreen : .systemRed
                    }
                }
                """),
            // Another view's words change, not the coloured one's.
            .swift("""
                final class MessageCell: UITableViewCell {
                    func set(item: Message) {
                        switch item.state {
                        case .incomingError: timestampView.text = "‼"
                        default: timestampView.text = nil
                        }
                        ↓stateView.textColor = item.state.isError ? .systemRed : .secondaryLabel
                    }
                }
                """),
            .swift("""
                final class PasswordField: UITextField {
                    func validate() {
                        if isValid {
                            ↓layer.borderColor = UIColor.systemGreen.cgColor
                        } else {
                            layer.borderColor = UIColor.systemRed.cgColor
                        }
                    }
                }
                """),
            // Words are set by one value the colour reads, not by the other: whether the tunnel is
            // active shows by colour alone (wireguard's tunnel list).
            .swift("""
                final class TunnelListCell: UITableViewCell {
                    private func update(from tunnel: Tunnel) {
                        let status = tunnel.status
                        let isOnDemandEngaged = tunnel.isActivateOnDemandEnabled
                        if isOnDemandEngaged && !(status == .activating || status == .active) {
                            ↓statusSwitch.onTintColor = .systemYellow
                        } else {
                            statusSwitch.onTintColor = .systemGreen
                        }
                        onDemandLabel.text = isOnDemandEngaged ? "On-Demand" : ""
                        if status == .inactive || status == .active {
                            busyIndicator.stopAnimating()
                        } else {
                            busyIndicator.startAnimating()
                        }
                    }
                }
                """),
            // Words chosen by another property of the same item say nothing of this one.
            .swift("""
                final class RouteCell: UITableViewCell {
                    func configure(with item: Route) {
                        if item.isSelected {
                            ↓backgroundColor = .systemBlue
                        } else {
                            backgroundColor = .clear
                        }
                        badgeLabel.text = item.isNew ? "New" : ""
                    }
                }
                """),
            // Words are set, but chosen by nothing the colour's condition reads.
            .swift("""
                final class TunnelCell: UITableViewCell {
                    func update(with tunnel: Tunnel) {
                        if tunnel.isOnDemandEngaged {
                            ↓switchView.onTintColor = .systemYellow
                        } else {
                            switchView.onTintColor = .systemGreen
                        }
                        textLabel?.text = tunnel.name
                    }
                }
                """),
            .swift("""
                struct ServerRow: View {
                    let server: Server
                    var body: some View {
                        HStack {
                            Text(server.name)
                            Circle().fill(color(for: server.status)).frame(width: 8, height: 8)
                        }
                    }
                    func color(for status: ServerStatus) -> Color {
                        ↓switch status {
                        case .online: return .green
                        case .degraded: return .orange
                        case .offline: return .red
                        }
                    }
                }
                """),
            .swift("""
                enum ConnectionState {
                    case connected, connecting, disconnected
                    var color: Color {
                        ↓switch self {
                        case .connected: .green
                        case .connecting: .yellow
                        case .disconnected: .red
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // The function that colours the switch also sets the status text by the same values
            // (wireguard's tunnel switch: " (On-Demand)" added while it is yellow).
            .swift("""
                final class TunnelCell: UITableViewCell {
                    func update(with tunnel: Tunnel) {
                        let isOnDemandEngaged = tunnel.isActivateOnDemandEnabled
                        if isOnDemandEngaged && tunnel.status != .active {
                            switchView.onTintColor = .systemYellow
                        } else {
                            switchView.onTintColor = .systemGreen
                        }
                        var text = tunnel.status == .active ? "Active" : "Inactive"
                        text += isOnDemandEngaged ? " (On-Demand)" : ""
                        textLabel?.text = text
                    }
                }
                """),
            // An outline drawn in one state and not in the other: a line appears, not a hue.
            .swift("""
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.gray.opacity(0.4))
                    .stroke(isMine ? Color.blue : Color.clear, lineWidth: 2)
                """),
            // The same view's words change with the state the colour reads.
            .swift("""
                final class MessageCell: UITableViewCell {
                    func set(item: Message) {
                        switch item.state {
                        case .incomingError, .outgoingError: stateView.text = "‼"
                        case .delivered: stateView.text = "✓"
                        default: stateView.text = nil
                        }
                        stateView.textColor = item.state.isError && item.state.isIncoming ? .systemRed : .secondaryLabel
                    }
                }
                """),
            // A loading placeholder's pulse: the condition is an animation's phase, no state.
            .swift("""
                struct GhostCell: View {
                    @State private var animate = false
                    var body: some View {
                        Rectangle()
                            .fill(animate ? Color("ghostStart") : Color("ghostEnd"))
                            .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: animate)
                            .onAppear { animate.toggle() }
                    }
                }
                """),
            // The words change with the colour: a network's name, or "Select network" dimmed.
            .swift("""
                struct NetworkPicker: View {
                    let network: String?
                    var body: some View {
                        Button(action: choose) {
                            Text(network ?? "Select network")
                                .foregroundColor(network == nil ? .gray.opacity(0.6) : Color(.label))
                        }
                    }
                }
                """),
            // The same, through a property of the view that chooses the words.
            .swift("""
                struct DateRow: View {
                    @Binding var value: Date?
                    private var valueText: String {
                        if let date = value {
                            return date.formatted(date: .abbreviated, time: .omitted)
                        } else {
                            return "None"
                        }
                    }
                    var body: some View {
                        Text(valueText).foregroundColor(value != nil ? .accentColor : .gray)
                    }
                }
                """),
            .swift("""
                struct StatusDot: View {
                    let isOnline: Bool
                    var body: some View {
                        Label(isOnline ? "Online" : "Offline", systemImage: isOnline ? "checkmark.circle" : "xmark.circle")
                            .foregroundStyle(isOnline ? .green : .red)
                    }
                }
                """),
            .swift("""
                struct StatusDot: View {
                    @Environment(\\.accessibilityDifferentiateWithoutColor) private var differentiate
                    let isOnline: Bool
                    var body: some View {
                        Circle().fill(isOnline ? .green : .red)
                        if differentiate { Image(systemName: isOnline ? "checkmark" : "xmark") }
                    }
                }
                """),
            .swift("let title = isCompact ? \"Go\" : \"Continue\""),
            .swift("Text(flavor.name).foregroundStyle(isTopFlavor ? .primary : .secondary)"),
            .swift("Circle().fill(colorScheme == .light ? .accentColor : .white)"),
            .swift("""
                Button { startEditing() } label: {
                    Text("Edit").foregroundColor(records.isEmpty ? Color.gray : Color.blue)
                }
                .disabled(records.isEmpty)
                """),
            .swift("""
                Button { zoomOut() } label: {
                    Image(systemName: "minus").foregroundColor(value == minValue ? .accentColor : Color(UIColor.label))
                }
                .disabled( value == minValue )
                """),
            .swift("""
                Button("Send") { send() }
                    .foregroundColor(canSend ? .blue : .gray.opacity(0.5))
                    .disabled(!canSend)
                """),
            .swift("""
                Button(action: reset) {
                    Text("100%").foregroundColor((zoom == defaultZoom) ? .accentColor : .primary)
                }
                .disabled(zoom == defaultZoom)
                """),
            .swift("Text(change, format: .percent).foregroundStyle(change >= 0 ? Color.green : Color.red)"),
            .swift("Text(\"\\(remaining)\").foregroundColor(remaining < 0 ? .red : .secondary)"),
            // The colour grades the number the text shows.
            .swift("Text(\"\\(percentage)%\").foregroundStyle(percentage >= 90 ? .green : percentage >= 75 ? .orange : .red)"),
            // The same conditions choose the words shown beside the colour.
            .swift("""
                struct BolusWarning: View {
                    let isGlucoseVeryLow: Bool
                    let isForecastVeryLow: Bool
                    var body: some View {
                        let message = isGlucoseVeryLow ? "Glucose is very low." : isForecastVeryLow ? "Forecast is very low." : ""
                        Text(message).foregroundStyle(isGlucoseVeryLow ? .red : isForecastVeryLow ? .orange : .primary)
                    }
                }
                """),
            .swift("Circle().fill(isLow ? .red : colorScheme == .dark ? .orange : .accentColor)"),
            // The colour marks the name the text shows.
            .swift("""
                Text(contributor.login)
                    .foregroundColor(contributor.login == "ibh" ? .purple : contributor.login == "sn" ? .pink : .accentColor)
                """),
            // Points drawn at the value the colour grades.
            .swift("""
                PointMark(x: .value("Time", $0.date), y: .value("Glucose", Double($0.glucose ?? 0)))
                    .foregroundStyle(($0.glucose ?? 0) > veryHigh || ($0.glucose ?? 0) < low ? Color.red : ($0.glucose ?? 0) > high ? .yellow : .green)
                """),
            // Grey and red only while the button is disabled; its title says why.
            .swift("""
                Button { save() } label: { Text(saveButtonText()) }
                    .disabled(saved || carbs > maxCarbs || carbs <= 0)
                    .foregroundStyle(saved || carbs <= 0 ? .gray : carbs > maxCarbs ? .red : .blue)
                """),
            .swift("""
                final class ServerStatusView: UIView {
                    private let dot = UIView()
                    private let statusLabel = UILabel()

                    func show(isOnline: Bool) {
                        dot.backgroundColor = isOnline ? .systemGreen : .systemRed
                        statusLabel.text = isOnline ? "Online" : "Offline"
                    }
                }
                """),
            .swift("""
                final class PasswordField: UITextField {
                    func validate() {
                        if isValid {
                            layer.borderColor = UIColor.systemGreen.cgColor
                        } else {
                            layer.borderColor = UIColor.systemRed.cgColor
                            rightView = UIImageView(image: UIImage(systemName: "exclamationmark.triangle"))
                        }
                    }
                }
                """),
            .swift("""
                enum ConnectionState {
                    case connected, disconnected
                    var color: Color {
                        switch self {
                        case .connected: .green
                        case .disconnected: .red
                        }
                    }
                    var symbolName: String {
                        switch self {
                        case .connected: "checkmark.circle"
                        case .disconnected: "xmark.circle"
                        }
                    }
                }
                """),
            .swift("""
                struct ServerRow: View {
                    let status: ServerStatus
                    var body: some View {
                        Label(status.title, systemImage: status.symbolName).foregroundStyle(color)
                    }
                    var color: Color {
                        switch status {
                        case .online: .green
                        case .offline: .red
                        }
                    }
                }
                """),
            .swift("""
                enum Tag {
                    case work, home
                    var color: Color {
                        switch self {
                        case .work: .blue
                        case .home: .green
                        }
                    }
                }
                """),
            .swift("""
                final class CompactTheme {
                    var baseColor: UIColor {
                        BuildSettings.newLayoutEnabled ? UIColor(rgb: 0x15191E) : UIColor(rgb: 0x21262C)
                    }
                }
                """),
            .swift("""
                struct DetailRowView: View {
                    let row: DetailRow
                    var body: some View {
                        Button(action: row.action) {
                            Text(row.title)
                                .foregroundColor(row.destructive ? Color.red : Color.primary)
                        }
                    }
                }
                """),
            .swift("""
                final class TagButton: UIButton {
                    override var isHighlighted: Bool {
                        didSet { backgroundColor = isHighlighted ? .systemBlue.withAlphaComponent(0.6) : .systemBlue }
                    }
                }
                """),
        ])

    static let colorNames: Set<String> = ["red", "green", "blue", "orange", "yellow", "pink", "purple", "gray",
                                          "grey", "black", "white", "clear", "primary", "secondary", "accentColor",
                                          "mint", "teal", "cyan", "indigo", "brown", "tint", "systemRed",
                                          "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemGray",
                                          "label", "secondaryLabel", "systemPink", "systemPurple", "systemTeal",
                                          "systemIndigo", "systemBrown", "systemMint", "systemCyan", "tintColor",
                                          "systemBackground", "secondarySystemBackground", "systemGray2",
                                          "systemGray3", "systemGray4", "systemGray5", "systemGray6", "lightGray",
                                          "darkGray", "placeholderText", "separator"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let sequences = file.nodes(SequenceExprSyntax.self)
        let ternaries = sequences.compactMap(ConditionalChoice.init)
        let chains = sequences.compactMap(ConditionalChain.init)
        let choosers = ChoiceOnCondition.byKey(ternaries, chains, isChromatic: isChromatic)
        return (choiceFindings(ternaries, choosers: choosers, in: file) + chainFindings(chains, choosers: choosers, in: file)
            + branchFindings(ternaries, in: file) + switchFindings(in: file))
            .sorted { $0.location < $1.location }
    }

    private func choiceFindings(_ ternaries: [ConditionalChoice], choosers: [ConditionalChoice.Key: [ChoiceOnCondition]],
                                in file: ParsedSourceFile) -> [Finding] {
        ternaries.compactMap { choice in
            guard Self.isColor(choice.then), Self.isColor(choice.otherwise),
                  isChromatic(choice.then) || isChromatic(choice.otherwise),
                  !Self.isAboutAppearance(choice.condition),
                  !SettingReaders.scope(of: choice.sequence, reads: SettingReaders.differentiateWithoutColor) else {
                return nil
            }
            let scope = choice.scope
            let onlyHueChanges = (choosers[choice.key] ?? []).allSatisfy {
                $0.sequence.id == choice.sequence.id || $0.choosesOnlyHues
            }
            guard onlyHueChanges, !branchesOnCondition(choice.condition, in: scope),
                  !Self.disablesOnCondition(choice.condition, in: scope),
                  !Self.isPhaseOfRepeatingAnimation(choice.condition, in: scope),
                  !Self.colorsASignedNumberItShows(choice), !Self.colorsAPlaceholderItShows(choice),
                  !Self.drawsALineOrNone(choice),
                  !Self.showsTheStateInTheSameView(choice.target, on: choice.condition, at: choice.sequence) else { return nil }
            return finding(Self.colorsUIKitView(choice.sequence) ? .colorOnlyUIKit : .colorOnly,
                           at: file.location(of: choice.sequence))
        }
    }

    /// Whether the choice is on the sign of a number (`delta < 0`) and colours a `Text` that shows
    /// that number: the minus sign tells the states apart without colour.
    static func colorsASignedNumberItShows(_ choice: ConditionalChoice) -> Bool {
        let elements = Array(choice.sequence.elements)
        guard elements.count == 5, let comparison = elements[1].as(BinaryOperatorExprSyntax.self),
              ["<", "<=", ">", ">="].contains(comparison.operator.text), elements[2].numberLiteralValue == 0,
              let number = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return coloredText(of: choice)?.arguments.containsToken([number]) ?? false
    }

    /// Whether the choice is on whether a value is nil (`network == nil`) and colours a `Text`
    /// that shows the value or, without one, other words (`Text(network ?? "Select network")`):
    /// the words tell the states apart without colour; the colour dims a placeholder.
    static func colorsAPlaceholderItShows(_ choice: ConditionalChoice) -> Bool {
        let elements = Array(choice.sequence.elements)
        guard elements.count == 5, let comparison = elements[1].as(BinaryOperatorExprSyntax.self),
              ["==", "!="].contains(comparison.operator.text), elements[2].is(NilLiteralExprSyntax.self),
              let shown = coloredText(of: choice)?.arguments else { return false }
        let value = elements[0].trimmedDescription
        if shown.containsToken(["??"]), shown.descendants(ExprSyntax.self).contains(where: { $0.trimmedDescription == value }) { return true }
        // `Text(valueText)`, a property of the view whose getter chooses its words by whether the
        // value is there (`if let date = value { … } else { return "None" }`: Habitica's date row).
        guard shown.count == 1, let property = shown.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = sequence(first: Syntax(choice.sequence), next: \.parent).first(where: { $0.asProtocol(DeclGroupSyntax.self) != nil }),
              let getter = type.descendants(PatternBindingSyntax.self).first(where: {
                  $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property && $0.accessorBlock != nil
              })?.accessorBlock else { return false }
        return getter.descendants(OptionalBindingConditionSyntax.self).contains { binding in
            (binding.initializer?.value.trimmedDescription ?? binding.pattern.trimmedDescription) == value
        }
    }

    /// Whether the choice colours an outline (`.stroke`, `.strokeBorder`, `.border`) in one state
    /// and makes it `.clear` in the other: the line is there or not, a change of shape seen without
    /// colour vision (WCAG 1.4.1 asks for another visual means, not another hue), as an outline
    /// whose width the condition chooses (`lineWidth: isMine ? 2 : 0`).
    static func drawsALineOrNone(_ choice: ConditionalChoice) -> Bool {
        guard [choice.then, choice.otherwise].contains(where: { $0.calledName == "clear" }),
              let modifier = modifierCall(around: choice.sequence) else { return false }
        return ["stroke", "strokeBorder", "border"].contains(modifier.calledExpression.calledName ?? "")
    }

    /// The `Text` whose modifier the choice is an argument of (`.foregroundColor(cond ? … : …)`).
    private static func coloredText(of choice: ConditionalChoice) -> FunctionCallExprSyntax? {
        guard let modifier = modifierCall(around: choice.sequence) else { return nil }
        let text = ModifierChain(containing: modifier).viewCall
        return text?.calledExpression.calledName == "Text" ? text : nil
    }

    /// The modifier call the choice is an argument of (`.foregroundColor(…)`, `.stroke(…)`): the
    /// nearest call of a member around it in its statement.
    static func modifierCall(around choice: SequenceExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(choice)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self) { return call }
            current = parent
        }
        return nil
    }

    /// Whether an `if` statement in the scope tests the same condition (showing different content).
    func branchesOnCondition(_ condition: String, in scope: Syntax) -> Bool {
        scope.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.if) }.contains { token in
            guard let ifExpression = token.parent?.as(IfExprSyntax.self) else { return false }
            return ifExpression.conditions.trimmedDescription == condition
        }
    }

    /// Whether the condition is the phase of an animation that repeats forever
    /// (`.animation(.easeInOut.repeatForever(autoreverses: true), value: animate)`, or
    /// `withAnimation(.linear.repeatForever()) { animate.toggle() }`): a loading placeholder
    /// pulsing between two shades, no state a person reads (`animation-ignores-reduce-motion`
    /// asks about the loop).
    static func isPhaseOfRepeatingAnimation(_ condition: String, in scope: Syntax) -> Bool {
        let name = ConditionalChoice.normalised(condition)
        return scope.descendants(FunctionCallExprSyntax.self).contains { call in
            guard call.arguments.containsToken(["repeatForever"]) else { return false }
            switch call.calledExpression.calledName {
            case "animation": return call.argument("value")?.trimmedDescription == name
            case "withAnimation": return call.trailingClosure?.containsToken([name]) ?? false
            default: return false
            }
        }
    }

    /// Whether a `.disabled(…)` in the scope tests the same condition (or its negation): the
    /// colour is a control's enabled or disabled look, and the condition changes more than colour —
    /// the control stops responding, and VoiceOver says "dimmed" (`UIAccessibilityTraits.notEnabled`).
    /// WCAG does not ask an inactive control to be told apart by its look (1.4.3 and 1.4.11 exempt
    /// inactive components).
    static func disablesOnCondition(_ condition: String, in scope: Syntax) -> Bool {
        return scope.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "disabled", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                  let argument = call.arguments.first?.expression else { return false }
            return ConditionalChoice.testsTheSameState(argument.trimmedDescription, condition)
        }
    }

    /// Colours with no hue, told apart by lightness alone: a change between them does not need
    /// colour vision.
    static let achromaticNames: Set<String> = ["black", "white", "gray", "grey", "clear", "primary", "secondary",
                                               "tertiary", "quaternary", "label", "secondaryLabel", "systemGray",
                                               "systemBackground", "secondarySystemBackground", "systemGray2",
                                               "systemGray3", "systemGray4", "systemGray5", "systemGray6", "lightGray",
                                               "darkGray", "placeholderText", "separator"]
    /// Words of conditions about the appearance (light or dark, contrast), not about a state.
    static let appearanceWords: Set<String> = ["colorscheme", "colorschemecontrast", "userinterfacestyle",
                                               "isdarkmode", "darkmode"]

    /// Whether a colour expression has a hue (or may have: an asset or computed colour).
    func isChromatic(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "cgColor", let base = member.base { return isChromatic(base) }
            return !Self.achromaticNames.contains(member.declName.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isChromatic(base)
        }
        return true
    }

    static func isColor(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "cgColor", let base = member.base { return Self.isColor(base) }
            let base = member.base?.calledName
            return (base == nil || base == "Color" || base == "UIColor") && Self.colorNames.contains(member.declName.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.calledName ?? ""
            if ["Color", "UIColor"].contains(name) { return true }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                return Self.isColor(base)
            }
        }
        return false
    }
}

/// `condition ? then : otherwise`, as the parser leaves it: a sequence of the condition's
/// elements, an unresolved ternary, and the else branch.
struct ConditionalChoice {
    var sequence: SequenceExprSyntax
    /// What the choice is assigned to, in `target = condition ? then : otherwise`.
    var target: ExprSyntax?
    /// The type (or file) the choice is written in.
    var scope: Syntax
    var condition: String
    var then: ExprSyntax
    var otherwise: ExprSyntax

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              index == elements.count - 2, index > 0,
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let assignment = elements[..<index].firstIndex { $0.is(AssignmentExprSyntax.self) }
        let conditionStart = assignment.map { $0 + 1 } ?? 0
        guard conditionStart < index else { return nil }
        self.sequence = sequence
        scope = sequence.enclosingTypeScope
        target = assignment.map { elements[$0 - 1] }
        condition = elements[conditionStart..<index].map(\.trimmedDescription).joined(separator: " ")
        then = ternary.thenExpression
        otherwise = elements[elements.count - 1]
    }

    /// Choices on the same condition in the same type share a key.
    struct Key: Hashable {
        var scope: SyntaxIdentifier
        var condition: String
    }

    var key: Key { Key(scope: scope.id, condition: condition) }

    /// A condition without spaces, brackets around it or a leading `!`: `!isOn` and `isOn`
    /// choose between the same two states.
    static func normalised(_ condition: String) -> String {
        var text = condition.filter { !$0.isWhitespace }
        while text.hasPrefix("!") || (text.hasPrefix("(") && text.hasSuffix(")")) {
            text = text.hasPrefix("!") ? String(text.dropFirst()) : String(text.dropFirst().dropLast())
        }
        return text
    }

    /// Whether two conditions test the same state, one way or the other: the same condition, its
    /// negation (`!isOn`), or the opposite comparison (`count > 1` and `count <= 1`).
    static func testsTheSameState(_ first: String, _ second: String) -> Bool {
        let (one, other) = (normalised(first), normalised(second))
        return one == other || opposite(of: one) == other
    }

    /// `count<=1` for `count>1`: the comparison that holds exactly when this one does not; nil
    /// for a condition that is no single comparison.
    private static func opposite(of condition: String) -> String? {
        guard let match = condition.firstMatch(of: /^([^<>=!&|?]+)(<=|>=|==|!=|<|>)([^<>=!&|?]+)$/) else { return nil }
        let inverse = ["<": ">=", ">=": "<", ">": "<=", "<=": ">", "==": "!=", "!=": "=="][String(match.2)] ?? ""
        return "\(match.1)\(inverse)\(match.3)"
    }

    /// Whether the choice feeds an accessibility modifier (`.accessibilityAddTraits(cond ? … : …)`)
    /// or property (`view.accessibilityValue = cond ? … : …`), which changes what VoiceOver says but nothing a person sees.
    var isAccessibilityOnly: Bool { Self.feedsAccessibilityOnly(sequence, target: target) }

    /// Whether a choice assigned to `target` (or to nothing) feeds an accessibility modifier or property.
    static func feedsAccessibilityOnly(_ sequence: SequenceExprSyntax, target: ExprSyntax?) -> Bool {
        if target?.calledName?.hasPrefix("accessibility") == true { return true }
        var current = Syntax(sequence)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                return call.calledExpression.calledName?.hasPrefix("accessibility") ?? false
            }
            current = parent
        }
        return false
    }
}

extension RuleMessage {
    static let colorOnly = RuleMessage(
        id: "color-only-state",
        text: """
            Only the colour changes with this condition: a person with a colour-vision deficiency, \
            or using grayscale, cannot tell which state it is in.
            """,
        fix: """
            Change a symbol, shape or text with the colour (a checkmark and an X, "Online" and \
            "Offline"), or add one when `accessibilityDifferentiateWithoutColor` is on.
            """)
}
