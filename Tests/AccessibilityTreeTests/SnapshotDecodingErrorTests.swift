import AccessibilityTree
import Foundation
import Testing

@Suite struct SnapshotDecodingErrorTests {
    @Test(arguments: MalformedSnapshot.cases)
    func rejectsMalformedInput(_ malformed: MalformedSnapshot) {
        do {
            _ = try Snapshot.decode(Data(malformed.json.utf8))
            Issue.record("decoded malformed input: \(malformed.kind)")
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
