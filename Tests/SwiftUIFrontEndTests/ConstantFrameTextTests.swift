import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// Text in a frame of constant or maximum height is cut off at AX3 when its lines no longer fit
/// (docs/review.md, Truncation).
@Suite struct ConstantFrameTextTests {
    func cutOff(_ view: String) throws -> Bool {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    \(view)
                }
            }
            """
        let element = try SwiftUIFrontEnd.lower(source: source, path: "V.swift", view: "V",
                                                settings: AccessibilitySettings()).screen.root.children.first
        return element?.visual?.cutOffAtAccessibilitySize != nil
    }

    @Test(arguments: [
        "Text(\"Vaccination reminders for all your dogs this week\").frame(maxHeight: 44)",
        "Text(\"Upcoming appointments\").frame(height: 22)",
    ])
    func aCappedHeightCutsTextOff(view: String) throws {
        #expect(try cutOff(view))
    }

    @Test(arguments: [
        "Text(\"Vaccination reminders for all your dogs this week\").frame(maxHeight: .infinity)",
        "Text(\"Vaccination reminders for all your dogs this week\").frame(minHeight: 44)",
        "Text(\"Monthly\").frame(width: 70)",
    ])
    func aFrameThatLetsTextGrowDoesNot(view: String) throws {
        #expect(try !cutOff(view))
    }
}
