import SwiftSyntax
import SwiftSyntaxSupport

/// A row of an icon and a title, or of a title and its value (a subtitle, a count, a badge),
/// laid out in one stack but exposed as separate elements, so VoiceOver reads it as fragments.
///
/// SwiftUI makes each `Text` and each non-decorative `Image` of a stack its own element unless the
/// stack is combined (docs/swiftui-defaults.md, Grouping children): a person swiping hears "star",
/// then "Favourites", then "12", and must put the row together. `ungrouped-label-value` sees grids
/// of titles and values on a screen; this rule sees a single row where it is written. A
/// leading-aligned `VStack` of a title over its value (the title bold or a headline, or the value
/// in the secondary style or an app's font named for a value, `Constants.itemPriceFont`) is such a
/// pair too. The finding points at the end of the stack, where
/// `.accessibilityElement(children: .combine)` goes.
public struct RowReadAsFragmentsRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]

    public static let description = RuleDescription(
        of: Self.self,
        id: "row-read-as-fragments",
        title: "Row is read as separate fragments",
        rationale: """
            Sighted people see an icon, a title and its value side by side and read them as one \
            row. VoiceOver stops on each part: the icon's name, then the title, then a value with \
            nothing to say what it is, and Switch Control and Full Keyboard Access step through \
            them one by one.
            """,
        wcag: [.infoAndRelationships, .meaningfulSequence],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                HStack {
                    Image(systemName: "star.fill")
                    Text("Favourites")
                    Spacer()
                    Text("\\(count)")
                ↓}
                """),
            .swift("""
                HStack {
                    Image("avatar")
                    VStack(alignment: .leading) {
                        Text(name)
                        Text(address).font(.caption)
                    }
                ↓}
                .padding()
                """),
            .swift("""
                HStack {
                    Text("Total")
                    Spacer()
                    Text(total)
                ↓}
                """),
            .swift("""
                HStack {
                    VStack { Image("item"); Text(name) ↓}
                    Spacer()
                    Button("Remove", action: remove)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Network name")
                        .fontWeight(.semibold)
                    Text(network.name)
                ↓}
                """),
            .swift("""
                VStack(alignment: .leading, spacing: 2) {
                    Text(detail.title)
                    Text(detail.value)
                        .foregroundStyle(.secondary)
                ↓}
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text(item.name).font(Constants.itemNameFont)
                    Text(item.formattedPrice).font(Constants.itemPriceFont)
                ↓}
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                HStack {
                    Image(systemName: "star.fill")
                    Text("Favourites")
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                Button(action: open) {
                    HStack { Image(systemName: "star.fill"); Text("Favourites") }
                }
                """),
            .swift("""
                HStack {
                    Image(systemName: "star.fill").accessibilityHidden(true)
                    Text("Favourites")
                }
                """),
            .swift("""
                HStack {
                    Image(decorative: "divider")
                    Text("Favourites")
                }
                """),
            .swift("""
                HStack {
                    Text(name)
                    Spacer()
                    Toggle("Pinned", isOn: $isPinned)
                }
                """),
            .swift("""
                VStack {
                    Text("Welcome")
                    Text("Sign in to sync your library.")
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Welcome")
                    Text("Sign in to sync your library.")
                }
                """),
            .swift("""
                VStack {
                    Text("No results").font(.headline)
                    Text("Try another search.").foregroundStyle(.secondary)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Network name").fontWeight(.semibold)
                    Text(network.name)
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Plans").font(.title2).accessibilityAddTraits(.isHeader)
                    Text("Choose the plan that suits your store.").foregroundStyle(.secondary)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text(change.name).font(Constants.bodyFont)
                    Text(change.amount).foregroundColor(value > 0 ? .green : .red)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Summary").font(.headline)
                    Text(summary)
                    Text(updated).font(.caption)
                }
                """),
            .swift("""
                HStack {
                    ForEach(tags, id: \\.self) { Text($0) }
                }
                """),
            .swift("""
                VStack {
                    HStack { Image(systemName: "star"); Text("Favourites") }
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                HStack(spacing: 4) {
                    ActionButton(image: "reply") { reply() }
                        .accessibilityLabel("Reply")
                    Text("\\(replies)")
                }
                """),
            .swift("""
                struct RoomLink: View {
                    var body: some View {
                        NavigationLink(value: room) { roomLabel }
                    }
                    private var roomLabel: some View {
                        HStack { Text(room); Image(systemName: "arrow.up.right") }
                    }
                }
                """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let rows = file.nodes(FunctionCallExprSyntax.self).compactMap(row(of:))
        let stacks = Set(rows.map(\.stack.id))
        return rows.filter { row in
            // The outermost row is reported: its stacks inside say the same thing.
            !EnclosingView.all(around: row.stack).contains { stacks.contains($0.call.id) }
        }.map { row in
            var found = finding(.fragments(row.pieces.count), at: file.location(of: row.closingBrace))
            found.span = file.span(of: row.chain.modifiers.last.map { ExprSyntax($0.call) } ?? ExprSyntax(row.stack))
            return found
        }
    }

    private struct Row {
        var stack: FunctionCallExprSyntax
        var chain: ModifierChain
        var closingBrace: TokenSyntax
        var pieces: RowPieces
    }

    private static let stacks: Set<String> = ["HStack", "VStack"]

    /// The stack as a row of fragments, or nil when it is not one or is already grouped.
    private func row(of call: FunctionCallExprSyntax) -> Row? {
        guard let name = call.calledExpression.calledName, Self.stacks.contains(name),
              let content = call.trailingClosure ?? call.argument("content")?.as(ClosureExprSyntax.self) else { return nil }
        let chain = ModifierChain(startingAt: ExprSyntax(call))
        guard !RowPieces.groups(chain), !isGroupedAround(call), !isShownGrouped(ownerOf: call) else { return nil }
        let pieces = RowPieces(content.statements)
        guard !pieces.hasControlOrList,
              pieces.isFragmentRow(horizontal: name == "HStack") || (name == "VStack" && isLeadingAligned(call) && pieces.isTitleOverValue)
        else { return nil }
        return Row(stack: call, chain: chain, closingBrace: content.rightBrace, pieces: pieces)
    }

    /// Whether a stack aligns its content at the leading or trailing edge, as a row of details
    /// does; a centred title over a line of text is a heading and its message.
    private func isLeadingAligned(_ stack: FunctionCallExprSyntax) -> Bool {
        guard let alignment = stack.argument("alignment")?.trimmedDescription else { return false }
        return alignment.hasSuffix("leading") || alignment.hasSuffix("trailing")
    }

    /// Whether a view around the stack already makes it part of one element: a button, link or
    /// label (SwiftUI combines their content), or a view that sets its own accessibility.
    private func isGroupedAround(_ node: some SyntaxProtocol) -> Bool {
        EnclosingView.all(around: node).contains { enclosing in
            let name = enclosing.call.calledExpression.calledName ?? ""
            if RowPieces.combiningViews.contains(name) && enclosing.holdsContent { return true }
            return RowPieces.groups(enclosing.chain)
        }
    }
}

extension RowReadAsFragmentsRule {
    /// Whether the property, function or view type that draws the stack is used, in the same
    /// file, inside a view that groups it (`NavigationLink { locationLabel }`).
    private func isShownGrouped(ownerOf call: FunctionCallExprSyntax) -> Bool {
        call.usesOfViewOwner.contains(where: isGroupedAround)
    }
}

extension RuleMessage {
    fileprivate static func fragments(_ count: Int) -> RuleMessage {
        RuleMessage(
            id: "row-read-as-fragments",
            text: """
                This row is read as \(count) separate elements: VoiceOver stops on the icon, the title \
                and each value apart, and a value is heard without what it belongs to.
                """,
            fix: """
                Add `.accessibilityElement(children: .combine)` to the stack so the row is read as one \
                element ("Favourites, 12"); hide a decorative icon with `.accessibilityHidden(true)`.
                """)
    }
}
