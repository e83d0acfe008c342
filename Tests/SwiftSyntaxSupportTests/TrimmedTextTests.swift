import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

@Suite struct TrimmedTextTests {
    /// Every node of `source`, tokens and missing nodes included.
    private static func everyNode(of source: String) -> [Syntax] {
        var nodes: [Syntax] = []
        func collect(_ node: Syntax) {
            nodes.append(node)
            for child in node.children(viewMode: .all) { collect(child) }
        }
        collect(Syntax(Parser.parse(source: source)))
        return nodes
    }

    static let sources: [String] = [
        """
        // A view with comments, doc comments and blank lines around its members.
        import SwiftUI

        /// Rows.
        struct RowsView: View {
            @State private var items = ["One", "Two"] // trailing comment
            var body: some View {
                VStack(alignment: .leading) { /* inline */
                    ForEach(items, id: \\.self) { item in
                        Text("Row \\(item)")   .font(.body)
                            .accessibilityLabel(Text(item))
                    }
                }
                .padding()\t
            }
        }
        """,
        "let café = \"naïve 🎉\"; let multi = \"\"\"\n  lines\n  \"\"\"\nlet raw = #\"a\\b\"#\r\n",
        // Broken code: missing tokens and unexpected text, where trivia sit next to missing nodes.
        "struct Broken: View { var body: some View { VStack { Text( } .padding( \n } func f(x: ) -> { return }\n let = 3 ?? ",
        "",
        "   \n// only trivia\n",
    ]

    @Test(arguments: sources)
    func equalsTrimmedDescriptionOnEveryNode(source: String) {
        let nodes = Self.everyNode(of: source)
        #expect(!nodes.isEmpty)
        for node in nodes {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.kind) at \(node.position.utf8Offset)")
        }
    }

    @Test func dropsOnlyTheOuterTrivia() throws {
        let source = "let x = /* a */ foo( 1 ,  2 ) // end\n"
        let call = try #require(Self.everyNode(of: source).lazy.compactMap { $0.as(FunctionCallExprSyntax.self) }.first)
        #expect(call.trimmedText == "foo( 1 ,  2 )")
        let binding = try #require(Self.everyNode(of: source).lazy.compactMap { $0.as(PatternBindingSyntax.self) }.first)
        #expect(binding.trimmedText == "x = /* a */ foo( 1 ,  2 )")
    }
}
