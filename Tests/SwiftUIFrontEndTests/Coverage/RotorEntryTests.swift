import AccessibilityTree
import AssistiveTechnologies
import Scenes
import SwiftUIFrontEnd
import Testing

/// `accessibilityRotorEntry(id:in:)` binds an element to the `AccessibilityRotorEntry` of a
/// rotor's builder with the same id and namespace, when both are known from source.
@Suite struct RotorEntryTests {
    static func source(hazards: String) -> String {
        """
        import SwiftUI

        struct Step: Identifiable { let id: Int; let name: String; let isHazard: Bool }

        struct V: View {
            let steps = [Step(id: 1, name: "Gate", isHazard: false), Step(id: 2, name: "Bridge", isHazard: true),
                         Step(id: 3, name: "Road", isHazard: true)]
            @Namespace private var route

            var body: some View {
                VStack {
                    ForEach(steps) { step in
                        Text(step.name).accessibilityRotorEntry(id: step.id, in: route)
                    }
                }
                .accessibilityRotor("Hazards") {
                    ForEach(\(hazards)) { step in
                        AccessibilityRotorEntry("Hazard: \\(step.name)", id: step.id, in: route)
                    }
                }
            }
        }
        """
    }

    static func lowered(hazards: String) throws -> LoweringResult {
        try SwiftUIFrontEnd.lower(source: source(hazards: hazards), path: "V.swift", view: "V", settings: AccessibilitySettings())
    }

    @Test func entriesAreBoundToTheMarkedElementsInTheBuildersOrder() throws {
        let result = try Self.lowered(hazards: "steps.filter { $0.isHazard }")
        let rotor = try #require(result.screen.root.children.first?.customRotors.first)
        #expect(rotor.name == "Hazards")
        #expect(rotor.entries.map(\.label) == ["Hazard: Bridge", "Hazard: Road"])
        #expect(rotor.entries.map { result.screen.element(withID: $0.target)?.label } == ["Bridge", "Road"])
        #expect(result.diagnostics.isEmpty)

        var voiceOver = VoiceOver(scene: StaticScene(snapshot: Snapshot(screen: result.screen)))
        #expect(voiceOver.start().texts == ["Gate"])
        #expect(voiceOver.perform(.rotorClockwise).texts == ["Hazards"])
        #expect(voiceOver.perform(.swipeDown).texts == ["Hazard: Bridge"])
        #expect(voiceOver.perform(.swipeDown).texts == ["Hazard: Road"])
        #expect(voiceOver.perform(.swipeDown).texts == ["(boundary)"])
    }

    @Test func entriesOverRunTimeDataStayEmptyWithoutAWarning() throws {
        let result = try Self.lowered(hazards: "model.hazards")
        let rotor = try #require(result.screen.root.children.first?.customRotors.first)
        #expect(rotor.entries.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }
}

extension Array where Element == Utterance {
    fileprivate var texts: [String] { map(\.text) }
}
