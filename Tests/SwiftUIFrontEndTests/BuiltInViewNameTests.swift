import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// An app's model type named as a SwiftUI view (IceCubes' `Models.List`, a Mastodon list) does not
/// hide the view where the call can only build the view.
@Suite struct BuiltInViewNameTests {
    static let model = """
        struct List: Codable {
            let id: String
            let title: String
        }
        """

    @Test func aModelNamedAsAViewLeavesTheViewItsContent() throws {
        let result = try SwiftUIFrontEnd.lower(source: Self.model + """

            struct V: View {
                var body: some View {
                    List {
                        Text("Privacy policy")
                    }
                }
            }
            """, view: "V")
        #expect(result.screen.navigableElements.map(\.label) == ["Privacy policy"])
    }

    @Test func theModelIsBuiltWhereTheCallFitsIt() throws {
        let result = try SwiftUIFrontEnd.lower(source: Self.model + """

            struct V: View {
                let list = List(id: "1", title: "Friends")
                var body: some View {
                    Text(list.title)
                }
            }
            """, view: "V")
        #expect(result.screen.root.children.map(\.label) == ["Friends"])
    }

    @Test func anInitialiserTakingAClosureKeepsTheAppsType() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct List {
                let title: String
                init(make: () -> String) { title = make() }
            }
            struct V: View {
                let list = List { "Made" }
                var body: some View {
                    Text(list.title)
                }
            }
            """, view: "V")
        #expect(result.screen.root.children.map(\.label) == ["Made"])
    }
}
