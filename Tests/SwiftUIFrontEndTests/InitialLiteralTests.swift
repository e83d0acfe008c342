import AccessibilityTree
import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport
@testable import SwiftUIFrontEnd
import Testing

/// A stored property's literal initial value (`= false`, `= 1_000`) is read while the index is
/// built, and an instance takes it without fetching the expression's tree: the value evaluating
/// the expression gives, for the step evaluating it spends.
@Suite struct InitialLiteralTests {
    static let source = """
        struct Settings {
            var isOn = false
            var count = 1_000
            var ratio = 1.5
            var note: String? = nil
            var offset = -1
            var title = "Title"
            var mask = 0x1F
            var name: String
        }
        """

    /// The value's kind and content, or "none" (Value is not Equatable).
    static func described(_ value: Value?) -> String {
        switch value {
        case .bool(let flag)?: "bool \(flag)"
        case .int(let number)?: "int \(number)"
        case .double(let number)?: "double \(number)"
        case .null?: "nil"
        case nil: "none"
        default: "other"
        }
    }

    @Test func theIndexKeepsTheLiteralsEvaluationGivesAsWritten() throws {
        let index = SourceIndex(files: [ParsedSourceFile(path: "App/Settings.swift", text: Self.source)])
        let type = try #require(index.type("Settings", near: nil))
        #expect(type.storedProperties.map { Self.described($0.initialLiteral) }
                == ["bool false", "int 1000", "double 1.5", "nil", "none", "none", "none", "none"])
    }

    @Test func aLiteralsValueIsTheOneItsEvaluationGives() throws {
        let file = SourceFileHandle(ParsedSourceFile(path: "App/Literals.swift", text: "false\ntrue\n1_000\n1.5\nnil\n0x1F\n"))
        let scope = Scope(file: file, environment: EnvironmentState(settings: AccessibilitySettings()))
        var interpreter = Interpreter(index: SourceIndex(files: []))
        for item in file.parsed.tree.statements {
            let expression = try #require(item.item.as(ExprSyntax.self))
            let evaluated = interpreter.evaluate(expression, scope)
            if let literal = Interpreter.literalValue(of: expression) {
                #expect(Self.described(literal) == Self.described(evaluated), "\(expression)")
            } else {
                #expect(expression.trimmedDescription == "0x1F")
            }
        }
    }

    @Test func takingALiteralSpendsTheStepItsEvaluationWould() {
        var interpreter = Interpreter(index: SourceIndex(files: []))
        let before = interpreter.steps
        #expect(Self.described(interpreter.evaluated(.int(3))) == "int 3")
        #expect(interpreter.steps == before + 1)
    }

    /// A view reads its stored properties' literal initial values.
    @Test func anInstanceHoldsItsPropertiesLiterals() {
        let source = """
            struct Counter: View {
                private let count = 1_000
                private let isOn = true
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        if isOn { Text("on") } else { Text("off") }
                    }
                }
            }
            """
        #expect(BranchExplorationTests.labels(source) == [["1000", "on"]])
    }
}
