import AccessibilityTree
@testable import SwiftUIFrontEnd
import Testing

/// A SwiftUI view the app only extends is still SwiftUI's where it is called.
@Suite struct ExtendedBuiltInViewTests {
    static func labels(extending: String) throws -> [String?] {
        let result = try SwiftUIFrontEnd.lower(source: """
            protocol PlatformView: View {}
            \(extending)
            extension View {
                func eraseToAnyView() -> AnyView { AnyView(self) }
            }
            struct Screen: View {
                var body: some View {
                    VStack { Text("Poster").eraseToAnyView(); AnyView(Text("Title")) }
                }
            }
            """, path: "Screen.swift", view: "Screen")
        return result.screen.root.children.map(\.label)
    }

    @Test func anAnyViewTheAppExtendsShowsItsContent() throws {
        // `extension AnyView: PlatformView` (a media app's) adds members, not another view.
        #expect(try Self.labels(extending: "extension AnyView: PlatformView { var iOSView: some View { self } }")
            == ["Poster", "Title"])
        #expect(try Self.labels(extending: "") == ["Poster", "Title"])
    }
}
