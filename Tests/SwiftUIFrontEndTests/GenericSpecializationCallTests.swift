import AccessibilityTree
@testable import SwiftUIFrontEnd
import Testing

/// A generic view made with its generic arguments written (`SectionHeader<Content>(…)`) is the
/// same view as when they are inferred (The Swift Programming Language, Generics: Generic Types).
@Suite struct GenericSpecializationCallTests {
    @Test func aGenericViewMadeWithItsArgumentsWrittenIsLowered() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct SectionHeader<Content: View>: View {
                let title: String
                let trailing: () -> Content
                init(title: String, @ViewBuilder trailing: @escaping () -> Content) {
                    self.title = title
                    self.trailing = trailing
                }
                var body: some View { HStack { Text(title); trailing() } }
            }
            struct ListHeader<Content: View>: View {
                let title: String
                let trailing: () -> Content
                var body: some View { SectionHeader<Content>(title: title, trailing: trailing) }
            }
            struct Screen: View {
                var body: some View {
                    ListHeader(title: "Found in objects") { Image(systemName: "questionmark.circle.fill") }
                }
            }
            """, path: "Screen.swift", view: "Screen")
        let labels = result.screen.exposedNodes.compactMap(\.label)
        #expect(labels.first == "Found in objects")
    }
}
