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

    /// Text in a font made from a UIKit font the front end does not read is drawn at that font's
    /// size, which may not grow (DuckDuckGo's button style: `Font(UIFont.boldAppFont(ofSize: 15))`,
    /// a bold system font of 15 pt): not judged. An app's font not read otherwise is taken to
    /// scale, as before.
    @Test func textInAFontMadeFromAUIKitFontIsNotJudged() throws {
        #expect(try !cutOff("Text(\"Upcoming appointments\").font(Font(UIFont.boldAppFont(ofSize: 15))).frame(height: 22)"))
        #expect(try cutOff("Text(\"Upcoming appointments\").font(Theme.current.body).frame(height: 22)"))
    }
}
