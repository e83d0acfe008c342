import Foundation
@testable import SwiftUIFrontEnd
import Testing

/// The byte scan for an unknown's marker answers as Foundation's `contains` does.
@Suite struct ContainsMarkerTests {
    static let reasons: [String] = [
        "",
        "unknown view `TipView`",
        CallerContent.reason("label"),
        "`title` of \(CallerContent.reason("label"))",
        NestedInItself.reason("EventView"),
        "a view its callers pas",
        "a view its callers pass",
        "a view its callers pass\u{301} (`label`)",
        "a view its callers pas\u{15B}",
        "naïve: a view its callers pass (`label`) ✓",
        "\r\na view its callers pass\r\n",
        "inside itself through the same call\u{301}",
        "é inside itself through the same call; read at the outer copy",
    ]

    @Test(arguments: reasons)
    func answersAsFoundation(_ reason: String) {
        #expect(CallerContent.isCallerContent(reason) == reason.contains(CallerContent.marker))
        #expect(NestedInItself.isNestedInItself(reason) == reason.contains(NestedInItself.marker))
    }

    @Test func findsTheMarkers() {
        #expect(CallerContent.isCallerContent(CallerContent.reason("label")))
        #expect(CallerContent.isCallerContent("naïve: a view its callers pass (`label`) ✓"))
        #expect(!CallerContent.isCallerContent("a view its callers pas"))
        #expect(!CallerContent.isCallerContent(NestedInItself.reason("EventView")))
        #expect(NestedInItself.isNestedInItself(NestedInItself.reason("EventView")))
        #expect(!NestedInItself.isNestedInItself("unknown view `TipView`"))
    }
}
