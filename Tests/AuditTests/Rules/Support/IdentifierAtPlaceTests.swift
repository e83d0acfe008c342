@testable import Audit
import Testing

/// The name a finding's span starts with, read from the file's text without parsing it
/// (`String.identifier(atLine:column:)`, for the app's settlement).
@Suite struct IdentifierAtPlaceTests {
    static let text = "struct Row: View {\n    var body: some View {\n        HighlightText(text: détail).lineLimit(1)\n    }\n}\n"

    @Test(arguments: [
        (3, 9, "HighlightText"), (1, 1, "struct"), (1, 8, "Row"), (3, 29, "détail"), (3, 22, nil), (9, 1, nil),
    ] as [(Int, Int, String?)])
    func theIdentifierStartingAtAPlace(_ line: Int, _ column: Int, _ expected: String?) {
        #expect(Self.text.identifier(atLine: line, column: column) == expected)
    }
}

/// What the app's settlement reads from a file's text before it parses any.
@Suite struct SettlementTextTests {
    @Test func theTypeNamesAFileDeclaresOrExtends() {
        let text = "public enum Values {}\nfinal class  Router: NSObject {}\nextension HighlightText {}\nlet structure = 1\nprivate struct Row: View {}\n"
        #expect(DeclaredTypeNames.names(in: text) == ["Values", "Router", "HighlightText", "Row"])
        let index = DeclaredTypeNames(paths: ["A.swift", "B.swift"], texts: ["A.swift": text, "B.swift": "extension Values {}"])
        #expect(index.paths(declaring: "Values") == ["A.swift", "B.swift"])
        #expect(index.paths(declaring: "structure").isEmpty)
    }

    @Test(arguments: [
        (".font(.system(size: Values.mediumFontSize))", true), (".font(.system(size:  Layout.size, weight: .bold))", true),
        (".font(.system(size: 17))", false), (".font(.system(size: Self.captionSize))", false),
        (".font(.system(size: fontSize))", false), (".font(.system(size: Values))", false),
    ])
    func aSystemFontSizedByATypesConstant(_ text: String, _ expected: Bool) {
        #expect(text.sizesSystemFontByATypesConstant == expected)
    }
}
