import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// A function of a view passed by its name where a view builder is expected (`label: nameView`,
/// Passepartout's profile menu) gives the callee the view the function makes, with the caller's
/// `self`, as a closure calling it would.
@Suite struct FunctionPassedAsViewBuilderTests {
    static func labels(passing label: String) throws -> [String?] {
        let source = """
            struct DisclosableMenu<Content: View, Label: View>: View {
                @ViewBuilder private let content: () -> Content
                @ViewBuilder private let label: () -> Label
                init(content: @escaping () -> Content, label: @escaping () -> Label) {
                    self.content = content
                    self.label = label
                }
                var body: some View {
                    Menu(content: content) {
                        HStack {
                            label()
                            Image(systemName: "chevron.down")
                        }
                    }
                }
            }
            struct ProfileView: View {
                let name = "Home VPN"
                var body: some View {
                    DisclosableMenu(content: menuContent, label: \(label))
                }
                func nameView() -> some View {
                    Text(name).font(.title2)
                }
                func menuContent() -> some View {
                    Button("Edit") {}
                }
            }
            """
        return try SwiftUIFrontEnd.lower(source: source, path: "ProfileView.swift", view: "ProfileView",
                                         settings: AccessibilitySettings()).screen.root.children.map(\.label)
    }

    @Test func aFunctionPassedByItsNameShowsItsView() throws {
        #expect(try Self.labels(passing: "nameView") == ["Home VPN"])
    }

    @Test func aClosureCallingItShowsTheSame() throws {
        #expect(try Self.labels(passing: "{ nameView() }") == ["Home VPN"])
    }
}
