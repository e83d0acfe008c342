import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

@Suite struct DeclarationOutlineTests {
    static let source = """
        import SwiftUI

        /// Icons, as a generator writes them.
        struct Icons {
            static let share = Icon(named: "share")
            static let close = Icon(named: "close") // the last one
            enum Nested {
                case small, large
                #if DEBUG
                static var debug: String { "debug" }
                #endif
            }
        }

        extension Icons {
            init(name: String) { self.init() }
            func describe() -> String {
                let text = "{ not a brace }"
                return text
            }
        }

        #if os(iOS)
        let globalTitle = "Title"
        #endif
        func helper() -> Int { 1 }
        print("top-level statement")

        #Preview { Text("Hello") }
        """

    func texts(of outline: DeclarationOutline) -> [String] {
        let bytes = Array(Self.source.utf8)
        return outline.declarations.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func listsTheInnermostDeclarationsInFileOrder() {
        let outline = DeclarationOutline(Parser.parse(source: Self.source))
        #expect(texts(of: outline) == [
            "import SwiftUI",
            #"static let share = Icon(named: "share")"#,
            #"static let close = Icon(named: "close")"#,
            "case small, large",
            #"static var debug: String { "debug" }"#,
            "init(name: String) { self.init() }",
            "func describe() -> String {\n        let text = \"{ not a brace }\"\n        return text\n    }",
            #"let globalTitle = "Title""#,
            "func helper() -> Int { 1 }",
            #"print("top-level statement")"#,
            #"#Preview { Text("Hello") }"#,
        ])
        #expect(outline.declarations.map(\.isMember) == [false, true, true, true, true, true, true, false, false, false, false])
    }

    @Test func eachMemberKnowsItsTypeOrExtension() {
        let outline = DeclarationOutline(Parser.parse(source: Self.source + """

            struct Row: View, Identifiable {
                var body: some View { Text("Row") }
            }
            """))
        #expect(outline.containers.map { "\($0.isExtension ? "extension" : "type") \($0.name): \($0.inherited) in \($0.parent ?? -1)" } == [
            "type Icons: [] in -1", "type Nested: [] in 0", "extension Icons: [] in -1",
            "type Row: [\"View\", \"Identifiable\"] in -1",
        ])
        #expect(outline.declarations.map(\.container) == [nil, 0, 0, 1, 1, 2, 2, nil, nil, nil, nil, 3])
    }

    @Test func theSkeletonsOutlineIsTheWholeTrees() throws {
        let skeleton = try #require(ParsedSourceFile(declarationsOf: Self.source, path: "Icons.swift"))
        #expect(DeclarationOutline(skeleton.tree).declarations == DeclarationOutline(Parser.parse(source: Self.source)).declarations)
    }

    @Test func findsTheDeclarationHoldingAPlaceAndNoneOutside() throws {
        let tree = Parser.parse(source: Self.source)
        let outline = DeclarationOutline(tree)
        let literal = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "close" && $0.parent?.is(StringSegmentSyntax.self) == true })
        let holding = try #require(outline.declaration(holding: SyntaxPlace(literal)))
        #expect(holding == outline.declarations[2])
        let type = try #require(tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.first)
        #expect(outline.declaration(holding: SyntaxPlace(type)) == nil, "a type's own place is in none of its members")
        #expect(outline.declaration(holding: SyntaxPlace(type.name)) == nil)
    }

    /// An offset from a declaration's first byte to before its last is held by it; its end, the
    /// blank between two declarations and a type's own header are held by none.
    @Test func findsTheDeclarationHoldingAnOffsetAndNoneOutside() throws {
        let outline = DeclarationOutline(Parser.parse(source: Self.source))
        let share = outline.declarations[1]
        #expect(outline.declaration(holdingOffset: share.start) == share)
        #expect(outline.declaration(holdingOffset: share.end - 1) == share)
        #expect(outline.declaration(holdingOffset: share.end) == nil, "the line break after it")
        let header = try #require(Self.source.utf8.firstRange(of: "struct Icons".utf8))
        #expect(outline.declaration(holdingOffset: Self.source.utf8.distance(from: Self.source.utf8.startIndex, to: header.lowerBound)) == nil)
        #expect(outline.declaration(holdingOffset: 0) == outline.declarations[0])
        let last = try #require(outline.declarations.last)
        #expect(outline.declaration(holdingOffset: last.end - 1) == last)
        #expect(outline.declaration(holdingOffset: Self.source.utf8.count) == nil)
    }
}
