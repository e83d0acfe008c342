import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// A view of the app's made by a method the app gives `View` (isowords' `navigationStyle(title:)`,
/// whose body is `NavigationBar(backgroundColor:content: self, title:)`) reads its own members
/// through `self` in its body: `self` there is the bar, not the view the method was called on.
@Suite struct ViewMadeByViewExtensionTests {
    static func labels(member: String) throws -> [String?] {
        let source = """
            extension View {
                func navigationStyle<Title: View>(backgroundColor: Color = .white, title: Title) -> some View {
                    NavigationBar(backgroundColor: backgroundColor, content: self, title: title)
                }
            }
            private struct NavigationBar<Title: View, Content: View>: View {
                let backgroundColor: Color
                let content: Content
                let title: Title
                var body: some View {
                    VStack {
                        \(member)title
                        \(member)content
                    }
                    .background(\(member)backgroundColor)
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack { Button("Start") { start() } }
                        .navigationStyle(title: Text("Multiplayer"))
                }
            }
            """
        return try SwiftUIFrontEnd.lower(source: source, path: "Screen.swift", view: "Screen",
                                         settings: AccessibilitySettings()).screen.root.children.map(\.label)
    }

    @Test(arguments: ["self.", ""])
    func theBarReadsItsOwnMembers(_ member: String) throws {
        #expect(try Self.labels(member: member) == ["Multiplayer", "Start"])
    }
}
