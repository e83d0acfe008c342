import AccessibilityTree
import RuntimeCapture
import Testing

@Suite struct SnapshotDictionaryReaderTests {
    static func json(_ text: String) throws -> CapturedElement {
        try SnapshotDictionaryReader.readJSON(Array(text.utf8), file: "snap.json")
    }

    @Test(arguments: [
        #"{"X": 1, "Y": 2, "Width": 3, "Height": 4}"#,
        #"{"x": 1, "y": 2, "width": 3, "height": 4}"#,
        #""{{1, 2}, {3, 4}}""#,
        #"[[1, 2], [3, 4]]"#,
    ])
    func framesAreReadInEachFormATestWrites(frame: String) throws {
        let element = try Self.json(#"{"elementType": 9, "frame": \#(frame)}"#)
        #expect(element.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func typesAreReadByRawValueOrName() throws {
        #expect(try Self.json(#"{"elementType": 40}"#).type == .switch)
        #expect(try Self.json(#"{"elementType": "staticText"}"#).type == .staticText)
        #expect(try Self.json(#"{"elementType": "XCUIElementTypeCell"}"#).type == .cell)
        #expect(try Self.json(#"{"elementType": 999}"#).type == nil)
    }

    @Test func valuesOfAnyScalarKindBecomeText() throws {
        #expect(try Self.json(#"{"elementType": 40, "value": 1}"#).value == "1")
        #expect(try Self.json(#"{"elementType": 40, "value": true}"#).value == "1")
        #expect(try Self.json(#"{"elementType": 33, "value": "50%"}"#).value == "50%")
        #expect(try Self.json(#"{"elementType": 33, "value": null}"#).value == nil)
    }

    @Test(arguments: [
        ("{\n  \"elementType\": 2,\n  \"children\": [\n    {\"elementType\": 9, \"frame\": {\"X\": \"left\", \"Y\": 0, \"Width\": 1, \"Height\": 1}}\n  ]\n}",
         "snap.json:4:33: the frame is not a rectangle of points ({\"X\", \"Y\", \"Width\", \"Height\"}, \"{{x, y}, {w, h}}\" or [[x, y], [w, h]])"),
        ("{\"elementType\": 2, \"children\": [{\"label\": \"Orphan\"}]}",
         "snap.json:1:33: the snapshot dictionary has no \"elementType\""),
        ("{\"elementType\": 2, \"enabled\": \"yes\"}",
         "snap.json:1:31: \"enabled\" is a string, not true or false"),
        ("{\"elementType\": 2, \"children\": {}}",
         "snap.json:1:32: \"children\" is a dictionary, not an array"),
        ("{\"elementType\": 2, \"children\": [",
         "snap.json:1:33: unexpected end of the document, expected a value (is the file truncated?)"),
    ])
    func malformedJSONNamesTheLineAndColumn(text: String, expected: String) {
        #expect(Fixtures.problem(text, file: "snap.json") == expected)
    }

    @Test(arguments: [
        ("<plist version=\"1.0\"><dict><key>elementType</key><integer>two</integer></dict></plist>",
         "snap.plist:1:50: <integer>two</integer> is not a number"),
        ("<plist version=\"1.0\">\n<dict>\n  <key>elementType</key>\n  <integer>2</integer>\n  <key>label</key>\n</dict>\n</plist>",
         "snap.plist:5:3: the key \"label\" has no value"),
        ("<plist version=\"1.0\"><dict><key>elementType</key><integer>2</integer><string>x</string><integer>1</integer></dict></plist>",
         "snap.plist:1:70: expected <key> in <dict>, found <string>"),
        ("<plist version=\"1.0\"><dict><key>elementType</key><integer>2</integer><key>frame</key><dict><key>X</key><integer>1</integer></dict></dict></plist>",
         "snap.plist:1:86: the frame is not a rectangle of points ({\"X\", \"Y\", \"Width\", \"Height\"}, \"{{x, y}, {w, h}}\" or [[x, y], [w, h]])"),
    ])
    func malformedPropertyListsNameTheLineAndColumn(text: String, expected: String) {
        #expect(Fixtures.problem(text, file: "snap.plist") == expected)
    }
}
