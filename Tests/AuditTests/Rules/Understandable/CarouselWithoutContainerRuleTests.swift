import Audit
import SwiftSyntaxSupport
import Testing

@Suite struct CarouselWithoutContainerRuleTests {
    private func findings(_ source: String) -> [Finding] {
        CarouselWithoutContainerRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "Shelf.swift", text: source))
    }

    /// A section whose modifiers run through a property (`.backport`) and over several lines,
    /// with `extra` modifiers after them.
    private func librarySection(_ extra: String = "") -> String {
        """
        struct LibrarySection: View {
            var body: some View {
                ShelfSection {
                    PosterHStack(elements: items) { select($0) }
                } header: {
                    Text(title).accessibilityAddTraits(.isHeader)
                }
                .focusSection()
                .backport
                .defaultFocus(
                    $focused,
                    .content
                )\(extra)
            }
        }
        """
    }

    @Test func theFindingIsAtTheEndOfTheSectionsLastModifierAndSpansTheSection() throws {
        let found = findings(librarySection())
        try #require(found.count == 1)
        #expect(found[0].kind == .needsReview)
        #expect(found[0].location.line == 13)
        #expect(found[0].location.column == 9)
        #expect(found[0].span?.startLine == 3)
        #expect(found[0].span?.endLine == 13)
    }

    @Test func aContainerAddedAfterAPropertyBetweenModifiersIsSeen() {
        #expect(findings(librarySection("\n.accessibilityElement(children: .contain).accessibilityLabel(title)")).isEmpty)
        #expect(findings(librarySection("\n.accessibilityLabel(title)")).count == 1)
    }

    @Test func twoCarouselsInOneSectionAreOneFinding() {
        #expect(findings("""
            Section {
                ScrollView(.horizontal) { HStack { ForEach(a) { Text($0) } } }
                ScrollView(.horizontal) { HStack { ForEach(b) { Text($0) } } }
            } header: {
                Text("Genres")
            }
            """).count == 1)
    }

    @Test func aCarouselGroupedItselfOrInsideAGroupedViewIsNotReported() {
        #expect(findings("""
            Section {
                ScrollView(.horizontal) { HStack { ForEach(a) { Text($0) } } }
                    .accessibilityElement(children: .contain)
            } header: { Text("Genres") }
            """).isEmpty)
        #expect(findings("""
            VStack {
                Section {
                    ScrollView(.horizontal) { HStack { ForEach(a) { Text($0) } } }
                } header: { Text("Genres") }
            }
            .accessibilityHidden(true)
            """).isEmpty)
    }

    @Test func aStackWhoseFirstTextIsPlainOrComesAfterTheCarouselIsNotASection() {
        #expect(findings("""
            VStack {
                Text("Genres")
                ScrollView(.horizontal) { HStack { ForEach(a) { Text($0) } } }
            }
            """).isEmpty)
        #expect(findings("""
            VStack {
                ScrollView(.horizontal) { HStack { ForEach(a) { Text($0) } } }
                Text("Genres").font(.headline)
            }
            """).isEmpty)
    }

    @Test func aScrollViewThatAlsoScrollsVerticallyIsNotACarousel() {
        #expect(findings("""
            Section {
                ScrollView([.horizontal, .vertical]) { HStack { ForEach(a) { Text($0) } } }
            } header: { Text("Map") }
            """).isEmpty)
    }

    @Test func aViewOfTheAppsOwnIsACarouselOnlyWhenGivenItems() {
        func section(_ shelf: String) -> String {
            """
            VStack(alignment: .leading) {
                Text("Episodes").font(.title2)
                \(shelf)
            }
            """
        }
        #expect(findings(section("CollectionHStack(uniqueElements: episodes) { EpisodeCard(episode: $0) }")).count == 1)
        #expect(findings(section("RecentCarousel(items: recent)")).count == 1)
        #expect(findings(section("AttributesHStack(attributes: attributes, alignment: .leading)")).isEmpty)
        #expect(findings(section("LazyHStack { ForEach(a) { Text($0) } }")).isEmpty)
    }
}
