import AccessibilityTree
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import Testing

/// A stored `Color` nobody passed, drawn where a view goes (`color.frame(height: 1)`, a divider's
/// body), is the colour SwiftUI draws: it fills its space and is no element, whichever colour the
/// running app gives it. Another type's property nobody passed stays unknown.
@Suite struct ColorPropertyViewTests {
    static func elements(drawing property: String) -> [AccessibilityElement] {
        let source = """
            import SwiftUI
            struct HorizontalDivider: View {
                private let fill: \(property)
                init(fill: \(property) = .themeBlade) { self.fill = fill }
                var body: some View { fill.frame(height: 1) }
            }
            struct Rows: View {
                var body: some View {
                    VStack {
                        Text("Treasury")
                        HorizontalDivider()
                    }
                }
            }
            """
        let files = [ParsedSourceFile(path: "Rows.swift", text: source)]
        guard let entry = SwiftUIFrontEnd.entryPoints(in: files).first(where: { $0.viewName == "Rows" }) else { return [] }
        return SwiftUIFrontEnd.lower(entry: entry, files: files, settings: AccessibilitySettings()).screen.root.children
    }

    @Test func aColourNobodyPassedIsNoElement() {
        let elements = Self.elements(drawing: "Color")
        #expect(elements.map(\.label) == ["Treasury"])
        #expect(elements.allSatisfy { $0.unresolved.isEmpty })
    }

    @Test func anotherTypeNobodyPassedStaysUnknown() {
        let elements = Self.elements(drawing: "Divider.Style")
        #expect(elements.count == 2)
        #expect(elements.last?.unresolved.isEmpty == false)
    }
}
