import Foundation
import Testing

/// `docs/swiftui-coverage.md` names, for every modelled row, a test that proves it: a corpus case
/// (`corpus: "…"`) or a test function (`test: Suite.function`). These tests fail when a named
/// proof does not exist, so the table cannot claim more than the tests show.
@Suite struct SwiftUICoverageDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/swiftui-coverage.md"), encoding: .utf8)
    }

    /// The table rows (`| API | page | status | proof |`) of the document.
    static func rows() throws -> [[String]] {
        try document().split(separator: "\n").compactMap { line -> [String]? in
            guard line.hasPrefix("| `") else { return nil }
            return line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static let allCorpusCases = CorpusCases.all

    @Test func everyRowHasAStatus() throws {
        let rows = try Self.rows()
        #expect(rows.count > 60)
        for row in rows {
            #expect(row.count == 4 && ["modelled", "approximated", "not modelled"].contains(row[2]),
                    "row \(row.first ?? "") needs a status of modelled, approximated or not modelled")
        }
    }

    @Test func everyModelledRowNamesAProof() throws {
        for row in try Self.rows() where row.count == 4 && row[2] == "modelled" {
            #expect(row[3].hasPrefix("corpus: \"") || row[3].hasPrefix("test: "),
                    "modelled row \(row[0]) names no test: write `corpus: \"case name\"` or `test: Suite.function`")
        }
    }

    @Test func everyNamedCorpusCaseExists() throws {
        let names = Set(Self.allCorpusCases.map(\.name))
        let named = Self.matches(#"corpus: "([^"]+)""#, in: try Self.document())
        #expect(!named.isEmpty)
        for name in named {
            let exists = names.contains(name)
            #expect(exists, "docs/swiftui-coverage.md names corpus case \"\(name)\", which no CorpusCases list holds")
        }
    }

    @Test func everyNamedTestFunctionExists() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let sources = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        let named = Self.matches(#"test: ([A-Za-z]+\.[A-Za-z]+)"#, in: try Self.document())
        #expect(!named.isEmpty)
        for name in named {
            let parts = name.split(separator: ".")
            let exists = sources.contains { $0.contains("struct \(parts[0])") && $0.contains("func \(parts[1])(") }
            #expect(exists, "docs/swiftui-coverage.md names \(name), which no test file declares")
        }
    }
}
