import AccessibilityTree
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import TestSupport
import Testing

/// A type conforming to a protocol of the app's own that refines `View` is a view, and one with
/// no `body` of its own uses the `body` an extension of the protocol gives it.
@Suite struct ViewProtocolTests {
    static let greeting = """
        import SwiftUI

        struct Greeting: PlatformView {
            let name: String
            var phoneView: some View { Text("Hello, \\(name)") }
            var tvView: some View { Text("Welcome") }
        }
        """

    static let files = [
        ParsedSourceFile(path: "PlatformView.swift", text: platformViewProtocolSource),
        ParsedSourceFile(path: "Greeting.swift", text: greeting),
    ]

    @Test func aTypeConformingToAViewProtocolOfTheAppIsAView() {
        #expect(SwiftUIFrontEnd.discoverViews(in: Self.files).map(\.name) == ["Greeting"])
    }

    @Test func itsBodyIsTheOneTheProtocolExtensionGivesForThePlatform() throws {
        let entry = try #require(SwiftUIFrontEnd.entryPoints(in: Self.files).first { $0.viewName == "Greeting" })
        let phone = SwiftUIFrontEnd.lower(entry: entry, files: Self.files, settings: AccessibilitySettings())
        #expect(phone.screen.root.children.map(\.label) == ["Hello, name"])
        let television = SwiftUIFrontEnd.lower(entry: entry, files: Self.files, settings: AccessibilitySettings(), platform: .tvOS)
        #expect(television.screen.root.children.map(\.label) == ["Welcome"])
    }

    @Test func itsOwnBodyComesBeforeTheProtocolExtensions() throws {
        let own = Self.greeting.replacingOccurrences(
            of: "    var tvView: some View { Text(\"Welcome\") }",
            with: "    var tvView: some View { Text(\"Welcome\") }\n    var body: some View { Text(\"Own body\") }")
        let files = [Self.files[0], ParsedSourceFile(path: "Greeting.swift", text: own)]
        let entry = try #require(SwiftUIFrontEnd.entryPoints(in: files).first { $0.viewName == "Greeting" })
        let result = SwiftUIFrontEnd.lower(entry: entry, files: files, settings: AccessibilitySettings())
        #expect(result.screen.root.children.map(\.label) == ["Own body"])
    }

    @Test func aProtocolDeclaredInATypeAndOneRefiningItCount() {
        let source = """
            import SwiftUI

            enum ItemScreen {}

            extension ItemScreen {
                protocol ScrollContainer: View {}
            }

            protocol CinematicContainer: ItemScreen.ScrollContainer {}

            extension ItemScreen {
                struct Compact: ScrollContainer {
                    var body: some View { Text("Compact") }
                }
            }

            struct Cinematic: CinematicContainer {
                var body: some View { Text("Cinematic") }
            }
            """
        let views = SwiftUIFrontEnd.discoverViews(in: [ParsedSourceFile(path: "Item.swift", text: source)])
        #expect(views.map(\.name) == ["ItemScreen.Compact", "Cinematic"])
    }

    @Test func aProtocolThatDoesNotRefineViewMakesNoView() {
        let source = """
            import SwiftUI

            protocol ViewModel: ObservableObject {}
            protocol Titled { var title: String { get } }

            final class FeedModel: ViewModel {}
            struct Episode: Titled {
                var title: String
                var body: String
            }
            """
        #expect(SwiftUIFrontEnd.discoverViews(in: [ParsedSourceFile(path: "Models.swift", text: source)]).isEmpty)
    }
}
