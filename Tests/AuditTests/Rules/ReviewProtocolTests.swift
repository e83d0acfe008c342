@testable import Audit
import Testing

/// Findings the readings of Benchmarks/ReviewReadings found not worth a reviewer's time on
/// Swiftfin, decided from facts the code states (docs/review.md, Protocol requirements and the
/// passes after it).
@Suite struct ReviewProtocolTests {
    static func missingLabels(_ source: String) throws -> [Finding] {
        try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
    }

    // MARK: A view a protocol requires

    static func posters(_ conformers: String, _ screens: String) -> String {
        """
        import SwiftUI

        protocol Poster {
            associatedtype LabelBody: View = EmptyView
            var title: String { get }
            @ViewBuilder var posterLabel: LabelBody { get }
        }

        extension Poster where LabelBody == EmptyView {
            var posterLabel: EmptyView { EmptyView() }
        }

        struct PosterTile<Item: Poster>: View {
            let item: Item
            var body: some View {
                Button {
                } label: {
                    VStack {
                        Rectangle().fill(.gray)
                        item.posterLabel
                    }
                }
            }
        }
        \(conformers)
        \(screens)
        """
    }

    static let movieAndSong = """
        struct Movie: Poster {
            let title: String
            var posterLabel: some View { Text(title) }
        }

        struct Song: Poster {
            let title: String
            var posterLabel: some View { VStack { Text(title); Text("Song") } }
        }
        """

    @Test func aRequirementEveryConformerAnswersWithWordsNamesTheControl() throws {
        #expect(try Self.missingLabels(Self.posters(Self.movieAndSong, "")).isEmpty)
    }

    @Test func conformersThatDifferLeaveOneQuestionNamingThem() throws {
        let artwork = """
            struct Artwork: Poster {
                let title: String
            }

            struct AnyPoster: Poster {
                let wrapped: any Poster
                var title: String { wrapped.title }
                var posterLabel: some View { wrapped.posterLabel }
            }
            """
        let findings = try Self.missingLabels(Self.posters(Self.movieAndSong + artwork, ""))
        #expect(findings.map(\.location.line) == [16])
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains(
            "`item.posterLabel` is each conforming type's own: `Movie`, `Song` show words, `Artwork` none") == true)
    }

    @Test func aCallerPassingAConformingTypeDecidesTheRequirement() throws {
        let artwork = "struct Artwork: Poster { let title: String }"
        let screens = """
            struct MovieGrid: View {
                let movie: Movie
                var body: some View { PosterTile(item: movie) }
            }

            struct ArtworkGrid: View {
                let artwork: Artwork
                var body: some View { PosterTile(item: artwork) }
            }
            """
        let findings = try Self.missingLabels(Self.posters(Self.movieAndSong + artwork, screens))
        // The artwork grid's tile is a violation (`Artwork` has no label), which stands for the
        // question the tile lowered on its own asks at the same line; the movie grid's is named.
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.compactMap(\.location.elementPath) == ["ArtworkGrid/PosterTile[0]/Button[0]"])
        #expect(!findings.contains { (finding: Finding) in finding.location.elementPath?.hasPrefix("MovieGrid") == true })
    }

    @Test func aParameterOfAProtocolTypeReadsTheConformersRequirement() throws {
        let source = """
            import SwiftUI

            protocol WithWords {
                var words: Text { get }
            }
            extension String: WithWords {
                var words: Text { Text(self) }
            }

            struct Header: View {
                private let title: Text?
                private let action: () -> Void
                var body: some View {
                    Button { action() } label: {
                        if let title { title.font(.title3) }
                    }
                }
            }

            extension Header {
                init(_ title: some WithWords, action: @escaping () -> Void) {
                    self.init(title: title.words, action: action)
                }
            }

            final class Model: ObservableObject { @Published var title = "" }

            struct Screen: View {
                @ObservedObject var model: Model
                var body: some View {
                    VStack {
                        Header(model.title) {}
                        Header(title: nil) {}
                    }
                }
            }
            """
        let findings = try Self.missingLabels(source)
        // The header given a title is named by it; the one given none is a button without a name.
        #expect(findings.map(\.location.line) == [14])
        #expect(findings.map(\.kind) == [.violation])
    }

    // MARK: What the front end reads now

    @Test func aColourTheAppMakesFromAUIColorIsDrawnNotAsked() throws {
        let source = """
            import SwiftUI
            import UIKit

            extension Color {
                static let separatorFill = Color(UIColor.secondarySystemFill)
            }

            struct Row: View {
                @ObservedObject var model: Model
                var body: some View {
                    VStack {
                        ZStack {
                            Button("Open") {}
                            Color.separatorFill.frame(height: 1)
                        }
                        .swipeActions { Button("Delete") {} }
                        ZStack {
                            Button("Share") {}
                            model.separator.frame(height: 1)
                        }
                        .swipeActions { Button("Delete") {} }
                    }
                }
            }
            """
        let findings = try Self.missingLabels(source)
        #expect(findings.map(\.location.line) == [19])
        #expect(findings.map(\.kind) == [.needsReview])
    }

    static let dotStack = """
        struct DotStack<Content: View>: View {
            private var content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                _VariadicView.Tree(DotLayout()) {
                    content
                }
            }
            struct DotLayout: _VariadicView_UnaryViewRoot {
                @ViewBuilder
                func body(children: _VariadicView.Children) -> some View {
                    let last = children.last?.id
                    HStack {
                        ForEach(children) { child in
                            child
                            if child.id != last { Circle().frame(width: 2, height: 2) }
                        }
                    }
                }
            }
        }
        """

    @Test func aVariadicViewShowsItsContentThroughItsRoot() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Button {} label: { DotStack { Text(model.title); Text("S1E2") } }
                        Button {} label: { DotStack { Circle(); Rectangle() } }
                    }
            """, declarations: Self.dotStack)
        let findings = try Self.missingLabels(source)
        // Before, the stack was a run-time value and both were asked; now the first reads its
        // texts and the second, a symbol and a dot, is only an image.
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.map(\.kind) == [.violation])
    }

    static let chevron = """
        struct Chevron<Label: View>: View {
            private let label: Label
            private let action: () -> Void
            var body: some View { Button(action: action) { label } }
        }

        extension Chevron where Label == SwiftUI.Label<Text, Image> {
            init(_ title: String, systemName: String, action: @escaping () -> Void) {
                self.init(label: SwiftUI.Label { Text(title) } icon: { Image(systemName: systemName) }, action: action)
            }
        }

        extension Chevron where Label == Image {
            init(systemName: String, action: @escaping () -> Void) {
                self.init(label: Image(systemName: systemName), action: action)
            }
        }
        """

    @Test func anInitialiserDelegatingToTheMemberwiseOneBindsItsArguments() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Chevron("Settings", systemName: "gear") {}
                        Chevron(systemName: "circle") {}
                    }
            """, declarations: Self.chevron)
        let findings = try Self.missingLabels(source)
        // Before, `self.init(…)` was a run-time value: the label stayed a view the callers pass
        // and neither button was judged. The SF Symbol "circle", given to the initialiser, has no
        // description the front end knows: read by its own or by its name's words, it is asked about.
        #expect(findings.map(\.location.line) == [15])
        #expect(findings.map(\.location.elementPath) == ["V/VStack[0]/Chevron[1]/Button[0]"])
        #expect(findings.map(\.kind) == [.needsReview])
    }

    @Test func onlyAStructuresInitialiserDelegationRuns() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Button(Glyph(named: "plain").title) {}
                        Button(Tile(named: "plain").title) {}
                    }
            """, declarations: """
            final class Glyph {
                let title: String
                init(title: String) { self.title = title }
                convenience init(named name: String) { self.init(title: "") }
            }
            struct Tile {
                let title: String
                init(title: String) { self.title = title }
                init(named name: String) { self.init(title: "") }
            }
            """)
        let findings = try Self.missingLabels(source)
        // The structure's delegation runs: its title is empty, a button without a name. The
        // class's convenience initialiser is not run (classes delegate through designated and
        // superclass initialisers the interpreter does not model): its title is not the empty one.
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.map(\.kind) == [.violation])
    }

    // MARK: SF Symbols: what the question can say

    @Test func aSymbolOnlyButtonsQuestionSaysTheWordsItsNameIsReadAs() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Button(action: {}) { Image(systemName: "wand.and.stars") }
                        Button(action: {}) { Image(systemName: "wand.and.stars") }.accessibilityLabel("Enhance")
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [IconOnlyButtonWithoutLabelRule.self])
        #expect(findings.map(\.location.line) == [7])
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains("else the words of its name (\"Wand and stars\")") == true)
    }

    /// A symbol whose description the front end's table holds is said to be read by it: the
    /// question names "Close", not the words of `xmark.circle.fill`, which VoiceOver does not say.
    @Test func aSymbolOnlyButtonsQuestionSaysTheDescriptionTheAuditKnows() throws {
        let source = ReviewSignalTests.view("""
            Button(action: {}) { Image(systemName: "xmark.circle.fill") }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [IconOnlyButtonWithoutLabelRule.self])
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains("VoiceOver reads the symbol's own description, \"Close\" as far as the audit knows:") == true)
        #expect(findings.first?.message.contains("Xmark") == false)
    }
}
