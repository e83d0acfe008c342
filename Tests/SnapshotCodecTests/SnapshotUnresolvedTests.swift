import AccessibilityTree
import Foundation
import SnapshotCodec
import Testing

/// Unresolved facts and state-dependent traits in the snapshot format, both directions, and
/// files written before `stateDependentTraits` existed.
@Suite struct SnapshotUnresolvedTests {
    private func decode(_ json: String) throws -> AccessibilityElement {
        try JSONDecoder().decode(AccessibilityElement.self, from: Data(json.utf8))
    }

    private func encode(_ element: AccessibilityElement) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(element), as: UTF8.self)
    }

    @Test(arguments: [
        ("label: `report.send` is a strings-table key", Unresolved(.label, reason: "`report.send` is a strings-table key")),
        ("Frame", Unresolved(.frame, reason: "")),
        ("isTruncated:unknown", Unresolved(.isTruncated, reason: "unknown")),
        ("unknown modifier `glow`", Unresolved(reason: "unknown modifier `glow`")),
        ("ForEach over run-time collection `dogs`: one placeholder row shown",
         Unresolved(reason: "ForEach over run-time collection `dogs`: one placeholder row shown")),
    ])
    func anEntryNamesAFactBeforeAColon(entry: String, expected: Unresolved) throws {
        let json = #"{"id": "e", "unresolved": [\#(String(reflecting: entry))]}"#
        #expect(try decode(json).unresolved == [expected])
    }

    @Test(arguments: [
        (Unresolved(.label, reason: "`report.send` is a strings-table key"), "label: `report.send` is a strings-table key"),
        (Unresolved(.frame, reason: ""), "frame"),
        (Unresolved(reason: "unknown modifier `glow`"), "unknown modifier `glow`"),
    ])
    func anEntryIsWrittenAsTheFactAndItsReason(unresolved: Unresolved, entry: String) throws {
        let element = AccessibilityElement(id: "e", unresolved: [unresolved])
        #expect(try encode(element) == #"{"id":"e","unresolved":[\#(String(reflecting: entry))]}"#)
        #expect(try decode(try encode(element)) == element)
    }

    @Test func stateDependentTraitsAreWrittenAndReadByName() throws {
        let element = AccessibilityElement(id: "f", traits: .button, stateDependentTraits: [.selected, .toggle])
        let json = try encode(element)
        #expect(json == #"{"id":"f","stateDependentTraits":["selected","toggle"],"traits":["button"]}"#)
        #expect(try decode(json) == element)
        #expect(try encode(AccessibilityElement(id: "f")) == #"{"id":"f"}"#)
    }

    @Test func aFileWrittenBeforeTheKeyReadsTheTraitFromItsUnresolvedEntry() throws {
        let old = #"""
            {"id": "f", "label": "Favorite", "traits": ["button"],
             "unresolved": ["traits: depends on state: .isSelected (`isFavorite ? .isSelected : []`)",
                            "traits: depends on state: .isToggle (`isFavorite ? .isToggle : []`)"]}
            """#
        let element = try decode(old)
        #expect(element.stateDependentTraits == [.selected, .toggle])
        #expect(element.unresolved.first == Unresolved(.traits, reason: "depends on state: .isSelected (`isFavorite ? .isSelected : []`)"))
        let rewritten = try encode(element)
        #expect(rewritten.contains(#""stateDependentTraits":["selected","toggle"]"#))
        #expect(rewritten.contains(#""unresolved":["traits: depends on state: .isSelected (`isFavorite ? .isSelected : []`)","#))
        #expect(try decode(rewritten) == element)
    }

    @Test func theKeyWinsOverTheWordsWhenBothAreThere() throws {
        let json = #"""
            {"id": "f", "stateDependentTraits": ["toggle"],
             "unresolved": ["traits: depends on state: .isSelected (`isFavorite ? .isSelected : []`)"]}
            """#
        #expect(try decode(json).stateDependentTraits == .toggle)
    }

    @Test func otherUnresolvedTraitsAreNotStateDependent() throws {
        let json = #"{"id": "f", "unresolved": ["traits: computed at run time", "depends on state: .isSelected"]}"#
        #expect(try decode(json).stateDependentTraits.isEmpty)
    }

    @Test func anUnknownStateDependentTraitIsAnErrorNamingThePlace() {
        do {
            _ = try decode(#"{"id": "f", "stateDependentTraits": ["selectd"]}"#)
            Issue.record("decoded an unknown trait")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == #"stateDependentTraits[0]: unknown trait "selectd". Did you mean 'selected'?"#)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
