import AccessibilityTree
@testable import SwiftUIFrontEnd
import Testing

/// `self.init(…)` in an initialiser builds the instance with the initialiser it delegates to (The
/// Swift Programming Language, Initialization: Initializer Delegation for Value Types).
@Suite struct InitializerDelegationTests {
    static let badge = """
        struct Badge: View {
            let title: String
            let detail: String
            var body: some View { Text(title + detail) }
        }
        extension Badge {
            init(_ title: String) { self.init(title: title, detail: "!") }
            init(count: Int) { self.init("\\(count)") }
        }
        struct Screen: View {
            var body: some View {
                VStack { Badge("New"); Badge(count: 3) }
            }
        }
        """

    @Test func aDelegatingInitialiserBuildsTheInstanceItDelegatesTo() throws {
        let result = try SwiftUIFrontEnd.lower(source: Self.badge, path: "Screen.swift", view: "Screen")
        // Through one delegation to the memberwise initialiser, and through two.
        #expect(result.screen.root.children.map(\.label) == ["New!", "3!"])
    }

    /// Overloads told apart only by their parameters' types: an initialiser that delegates is
    /// not chosen again for its own delegation, so the chain reaches the initialiser that sets
    /// the properties instead of going round until the depth budget.
    @Test func anInitialiserIsNotChosenAgainForItsOwnDelegation() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct Poster: View {
                let names: [String]
                var body: some View { Text(names.first ?? "none") }
            }
            extension Poster {
                init(_ name: String) { self.init([name]) }
                init(_ names: [String]) { self.init(names: names) }
            }
            struct Screen: View {
                var body: some View { Poster("Dune") }
            }
            """, path: "Screen.swift", view: "Screen")
        #expect(result.screen.root.children.map(\.label) == ["Dune"])
    }
}
