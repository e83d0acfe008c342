import AccessibilityTree
import Foundation
import Testing

/// One kind of malformed snapshot and the exact error it must produce.
struct MalformedSnapshot: CustomTestStringConvertible, Sendable {
    var kind: String
    var json: String
    var expected: String

    var testDescription: String { kind }

    /// A document whose first screen's root holds `children` (a JSON array's contents).
    static func children(_ children: String, screens: String? = nil) -> String {
        let screensMember = screens.map { #", "screens": \#($0)"# } ?? ""
        return #"{"format": "perceive-snapshot", "version": 1, "screen": {"root": {"id": "root", "children": [\#(children)]}}\#(screensMember)}"#
    }

    static let cases: [MalformedSnapshot] = [
        // The text itself.
        .init(kind: "not JSON", json: "hello", expected: "line 1, column 1: expected a value, found 'h'"),
        .init(kind: "empty document", json: "  \n", expected: "not JSON: the document is empty"),
        .init(kind: "truncated", json: #"{"format": "perceive-snapshot", "version": 1, "screen": {"#,
              expected: "line 1, column 58: unexpected end of the document, expected a key (is the file truncated?)"),
        .init(kind: "unclosed string", json: "{\n  \"format: 1}",
              expected: "line 2, column 3: a string is never closed"),
        .init(kind: "missing comma", json: "{\"format\": \"perceive-snapshot\"\n \"version\": 1}",
              expected: "line 2, column 2: expected ',' or '}' after the value of \"format\", found '\"'"),
        .init(kind: "text after the document", json: children("") + " x",
              expected: "line 1, column 99: unexpected 'x' after the end of the document"),
        .init(kind: "repeated key", json: #"{"format": "perceive-snapshot", "format": "x"}"#,
              expected: "line 1, column 33: the key \"format\" appears twice in one object"),
        .init(kind: "NaN", json: children(#"{"id": "a", "sortPriority": NaN}"#),
              expected: "line 1, column 122: NaN and Infinity are not JSON numbers"),
        .init(kind: "number too large for a double", json: children(#"{"id": "a", "sortPriority": 1e999}"#),
              expected: "line 1, column 122: the number 1e999 is too large"),
        .init(kind: "leading zero", json: children(#"{"id": "a", "sortPriority": 012}"#),
              expected: "line 1, column 122: numbers must not have leading zeros"),
        // The document.
        .init(kind: "wrong top-level type", json: "[1, 2]", expected: "expected an object, found an array"),
        .init(kind: "missing format", json: #"{"version": 1}"#, expected: "missing \"format\""),
        .init(kind: "wrong format", json: #"{"format": "png", "version": 1}"#,
              expected: "format: expected \"perceive-snapshot\", found \"png\""),
        .init(kind: "unsupported version", json: #"{"format": "perceive-snapshot", "version": 2}"#,
              expected: "version: unsupported version 2 (this reader understands version 1)"),
        .init(kind: "version of the wrong type", json: #"{"format": "perceive-snapshot", "version": "1"}"#,
              expected: "version: expected a number, found a string"),
        .init(kind: "missing screen", json: #"{"format": "perceive-snapshot", "version": 1}"#,
              expected: "missing \"screen\""),
        .init(kind: "unknown top-level key", json: #"{"format": "perceive-snapshot", "version": 1, "sreen": {}}"#,
              expected: "sreen: unknown key \"sreen\" (did you mean \"screen\"?)"),
        .init(kind: "screens of the wrong type", json: children("", screens: "[]"),
              expected: "screens: expected an object, found an array"),
        .init(kind: "missing root", json: #"{"format": "perceive-snapshot", "version": 1, "screen": {"name": "Dogs"}}"#,
              expected: "screen: missing \"root\""),
        .init(kind: "negative screen size",
              json: #"{"format": "perceive-snapshot", "version": 1, "screen": {"size": {"width": -1, "height": 5}, "root": {"id": "r"}}}"#,
              expected: "screen.size.width: a size must not be negative, found -1"),
        // Elements.
        .init(kind: "missing id", json: children(#"{"label": "Dogs"}"#), expected: "screen.root.children[0]: missing \"id\""),
        .init(kind: "empty id", json: children(#"{"id": " "}"#),
              expected: "screen.root.children[0].id: an element id must not be empty"),
        .init(kind: "duplicate id", json: children(#"{"id": "a"}, {"id": "b", "children": [{"id": "a"}]}"#),
              expected: "screen.root.children[1].children[0].id: duplicate id \"a\" (first declared at screen.root.children[0])"),
        .init(kind: "element that is not an object", json: children(#""a""#),
              expected: "screen.root.children[0]: expected an object, found a string"),
        .init(kind: "label of the wrong type", json: children(#"{"id": "a", "label": 5}"#),
              expected: "screen.root.children[0].label: expected a string, found a number"),
        .init(kind: "null for an optional string", json: children(#"{"id": "a", "hint": null}"#),
              expected: "screen.root.children[0].hint: expected a string, found null"),
        .init(kind: "flag of the wrong type", json: children(#"{"id": "a", "isHidden": "yes"}"#),
              expected: "screen.root.children[0].isHidden: expected true or false, found a string"),
        .init(kind: "traits not an array", json: children(#"{"id": "a", "traits": "button"}"#),
              expected: "screen.root.children[0].traits: expected an array, found a string"),
        .init(kind: "unknown trait", json: children(#"{"id": "a", "traits": ["header", "buton"]}"#),
              expected: "screen.root.children[0].traits[1]: unknown trait \"buton\" (did you mean \"button\"?)"),
        .init(kind: "unknown container type", json: children(#"{"id": "a", "containerType": "lists"}"#),
              expected: "screen.root.children[0].containerType: unknown container type \"lists\" (did you mean \"list\"?)"),
        .init(kind: "unknown key", json: children(#"{"id": "a", "lable": "Dogs"}"#),
              expected: "screen.root.children[0].lable: unknown key \"lable\" (did you mean \"label\"?)"),
        .init(kind: "negative frame size", json: children(#"{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": -4}}"#),
              expected: "screen.root.children[0].frame.height: a size must not be negative, found -4"),
        .init(kind: "incomplete frame", json: children(#"{"id": "a", "frame": {"x": 0, "y": 0, "width": 10}}"#),
              expected: "screen.root.children[0].frame: missing \"height\""),
        .init(kind: "coordinate out of range", json: children(#"{"id": "a", "activationPoint": {"x": 1e12, "y": 0}}"#),
              expected: "screen.root.children[0].activationPoint.x: 1000000000000 is out of range (at most 1000000 points)"),
        .init(kind: "heading level above 6", json: children(#"{"id": "a", "headingLevel": 7}"#),
              expected: "screen.root.children[0].headingLevel: 7 is outside 1…6"),
        .init(kind: "fractional heading level", json: children(#"{"id": "a", "headingLevel": 2.5}"#),
              expected: "screen.root.children[0].headingLevel: expected a whole number, found 2.5"),
        .init(kind: "unknown gesture", json: children(#"{"id": "a", "gestures": ["longpress"]}"#),
              expected: "screen.root.children[0].gestures[0]: unknown gesture \"longpress\" (did you mean \"longPress\"?)"),
        .init(kind: "unknown direct touch option", json: children(#"{"id": "a", "directTouch": {"options": ["silent"]}}"#),
              expected: "screen.root.children[0].directTouch.options[0]: unknown direct touch option \"silent\" (expected one of: silentOnTouch, requiresActivation)"),
        .init(kind: "empty custom action name", json: children(#"{"id": "a", "customActions": ["Call", ""]}"#),
              expected: "screen.root.children[0].customActions[1]: a custom action name must not be empty"),
        .init(kind: "custom action listed twice", json: children(#"{"id": "a", "customActions": ["Call", {"name": "Call"}]}"#),
              expected: "screen.root.children[0].customActions[1]: the custom action \"Call\" is listed twice"),
        .init(kind: "rotor entry targeting an unknown id",
              json: children(#"{"id": "a", "customRotors": [{"name": "Hazards", "entries": ["b", {"target": "c"}]}]}, {"id": "b"}"#),
              expected: "screen.root.children[0].customRotors[0].entries[1].target: no element with id \"c\" on the screen"),
        .init(kind: "header element that does not exist", json: children(#"{"id": "cell", "headerElementIDs": ["hedaer"]}, {"id": "header"}"#),
              expected: "screen.root.children[0].headerElementIDs[0]: no element with id \"hedaer\" on the screen (did you mean \"header\"?)"),
        .init(kind: "source line 0", json: children(#"{"id": "a", "source": {"file": "Dogs.swift", "line": 0}}"#),
              expected: "screen.root.children[0].source.line: 0 is outside 1…2147483647"),
        .init(kind: "negative font size", json: children(#"{"id": "a", "visual": {"font": {"size": -3}}}"#),
              expected: "screen.root.children[0].visual.font.size: a font size must be positive, found -3"),
        .init(kind: "unknown content size",
              json: #"{"format": "perceive-snapshot", "version": 1, "screen": {"settings": {"contentSize": "AX7"}, "root": {"id": "r"}}}"#,
              expected: "screen.settings.contentSize: unknown content size \"AX7\" (did you mean \"AX1\"?)"),
        // Behaviours.
        .init(kind: "behaviour targeting an unknown element",
              json: children(#"{"id": "a", "behaviors": {"activate": [{"effect": "show", "target": "panle"}]}}, {"id": "panel"}"#),
              expected: "screen.root.children[0].behaviors.activate[0].target: no element with id \"panle\" on the screen (did you mean \"panel\"?)"),
        .init(kind: "navigation to an unknown screen",
              json: children(#"{"id": "a", "behaviors": {"activate": [{"effect": "navigate", "screen": "detials"}]}}"#,
                             screens: #"{"details": {"root": {"id": "r"}}}"#),
              expected: "screen.root.children[0].behaviors.activate[0].screen: no screen named \"detials\" in \"screens\" (did you mean \"details\"?)"),
        .init(kind: "focus on an element of another screen",
              json: children(#"{"id": "a", "behaviors": {"activate": [{"effect": "navigate", "screen": "details", "focus": "a"}]}}"#,
                             screens: #"{"details": {"root": {"id": "r"}}}"#),
              expected: "screen.root.children[0].behaviors.activate[0].focus: no element with id \"a\" on the screen \"details\""),
        .init(kind: "unknown effect kind", json: children(#"{"id": "a", "behaviors": {"activate": [{"effect": "anounce", "text": "Hi"}]}}"#),
              expected: "screen.root.children[0].behaviors.activate[0].effect: unknown effect \"anounce\" (did you mean \"announce\"?)"),
        .init(kind: "effect without a kind", json: children(#"{"id": "a", "behaviors": {"activate": [{"text": "Hi"}]}}"#),
              expected: "screen.root.children[0].behaviors.activate[0]: missing \"effect\" (one of: setValue, stepValue, show, hide, setTraits, clearTraits, toggleTraits, setLabel, navigate, back, dismiss, announce, screenChanged, layoutChanged)"),
        .init(kind: "key another effect takes", json: children(#"{"id": "a", "behaviors": {"activate": [{"effect": "announce", "text": "Hi", "target": "a"}]}}"#),
              expected: "screen.root.children[0].behaviors.activate[0].target: unknown key \"target\" (expected one of: effect, text, priority)"),
        .init(kind: "empty announcement", json: children(#"{"id": "a", "behaviors": {"activate": [{"effect": "announce", "text": ""}]}}"#),
              expected: "screen.root.children[0].behaviors.activate[0].text: an announcement must not be empty"),
        .init(kind: "step of zero", json: children(#"{"id": "a", "behaviors": {"increment": [{"effect": "stepValue", "values": ["1", "2"], "by": 0}]}}"#),
              expected: "screen.root.children[0].behaviors.increment[0].by: a step of 0 changes nothing"),
        .init(kind: "focus without a notification",
              json: children(#"{"id": "a", "behaviors": {"escape": [{"effect": "back", "notification": "none", "focus": "a"}]}}"#),
              expected: "screen.root.children[0].behaviors.escape[0].focus: a focus needs a notification to carry it (\"notification\" is \"none\")"),
        .init(kind: "behaviour for an undeclared custom action",
              json: children(#"{"id": "a", "customActions": ["Call"], "behaviors": {"customActions": {"Cal": []}}}"#),
              expected: "screen.root.children[0].behaviors.customActions.Cal: the element has no custom action \"Cal\" (did you mean \"Call\"?)"),
        .init(kind: "effects not in a list", json: children(#"{"id": "a", "behaviors": {"activate": {"effect": "back"}}}"#),
              expected: "screen.root.children[0].behaviors.activate: expected an array, found an object"),
        .init(kind: "empty screen name", json: children("", screens: #"{"": {"root": {"id": "r"}}}"#),
              expected: "screens[\"\"]: a screen name must not be empty"),
    ]
}

@Suite struct SnapshotDecodingErrorTests {
    @Test(arguments: MalformedSnapshot.cases)
    func rejectsMalformedInput(_ malformed: MalformedSnapshot) {
        #expect(throws: SnapshotError.self) { try Snapshot.decode(Data(malformed.json.utf8)) }
        do {
            _ = try Snapshot.decode(Data(malformed.json.utf8))
        } catch {
            #expect(error.description == malformed.expected)
        }
    }

    @Test func coversAtLeastTwentyKindsOfMalformedInput() {
        #expect(Set(MalformedSnapshot.cases.map(\.kind)).count == MalformedSnapshot.cases.count)
        #expect(MalformedSnapshot.cases.count >= 20)
    }

    @Test func namesTheFileFirst() {
        let json = MalformedSnapshot.children(#"{"id": "a", "traits": ["buton"]}"#)
        #expect(throws: SnapshotError(file: "dogs.json", path: "screen.root.children[0].traits[0]",
                                      message: "unknown trait \"buton\" (did you mean \"button\"?)")) {
            try Snapshot.decode(Data(json.utf8), file: "dogs.json")
        }
        let error = SnapshotError(file: "dogs.json", path: "screen.root", message: "missing \"id\"")
        #expect(error.description == "dogs.json: screen.root: missing \"id\"")
    }

    @Test func reportsAFileThatCannotBeRead() throws {
        let url = URL(fileURLWithPath: "/nonexistent/perceive/dogs.json")
        do {
            _ = try Snapshot.read(contentsOf: url)
            Issue.record("reading a missing file succeeded")
        } catch {
            #expect(error.file == "/nonexistent/perceive/dogs.json")
            #expect(error.message.hasPrefix("cannot read the file"))
        }
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: SnapshotError(path: "", message: "not JSON: the text is not valid UTF-8")) {
            try Snapshot.decode(Data([0x7B, 0xFF, 0x7D]))
        }
    }

    @Test func capsNestingDepthInsteadOfOverflowingTheStack() {
        let depth = 10_000
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: SnapshotError(path: "line 1, column 257", message: "nested more than 256 levels deep")) {
            try Snapshot.decode(Data(json.utf8))
        }
        var elements = #"{"id": "leaf"}"#
        for level in 0..<depth { elements = #"{"id": "e\#(level)", "children": [\#(elements)]}"# }
        let document = #"{"format": "perceive-snapshot", "version": 1, "screen": {"root": \#(elements)}}"#
        #expect(throws: SnapshotError.self) { try Snapshot.decode(Data(document.utf8)) }
    }

    @Test func acceptsTheDeepestAllowedNesting() throws {
        var elements = #"{"id": "leaf"}"#
        // The document and the screen take two levels, each element level two more.
        for level in 0..<126 { elements = #"{"id": "e\#(level)", "children": [\#(elements)]}"# }
        let document = #"{"format": "perceive-snapshot", "version": 1, "screen": {"root": \#(elements)}}"#
        let snapshot = try Snapshot.decode(Data(document.utf8))
        #expect(snapshot.screen.root.id == "e125")
    }
}
