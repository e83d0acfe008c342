import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

/// The line table answers as `SourceLocationConverter` does, for every position and every line and
/// column of files whose line breaks and characters are the hard cases.
@Suite struct LineTableTests {
    static let files: [String] = [
        "",
        "\n",
        "let a = 1",
        "let a = 1\n",
        "let a = 1\r\nlet b = 2\r\n",
        "let a = 1\rlet b = 2\r",
        "let a = 1\r\n\r\n\n\r\rlet b = 2",
        "let é = \"naïve ✓ 🙂\"\nlet 名前 = \"テキスト\"\r\n  Text(\"👩‍👩‍👧\")",
        "let s = \"\"\"\r\n  line one\r\n  line two\n\r  \"\"\"\r\n// last comment, no final line break",
        "/* a\r\n block \r comment */ let x = #\"\"\"\n\r\n\"\"\"#\n",
        "struct V: View {\n\tvar body: some View { Text(\"\\u{1F600}\") }\n}\n\n\n",
    ]

    @Test(arguments: files)
    func everyPositionHasTheConvertersLineAndColumn(_ text: String) {
        let converter = SourceLocationConverter(fileName: "File.swift", tree: Parser.parse(source: text))
        let table = LineTable(text)
        #expect(table.endOfFile == text.utf8.count)
        for offset in -2...(text.utf8.count + 2) {
            let position = AbsolutePosition(utf8Offset: offset)
            let expected = converter.location(for: position)
            let found = table.lineAndColumn(of: position)
            #expect(found.line == expected.line && found.column == expected.column, "offset \(offset) of \(text.debugDescription)")
        }
    }

    @Test(arguments: files)
    func everyLineAndColumnHasTheConvertersPosition(_ text: String) {
        let converter = SourceLocationConverter(fileName: "File.swift", tree: Parser.parse(source: text))
        let table = LineTable(text)
        for line in -1...(table.count + 2) {
            for column in [-1, 0, 1, 2, 3, 5, 8, 13, 40, 1_000] {
                #expect(table.position(ofLine: line, column: column) == converter.position(ofLine: line, column: column),
                        "line \(line) column \(column) of \(text.debugDescription)")
            }
        }
    }

    @Test func countsLinesAsSwiftDoes() {
        #expect(LineTable("").count == 1)
        #expect(LineTable("a\r\nb").count == 2)
        #expect(LineTable("a\rb\nc").count == 3)
        #expect(LineTable("a\n\r").count == 3)
        #expect(LineTable("a\r\n").lineAndColumn(of: AbsolutePosition(utf8Offset: 2)) == (1, 3))
        #expect(LineTable("ab\ncd").position(ofLine: 1, column: Int.max) == AbsolutePosition(utf8Offset: 2))
        #expect(LineTable("ab\ncd").position(ofLine: Int.max, column: Int.max) == AbsolutePosition(utf8Offset: 5))
    }

    @Test func aParsedFileAndItsHandleShareTheTable() {
        let parsed = ParsedSourceFile(path: "V.swift", text: "let a = 1\r\nlet é = 2\r\n", indexesNodes: false)
        let handle = SourceFileHandle(parsed)
        #expect(handle.lineAndColumn(of: AbsolutePosition(utf8Offset: 16)) == (2, 6))
        #expect(parsed.position(ofLine: 2, column: 6) == AbsolutePosition(utf8Offset: 16))
    }
}
