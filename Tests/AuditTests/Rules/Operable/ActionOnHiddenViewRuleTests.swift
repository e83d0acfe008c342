import Audit
import SwiftSyntaxSupport
import Testing

@Suite struct ActionOnHiddenViewRuleTests {
    private func findings(_ source: String) -> [Finding] {
        ActionOnHiddenViewRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "Invoice.swift", text: source))
    }

    /// The shape of the held-out fix phoenix-903b911a6e, with the decorative picture in this file.
    private let invoice = """
        struct InvoiceView: View {
            let qrCodeImage = Image(decorative: cgImage, scale: 1.0)
            var body: some View {
                qrCodeImage
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .contextMenu {
                        Button("Copy") { copy() }
                        Button("Share") { share() }
                    }
                    .matchedGeometryEffect(id: "qr", in: namespace)
            }
        }
        """

    @Test func theFindingIsAtTheContextMenuAndSpansTheWholeChain() throws {
        let found = findings(invoice)
        try #require(found.count == 1)
        #expect(found[0].ruleID == "action-on-hidden-view")
        #expect(found[0].location.line == 7)
        #expect(found[0].location.column == 13)
        #expect(found[0].span?.startLine == 4)
        #expect(found[0].span?.endLine == 11)
        #expect(found[0].message.hasPrefix("What the context menu here offers cannot be reached"))
        #expect(found[0].message.contains("decorative image"))
        #expect(found[0].fix?.contains(".accessibilityAction(named:)") == true)
    }

    @Test func theFixOfTheHeldOutCommitIsNotReported() {
        let fixed = invoice.replacingOccurrences(of: """
                    .matchedGeometryEffect(id: "qr", in: namespace)
            """, with: """
                    .matchedGeometryEffect(id: "qr", in: namespace)
                    .accessibilityElement()
                    .accessibilityAddTraits(.isImage)
                    .accessibilityLabel("QR code")
                    .accessibilityAction(named: "Copy Image") { copy() }
            """)
        #expect(fixed != invoice)
        #expect(findings(fixed).isEmpty)
    }

    @Test func eachActionOnAHiddenViewIsOneFindingWithItsReason() {
        let found = findings("""
            HStack {
                Image(note.cover)
                    .onTapGesture { open() }
                    .contextMenu { Button("Save") { save() } }
            }
            .accessibilityHidden(true)
            """)
        #expect(found.map(\.location.line).sorted() == [3, 4])
        #expect(found.allSatisfy { $0.message.contains("a view around it is hidden") })
    }

    @Test func theDeprecatedSpellingHidesToo() {
        #expect(findings("Text(title).onLongPressGesture { rename() }.accessibility(hidden: true)").count == 1)
    }

    @Test func aConditionOrFalseDoesNotHideForCertain() {
        #expect(findings("Text(title).onLongPressGesture { rename() }.accessibilityHidden(isEmpty)").isEmpty)
        #expect(findings("Text(title).onLongPressGesture { rename() }.accessibilityHidden(false)").isEmpty)
    }

    @Test func aHiddenViewInsideAGroupedElementIsLeftOut() {
        // The grouped element's double tap lands on its activation point, which may be the view.
        #expect(findings("""
            HStack {
                Image(decorative: "pin").onTapGesture { locate() }
                Text(place.name)
            }
            .accessibilityElement(children: .combine)
            """).isEmpty)
        // Grouped inside a hidden view, it is hidden with it.
        #expect(findings("""
            VStack {
                HStack { Image("pin").onTapGesture { locate() } }
                    .accessibilityElement(children: .combine)
            }
            .accessibilityHidden(true)
            """).count == 1)
    }

    @Test func aHiddenControlIsLeftToHiddenInteractiveElement() {
        #expect(findings("""
            Button("Play") { play() }
                .contextMenu { Button("Queue") { enqueue() } }
                .accessibilityHidden(true)
            """).isEmpty)
    }

    @Test func gesturesTheTreeReportsOnADecorativeImageAreLeftToGestureOnlyControl() {
        #expect(findings("Image(decorative: \"map\").onTapGesture(count: 2) { zoom() }").isEmpty)
        #expect(findings("Image(decorative: \"map\").onLongPressGesture { pin() }").isEmpty)
        #expect(findings("Image(decorative: \"map\").gesture(DragGesture().onEnded { pan($0) })").isEmpty)
        #expect(findings("Image(decorative: \"map\").onTapGesture { open() }").count == 1)
        #expect(findings("Image(decorative: \"map\").gesture(TapGesture().onEnded { open() })").count == 1)
    }
}
