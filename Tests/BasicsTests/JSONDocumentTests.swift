import Basics
import Foundation
import Testing

/// Where each value of a document starts, and the report layout of the writer.
@Suite struct JSONDocumentTests {
    @Test func eachValueKnowsWhereItStarts() throws {
        let text = """
            {
              "colors" : [
                { "idiom" : "universal" },
                  "é", 12
              ]
            }
            """
        let document = try JSONParser.parseDocument(Data(text.utf8))
        let colors = try document.root.object(keys: ["colors"]).required("colors")
        #expect(document.root.position == JSONPosition(line: 1, column: 1))
        #expect(colors.position == JSONPosition(line: 2, column: 14))
        let elements = try colors.array()
        #expect(elements.map(\.position) == [
            JSONPosition(line: 3, column: 5), JSONPosition(line: 4, column: 7), JSONPosition(line: 4, column: 13),  // "é" is two bytes
        ])
        let idiom = try elements[0].object(keys: ["idiom"]).required("idiom")
        #expect(idiom.position == JSONPosition(line: 3, column: 17))
        #expect(idiom.error("bad").position == JSONPosition(line: 3, column: 17))
        #expect(idiom.error("bad").description == "colors[0].idiom: bad")
    }

    @Test func aValueParsedWithoutPositionsHasNone() throws {
        let node = JSONNode(value: try JSONParser.parse(Data("[1]".utf8)), path: .root)
        #expect(node.position == nil)
        #expect(try node.array().first?.position == nil)
    }

    @Test func syntaxErrorsCarryTheirPosition() {
        #expect(throws: JSONError(path: "line 2, column 3", message: "expected a value, found ']'",
                                  position: JSONPosition(line: 2, column: 3))) {
            try JSONParser.parseDocument(Data("[1,\n  ]".utf8))
        }
    }

    @Test func documentOrderKeepsKeysAsWrittenAndEveryValueOnItsOwnLine() {
        let value = JSONValue.object([
            ("format", .string("perceive-audit")), ("version", .integer(1)),
            ("tags", .array([.string("a"), .string("b")])), ("fix", .optional(nil)), ("empty", .array([])),
        ])
        #expect(JSONWriter.text(of: value, layout: .documentOrder) == """
            {
              "format": "perceive-audit",
              "version": 1,
              "tags": [
                "a",
                "b"
              ],
              "fix": null,
              "empty": []
            }

            """)
    }

    @Test(arguments: [(12.0, "12"), (12.5, "12.5"), (-3.0, "-3"), (0.1, "0.1"), (1e20, "1e+20")])
    func wholeNumbersHaveNoFraction(number: Double, text: String) {
        #expect(number.compactDescription == text)
        #expect(JSONWriter.numberText(number) == text)
    }
}
