@testable import SwiftUIFrontEnd
import Testing

/// A gesture given only empty handlers does nothing a person could miss; the text is read
/// without its white space, however the handler is written.
@Suite struct InertGestureTests {
    func modifier(_ name: String = "gesture", written: String) -> AppliedModifier {
        AppliedModifier(name: name, arguments: [.init(label: nil, value: .unknown(reason: "gesture"), sourceText: written)])
    }

    @Test func emptyHandlersWrittenOverSeveralLinesAreInert() {
        #expect(GestureKind.isInert(modifier(written: "DragGesture()\n    .onChanged { _ in }\n\t.onEnded({ _ in })")))
        #expect(GestureKind.isInert(modifier("simultaneousGesture", written: "DragGesture(minimumDistance: 0)\r\n.onEnded { }")))
    }

    @Test func textBeyondASCIIIsReadByItsCharacters() {
        // U+00A0 (no-break space) and U+2003 (em space) are white space to `Character`.
        #expect(GestureKind.isInert(modifier(written: "DragGesture()\u{A0}.onChanged\u{2003}{ _ in }")))
        #expect(!GestureKind.isInert(modifier(written: "DragGesture().onChanged { _ in print(\"é\") }")))
    }

    @Test func aHandlerThatActsOrAGestureWithoutHandlersIsNotInert() {
        #expect(!GestureKind.isInert(modifier(written: "DragGesture().onChanged { value in level = value.location.x }")))
        #expect(!GestureKind.isInert(modifier(written: "DragGesture()")))
        #expect(!GestureKind.isInert(modifier(written: "DragGesture().updating($offset) { _, _, _ in }.onEnded { _ in }")))
        #expect(!GestureKind.isInert(modifier(written: "pan")))
        #expect(!GestureKind.isInert(modifier("onTapGesture", written: "{ }")))
    }
}
