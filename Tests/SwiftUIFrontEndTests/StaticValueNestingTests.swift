import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A static value whose evaluation neither met a limit on nesting nor asked which views are
/// around it is the same however deep it is read, as long as it would meet no such limit there:
/// remembered once for every depth. One that asks which views are around is remembered for those
/// views only. Evaluations are counted, not timed.
@Suite struct StaticValueNestingTests {
    static let source = """
        enum Theme {
            static let title = Theme.make()
            static func make() -> String { "Inbox" }
            static let heading = Text("Hi").font(.title)
        }
        struct Style {}
        extension View {
            func font(_ style: Style) -> some View { self }
        }
        """

    let index = SourceIndex(files: [ParsedSourceFile(path: "Theme.swift", text: Self.source)])

    /// The scope of a view `depth` custom views deep, each view called `name`.
    func scope(depth: Int, name: String = "Row") -> Scope {
        let file = index.types["Theme"]!.file
        var scope = Scope(file: file, environment: EnvironmentState(settings: AccessibilitySettings()))
        scope.viewStack = Array(repeating: name, count: depth)
        scope.viewDepth = min(depth, Interpreter.maximumViewDepth)
        return scope
    }

    /// `Theme.<name>` read in each of `scopes` by one interpreter, with the evaluations counted.
    func read(_ name: String, in scopes: [Scope]) -> (values: [String], evaluations: Int) {
        let counter = LoweringCounter()
        var interpreter = Interpreter(index: index)
        interpreter.counter = counter
        let property = index.types["Theme"]!.staticProperties[name]!
        let values = scopes.map { String(reflecting: interpreter.evaluateStatic(property, $0)) }
        return (values, counter.staticEvaluations)
    }

    /// Each read by an interpreter of its own: what evaluating it there gives.
    func evaluatedAlone(_ name: String, in scopes: [Scope]) -> [String] {
        scopes.map { read(name, in: [$0]).values[0] }
    }

    @Test func aValueIsEvaluatedOnceForEveryDepthThatLeavesItRoom() {
        let scopes = [scope(depth: 0), scope(depth: 5), scope(depth: 20, name: "Card")]
        let (values, evaluations) = read("title", in: scopes)
        #expect(evaluations == 1)
        #expect(values == evaluatedAlone("title", in: scopes))
        #expect(values[2].contains("Inbox"))
    }

    /// `make()` is a call, which stops at `2 × maximumViewDepth` views around: read that deep, the
    /// value is evaluated again and is what evaluating it there gives (unknown), not the one
    /// remembered above.
    @Test func aValueThatWouldMeetALimitOnNestingIsEvaluatedAgain() {
        let limit = Interpreter.maximumViewDepth * 2
        let scopes = [scope(depth: 0), scope(depth: limit - 1), scope(depth: limit)]
        let (values, evaluations) = read("title", in: scopes)
        #expect(evaluations == 2)
        #expect(values == evaluatedAlone("title", in: scopes))
        #expect(values[1].contains("Inbox"))
        #expect(!values[2].contains("Inbox"))
    }

    /// `.font(.title)` asks whether the `View` extension named `font` is being applied around it:
    /// the value is remembered for the views around it, so other views of the same number are
    /// another evaluation.
    @Test func aValueThatAsksWhichViewsAreAroundIsRememberedForThoseViews() {
        let scopes = [scope(depth: 1, name: "Row"), scope(depth: 1, name: "Row"), scope(depth: 1, name: "font"), scope(depth: 2)]
        let (values, evaluations) = read("heading", in: scopes)
        #expect(evaluations == 3)
        #expect(values == evaluatedAlone("heading", in: scopes))
    }
}
