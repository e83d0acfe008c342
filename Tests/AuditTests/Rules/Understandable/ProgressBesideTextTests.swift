import Audit
import SwiftSyntaxSupport
import Testing

/// A spinner with words written beside it, read in order, is a note ("the spinner adds a stop"),
/// not a warning that nobody knows what is loading: in a stack, in a scroll view's content or in
/// the branch of an `if` that shows both.
@Suite struct ProgressBesideTextTests {
    private func severities(_ source: String) -> [Severity] {
        ProgressWithoutLabelRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "Working.swift", text: source))
            .map(\.severity)
    }

    @Test func wordsBesideTheSpinnerMakeItANote() {
        #expect(severities(#"VStack { Text("Syncing"); ProgressView() }"#) == [.note])
        #expect(severities(#"ScrollView { Text("Your assistant is working"); ProgressView() }"#) == [.note])
        #expect(severities("""
            ScrollView {
                if viewModel.isLoading {
                    Text("Your assistant is working")
                    ProgressView()
                } else {
                    Text(viewModel.synthesis)
                }
            }
            """) == [.note])
        // A title over the `if` that shows the spinner.
        #expect(severities("""
            VStack {
                Text(viewModel.title)
                if viewModel.isLoading {
                    ProgressView()
                }
            }
            """) == [.note])
    }

    /// A title in a stack beside the bar is read next to it, as a text written beside it is.
    @Test func wordsInAStackBesideTheBarMakeItANote() {
        #expect(severities("VStack { ProgressView(value: fraction); HStack { icon; Text(title) } }") == [.note])
        #expect(severities("""
            VStack {
                ProgressView()
                    .progressViewStyle(WavesProgressViewStyle())
                VStack { Text(title); Text(message) }
            }
            """) == [.note])
    }

    /// The message quotes the words read, not the comment given to translators.
    @Test func theMessageQuotesTheTextsWords() {
        let findings = ProgressWithoutLabelRule(configuration: RuleConfiguration()).check(ParsedSourceFile(path: "Working.swift", text: """
            HStack { ProgressView(); Text("Updating", comment: "Label indicating budget update is in progress") }
            """))
        #expect(findings.map { $0.message.hasPrefix("VoiceOver reads `Text(\"Updating\")` beside this spinner") } == [true])
    }

    @Test func wordsElsewhereLeaveTheWarning() {
        #expect(severities("ScrollView { if isLoading { ProgressView() } else { Text(summary) } }") == [.warning])
        #expect(severities(#"HStack { ProgressView(); if let name { Text(name) } }"#) == [.warning])
    }
}
