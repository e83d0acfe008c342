@testable import SwiftUIFrontEnd
import Testing

/// `NavigationLink(destination:isActive:) { EmptyView() }`, a link followed from code, draws
/// nothing and is no element; a link with a label is one.
@Suite struct EmptyNavigationLinkTests {
    @Test func aLinkWhoseLabelIsEmptyIsNoElement() {
        let source = """
            struct Root: View {
                @State var showsProfile = false
                var body: some View {
                    VStack {
                        NavigationLink(destination: Text("Profile"), isActive: $showsProfile) { EmptyView() }
                        NavigationLink(destination: Text("Profile")) { Image(systemName: "person") }
                        Text("Home")
                    }
                }
            }
            """
        #expect(BranchExplorationTests.labels(source) == [["Person", "Home"]])
    }

    /// The same idiom titled with an empty string (EhPanda's `NavigationLink("", destination:,
    /// isActive:)` in a `.background`): no element. A title of a run-time value is one.
    @Test func aLinkTitledWithAnEmptyStringIsNoElement() {
        let source = """
            struct Root: View {
                @State var showsProfile = false
                let title: String
                var body: some View {
                    VStack {
                        Text("Home")
                            .background(NavigationLink("", destination: Text("Profile"), isActive: $showsProfile))
                        NavigationLink(title, destination: Text("Profile"))
                    }
                }
            }
            """
        #expect(BranchExplorationTests.labels(source) == [["Home", "title"]])
    }
}
