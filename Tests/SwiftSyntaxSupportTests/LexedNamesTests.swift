import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

/// The byte scan's names bracket the parser's: every certain identifier is an identifier token,
/// every identifier token is certain or uncertain, and the token texts that may name a type are
/// found in order.
@Suite struct LexedNamesTests {
    static let texts: [String] = [
        """
        struct Row: View {
            @State private var isOn = false
            var body: some View {
                Toggle(isOn: $isOn) { Text("Row \\(title.uppercased()) done") }
                    .onChange(of: isOn) { _, new in print(new) }
            }
        }
        """,
        """
        func move(for item: Item, in list: [Item]) -> Int {
            let `default` = list.firstIndex { $0.id == item.id } ?? 0
            return Self.shift(`default`, by: .default)
        }
        """,
        """
        var total: Int {
            get { values.reduce(0, +) }
            set { values = [newValue] }
        }
        #if os(iOS)
        let name = #"raw \\#(value) "quoted""#
        #else
        let name = \"\"\"
            multi \\(line)
            ContentView
            \"\"\"
        #endif
        """,
        """
        @available(*, deprecated, message: "use other") /* nested /* comment */ open */
        public func open(_ url: URL) async throws -> some Sendable { try await session.open(url) }
        let café = naïve + 1_000 + 0x1F
        """,
    ]

    @Test(arguments: texts) func certainNamesAreIdentifierTokensAndNoneIsMissed(_ text: String) throws {
        let bytes = Array(text.utf8)
        let lexed = try #require(LexedNames.scan(bytes, in: 0..<bytes.count))
        let identifiers = Set(Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
        #expect(lexed.identifiers.isSubset(of: identifiers))
        #expect(identifiers.isSubset(of: lexed.identifiers.union(lexed.uncertain)))
        #expect(!lexed.identifiers.contains("for") && !lexed.identifiers.contains("some"))
    }

    @Test(arguments: texts) func certainTokenTextsAreTokensInTheParsersOrder(_ text: String) throws {
        let bytes = Array(text.utf8)
        let lexed = try #require(LexedNames.scan(bytes, in: 0..<bytes.count))
        var tokens = Parser.parse(source: text).tokens(viewMode: .sourceAccurate).map(\.text)[...]
        for entry in lexed.tokenTexts where entry.isCertain {
            let found = try #require(tokens.firstIndex(of: entry.text), "\(entry.text)")
            tokens = tokens[found...]
        }
        let words = Parser.parse(source: text).tokens(viewMode: .sourceAccurate).filter { token in
            if case .identifier = token.tokenKind { return true }
            return false
        }.map(\.text)
        let texts = Set(lexed.tokenTexts.map(\.text))
        #expect(words.allSatisfy(texts.contains))
    }

    @Test func aMultiLineSegmentIsUncertain() throws {
        let bytes = Array(Self.texts[2].utf8)
        let lexed = try #require(LexedNames.scan(bytes, in: 0..<bytes.count))
        #expect(lexed.tokenTexts.contains(LexedNames.TokenText(text: "ContentView", isCertain: false)))
        #expect(lexed.tokenTexts.contains(LexedNames.TokenText(text: "quoted", isCertain: false)) == false)
        #expect(lexed.tokenTexts.contains(LexedNames.TokenText(text: "raw ", isCertain: true)))
    }

    @Test func aRangeReadsOnlyItsBytes() throws {
        let text = "let a = first\nlet b = second"
        let bytes = Array(text.utf8)
        let lexed = try #require(LexedNames.scan(bytes, in: 0..<13))
        #expect(lexed.identifiers == ["a", "first"])
        #expect(lexed.uncertain == ["let"])
    }

    @Test(arguments: ["let p = /[a-z]+/", "let p = #/x/#", "let v = <#value#>", "let s = \"open", "/* open"])
    func givesUpWhereItCouldMisreadTheText(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(LexedNames.scan(bytes, in: 0..<bytes.count) == nil)
    }
}
