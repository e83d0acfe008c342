import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// A line-limited text is judged cut off at AX3 against the width its container offers it, not
/// the width it took at L (docs/review.md, Truncation): a short title alone on a line has the
/// screen's width to grow into.
@Suite struct TextRoomAtLargeSizesTests {
    func cutOff(_ view: String, text: String) throws -> Bool {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    \(view)
                }
            }
            """
        let screen = try SwiftUIFrontEnd.lower(source: source, path: "V.swift", view: "V", settings: AccessibilitySettings()).screen
        var nodes = [screen.root]
        var found: AccessibilityElement?
        while found == nil, let node = nodes.popLast() {
            if node.label == text { found = node }
            nodes += node.children
        }
        let element = try #require(found)
        return element.visual?.cutOffAtAccessibilitySize != nil
    }

    @Test(arguments: [
        "Text(\"Settings\").lineLimit(1)",
        "VStack { Text(\"Settings\").lineLimit(1); Text(\"x\") }",
        "HStack { Image(systemName: \"gear\"); Text(\"Settings\").lineLimit(1); Spacer() }",
        // A short neighbour leaves it its ideal width at AX3.
        "HStack { Text(\"Settings\").lineLimit(1); Text(\"Notifications and sounds\") }",
        "List { Text(\"Settings\").lineLimit(1) }",
        "ScrollView(.horizontal) { Text(\"Settings for this account and every device\").lineLimit(1) }",
        "Text(\"Settings for this account and every device\").lineLimit(1).fixedSize()",
    ])
    func aTextWithRoomToGrowIsNotCutOff(view: String) throws {
        #expect(try !cutOff(view, text: view.contains("every device") ? "Settings for this account and every device" : "Settings"))
    }

    @Test(arguments: [
        "Text(\"Settings for this account\").lineLimit(1)",
        "Text(\"Settings\").lineLimit(1).frame(width: 90)",
        "Text(\"Settings\").lineLimit(1).padding(.horizontal, 150)",
        // Its neighbour grows at AX3 too: the two share the line.
        "HStack { Text(\"Settings for this account\").lineLimit(1); Text(\"Notifications\") }",
    ])
    func aTextWithoutRoomIsCutOff(view: String) throws {
        #expect(try cutOff(view, text: "Settings" + (view.contains("account") ? " for this account" : "")))
    }
}
