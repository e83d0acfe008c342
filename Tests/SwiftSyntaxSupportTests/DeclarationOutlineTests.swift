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
}
