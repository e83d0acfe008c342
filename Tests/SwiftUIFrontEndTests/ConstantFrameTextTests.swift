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

    /// The constant height that alone cuts the text off is where it is written, in the row view
    /// the text is passed into (ios-pass's `OptionRow`); under a line limit, the text is the place.
    @Test func theConstantHeightThatCutsTextOffIsPlaced() throws {
        let source = """
            import SwiftUI
            struct OptionRow<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    HStack { content() }
                        .frame(height: 22)
                }
            }
            struct Settings: View {
                var body: some View {
                    OptionRow { Text("Searchable content in titles and notes") }
                    OptionRow { Text("Clipboard cleared after two minutes").lineLimit(1) }
                }
            }
            """
        let root = try SwiftUIFrontEnd.lower(source: source, path: "V.swift", view: "Settings", settings: AccessibilitySettings()).screen.root
        var visuals: [VisualFacts] = []
        var stack = [root]
        while let element = stack.popLast() {
            if let visual = element.visual, visual.cutOffAtAccessibilitySize != nil { visuals.append(visual) }
            stack.append(contentsOf: element.children.reversed())
        }
        #expect(visuals.map { $0.cutOffAtAccessibilitySize?.line } == [11, 12])
        #expect(visuals.map { $0.cutOffByHeightAt?.line } == [6, nil])
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
