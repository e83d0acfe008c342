import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

@Suite struct DeclarationFragmentTests {
    /// Every node of the whole tree inside `declaration`, with its place.
    func nodes(of tree: SourceFileSyntax, inside declaration: DeclarationOutline.Declaration) -> [Syntax] {
        var found: [Syntax] = []
        func visit(_ node: Syntax) {
            guard node.endPosition.utf8Offset >= declaration.start, node.position.utf8Offset <= declaration.end else { return }
            let place = SyntaxPlace(node)
            if place.start >= declaration.start, place.end <= declaration.end, place.start < place.end { found.append(node) }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(tree))
        return found
    }

    /// Each declaration parsed alone has, at the place of every node the whole tree has inside it,
    /// a node of the same kind and text.
    @Test func everyNodeOfADeclarationIsAtItsPlaceInItsFragment() throws {
        let source = DeclarationOutlineTests.source
        let tree = Parser.parse(source: source)
        let whole = SyntaxPlaceLookup(tree)
        let outline = DeclarationOutline(tree)
        var compared = 0
        for declaration in outline.declarations {
            let fragment = try #require(DeclarationFragment(declaration, of: source))
            #expect(fragment.bytes == declaration.end - declaration.start)
            let alone = SyntaxPlaceLookup(fragment.tree)
            for node in nodes(of: tree, inside: declaration) {
                let place = SyntaxPlace(node)
                let expected = try #require(whole.node(at: place))
                let found = try #require(alone.node(at: place), "\(place) in \(declaration)")
                #expect(found.kind == expected.kind)
                #expect(found.trimmedDescription == expected.trimmedDescription)
                compared += 1
            }
        }
        #expect(compared > 200)
    }

    /// Lines and columns come from the file's text: a node of a fragment is where it is in the file.
    @Test func aFragmentsNodesHaveTheFilesPositions() throws {
        let source = DeclarationOutlineTests.source
        let outline = DeclarationOutline(Parser.parse(source: source))
        let fragment = try #require(DeclarationFragment(outline.declarations[2], of: source))
        let literal = try #require(fragment.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "close" && $0.parent?.is(StringSegmentSyntax.self) == true })
        #expect(LineTable(source).lineAndColumn(of: literal.positionAfterSkippingLeadingTrivia) == (6, 37))
    }

    /// A declaration the parser recovers from alone is not used: its file's tree is read instead.
    @Test func aDeclarationThatDoesNotParseAloneGivesNoFragment() {
        let source = "struct Broken {\n    static let value = (1,\n}\n"
        let outline = DeclarationOutline(Parser.parse(source: source))
        #expect(outline.declarations.count == 1)
        #expect(DeclarationFragment(outline.declarations[0], of: source) == nil)
    }
}
