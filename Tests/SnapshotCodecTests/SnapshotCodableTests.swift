import AccessibilityTree
import Foundation
import SnapshotCodec
import Testing

/// `Codable` goes through the snapshot codec: `JSONEncoder` and `JSONDecoder` see the snapshot format.
@Suite struct SnapshotCodableTests {
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func snapshotThroughJSONEncoderAndDecoder() throws {
        let data = try JSONEncoder().encode(SnapshotSamples.full)
        #expect(try JSONDecoder().decode(Snapshot.self, from: data) == SnapshotSamples.full)
        #expect(try Snapshot.decode(data) == SnapshotSamples.full)
    }

    @Test func elementAndScreenUseTheSnapshotShape() throws {
        let element = AccessibilityElement(id: "play", label: "Play", traits: [.button], frame: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(try Self.json(element)
            == #"{"frame":{"height":4,"width":3,"x":1,"y":2},"id":"play","label":"Play","traits":["button"]}"#)
        #expect(try JSONDecoder().decode(AccessibilityElement.self, from: Data(try Self.json(element).utf8)) == element)
        let screen = Screen(name: "Player", root: element)
        #expect(try Self.json(screen) == #"{"name":"Player","root":\#(try Self.json(element))}"#)
        #expect(try JSONDecoder().decode(Screen.self, from: Data(try Self.json(screen).utf8)) == screen)
        #expect(try JSONDecoder().decode(Screen.self, from: try JSONEncoder().encode(SnapshotSamples.full.screen))
            == SnapshotSamples.full.screen)
    }

    @Test func effectsAndBehavioursUseTheSnapshotShape() throws {
        #expect(try Self.json(ActionEffect.announce("Saved", priority: .low))
            == #"{"effect":"announce","priority":"low","text":"Saved"}"#)
        let effect = try JSONDecoder().decode(
            ActionEffect.self, from: Data(#"{"effect": "navigate", "screen": "anywhere", "focus": "x"}"#.utf8))
        #expect(effect == .navigate(to: "anywhere", notification: .screenChanged(focus: "x")))
        let behavior = try JSONDecoder().decode(ElementBehavior.self, from: try JSONEncoder().encode(SnapshotSamples.everyEffect))
        #expect(behavior == SnapshotSamples.everyEffect)
    }

    @Test(arguments: [
        (#"{"id": "a", "traits": ["buton"]}"#, #"traits[0]: unknown trait "buton". Did you mean 'button'?"#),
        (#"{"id": "a", "isHidden": 1}"#, "isHidden: expected true or false, found a number"),
        (#"{"id": "a", "children": [{"id": "a"}]}"#, #"children[0].id: duplicate id "a" (first declared at the top level)"#),
        (#"{"label": "a"}"#, #"missing "id""#),
    ])
    func decodingErrorsCarryTheCodecMessage(json: String, message: String) {
        do {
            _ = try JSONDecoder().decode(AccessibilityElement.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == message)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func elementsInAnArrayKeepTheirCodingPath() {
        let json = #"[{"id": "a"}, {"id": "b", "lable": "x"}]"#
        do {
            _ = try JSONDecoder().decode([AccessibilityElement].self, from: Data(json.utf8))
            Issue.record("decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.intValue) == [1])
            #expect(context.debugDescription == #"lable: unknown key "lable". Did you mean 'label'?"#)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
