import AccessibilityTree
import Foundation
import SnapshotCodec
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
                                      message: "unknown trait \"buton\". Did you mean 'button'?")) {
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

/// Damaged copies of a valid snapshot: each is rejected with an error, or reads as a snapshot
/// that survives a round trip; none crashes.
@Suite struct SnapshotDamageTests {
    static func dogs() throws -> Data {
        try Data(contentsOf: SnapshotFixtureTests.fixtures.appendingPathComponent("valid/dogs.json"))
    }

    @Test func everyTruncationBeforeTheLastBraceIsRejected() throws {
        let data = try Self.dogs()
        let lastBrace = try #require(data.lastIndex(of: UInt8(ascii: "}")))
        for length in 0...lastBrace {
            #expect(throws: SnapshotError.self, "prefix of \(length) bytes") { try Snapshot.decode(data.prefix(length)) }
        }
        #expect(try Snapshot.decode(data.prefix(lastBrace + 1)) == Snapshot.decode(data))
    }

    @Test func damagedBytesAreRejectedOrReadConsistently() throws {
        let original = [UInt8](try Self.dogs())
        var generator = SplitMix64(seed: 0x5EED)
        let replacements = Array(#"{}[]",:0123456789-.eE tfnu\"#.utf8) + [0x00, 0xFF]
        var rejected = 0
        for _ in 0..<1_500 {
            var damaged = original
            for _ in 0..<Int(generator.next() % 3 + 1) {
                let position = Int(generator.next() % UInt64(damaged.count))
                switch generator.next() % 3 {
                case 0: damaged[position] = replacements[Int(generator.next() % UInt64(replacements.count))]
                case 1: damaged.remove(at: position)
                default: damaged.insert(replacements[Int(generator.next() % UInt64(replacements.count))], at: position)
                }
            }
            do {
                let snapshot = try Snapshot.decode(Data(damaged))
                #expect(try Snapshot.decode(snapshot.encoded()) == snapshot)
            } catch {
                #expect(!error.message.isEmpty)
                rejected += 1
            }
        }
        #expect(rejected > 1_000)
    }
}

/// A small deterministic random number generator (SplitMix64), so damage tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
