import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A `private` or `fileprivate` type declared at the top level of a file is seen only in that
/// file (The Swift Programming Language, Access Control): another file's `Label("Favourites",
/// systemImage:)` is SwiftUI's label, not the first file's `private struct Label: View`.
@Suite struct FilePrivateTypeTests {
    static let project = SwiftUIProject(files: [
        ParsedSourceFile(path: "App/Welcome.swift", text: """
            import SwiftUI
            struct Welcome: View {
                var body: some View { Label(text: "Welcome aboard") }
            }
            private struct Label: View {
                let text: String
                var body: some View { Text(text).font(.title) }
            }
            """),
        ParsedSourceFile(path: "App/Favourites.swift", text: """
            import SwiftUI
            struct Favourites: View {
                var body: some View {
                    Label("Favourites", systemImage: "star")
                }
            }
            fileprivate struct Badge: View {
                var body: some View { Text("New") }
            }
            """),
        ParsedSourceFile(path: "App/Shelf.swift", text: """
            import SwiftUI
            struct Shelf: View {
                var body: some View { Badge() }
            }
            """),
    ])

    @Test func anotherFilesPrivateTypeDoesNotHideSwiftUIsView() {
        let favourites = Self.project.lower(entriesDeclaredIn: "App/Favourites.swift", settings: AccessibilitySettings())
        let elements = favourites.first { $0.screen.name == "Favourites" }?.screen.root.children ?? []
        #expect(elements.map(\.label) == ["Favourites"])
        #expect(elements.first?.source?.file == "App/Favourites.swift")
    }

    @Test func theFileThatDeclaresItUsesItsOwn() {
        let welcome = Self.project.lower(entriesDeclaredIn: "App/Welcome.swift", settings: AccessibilitySettings())
        let elements = welcome.first { $0.screen.name == "Welcome" }?.screen.root.children ?? []
        #expect(elements.map(\.label) == ["Welcome aboard"])
        #expect(elements.first?.traits.contains(.staticText) == true)
    }

    @Test func aFilePrivateViewIsNotFoundFromAnotherFile() {
        let shelf = Self.project.lower(entriesDeclaredIn: "App/Shelf.swift", settings: AccessibilitySettings())
        let elements = shelf.first { $0.screen.name == "Shelf" }?.screen.root.children ?? []
        #expect(!elements.contains { $0.label == "New" })
    }

    /// Brave's case: a file's `private enum Section` and a table library's model `struct Section`
    /// with `init(header:rows:footer:…)`, all defaulted, of its own enum and value types, beside a SwiftUI form's
    /// `Section(header:footer:) { … }`: the private enum is not seen from the form's file, and the
    /// model's initialiser takes no trailing closure, so the section is SwiftUI's.
    @Test func aSectionWithContentIsSwiftUIsBesideAPrivateEnumAndAModelOfTheName() {
        let project = SwiftUIProject(files: [
            ParsedSourceFile(path: "App/Folders.swift", text: """
                private enum Section: Int { case folders, items }
                """),
            ParsedSourceFile(path: "ThirdParty/Static/Section.swift", text: """
                public struct Section {
                    public enum Extremity { case title(String) }
                    public init(header: Extremity? = nil, rows: [String] = [], footer: Extremity? = nil,
                                indexTitle: String? = nil, uuid: String = "") {}
                }
                """),
            ParsedSourceFile(path: "App/SendView.swift", text: """
                import SwiftUI
                struct SendView: View {
                    var body: some View {
                        Form {
                            Section(header: Text("Amount"), footer: Text("Network fee applies")) {
                                Text("0.5 ETH")
                            }
                            Section(header: Text("Zoom")) {
                                Text("125 %")
                            }
                            Section(content: {
                                Text("Primary account")
                            })
                        }
                    }
                }
                """),
        ])
        let send = project.lower(entriesDeclaredIn: "App/SendView.swift", settings: AccessibilitySettings())
        let labels = send.first { $0.screen.name == "SendView" }?.screen.navigableElements.map(\.label) ?? []
        #expect(labels.contains("0.5 ETH"))
        #expect(labels.contains("Network fee applies"))
        // The trailing closure would fill `footer: Extremity?`, were the enum not known.
        #expect(labels.contains("125 %"))
        // Content passed by label is a view's content too: the model's initialiser takes no `content:`.
        #expect(labels.contains("Primary account"))
    }
}
