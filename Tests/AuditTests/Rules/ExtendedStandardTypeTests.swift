import Audit
import Testing

/// A type the app only extends (`extension String: Verifiable`) is not one it declares: calling
/// it makes the standard library's value (`String(format:)`, a string), not an object of the
/// app's, unless one of the extensions declares the initialiser called (docs/review.md, Damus's
/// timeline switcher).
@Suite struct ExtendedStandardTypeTests {
    static let stringExtension = """
        protocol Verifiable {}
        extension String: Verifiable {
            var shouted: String { uppercased() }
        }
        """

    @Test func aLabelFromStringFormatKeepsItsNameWhenTheAppExtendsString() throws {
        let source = ReviewSignalTests.view("""
            Menu { Button("Follows") { } } label: { Color.clear }
                        .frame(width: 50, height: 44)
                        .accessibilityLabel(String(format: NSLocalizedString("Switch to %@", comment: ""), model.name))
            """, declarations: Self.stringExtension)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// Declared by the app, even under a name Foundation also has, it is the app's type.
    @Test func aTypeTheAppDeclaresAndExtendsIsStillCreated() throws {
        let source = ReviewSignalTests.view("""
            Button { model.close() } label: { Circle() }
                        .accessibilityLabel(URL(text: "Close").spoken)
            Button { model.share() } label: { Circle() }
                        .accessibilityLabel(URL(text: "").spoken)
            """, declarations: """
            struct URL {
                let text: String
            }
            extension URL {
                var spoken: String { text }
            }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        // The first button is named "Close" by the object's property; the second's is empty.
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.map(\.kind) == [.violation])
    }

    @Test func anInitialiserAnExtensionDeclaresStillRuns() throws {
        let source = ReviewSignalTests.view("""
            Button { model.close() } label: { Circle() }
                        .accessibilityLabel(String(day: 3).caption)
            """, declarations: """
            extension String {
                init(day: Int) { self.init("Day \\(day)") }
                var caption: String { "" }
            }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        // The extension's `caption` is read from the instance its initialiser made: an empty
        // name, a violation.
        #expect(findings.map(\.location.line) == [6])
        #expect(findings.map(\.kind) == [.violation])
    }
}
