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
}
