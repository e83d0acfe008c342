import Audit
import Testing

/// A finding whose fix is a label on a control (`context-free-action`) points at the modifier
/// after which the label is written, not at the control's first line; the control's line stays
/// a related location and the whole control the span.
@Suite struct LabelModifierPlacementTests {
    static let runner = AuditRunner(rules: AllRules.all)

    static let shelter = """
        import SwiftUI

        struct ShelterCard: View {
            @State private var showsMap = false
            var body: some View {
                HStack {
                    Text("Skyler's animal shelter")
                    Button("Call") { call() }
                    Button("Open in Maps") {
                        showsMap = true
                    }
                    .buttonStyle(.bordered)
                    .padding(.trailing, 4)
                    .sheet(isPresented: $showsMap) {
                        MapSheet()
                    }
                }
            }
        }
        """

    private func contextFree(_ source: String) -> [Finding] {
        Self.runner.audit(source: source, path: "ShelterCard.swift").findings.filter { $0.ruleID == "context-free-action" }
    }

    @Test func aControlWithModifiersIsReportedAtItsLastShapingModifier() throws {
        let maps = try #require(contextFree(Self.shelter).first { $0.message.contains("Open in Maps") })
        #expect(maps.location.line == 13)
        #expect(maps.relatedLocations.first?.location.line == 9)
        #expect(maps.span?.startLine == 9)
        #expect(maps.span?.endLine == 16)
    }

    /// A picture answering a tap has no button trait (SwiftUI adds none for `onTapGesture`): the
    /// finding quotes it as VoiceOver reads it, "Info, Image", and a button as "Info, Button".
    @Test func theWordAfterTheLabelIsTheElementsRole() throws {
        let source = """
            import SwiftUI

            struct LabsToggle: View {
                @State private var showsInfo = false
                var body: some View {
                    VStack {
                        HStack {
                            Text("Live streams")
                            Image(systemName: "info.circle")
                                .accessibilityLabel("Info")
                                .onTapGesture { showsInfo.toggle() }
                        }
                        HStack {
                            Text("Favourites")
                            Button("Info") { showsInfo.toggle() }
                        }
                    }
                }
            }
            """
        let messages = contextFree(source).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.hasPrefix("VoiceOver reads just \"Info, Image\":") })
        #expect(messages.contains { $0.hasPrefix("VoiceOver reads just \"Info, Button\":") })
    }

    /// Chips whose words their callers pass: lowered on their own, each label is the placeholder
    /// of its parameter (`"\\(text)"`), whose name is no word VoiceOver reads.
    @Test func aLabelOnlyTheCallerKnowsIsNoGenericName() {
        let chips = """
            import SwiftUI

            struct Filters: View {
                let kinds: [String]
                var body: some View {
                    VStack {
                        Text("Events")
                        chip(text: kinds[0])
                        chip(text: kinds[1])
                    }
                }
                func chip(text: String) -> some View {
                    Button(action: {}) { Text(text) }
                }
            }
            """
        #expect(contextFree(chips).isEmpty)
        // Words the code states are judged: both chips read "More", reported once at their one place.
        #expect(contextFree(chips.replacingOccurrences(of: "Text(text)", with: "Text(\"More\")")).count == 1)
    }

    @Test func aControlWithoutModifiersKeepsItsLine() throws {
        let call = try #require(contextFree(Self.shelter).first { $0.message.contains("\"Call,") })
        #expect(call.location.line == 8)
        #expect(call.relatedLocations.isEmpty)
    }
}
