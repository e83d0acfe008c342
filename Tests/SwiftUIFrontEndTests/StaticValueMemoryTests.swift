import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A static property's value is evaluated once per entry point and read again from memory, where
/// that gives what evaluating it again would.
@Suite struct StaticValueMemoryTests {
    static let source = """
        enum Theme {
            static let base = "Inbox"
            static let title = Theme.base
        }
        let probe = Theme.title
        """

    let index = SourceIndex(files: [ParsedSourceFile(path: "Theme.swift", text: Self.source)])

    /// Reads `probe`, a global whose initial value reads `Theme.title`, which reads `Theme.base`.
    func readProbe(_ interpreter: inout Interpreter) -> Value {
        let probe = index.globals["probe"]![0]
        return interpreter.evaluateStatic(probe, Scope(file: probe.file, environment: EnvironmentState(settings: AccessibilitySettings())))
    }

    @Test func aValueReadAgainIsRememberedAndSpendsTheSameSteps() {
        var interpreter = Interpreter(index: index)
        #expect(readProbe(&interpreter).asString == "Inbox")
        let once = interpreter.steps
        #expect(once > 0)
        #expect(interpreter.staticValues.count == 3)
        #expect(readProbe(&interpreter).asString == "Inbox")
        #expect(interpreter.steps == 2 * once)
    }

    /// Evaluated again, the value would meet a static property being initialised (a cycle), so
    /// the remembered one is not used.
    @Test func aValueIsEvaluatedAgainWhileAStaticItReadIsBeingInitialised() throws {
        var interpreter = Interpreter(index: index)
        #expect(readProbe(&interpreter).asString == "Inbox")
        let base = try #require(index.types["Theme"]?.staticProperties["base"])
        interpreter.staticsInProgress.insert(base.reference.key)
        #expect(readProbe(&interpreter).isUnknown)
        #expect(interpreter.diagnostics.map(\.message)
            == ["`Theme.base` is read while its own initial value is computed (a cycle through static initialisers)"])
    }

    /// A value whose evaluation stopped at a limit depends on where it was read: not remembered.
    @Test func aValueStoppedByTheStepBudgetIsNotRemembered() {
        var interpreter = Interpreter(index: index)
        interpreter.steps = Interpreter.stepBudget
        #expect(readProbe(&interpreter).isUnknown)
        #expect(interpreter.staticValues.isEmpty)
    }
}
