@testable import Audit
import Testing

/// A view met again inside itself through the same call (a repost inside a repost) stops there,
/// with no question about the nested copy, while a view that holds another copy of itself
/// written at another place is lowered whole (docs/review.md, A view inside itself).
@Suite struct ReviewNestingTests {
    static let rules: [any Rule.Type] = [MissingLabelRule.self, TappableWithoutButtonTraitRule.self, DuplicateLabelsRule.self]

    /// A note whose repost shows the reposted note through a muting container, whose second
    /// initialiser delegates to the first with `self.init`.
    static func feed(actions: String) -> String {
        """
        import SwiftUI

        struct Note {
            let text: String
            let inner: Note?
        }

        struct NoteView: View {
            let note: Note
            var body: some View {
                VStack {
                    if let inner = note.inner {
                        RepostView(note: inner)
                    } else {
                        Text(note.text)
                    }
                    \(actions)
                }
            }
        }

        struct RepostView: View {
            let note: Note
            var body: some View {
                MutingContainer(note: note, muteBox: { AnyView(Text("Muted")) }) {
                    NoteView(note: note)
                }
            }
        }

        struct MutingContainer<Content: View>: View {
            let note: Note
            let content: Content
            var muteBox: (() -> AnyView)?

            init(note: Note, @ViewBuilder content: () -> Content) {
                self.note = note
                self.content = content()
            }

            init(note: Note, muteBox: @escaping () -> AnyView, @ViewBuilder content: () -> Content) {
                self.init(note: note, content: content)
                self.muteBox = muteBox
            }

            var body: some View {
                Group { content }
                    .onTapGesture { tap() }
            }
        }
        """
    }

    @Test func aRepostInsideARepostStopsWithoutAQuestion() throws {
        let findings = try ReviewSignalTests.findings(Self.feed(actions: """
            HStack {
                        Button("Reply") {}
                        Button("Like") {}
                    }
            """), rules: Self.rules)
        #expect(findings.filter { $0.kind == .needsReview }.map(\.ruleID) == [])
    }

    @Test func theOuterCopyIsStillJudged() throws {
        let findings = try ReviewSignalTests.findings(Self.feed(actions: """
            Button {} label: { Circle() }
            """), rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [17])
        #expect(findings.map(\.kind) == [.violation])
    }

    @Test func aViewHoldingACopyOfItselfWrittenElsewhereIsLoweredWhole() throws {
        let source = """
            import SwiftUI

            struct Card<Content: View>: View {
                let content: () -> Content
                var body: some View {
                    VStack { content() }
                }
            }

            struct Screen: View {
                var body: some View {
                    Card {
                        Card {
                            Button {} label: { Circle() }
                        }
                    }
                }
            }
            """
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [14])
        #expect(findings.map(\.kind) == [.violation])
    }
}
