import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

/// The skeleton blanks exactly the bodies of functions, initializers, deinitializers and
/// subscripts and the code of computed properties' accessors, keeps every other byte where it
/// was, and gives up where it could misread the text.
@Suite struct DeclarationSkeletonTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        /// The text of each body that must be blanked (nothing else may change).
        var blanked: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "function, initializer, deinitializer, subscript", text: """
            final class Store {
                var count = 0
                init(count: Int) { self.count = count }
                deinit { print("gone") }
                func add(_ n: Int) -> Int { count += n; return count }
                subscript(i: Int) -> Int { get { i } set { count = newValue } }
            }
            """, blanked: [" self.count = count ", " print(\"gone\") ", " count += n; return count ",
                           " get { i } set { count = newValue } "]),
        Case(name: "string literals holding braces and keywords", text: """
            struct Labels {
                static let open = "{ func"
                func title() -> String { "}\\(name.map { "\\($0) }" } ?? "")\\"" }
                let after = #"raw } "quoted" \\(not) "#
                func text() -> String {
                    \"\"\"
                    multi-line } { func
                    \"\"\"
                }
            }
            """, blanked: [" \"}\\(name.map { \"\\($0) }\" } ?? \"\")\\\"\" ",
                           "\n        \"\"\"\n        multi-line } { func\n        \"\"\"\n    "]),
        Case(name: "comments, nested, with braces", text: """
            /* outer /* inner } */ still { comment */
            struct Note {
                // func fake() {
                func real() { /* } */ let x = 1 }
            }
            """, blanked: [" /* } */ let x = 1 "]),
        Case(name: "generic where clause and closure default argument", text: """
            extension Array where Element: Equatable {
                func unique<T: Hashable>(by key: (Element) -> T = { _ in fatalError() }) -> [Element] where T: Sendable { [] }
            }
            """, blanked: [" [] "]),
        Case(name: "protocol requirements have no body", text: """
            protocol Source {
                func load() async throws -> Data
                var cached: Data? { get }
                init(url: URL)
            }
            """, blanked: []),
        Case(name: "initializers called, not declared", text: """
            struct Holder {
                let value = Value.init(1)
                let other: Value = .init(2)
                static func make() -> Holder { Holder() }
            }
            """, blanked: [" Holder() "]),
        Case(name: "#if around members, local functions inside a body", text: """
            struct Platform {
                #if os(iOS)
                func name() -> String { func inner() { } ; return "iOS" }
                #else
                func name() -> String { "other" }
                #endif
            }
            """, blanked: [" func inner() { } ; return \"iOS\" ", " \"other\" "]),
        Case(name: "macros and attributes", text: """
            @Observable final class Model {
                @MainActor func refresh() { #warning("later") }
                @available(iOS 17, *) var flag = true
            }
            """, blanked: [" #warning(\"later\") "]),
        Case(name: "computed properties' accessors", text: """
            struct Row: View {
                var title: String { "Row \\(id)" }
                var body: some View {
                    Text(title)
                }
                var count: Int {
                    get { items.count }
                    set { items = Array(repeating: 0, count: newValue) }
                }
                var observed: Int = 0 { didSet { print(observed) } }
                var late: Int { didSet { print(late) } }
                var block: () -> Void = { print("kept") }
                var pair: (Int, Int) { (1, 2) }
                var split: Int
                { 5 }
            }
            """, blanked: [" \"Row \\(id)\" ", "\n        Text(title)\n    ", " items.count ",
                           " items = Array(repeating: 0, count: newValue) ", " print(late) ", " (1, 2) "]),
        Case(name: "division with spaces", text: """
            struct Ratio { func half(_ x: Double) -> Double { x / 2 } }
            """, blanked: [" x / 2 "]),
    ]

    @Test(arguments: cases) func blanksExactlyTheBodies(_ example: Case) throws {
        let skeleton = try #require(DeclarationSkeleton.blankingBodies(of: example.text))
        #expect(skeleton.utf8.count == example.text.utf8.count)
        var expected = example.text
        for body in example.blanked {
            let range = try #require(expected.range(of: body), "\(body)")
            expected.replaceSubrange(range, with: String(body.map { $0 == "\n" ? "\n" : " " }))
        }
        #expect(skeleton == expected)
    }

    @Test(arguments: cases) func everyNodeOfTheSkeletonOutsideBodiesIsFoundInTheWholeTree(_ example: Case) throws {
        let skeleton = try #require(DeclarationSkeleton.blankingBodies(of: example.text))
        let skeletonTree = Parser.parse(source: skeleton)
        let wholeTree = Parser.parse(source: example.text)
        for node in skeletonTree.declarationsOutsideBodies() {
            let found = try #require(SyntaxPlace(node).node(in: wholeTree), "\(node.kind) \(node.trimmedDescription)")
            #expect(found.kind == node.kind)
            #expect(found.position == node.position || node.kind == .codeBlock)
            #expect(SyntaxPlace(found) == SyntaxPlace(node))
        }
    }

    @Test(arguments: [
        "let pattern = /[a-z]+/",
        "let pattern = #/[a-z]+/#",
        "let half = width/2",
        "let text = \"open",
        "struct A { func f() { }",
        "/* never closed",
    ]) func givesUpWhereItCouldMisreadTheText(_ text: String) {
        #expect(DeclarationSkeleton.blankingBodies(of: text) == nil)
    }

    @Test func aPlaceFindsAnEmptyNodeBetweenTokens() throws {
        let tree = Parser.parse(source: "@Wrapper() var x = 1")
        let list = try #require(tree.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(AttributeSyntax.self) }.first?.arguments)
        guard case .argumentList(let arguments) = list else { Issue.record("no argument list"); return }
        let found = try #require(SyntaxPlace(arguments).node(in: tree))
        #expect(found.kind == .labeledExprList)
        #expect(found.id == Syntax(arguments).id)
    }
}

extension SyntaxProtocol {
    /// The declarations and expressions of this tree outside function bodies: what an index names.
    func declarationsOutsideBodies() -> [Syntax] {
        var found: [Syntax] = []
        func visit(_ node: Syntax) {
            if let function = node.as(FunctionDeclSyntax.self) { found.append(Syntax(function)); return }
            if let initializer = node.as(InitializerDeclSyntax.self) { found.append(Syntax(initializer)); return }
            if node.is(DeinitializerDeclSyntax.self) || node.is(SubscriptDeclSyntax.self) { found.append(node); return }
            if node.is(DeclSyntax.self) || node.is(ExprSyntax.self) || node.is(PatternBindingSyntax.self)
                || node.is(AccessorBlockSyntax.self) { found.append(node) }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(self))
        return found
    }
}
