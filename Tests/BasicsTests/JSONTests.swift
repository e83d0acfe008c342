@testable import Basics
import Foundation
import Testing

/// The JSON value: parsing, writing and paths.
@Suite struct JSONTests {
    static func parse(_ text: String) throws(JSONError) -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

    @Test(arguments: [
        (#"  {"a": [1, -0.5, 1.5e3, 2E-2, true, false, null, {}, []]} "#,
         JSONValue.object([("a", .array([.number(1), .number(-0.5), .number(1500), .number(0.02), .bool(true),
                                         .bool(false), .null, .object([]), .array([])]))])),
        (#""\u00e9\ud83d\udc15 \"q\" \\ \/ \b\f\n\r\t""#, .string("é🐕 \"q\" \\ / \u{08}\u{0C}\n\r\t")),
        ("\u{FEFF}\"with a byte order mark\"", .string("with a byte order mark")),
        ("\"ünïcödé 🐕\"", .string("ünïcödé 🐕")),
        ("-0", .number(0)),
        (#""ab\ncd\u00e9""#, .string("ab\ncdé")),
        (#""\tstarts""#, .string("\tstarts")),
        ("\"\"", .string("")),
    ])
    func parsesValidJSON(text: String, expected: JSONValue) throws {
        #expect(try Self.parse(text) == expected)
    }

    /// Whole numbers of up to 15 digits are read digit by digit, longer ones and fractions by the
    /// C library: both give the nearest Double, and `-0` keeps its sign.
    @Test(arguments: [
        "0", "-0", "7", "-42", "999999999999999", "-999999999999999", "1000000000000000",
        "9007199254740993", "-12345678901234567890", "12.0", "0.5e1", "120E-1",
    ])
    func readsWholeNumbersAsTheCLibraryDoes(text: String) throws {
        guard case let .number(number) = try Self.parse(text) else {
            Issue.record("not a number: \(text)")
            return
        }
        let expected = try #require(Double(text))
        #expect(number == expected)
        #expect(number.sign == expected.sign)
    }

    @Test(arguments: [
        ("tru", "line 1, column 1: expected a value, found 't'"),
        ("1.", "line 1, column 3: expected a digit after the decimal point"),
        ("1e+", "line 1, column 4: expected a digit in the exponent"),
        ("-x", "line 1, column 2: expected a digit after '-'"),
        (#""\x""#, "line 1, column 3: unknown escape \\'x'"),
        (#""\u12g4""#, "line 1, column 6: expected four hexadecimal digits after \\u"),
        (#""\udc15""#, "line 1, column 8: a \\u escape names a lone surrogate"),
        (#""\ud83d x""#, "line 1, column 8: a \\u escape of a high surrogate must be followed by a low surrogate"),
        ("\"tab\there\"", "line 1, column 5: a control character must be escaped inside a string"),
        ("[1 2]", "line 1, column 4: expected ',' or ']' in an array, found '2'"),
        ("[1,", "line 1, column 4: unexpected end of the document, expected a value (is the file truncated?)"),
        (#"{"a" 1}"#, "line 1, column 6: expected ':' after the key \"a\", found '1'"),
        ("{1: 2}", "line 1, column 2: expected a key in double quotes, found '1'"),
        ("{\"a\": 1,\n}", "line 2, column 1: expected a key in double quotes, found '}'"),
        ("Infinity", "line 1, column 1: NaN and Infinity are not JSON numbers"),
        (#"{"a": 1, "b": 2, "a": 3}"#, "line 1, column 18: the key \"a\" appears twice in one object"),
        // From 16 members on, keys are checked through a set.
        (#"{"k0": 0, "k1": 1, "k2": 2, "k3": 3, "k4": 4, "k5": 5, "k6": 6, "k7": 7, "k8": 8, "k9": 9, "k10": 10, "k11": 11, "k12": 12, "k13": 13, "k14": 14, "k15": 15, "k16": 16, "k17": 17, "k18": 18, "k19": 19, "k17": 0}"#, "line 1, column 202: the key \"k17\" appears twice in one object"),
    ])
    func rejectsInvalidJSON(text: String, expected: String) {
        do {
            _ = try Self.parse(text)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func writesSortedPrettyJSONThatParsesBack() throws {
        let value = JSONValue.object([
            ("b", .array([.string("x\ny\u{01}"), .number(2.5), .number(-3), .number(1e20), .null])),
            ("a", .object([("z", .bool(true)), ("list", .array([.object([("k", .number(1))]), .array([])]))])),
            ("empty", .object([])),
        ])
        let text = JSONWriter.text(of: value)
        #expect(text == """
            {
              "a": {
                "list": [
                  { "k": 1 },
                  []
                ],
                "z": true
              },
              "b": ["x\\ny\\u0001", 2.5, -3, 1e+20, null],
              "empty": {}
            }

            """)
        let parsed = try Self.parse(text)
        #expect(JSONWriter.text(of: parsed) == text)
    }

    @Test func splitsAListThatWouldPassTheLineWidth() {
        let long = JSONValue.array((0..<30).map { .string("item\($0)") })
        #expect(JSONWriter.text(of: long).split(separator: "\n").count == 32)
    }

    @Test(arguments: [
        (JSONPath.root.appending("screen").appending("root").appending("children").appending(3).appending("traits").appending(1),
         "screen.root.children[3].traits[1]"),
        (JSONPath.root.appending("screens").appending("my gallery").appending("root"), #"screens["my gallery"].root"#),
        (JSONPath.root.appending("screens").appending("2nd").appending("root"), #"screens["2nd"].root"#),
        (JSONPath.root.appending("a\"b"), #"["a\"b"]"#),
        (JSONPath.root.appending(0), "[0]"),
        (JSONPath.root, ""),
    ])
    func pathsReadAsPeopleWriteThem(path: JSONPath, expected: String) {
        #expect(path.description == expected)
    }

    /// Paths built apart are equal, and hash alike, when their steps are; a path sharing its
    /// parent with another differs by its last step.
    @Test func pathsAreEqualByTheirSteps() {
        let parent = JSONPath.root.appending("screen").appending("root")
        let built = parent.appending("children").appending(2)
        let apart = JSONPath.root.appending("screen").appending("root").appending("children").appending(2)
        #expect(built == apart)
        #expect(built.hashValue == apart.hashValue)
        #expect(built.components == [.key("screen"), .key("root"), .key("children"), .index(2)])
        #expect(parent.appending("children").appending(3) != built)
        #expect(parent.appending("children") != built)
        #expect(JSONPath.root.appending("children").appending(2) != built)
        #expect(JSONPath.root == JSONPath())
        #expect(Set([built, apart, parent]).count == 2)
    }
}
