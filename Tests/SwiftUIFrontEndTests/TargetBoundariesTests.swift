import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A type declared in files only an app extension compiles is that extension's own: the main
/// app's `EmptyView()` is SwiftUI's, though the extension declares `struct EmptyView: View`
/// (DuckDuckGo's autofill extension), while a framework's types are seen by every target.
@Suite struct TargetBoundariesTests {
    static let home = "/project/App/Home.swift"
    static let emptyState = "/project/Autofill/EmptyView.swift"
    static let passwords = "/project/Autofill/Passwords.swift"
    static let badge = "/project/Kit/Badge.swift"
    static let loose = "/project/Loose.swift"

    /// The app is target 0, the extension 1, the framework 2, a test bundle 3.
    static let targets = TargetBoundaries(
        targetsOfFile: [home: [0], emptyState: [1], passwords: [1], badge: [2], "/project/Tests/HomeTests.swift": [3]],
        closedTargets: [0, 1, 3], testTargets: [3])

    static func project(targets: TargetBoundaries) -> SwiftUIProject {
        var layout = AppLayout.oneApp
        layout.targets = targets
        return SwiftUIProject(files: [
            ParsedSourceFile(path: home, text: """
                import SwiftUI
                struct Home: View {
                    var body: some View {
                        VStack {
                            Text("Settings")
                            NavigationLink(destination: Text("Subscribe")) { EmptyView() }
                            Badge()
                        }
                    }
                }
                """),
            ParsedSourceFile(path: emptyState, text: """
                import SwiftUI
                struct EmptyView: View {
                    var body: some View { Text("No passwords saved yet") }
                }
                """),
            ParsedSourceFile(path: passwords, text: """
                import SwiftUI
                struct Passwords: View {
                    var body: some View { VStack { Text("Passwords"); EmptyView() } }
                }
                """),
            ParsedSourceFile(path: badge, text: """
                import SwiftUI
                struct Badge: View {
                    var body: some View { Text("New") }
                }
                """),
            ParsedSourceFile(path: loose, text: """
                import SwiftUI
                struct Loose: View {
                    var body: some View { VStack { Text("Loose"); EmptyView() } }
                }
                """),
        ], layout: layout)
    }

    static func labels(_ project: SwiftUIProject, _ path: String, _ screen: String) -> [String] {
        let results = project.lower(entriesDeclaredIn: path, settings: AccessibilitySettings())
        var labels: [String] = []
        results.first { $0.screen.name == screen }?.screen.root.forEachDescendant { siblings, index, _ in
            if let label = siblings[index].label, !label.isEmpty { labels.append(label) }
        }
        return labels
    }

    @Test func theAppsEmptyViewIsSwiftUIsNotTheExtensions() {
        let labels = Self.labels(Self.project(targets: Self.targets), Self.home, "Home")
        #expect(!labels.contains("No passwords saved yet"))
        // A framework's view is seen from the app.
        #expect(labels.contains("New"))
        // Without the projects read, the extension's view is taken (as before).
        #expect(Self.labels(Self.project(targets: .none), Self.home, "Home").contains("No passwords saved yet"))
    }

    @Test func theExtensionUsesItsOwn() {
        #expect(Self.labels(Self.project(targets: Self.targets), Self.passwords, "Passwords") == ["Passwords", "No passwords saved yet"])
    }

    @Test func aFileNoTargetCompilesSeesEveryType() {
        #expect(Self.labels(Self.project(targets: Self.targets), Self.loose, "Loose") == ["Loose", "No passwords saved yet"])
    }

    @Test func whoSeesAClosedTargetsTypes() {
        let targets = Self.targets
        #expect(targets.closedTargets(ofFile: Self.emptyState) == [1])
        #expect(targets.closedTargets(ofFile: Self.badge) == nil)
        #expect(targets.closedTargets(ofFile: Self.loose) == nil)
        #expect(!targets.sees(typesOf: [1], from: Self.home))
        #expect(targets.sees(typesOf: [1], from: Self.passwords))
        #expect(targets.sees(typesOf: [0], from: "/project/Tests/HomeTests.swift"))
        #expect(targets.sees(typesOf: [0], from: Self.loose))
        // A file both the app and the extension compile is the app's and the extension's.
        let shared = TargetBoundaries(targetsOfFile: ["/project/Shared.swift": [0, 1]], closedTargets: [0, 1], testTargets: [])
        #expect(shared.closedTargets(ofFile: "/project/Shared.swift") == [0, 1])
        #expect(shared.sees(typesOf: [0, 1], from: "/project/Shared.swift"))
        #expect(TargetBoundaries.none.isEmpty && TargetBoundaries.none.canonicalText == "none")
    }
}
