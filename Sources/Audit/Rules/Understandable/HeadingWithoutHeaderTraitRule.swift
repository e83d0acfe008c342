import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// A title drawn as a heading (a `Text` of a title, set in a title font) without the header trait,
/// so VoiceOver's headings rotor passes over it.
///
/// SwiftUI gives the header trait to a navigation title and a `Section` header, never to a `Text`
/// styled large (Apple's documentation of `AccessibilityTraits.isHeader`: "a header that divides
/// content into sections"). Only a text that names itself a title is taken for one: a string
/// literal, or a value whose name says title, heading or header (`Localization.cartTitle`),
/// set in `.largeTitle`, `.title`, `.title2`, `.title3` or an app's font named for a title
/// (`.posTitleEmphasized`); a number or a name shown large is not a heading. The finding points
/// at the end of the text's modifiers, where `.accessibilityAddTraits(.isHeader)` goes.
public struct HeadingWithoutHeaderTraitRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a `Text`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["Text"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "heading-without-header-trait",
        title: "Title is not marked as a heading",
        rationale: """
            Sighted people find a screen's sections by their large titles. VoiceOver users find \
            them with the headings rotor, which stops only on elements with the header trait: a \
            title drawn large but not marked is read as plain text, and the sections it opens \
            cannot be reached by heading.
            """,
        wcag: [.infoAndRelationships, .headingsAndLabels],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        insertedModifier: .headerTrait,
        triggeringExamples: [
            .swift("""
                VStack(alignment: .leading) {
                    Text("Recent orders")
                        .font(.title2)
                        ↓.foregroundColor(.primary)
                    OrderList(orders: orders)
                }
                """),
            .swift("""
                struct ProductsHeader: View {
                    var body: some View {
                        Text(Localization.productSelectorTitle)
                            .padding(16)
                            ↓.font(.posTitleEmphasized)
                    }
                }
                """),
            .swift("VStack { Text(sectionTitle)↓.font(.largeTitle.bold()) }"),
            .swift("""
                VStack {
                    Text("Keep this seed safe.")↓.font(.title2)
                    Text("Do not share.").font(.title2)
                    ForEach(words, id: \\.self) { Text($0) }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                VStack {
                    Text("Recent orders")
                        .font(.title2)
                        .accessibilityAddTraits(.isHeader)
                }
                """),
            .swift("VStack { Text(\"Recent orders\").font(.title2).accessibilityHeading(.h2) }"),
            .swift("""
                VStack {
                    Text("Keep this seed safe.").font(.title2).accessibilityAddTraits(.isHeader)
                    Text("Do not share.").font(.title2)
                    ForEach(words, id: \\.self) { Text($0) }
                }
                """),
            .swift("VStack { Text(\"\\(count)\").font(.largeTitle) }"),
            .swift("ZStack { Circle().opacity(0.2); Text(\"⚠\").font(.largeTitle) }"),
            .swift("VStack { Text(user.displayName).font(.title) }"),
            .swift("VStack { Text(\"Recent orders\").font(.headline) }"),
            .swift("VStack { Text(item.subtitle).font(.title3) }"),
            .swift("VStack { Text(\"Details\").font(Constants.subtitleFont) }"),
            .swift("""
                Button { showOrders() } label: {
                    Text("Recent orders").font(.title2)
                }
                """),
            .swift("""
                Section {
                    OrderList(orders: orders)
                } header: {
                    Text("Recent orders").font(.title2)
                }
                """),
            .swift("""
                VStack {
                    Text("Recent orders").font(.title2)
                    Text("Three new since yesterday")
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                OrderList(orders: orders)
                    .toolbar {
                        ToolbarItem(placement: .principal) {
                            Text("Orders").font(.title3)
                        }
                    }
                """),
            .swift("VStack { Text(\"Welcome\").font(.title).accessibilityHidden(true) }"),
            .swift("""
                struct SideMenu: View {
                    var body: some View {
                        NavigationLink(value: Route.profile) { navLabel(title: "Profile") }
                    }
                    func navLabel(title: String) -> some View {
                        Text(title).font(.title2)
                    }
                }
                """),
            .swift("""
                struct LibrarySection: View {
                    var body: some View {
                        sectionTitle.accessibilityAddTraits(.isHeader)
                    }
                    private var sectionTitle: some View {
                        Text(library.title).font(.title3)
                    }
                }
                """),
            .swift("""
                ContentGroupSection {
                    PosterRow(items: items)
                } header: {
                    Text(library.title).font(.title3)
                }
                """),
        ])

    /// Words in a text's value that name it a title.
    static let titleNames = ["title", "heading", "header"]
    /// The built-in title fonts; `.headline` also sets off the first line of a row, not a heading.
    static let titleFonts: Set<String> = ["largeTitle", "title", "title2", "title3"]
    /// Views whose content is read as part of one control or placed as a heading already.
    static let placingViews: Set<String> = RowPieces.combiningViews.union(["ToolbarItem", "ToolbarItemGroup", "toolbar"])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        var references: NameReferences? = nil
        return file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard call.calledExpression.calledName == "Text", Self.namesTitle(call) else { return nil }
            let chain = ModifierChain(startingAt: ExprSyntax(call))
            guard let last = chain.modifiers.last, chain.isShownByViewBuilder,
                  chain.modifiers(named: "font").contains(where: Self.isTitleFont),
                  !Self.setsReading(chain), !Self.continuesTitleAbove(chain), !isPlacedAround(call),
                  !call.usesOfViewOwner(in: file, references: &references).contains(where: isPlacedOrMarked) else { return nil }
            var found = finding(.notHeading, at: file.location(of: last.member.period))
            found.span = file.span(of: last.call)
            found.insertion = file.insertion(InsertedModifier.headerTrait.text, atEndOf: chain)
            return found
        }
    }

    /// Whether the text shows a string literal or a value named for a title.
    static func namesTitle(_ text: FunctionCallExprSyntax) -> Bool {
        guard let argument = text.arguments.first, argument.label == nil else { return false }
        if let literal = argument.expression.as(StringLiteralExprSyntax.self) {
            // A sign or emoji set large (`Text("⚠")`) is a picture, not a title: a title has words.
            return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
                && literal.segments.description.contains(where: \.isLetter)
        }
        let name = argument.expression.trimmedDescription.split(separator: ".").last.map(String.init)?.lowercased() ?? ""
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !name.contains("subtitle")
            && titleNames.contains(where: name.contains)
    }

    /// Whether a `.font(…)` sets a title's font: a built-in title style, or an app's font named
    /// for a title (not a subtitle).
    static func isTitleFont(_ font: ModifierChain.Modifier) -> Bool {
        let argument = font.call.arguments.trimmedDescription
        let names = argument.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        if names.contains(where: titleFonts.contains) { return true }
        let lowered = argument.lowercased()
        return lowered.contains("title") && !lowered.contains("subtitle")
    }

    /// Whether the text goes on with the title written just above it, in the same font: the second
    /// line of a two-line warning (phoenix's "KEEP THIS SEED SAFE." then "DO NOT SHARE.", both
    /// `.title2`) opens no section of its own; the first line is the heading, and marking both would
    /// make a second, empty one. Apple, `AccessibilityTraits.isHeader`: "a header that divides
    /// content into sections".
    static func continuesTitleAbove(_ chain: ModifierChain) -> Bool {
        guard let item = chain.outermostCall.parent?.as(CodeBlockItemSyntax.self),
              let items = item.parent?.as(CodeBlockItemListSyntax.self),
              let index = items.firstIndex(where: { $0.id == item.id }), index != items.startIndex,
              let above = items[items.index(before: index)].item.as(ExprSyntax.self) else { return false }
        let previous = ModifierChain(startingAt: ModifierChain.innermostView(of: above))
        return previous.viewName == "Text" && previous.modifiers(named: "font").map(\.call.arguments.trimmedDescription)
            == chain.modifiers(named: "font").map(\.call.arguments.trimmedDescription)
    }

    /// Whether the chain already says how the text is read: a heading, hidden, labelled.
    static func setsReading(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            (modifier.name == "accessibilityAddTraits" && modifier.call.arguments.trimmedDescription.contains("isHeader"))
                || ["accessibilityHeading", "accessibilityHidden", "accessibilityElement", "accessibilityLabel",
                    "accessibilityRepresentation"].contains(modifier.name)
        }
    }

    /// Whether a view around the text reads it as part of a control, places it as a header (a
    /// `header:` closure, a toolbar item) or sets how its content is read.
    private func isPlacedAround(_ node: some SyntaxProtocol) -> Bool {
        EnclosingView.all(around: node).contains { enclosing in
            let name = enclosing.call.calledExpression.calledName ?? ""
            if Self.placingViews.contains(name) && enclosing.holdsContent { return true }
            if enclosing.closureLabel == "header" { return true }
            return RowPieces.groups(enclosing.chain)
                || enclosing.chain.modifiers.contains { $0.name == "accessibilityAddTraits" || $0.name == "accessibilityHeading" }
        }
    }
}

extension HeadingWithoutHeaderTraitRule {
    /// Whether a place that shows the text's property or function (`navLabel(title:)` in a
    /// `NavigationLink`, `sectionTitle.accessibilityAddTraits(.isHeader)`) places it or marks it.
    private func isPlacedOrMarked(_ use: TokenSyntax) -> Bool {
        guard let reference = use.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        var shown = ExprSyntax(reference)
        if let call = reference.parent?.as(FunctionCallExprSyntax.self) { shown = ExprSyntax(call) }
        return isPlacedAround(use) || Self.setsReading(ModifierChain(startingAt: shown))
    }
}

extension RuleMessage {
    fileprivate static let notHeading = RuleMessage(
        id: "heading-without-header-trait",
        text: """
            This title is drawn as a heading but VoiceOver does not know it is one: the headings \
            rotor skips it, and a person who cannot see it cannot jump to the section it opens.
            """,
        fix: """
            Add `.accessibilityAddTraits(.isHeader)` to the text (or `.accessibilityHeading(.h2)` \
            for its level); a section's title can also go in a `Section` header, which SwiftUI marks.
            """)
}
