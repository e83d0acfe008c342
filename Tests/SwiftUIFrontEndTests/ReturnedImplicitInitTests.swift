import AccessibilityTree
@testable import SwiftUIFrontEnd
import Testing

/// An implicit `.init(…)` that a function or computed property returns makes an instance of its
/// declared return type (The Swift Programming Language, Expressions: Implicit Member
/// Expression): `func eraseToAnyView() -> AnyView { .init(self) }` wraps the view it is called on.
@Suite struct ReturnedImplicitInitTests {
    @Test func anImplicitInitializerMakesTheDeclaredReturnType() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            extension View {
                func eraseToAnyView() -> AnyView { .init(self) }
            }
            struct Screen: View {
                var badge: AnyView { .init(Text("New")) }
                var note: AnyView {
                    get { return .init(Text("Draft")) }
                }
                var body: some View {
                    VStack {
                        Text("Saved").eraseToAnyView()
                        badge
                        note
                    }
                }
            }
            """, path: "Screen.swift", view: "Screen")
        #expect(result.screen.exposedNodes.compactMap(\.label) == ["Saved", "New", "Draft"])
    }
}
