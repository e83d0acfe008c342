import AccessibilityTree
@testable import SwiftUIFrontEnd
import Testing

/// Initial values that lead back to themselves never end in Swift either; the interpreter stops
/// at the cycle and keeps it as an unresolved fact with its reason, instead of overflowing the stack.
@Suite struct InitialiserCycleTests {
    /// A singleton whose stored property reads its own `shared` (an app-dependency provider).
    @Test func aSingletonReadInItsOwnInitialValueIsUnresolvedWithTheCycle() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            final class Provider {
                static let shared = Provider()
                let current = Provider.shared
                let name = "Provider"
            }
            struct Inbox: View {
                let provider = Provider.shared
                var body: some View { Text(provider.current.name) }
            }
            """, path: "Inbox.swift", view: "Inbox")
        let reason = "`Provider.shared` is read while its own initial value is computed (a cycle through static initialisers)"
        #expect(result.screen.root.children.first?.unresolved.map(\.reason) == [reason])
        #expect(result.diagnostics.map(\.message).contains(reason))
    }

    /// A view model creates a settings object whose initial value reads the singleton that
    /// creates the settings again.
    @Test func anInstanceCreatedAgainFromItsOwnInitialValuesIsACycle() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            final class Dependencies {
                static let shared = Dependencies()
                let settings = Settings()
                let title = "Inbox"
            }
            final class Settings {
                let dependencies = Dependencies.shared
                var title: String { dependencies.title }
            }
            struct Inbox: View {
                let settings = Settings()
                var body: some View { Text(settings.title) }
            }
            """, path: "Inbox.swift", view: "Inbox")
        #expect(result.screen.root.children.map(\.label) == ["Inbox"])
        #expect(result.diagnostics.contains(FrontEndDiagnostic(
            .warning, "`Settings` is created again while its stored properties' initial values are computed (a cycle through initialisers)",
            at: SourceLocation(file: "Inbox.swift", line: 3, column: 20))))
    }
}

/// Every recursive path of evaluation goes through `nested`, which stops at the depth budget.
@Suite struct EvaluationDepthTests {
    @Test func evaluationPastTheDepthBudgetIsUnknownWithTheReason() {
        var interpreter = Interpreter(index: SourceIndex(files: []))
        func descend(_ interpreter: inout Interpreter, levels: Int) -> Value {
            interpreter.nested(orElse: .unknown(reason: Interpreter.depthExhausted)) { inner in
                levels == 0 ? .int(0) : descend(&inner, levels: levels - 1)
            }
        }
        #expect(descend(&interpreter, levels: Interpreter.maximumDepth - 1).asInt == 0)
        guard case .unknown(let reason, _) = descend(&interpreter, levels: Interpreter.maximumDepth) else {
            Issue.record("expected an unknown value past the budget")
            return
        }
        #expect(reason == "evaluation nests deeper than 1000 levels")
        #expect(interpreter.depth == 0)
        #expect(interpreter.diagnostics.map(\.message) == ["evaluation nests deeper than 1000 levels; the rest of the view is unknown"])
    }
}
