import SwiftSyntax
import SwiftSyntaxSupport

/// A titled shelf of items that scrolls sideways (a carousel under "Continue watching"), not made
/// a container named by its title: VoiceOver swipes through every item of it before the next
/// shelf, and says nothing when the cursor enters or leaves it.
///
/// `.accessibilityElement(children: .contain)` makes a view an accessibility container whose
/// children stay separate elements (Apple, `AccessibilityChildBehavior.contain`); with a label,
/// it is a semantic group whose name assistive technologies read to the user (Apple,
/// `UIAccessibilityContainerType.semanticGroup`), and VoiceOver's Containers rotor moves from
/// one to the next. A shelf is a sideways scroll view holding a `ForEach`, or a view of the app's
/// own named for a horizontal collection (`PosterHStack`, `CollectionHStack`, `…Carousel`,
/// `…Shelf`) and given items to lay out, inside a section with a `header:` or a stack where a
/// title or heading comes first. The finding points where the container's modifiers go: after
/// the section's last modifier. It asks for review: a heading before the shelf already lets a
/// person jump past it by headings, and whether the shelf is long enough to need more is for a
/// person to judge.
public struct CarouselWithoutContainerRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a scroll view or a view named as a carousel.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["ScrollView"], endings: carouselNameEndings)

    public static let description = RuleDescription(
        of: Self.self,
        id: "carousel-without-container",
        title: "Titled carousel is not a named container",
        rationale: """
            A screen of shelves that scroll sideways (recently added, genres, seasons) reads, to \
            VoiceOver, as one long line of posters: a person swipes through every item of one \
            shelf to reach the next, and is never told that a shelf begins or ends. Made a \
            container named by its title, each shelf is announced on entry and can be skipped \
            with the Containers rotor.
            """,
        wcag: [.bypassBlocks, .infoAndRelationships],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                Section {
                    ScrollView(.horizontal) {
                        LazyHStack { ForEach(genres) { GenreButton(genre: $0) } }
                    }
                } header: {
                    Text("Genres").font(.title2)
                }
                .padding(.bottom↓)
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Continue watching").font(.headline)
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack { ForEach(items) { PosterCard(item: $0) } }
                    }
                ↓}
                """),
            .swift("""
                ShelfSection {
                    PosterHStack(elements: episodes) { select($0) }
                } header: {
                    Text(season.name).accessibilityAddTraits(.isHeader)
                ↓}
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                Section {
                    ScrollView(.horizontal) {
                        LazyHStack { ForEach(genres) { GenreButton(genre: $0) } }
                    }
                } header: {
                    Text("Genres")
                }
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Genres")
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Continue watching").font(.headline)
                    ScrollView {
                        VStack { ForEach(items) { PosterCard(item: $0) } }
                    }
                }
                """),
            .swift("""
                VStack {
                    ScrollView(.horizontal) {
                        HStack { ForEach(tags) { TagChip(tag: $0) } }
                    }
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text(item.title).font(.title2)
                    AttributesHStack(attributes: attributes, alignment: .leading)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Filters").font(.headline)
                    ScrollView(.horizontal) {
                        HStack { Chip("Today"); Chip("This week") }
                    }
                }
                """),
        ])

    /// Views of an app's own whose names say they lay out a sideways collection.
    static let carouselNameEndings = ["HStack", "Carousel", "Shelf"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        var reported: Set<SyntaxIdentifier> = []
        return file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard call.calledExpression.is(DeclReferenceExprSyntax.self), Self.isCarousel(call),
                  !Self.isGrouped(call) else { return nil }
            let enclosing = EnclosingView.all(around: call).filter(\.holdsContent)
            guard !enclosing.contains(where: { Self.isGrouped($0.call) }),
                  let section = enclosing.first(where: { Self.isTitledSection($0, around: call) }),
                  reported.insert(section.call.id).inserted else { return nil }
            let outermost = Self.chain(of: section.call).whole
            guard let end = outermost.lastToken(viewMode: .sourceAccurate) else { return nil }
            var found = finding(.carousel, at: file.location(of: end), kind: .needsReview)
            found.span = file.span(of: outermost)
            return found
        }
    }

    /// Whether `call` lays out items sideways: a horizontal `ScrollView` holding a `ForEach`, or a
    /// view of the app's own named for a horizontal collection.
    static func isCarousel(_ call: FunctionCallExprSyntax) -> Bool {
        let name = call.calledExpression.calledName ?? ""
        if name == "ScrollView" {
            guard let axes = call.arguments.first(where: { $0.label == nil || $0.label?.text == "axes" }),
                  axes.expression.trimmedDescription.contains("horizontal"),
                  !axes.expression.trimmedDescription.contains("vertical") else { return false }
            return call.allTrailingClosures.contains { $0.containsToken(["ForEach"]) }
        }
        guard !["HStack", "LazyHStack"].contains(name), name.first?.isUppercase == true,
              carouselNameEndings.contains(where: name.hasSuffix) else { return false }
        return takesItems(call)
    }

    /// Whether a view of the app's own is given a collection to lay out: an argument named for
    /// its items (`elements:`, `uniqueElements:`, `items:`) or a closure that builds each one
    /// (`{ episode in … }`, `{ select($0) }`), not a fixed set of parts (`AttributesHStack(attributes:)`).
    private static func takesItems(_ call: FunctionCallExprSyntax) -> Bool {
        let namesItems = call.arguments.contains { argument in
            let label = argument.label?.text.lowercased() ?? ""
            return label.contains("element") || label.contains("item")
        }
        let buildsItems = call.allTrailingClosures.contains { closure in
            closure.signature != nil || closure.statements.containsToken(["$0"])
        }
        return namesItems || buildsItems
    }

    /// Whether a modifier after `call` makes its view a container, one element, or hides it,
    /// read through the properties between modifiers that a `ModifierChain` stops at
    /// (`.focusSection().backport.defaultFocus(…).accessibilityElement(children: .contain)`).
    private static func isGrouped(_ call: FunctionCallExprSyntax) -> Bool {
        chain(of: call).modifiers.contains { modifier in
            modifier.name == "accessibilityElement"
                || (modifier.name == "accessibilityHidden" && modifier.argument()?.booleanLiteralValue != false)
        }
    }

    /// The chain `call` is the innermost view of, read through the properties (`.backport`) and
    /// conditionally compiled blocks between its modifiers.
    static func chain(of call: FunctionCallExprSyntax) -> ModifierChain {
        ModifierChain(startingAt: ExprSyntax(call), throughProperties: true)
    }

    /// Whether `enclosing` is a section with a title: a view with a `header:` closure or argument,
    /// or a stack whose first statement is a text set off as a title or heading.
    private static func isTitledSection(_ enclosing: EnclosingView, around carousel: FunctionCallExprSyntax) -> Bool {
        let call = enclosing.call
        if call.additionalTrailingClosures.contains(where: { $0.label.text == "header" })
            || call.arguments.contains(where: { $0.label?.text == "header" }) {
            return enclosing.closureLabel != "header"
        }
        guard ["VStack", "LazyVStack"].contains(call.calledExpression.calledName ?? ""),
              let first = call.trailingClosure?.statements.first?.item.as(ExprSyntax.self),
              first.position < carousel.position else { return false }
        let chain = ModifierChain(startingAt: ModifierChain.innermostView(of: first))
        guard chain.viewName == "Text" else { return false }
        return TextEmphasis(chain).isSetOff
    }
}

extension RuleMessage {
    fileprivate static let carousel = RuleMessage(
        id: "carousel-without-container",
        text: """
            This titled shelf scrolls sideways but is not a container: VoiceOver reads its items \
            one by one among the rest of the screen, never says where the shelf begins, and a \
            person swipes through all of it to reach what follows.
            """,
        fix: """
            Make the section a container named by its title: \
            `.accessibilityElement(children: .contain)` and `.accessibilityLabel(title)` after its \
            last modifier.
            """)
}
