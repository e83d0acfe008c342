import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// A `Toggle`, `Slider`, `Stepper`, `Picker`, `TextField`… with an empty title and no label.
///
/// SwiftUI uses a control's title as its accessibility label even when `.labelsHidden()` hides
/// it (docs/swiftui-defaults.md, Default labels and traits). `Toggle("", isOn:)` or a `Slider` without a label
/// reads only its value and type: "50%, Adjustable".
public struct ControlWithoutLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a control.
    public static let triggers: SourceTriggers? = SourceTriggers(words: controls)

    public static let description = RuleDescription(
        of: Self.self,
        id: "control-without-label",
        title: "Control has an empty title and no label",
        rationale: """
            VoiceOver names a switch, slider or text field by its title. An empty title, often \
            written to hide it visually, leaves "Switch Button, On" or "50%, Adjustable": the \
            person does not know what they are changing. Keep the title and use `.labelsHidden()`.
            """,
        wcag: [.nameRoleValue, .labelsOrInstructions],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        insertedModifier: .label,
        triggeringExamples: [
            .swift("↓Toggle(\"\", isOn: $notificationsOn)"),
            .swift("↓Slider(value: $volume, in: 0...1)"),
            .swift("↓TextField(\"\", text: $name)"),
            .swift("↓Toggle(isOn: $isOn) {}"),
            .swift("↓Toggle(isOn: $isMuted) { Color.clear }"),
            .swift("↓TextField(\"\", text: $query) { search() }"),
            .swift("↓Picker(\"\", selection: $size) { Text(\"Small\").tag(1) }"),
            .swift("↓Picker(selection: $list, label: Text(\"\")) { Text(\"Watched\").tag(0) }"),
            .swift("↓Picker(selection: $action) { Text(\"Warn\").tag(0) } label: { EmptyView() }"),
            // A wheel is one adjustable control: its title is its name.
            .swift("↓Picker(\"\", selection: $minutes) { Text(\"5\").tag(5) }.pickerStyle(.wheel)"),
            .swift("""
                VStack {
                    Menu("Sort") { Button("Refresh") { } }
                    ↓Picker(selection: $sort) { Text("Newest").tag(0) } label: { EmptyView() }
                }
                """),
            // Combined with nothing but a picture and a spacer: no words name it.
            .swift("""
                HStack {
                    Image(systemName: "bell")
                    Spacer()
                    ↓Picker("", selection: $sound) { Text("Chime").tag(0) }.labelsHidden()
                }
                .accessibilityElement(children: .combine)
                """),
            // A stack around a helper that draws a picture and no words.
            .swift("""
                struct PolicyView: View {
                    @State private var policy = Policy.drop
                    var body: some View {
                        ↓Picker(selection: $policy) { Text("Drop").tag(Policy.drop) } label: { VStack { policyIcon } }
                    }
                    private var policyIcon: some View { Image(systemName: "shield") }
                }
                """),
            // The picker a property draws, shown beside the menu as well as in it.
            .swift("""
                struct SortMenu: View {
                    @Binding var sort: Sort
                    var body: some View {
                        HStack {
                            Menu { sortView } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
                            sortView
                        }
                    }
                    private var sortView: some View {
                        ↓Picker("", selection: $sort) {
                            ForEach(Sort.allCases, id: \\.self) { Text($0.title) }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("Toggle(\"Notifications\", isOn: $notificationsOn).labelsHidden()"),
            .swift("Slider(value: $volume, in: 0...1) { Text(\"Volume\") }"),
            .swift("Slider(value: $volume).accessibilityLabel(\"Volume\")"),
            .swift("TextField(\"\", text: $name, prompt: Text(\"Name\"))"),
            .swift("Stepper(value: $count) { Text(\"Guests: \\(count)\") }"),
            // A `Text` the row's callers pass, drawn as the toggle's label.
            .swift("""
                struct EpisodeRow: View {
                    let topText: Text
                    @Binding var isPlaying: Bool
                    var body: some View {
                        Toggle(isOn: $isPlaying) {
                            topText
                                .font(.caption)
                        }
                    }
                }
                """),
            .swift("Picker(selection: $genre, label: Text(\"Genre\")) { Text(\"Drama\").tag(0) }"),
            .swift("Picker(selection: $policy) { Text(\"Drop\").tag(0) } label: { makePickerLabel(title: \"Strangers\") }"),
            // One element with the row's title beside it: read "Sound, Chime, pop-up button".
            .swift("""
                HStack(spacing: 0) {
                    label
                    Spacer()
                    Picker("", selection: $sound) { Text("Chime").tag(0) }
                        .labelsHidden()
                }
                .accessibilityElement(children: .combine)
                """),
            // A stack around a helper of the view that draws the words.
            .swift("""
                struct PolicyView: View {
                    @State private var policy = Policy.drop
                    var body: some View {
                        Picker(selection: $policy) {
                            Text("Drop").tag(Policy.drop)
                        } label: {
                            VStack(alignment: .leading) {
                                makePickerLabel(title: "Moderated accounts", subtitle: "Limited by moderators")
                            }
                        }
                    }
                    private func makePickerLabel(title: LocalizedStringKey, subtitle: LocalizedStringKey) -> some View {
                        VStack(alignment: .leading) {
                            Text(title)
                            Text(subtitle).foregroundStyle(.secondary)
                        }
                    }
                }
                """),
            // Each segment is a button named by its option.
            .swift("""
                Picker("", selection: $kind) {
                    Text("Custom").tag(Kind.custom)
                    Text("Saved").tag(Kind.saved)
                }
                .pickerStyle(.segmented)
                """),
            // A helper's picker, styled segmented where the view shows it.
            .swift("""
                struct Profile: View {
                    var body: some View {
                        List { makeTabPicker().pickerStyle(.segmented) }
                    }
                    @ViewBuilder
                    private func makeTabPicker() -> some View {
                        Picker("", selection: $tab) {
                            ForEach(tabs) { tab in Image(systemName: tab.icon).tag(tab).accessibilityLabel(tab.title) }
                        }
                    }
                }
                """),
            // Each row of an inline picker is read by its option; the style is set on the list.
            .swift("""
                List {
                    Picker(selection: $strategy) {
                        Text("Fast").tag(0)
                        Text("Safe").tag(1)
                    } label: { EmptyView() }
                }
                .pickerStyle(InlinePickerStyle())
                """),
            .swift("""
                Menu {
                    Picker(selection: $source) {
                        Label("Following", image: "people").tag(Source.following)
                        Label("Favourites", image: "heart").tag(Source.favourites)
                    } label: { EmptyView() }
                } label: {
                    Image(systemName: "line.3.horizontal.decrease")
                }
                .accessibilityLabel("Timeline")
                """),
            // The picker a property draws, shown only in the menu's content.
            .swift("""
                struct SortMenu: View {
                    @Binding var sort: Sort
                    var body: some View {
                        Menu {
                            sortView
                            Divider()
                            Button("Reset") { sort = .default }
                        } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
                    }
                    private var sortView: some View {
                        Picker("", selection: $sort) {
                            ForEach(Sort.allCases, id: \\.self) { Text($0.title) }
                        }
                    }
                }
                """),
        ])

    /// Controls and whether an unlabelled form exists without a title argument (`Slider(value:)`).
    static let controls: Set<String> = ["Toggle", "Slider", "Stepper", "Picker", "TextField", "SecureField",
                                        "DatePicker", "ColorPicker"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  let name = Optional(reference.baseName.text), Self.controls.contains(name),
                  !hasLabel(call) else { return nil }
            let chain = ModifierChain(startingAt: ExprSyntax(call))
            guard !chain.hasAccessibilityLabel, !chain.isAccessibilityHidden, !Self.isCombinedWithWords(call),
                  !(name == "Picker" && (Self.isListedInMenu(call) || Self.showsEachOption(call))) else { return nil }
            return finding(.unlabelled(name), at: file.location(of: call))
        }
    }

    /// A non-empty title, a `label:`/`prompt:` argument, or a label closure with content.
    private func hasLabel(_ call: FunctionCallExprSyntax) -> Bool {
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            guard let literal = first.expression.stringLiteralValue else { return true }
            if !literal.trimmingCharacters(in: .whitespaces).isEmpty { return true }
        }
        if call.argument("prompt") != nil { return true }
        if let label = call.argument("label") {
            if let closure = label.as(ClosureExprSyntax.self) {
                if !closure.statements.isEmpty { return true }
            } else if Self.showsLabel(label) {
                return true
            }
        }
        // A picker's trailing closure lists its options, not its label.
        guard call.calledExpression.calledName != "Picker" else {
            return call.additionalTrailingClosures.contains { trailing in
                trailing.label.text == "label" && trailing.closure.statements.contains { statement in
                    statement.item.as(ExprSyntax.self).map(Self.showsLabel) ?? false
                }
            }
        }
        if call.allClosures.contains(where: { !$0.statements.isEmpty && ViewText.containsText($0) }) { return true }
        // A text field's trailing closure is an action (`onCommit:`), not a label.
        guard !["TextField", "SecureField"].contains(call.calledExpression.calledName ?? ""),
              let label = call.trailingClosure else { return false }
        return Self.drawsLabelBuiltElsewhere(label)
    }

    /// Whether a view around the control makes it part of one element with words drawn beside it
    /// (compound's list row: `HStack { label; Spacer(); Picker("", …).labelsHidden() }
    /// .accessibilityElement(children: .combine)`): VoiceOver reads the element by those words, then
    /// the control's value and type (docs/swiftui-defaults.md, Grouping children).
    static func isCombinedWithWords(_ control: FunctionCallExprSyntax) -> Bool {
        EnclosingView.all(around: control).contains { enclosing in
            guard enclosing.holdsContent, enclosing.chain.elementChildrenBehaviour == "combine" else { return false }
            return enclosing.call.allClosures.contains { closure in
                closure.statements.contains { statement in
                    guard !statement.range.contains(control.position), let view = statement.item.as(ExprSyntax.self) else { return false }
                    return showsLabel(ModifierChain.innermostView(of: view))
                }
            }
        }
    }

    /// Whether a label closure draws a view whose words are built elsewhere: a property or a
    /// helper (`Toggle(isOn: $isPlaying) { topText.font(.caption) }`, with `topText` a `Text` its
    /// callers pass), read as `showsLabel` reads a picker's `label:`; an image, a spacer, a colour
    /// (`Color.clear`) or a stack of them shows no words.
    static func drawsLabelBuiltElsewhere(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.contains { statement in
            guard let expression = statement.item.as(ExprSyntax.self) else { return false }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                // `Color.clear`: a wordless view's member, not a label built elsewhere.
                let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                return base.map { !wordlessViews.contains($0) } ?? false
            }
            return expression.is(DeclReferenceExprSyntax.self)
                || (expression.is(FunctionCallExprSyntax.self) && showsLabel(expression))
        }
    }

    /// Whether the picker is part of a `Menu`'s or `.contextMenu`'s content: there its options are
    /// the menu's own items, each read by its title with "Selected" on the chosen one, and the
    /// picker is no control of its own that VoiceOver names (Apple's documentation of `Picker`,
    /// "a picker in a menu"). Its options still need titles; the menu needs a label.
    ///
    /// A picker that a property or function of the view draws alone (`private var sortView: some
    /// View { Picker("", selection: $sort) { … } }`) is in a menu when every use of that member in
    /// the file is (anytype's `Menu { sortRelationView; Divider(); sortTypeView }`).
    static func isListedInMenu(_ picker: FunctionCallExprSyntax) -> Bool {
        guard let enclosing = EnclosingView.all(around: picker).first else {
            guard let member = picker.drawingMember, member != "body" else { return false }
            let uses = picker.usesOfViewOwner
            return !uses.isEmpty && uses.allSatisfy { isInMenuContent($0) }
        }
        return isMenuContent(enclosing)
    }

    private static func isInMenuContent(_ node: some SyntaxProtocol) -> Bool {
        EnclosingView.all(around: node).first.map(isMenuContent) ?? false
    }

    private static func isMenuContent(_ enclosing: EnclosingView) -> Bool {
        let name = enclosing.call.calledExpression.calledName
        return (name == "Menu" && enclosing.closureLabel != "label" && enclosing.closureLabel != "primaryAction")
            || (name == "contextMenu" && enclosing.closureLabel != "preview")
    }

    /// Views that show no words of their own when they are a label.
    static let wordlessViews: Set<String> = ["EmptyView", "Image", "Spacer", "Color", "Divider"]

    /// Picker styles that show every option as an element named by its own words: a segmented
    /// control's segments ("presents the options in a segmented control"), a palette's row of
    /// compact elements, an inline list's rows ("each option is displayed inline with other views
    /// in the current container"; Apple's documentation of `PickerStyle`). VoiceOver reads each
    /// option, and "Selected" on the chosen one, so no empty name is read; a menu, wheel or
    /// navigation-link picker is one control named by its title.
    static let stylesShowingEachOption: Set<String> = ["segmented", "SegmentedPickerStyle", "palette", "PalettePickerStyle",
                                                       "inline", "InlinePickerStyle"]

    /// Whether the picker is given such a style, on itself or on a view around it (`pickerStyle(_:)`
    /// applies "to a picker, or to a view that contains pickers").
    static func showsEachOption(_ picker: FunctionCallExprSyntax) -> Bool {
        if givesEachOption(around: ExprSyntax(picker)) { return true }
        // A picker a helper of the view draws (`makeTabPicker()`), styled where each use shows it
        // (IceCubes' `makeTabPicker(tabManager:).pickerStyle(.segmented)`).
        guard picker.drawingMember.map({ $0 != "body" }) == true else { return false }
        let uses = picker.usesOfViewOwner.compactMap { token -> ExprSyntax? in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            let called = reference.parent?.as(FunctionCallExprSyntax.self).map(ExprSyntax.init)
            return called ?? ExprSyntax(reference)
        }
        return !uses.isEmpty && uses.allSatisfy(givesEachOption(around:))
    }

    /// Whether the view's own chain, or a view around it, sets a style showing each option.
    private static func givesEachOption(around view: ExprSyntax) -> Bool {
        let chains = [ModifierChain(startingAt: view)] + EnclosingView.all(around: view).map(\.chain)
        return chains.contains { chain in
            chain.modifiers(named: "pickerStyle").contains { $0.call.arguments.containsToken(stylesShowingEachOption) }
        }
    }

    /// Whether a label view shows words: `Text("Genre")`, a stack with text, or a helper
    /// (`makePickerLabel(title:)`, `rowLabel`) whose text is built elsewhere; not `Text("")`,
    /// `EmptyView()` or an image alone.
    static func showsLabel(_ label: ExprSyntax) -> Bool {
        guard let call = label.as(FunctionCallExprSyntax.self), let name = call.calledExpression.calledName else {
            return true
        }
        if wordlessViews.contains(name) { return false }
        if ViewText.titledViews.contains(name) || ViewText.layoutContainers.contains(name) {
            // A stack of a helper's words (IceCubes' `VStack { makePickerLabel(title:subtitle:) }`).
            return ViewText.showsText(call) || ViewText.containsTextOfMember(call)
        }
        return true
    }
}

extension RuleMessage {
    fileprivate static func unlabelled(_ control: String) -> RuleMessage {
        RuleMessage(
            id: "control-without-label",
            text: """
                VoiceOver reads this \(control) with no name, only its value and type: a person who \
                cannot see the screen does not know what it changes.
                """,
            fix: control == "Slider"
                // A slider takes no title string: its label is a view, which iOS does not draw
                // (Apple, `Slider(value:in:label:)`).
                ? """
                    Give it a label (`Slider(value: $volume, in: 0...1) { Text("Volume") }`), which iOS \
                    does not draw beside it, or add `.accessibilityLabel("…")`.
                    """
                : """
                    Give it a title (`\(control)("Notifications", …)`) and hide the title visually with \
                    `.labelsHidden()` if needed, or add `.accessibilityLabel("…")`.
                    """)
    }
}
