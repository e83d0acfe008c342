@testable import Basics
import Foundation
import Testing

/// The filter that lets an object answer "absent" without comparing keys.
@Suite struct KeyPresenceTests {
    @Test func everyKeyPresentMayBeContainedAndMostOthersAreNot() {
        let keys = ["id", "label", "value", "hint", "traits", "frame", "children"]
        let presence = KeyPresence(keys)
        for key in keys { #expect(presence.mayContain(key)) }
        let absent = ["customActions", "isModal", "gestures", "visual", "unresolved", "inputLabels", "sortPriority"]
        // "sortPriority" shares its bit with a present key: a "maybe", settled by comparing keys.
        #expect(absent.filter { presence.mayContain($0) } == ["sortPriority"])
        #expect(!KeyPresence([]).mayContain(""))
    }

    @Test func anObjectFindsEveryMemberEvenWhenKeysShareAFilterBit() throws {
        // "ab" and "ax" share a first byte and a length, so one bit: the member is still found.
        let node = JSONNode(value: try JSONParser.parse(Data(#"{"ab": 1, "ax": 2}"#.utf8)), path: .root)
        let object = try node.object(keys: ["ab", "ax", "zz"])
        #expect(try object.required("ax").number() == 2)
        #expect(try object.required("ab").number() == 1)
        #expect(object["zz"] == nil)
        #expect(object["ay"] == nil)
    }
}
