import SwiftSyntax
import SwiftSyntaxSupport
import Testing

@Suite struct SyntaxIndexTests {
    static let source = """
        struct Card: View {
            var body: some View {
                VStack { Text("A").bold(); Image("b") }
            }
        }
        #Preview { Text("Preview") }
        let label = Text("C")
        """

    /// The calls a plain visitor meets, in its order.
    final class CallNames: SyntaxVisitor {
        var names: [String] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            names.append(node.calledExpression.trimmedDescription)
            return .visitChildren
        }
    }

    @Test func findsNodesInTheOrderAVisitorMeetsThem() {
        let file = ParsedSourceFile(path: "Card.swift", text: Self.source)
        let visitor = CallNames(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        let names = file.index.nodes(FunctionCallExprSyntax.self).map(\.calledExpression.trimmedDescription)
        #expect(names == visitor.names)
        #expect(names == ["VStack", "Text(\"A\").bold", "Text", "Image", "Text", "Text"])
    }

    @Test func skipsWholeSubtrees() {
        let file = ParsedSourceFile(path: "Card.swift", text: Self.source)
        let outsidePreview = file.index.nodes(StringLiteralExprSyntax.self) { node in
            node.asProtocol(FreestandingMacroExpansionSyntax.self)?.macroName.text == "Preview"
        }
        #expect(outsidePreview.map(\.trimmedDescription) == [#""A""#, #""b""#, #""C""#])
    }

    /// Nodes of a base type are of many kinds; each kind is asked once, and every node of a
    /// kind that is an expression is found.
    @Test func findsEveryNodeOfABaseTypeAcrossKinds() {
        let file = ParsedSourceFile(path: "Card.swift", text: Self.source)
        let expressions = file.index.nodes(ExprSyntax.self)
        #expect(expressions.count == file.index.nodes.filter { $0.is(ExprSyntax.self) }.count)
        #expect(Set(expressions.map(\.kind)).count > 3)
        #expect(file.index.nodes(ClassDeclSyntax.self).isEmpty)
    }

    /// Only nodes of the kinds given are asked whether to skip them.
    @Test func asksOnlyNodesOfTheSkippableKinds() {
        let file = ParsedSourceFile(path: "Card.swift", text: Self.source)
        var asked: [SyntaxKind] = []
        let macros: [SyntaxKind] = [.macroExpansionDecl, .macroExpansionExpr]
        let literals = file.index.nodes(StringLiteralExprSyntax.self, skipping: { node in
            asked.append(node.kind)
            return macros.contains(node.kind)
        }, amongKinds: macros + [.functionCallExpr])
        #expect(literals.map(\.trimmedDescription) == [#""A""#, #""b""#, #""C""#])
        #expect(asked.filter { $0 == .functionCallExpr }.count == 5)
        #expect(asked.allSatisfy { ($0 == .functionCallExpr) || macros.contains($0) })
        #expect(file.index.nodes(StringLiteralExprSyntax.self, skipping: { _ in true }, amongKinds: [.classDecl]).count == 4)
    }

    /// A scan told which kinds may be skipped reads only the nodes of the kinds wanted and of
    /// those kinds, and finds what a scan of every node finds, skipped subtrees nested or not,
    /// for a type of one kind and a base type of many, in the whole file or in subtrees.
    @Test func aScanByKindsFindsWhatAScanOfEveryNodeFinds() throws {
        let file = ParsedSourceFile(path: "Cards.swift", text: """
            struct Card: View {
                var body: some View { VStack { Text("A").bold(); Image("b") } }
                struct Inner_Previews: PreviewProvider { static var previews: some View { Text("Inner") } }
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Card(); #Preview { Text("Nested") } }
            }
            #Preview { Text("Preview") }
            enum Kind { case a; var label: String { Text("Kind").description } }
            let label = Text("C")
            """)
        let kinds: [SyntaxKind] = [.macroExpansionDecl, .macroExpansionExpr, .structDecl, .enumDecl]
        let isPreview = { (node: Syntax) -> Bool in
            if let macro = node.asProtocol(FreestandingMacroExpansionSyntax.self) { return macro.macroName.text == "Preview" }
            return node.as(StructDeclSyntax.self)?.name.text.hasSuffix("_Previews") == true
        }
        let everyNode = { (node: Syntax) in kinds.contains(node.kind) && isPreview(node) }
        let byKinds = file.index.nodes(StringLiteralExprSyntax.self, skipping: isPreview, amongKinds: kinds)
        #expect(byKinds.map(\.trimmedDescription) == [#""A""#, #""b""#, #""Kind""#, #""C""#])
        #expect(byKinds.map(\.id) == file.index.nodes(StringLiteralExprSyntax.self, skipping: everyNode).map(\.id))
        let expressions = file.index.nodes(ExprSyntax.self, skipping: isPreview, amongKinds: kinds)
        #expect(expressions.map(\.id) == file.index.nodes(ExprSyntax.self, skipping: everyNode).map(\.id))
        #expect(Set(expressions.map(\.kind)).count > 3)
        let card = try #require(file.index.nodes(StructDeclSyntax.self).first)
        let kind = try #require(file.index.nodes(EnumDeclSyntax.self).first)
        let ranges = [Syntax(kind), Syntax(card), Syntax(card.memberBlock)].compactMap { file.index.subtree(of: $0) }
        let inParts = file.index.nodes(FunctionCallExprSyntax.self, inSubtrees: ranges, skipping: isPreview, amongKinds: kinds)
        #expect(inParts.map(\.calledExpression.trimmedDescription) == ["VStack", "Text(\"A\").bold", "Text", "Image", "Text"])
        #expect(inParts.map(\.id) == file.index.nodes(FunctionCallExprSyntax.self, inSubtrees: ranges, skipping: everyNode).map(\.id))
        #expect(file.index.nodes(StringLiteralExprSyntax.self, inSubtrees: [], skipping: isPreview, amongKinds: kinds).isEmpty)
    }

    /// The previews found once when the index is built are the subtrees a scan asking
    /// `PreviewSyntax.isPreview` of every node skips: `#Preview`s and `PreviewProvider`s, nested
    /// or not, in the whole file or in parts, a subtree inside a preview scanned on its own.
    @Test func previewsFoundOnceAreSkippedAsAScanAskingEachNodeSkipsThem() throws {
        let file = ParsedSourceFile(path: "Cards.swift", text: """
            struct Card: View {
                var body: some View { VStack { Text("A").bold(); Image("b") } }
                struct Inner_Previews: PreviewProvider { static var previews: some View { Text("Inner") } }
            }
            struct Card_Previews: SwiftUI.PreviewProvider { static var previews: some View { Text("Qualified") } }
            enum Card_Previews2: PreviewProvider {
                static var previews: some View { Card(); #Preview { Text("Nested") } }
            }
            #Preview { Text("Preview") }
            enum Kind { case a; var label: String { Text("Kind").description } }
            let label = Text("C")
            """)
        let asking = { (node: Syntax) in PreviewSyntax.kinds.contains(node.kind) && PreviewSyntax.isPreview(node) }
        let outside = file.index.nodesOutsidePreviews(StringLiteralExprSyntax.self)
        #expect(outside.map(\.trimmedDescription) == [#""A""#, #""b""#, #""Qualified""#, #""Kind""#, #""C""#])
        #expect(outside.map(\.id) == file.index.nodes(StringLiteralExprSyntax.self, skipping: asking).map(\.id))
        let expressions = file.index.nodesOutsidePreviews(ExprSyntax.self)
        #expect(expressions.map(\.id) == file.index.nodes(ExprSyntax.self, skipping: asking).map(\.id))
        let structs = file.index.nodes(StructDeclSyntax.self)
        let inner = try #require(structs.first { $0.name.text == "Inner_Previews" })
        let nestedPreview = try #require(file.index.nodes(MacroExpansionExprSyntax.self).first)
        let ranges = [Syntax(structs[0].memberBlock), Syntax(inner.memberBlock), Syntax(nestedPreview.trailingClosure!)]
            .compactMap { file.index.subtree(of: $0) }
        let inParts = file.index.nodesOutsidePreviews(StringLiteralExprSyntax.self, inSubtrees: ranges)
        #expect(inParts.map(\.trimmedDescription) == [#""A""#, #""b""#, #""Nested""#])
        #expect(inParts.map(\.id) == file.index.nodes(StringLiteralExprSyntax.self, inSubtrees: ranges, skipping: asking).map(\.id))
        #expect(file.index.nodesOutsidePreviews(StringLiteralExprSyntax.self, inSubtrees: []).isEmpty)
    }

    @Test func eachSubtreeEndsAfterItsLastDescendant() {
        let index = ParsedSourceFile(path: "One.swift", text: "let x = 1").index
        #expect(index.nodes.first?.is(SourceFileSyntax.self) == true)
        #expect(index.subtreeEnds.first == index.nodes.count)
        for (position, end) in index.subtreeEnds.enumerated() {
            #expect(end > position && end <= index.nodes.count)
            let descendants = index.nodes[(position + 1)..<end]
            #expect(descendants.allSatisfy { $0.ancestorOrSelf { $0.id == index.nodes[position].id } != nil })
        }
    }

    /// A declaration's subtree is found by its place, and holds exactly its nodes.
    @Test func findsADeclarationsSubtree() throws {
        let file = ParsedSourceFile(path: "Card.swift", text: Self.source)
        let body = try #require(file.index.nodes(PatternBindingSyntax.self).first)
        let range = try #require(file.index.subtree(of: Syntax(body)))
        #expect(file.index.nodes[range.lowerBound].id == body.id)
        #expect(file.index.nodes[range].allSatisfy { $0.position >= body.position && $0.endPosition <= body.endPosition })
        #expect(file.index.nodes[range.upperBound].position >= body.endPosition)
        let calls = file.index.nodes(FunctionCallExprSyntax.self, inSubtrees: [range]).map(\.calledExpression.trimmedDescription)
        #expect(calls == ["VStack", "Text(\"A\").bold", "Text", "Image"])
        let other = ParsedSourceFile(path: "Other.swift", text: Self.source)
        #expect(file.index.subtree(of: Syntax(other.tree)) == nil)
    }

    /// Subtrees given in any order, nested or repeated, give each node once, in source order,
    /// skipping as a whole scan does.
    @Test func scansSubtreesInSourceOrderEachNodeOnce() throws {
        let file = ParsedSourceFile(path: "Card.swift", text: Self.source)
        let card = try #require(file.index.nodes(StructDeclSyntax.self).first)
        let label = try #require(file.index.nodes(VariableDeclSyntax.self).last)
        let preview = try #require(file.index.nodes.first { $0.asProtocol(FreestandingMacroExpansionSyntax.self) != nil })
        let roots = [Syntax(label), preview, Syntax(card), Syntax(card.memberBlock)]
        let ranges = roots.compactMap { file.index.subtree(of: $0) }
        #expect(ranges.count == roots.count)
        let isPreview = { (node: Syntax) in node.asProtocol(FreestandingMacroExpansionSyntax.self)?.macroName.text == "Preview" }
        let literals = file.index.nodes(StringLiteralExprSyntax.self, inSubtrees: ranges + ranges, skipping: isPreview)
        #expect(literals.map(\.trimmedDescription) == [#""A""#, #""b""#, #""C""#])
        let everyLiteral = file.index.nodes(StringLiteralExprSyntax.self, inSubtrees: ranges.reversed())
        #expect(everyLiteral.map(\.trimmedDescription) == [#""A""#, #""b""#, #""Preview""#, #""C""#])
    }
}
