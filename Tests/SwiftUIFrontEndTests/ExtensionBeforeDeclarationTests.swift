import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// Files are read in any order: an extension read before its type's declaration must not hide
/// the declaration's members (a SwiftGen `L10n` enum extended in a file whose name sorts first).
@Suite struct ExtensionBeforeDeclarationTests {
    static func labels(_ files: [ParsedSourceFile]) -> [String] {
        SwiftUIProject(files: files).lower(entriesDeclaredIn: "App/Screen.swift", settings: AccessibilitySettings())
            .flatMap { $0.screen.navigationOrder.map { $0.element.label ?? "-" } }
    }

    static let declaration = ParsedSourceFile(path: "App/Strings.swift", text: """
        enum Strings {
            static var retry: String { "Try Again" }
        }
        """)
    static let extensionFile = ParsedSourceFile(path: "App/Extras.swift", text: """
        extension Strings {
            static var later: String { "Later" }
        }
        """)
    static let screen = ParsedSourceFile(path: "App/Screen.swift", text: """
        struct Screen: View {
            var body: some View {
                VStack { Button(Strings.retry) { }; Button(Strings.later) { } }
            }
        }
        #Preview { Screen() }
        """)

    @Test(arguments: [false, true])
    func theDeclarationAndItsExtensionAreBothRead(extensionFirst: Bool) {
        let files = extensionFirst ? [Self.extensionFile, Self.declaration, Self.screen]
            : [Self.declaration, Self.extensionFile, Self.screen]
        #expect(Self.labels(files) == ["Try Again", "Later"])
    }
}
