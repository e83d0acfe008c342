import Audit
import Foundation
import Testing

/// A type is a view through a protocol of the app's own that refines `View`, and its `body` may
/// come from that protocol's extension (docs/swiftui-coverage.md, Views of the app's own
/// protocols): both are declared in other files than the view, so the view's entry is reused only
/// while those files are unchanged (docs/cache.md).
extension ResultCacheTests {
    static let platformProtocol = "import SwiftUI\nprotocol PlatformView: View {\n    associatedtype PhoneBody: View\n    var phoneView: PhoneBody { get }\n}\n"
    static let platformBody = "import SwiftUI\nextension PlatformView {\n    var body: some View { phoneView }\n}\n"
    /// A screen whose phone body is a button showing only a decorative image: no label.
    static let settingsScreen = """
        import SwiftUI
        struct SettingsScreen: PlatformView {
            var phoneView: some View {
                Button {
                } label: {
                    Image(decorative: "gear")
                }
            }
        }
        """

    /// A tab, in a file of its own, that shows the screen.
    static let settingsTab = """
        import SwiftUI
        struct SettingsTab: View {
            var body: some View {
                SettingsScreen()
            }
        }

        #Preview {
            SettingsTab()
        }
        """

    func writePlatformFiles() throws {
        try project.write("SettingsTab.swift", Self.settingsTab)
        try project.write("PlatformView.swift", Self.platformProtocol)
        try project.write("PlatformView+Body.swift", Self.platformBody)
        try project.write("SettingsScreen.swift", Self.settingsScreen)
    }

    /// Audits the platform files with the cache, writes `contents` to `name`, and audits again:
    /// the screen's unlabelled button is reported before, and after the change the cached run
    /// equals an uncached one and no longer reports it. Gives the inputs the second run redid.
    func inputsRedone(writing contents: String, to name: String) throws -> Set<String> {
        try writePlatformFiles()
        let before = try audit()
        #expect(ruleIDs(before.result).contains("SettingsScreen.swift:4 missing-label"))
        try project.write(name, contents)
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(!ruleIDs(after.result).contains("SettingsScreen.swift:4 missing-label"))
        return Set(after.cache?.statistics.inputsAudited ?? [])
    }

    /// The extension's `body` draws something else now: the tab that shows the screen is
    /// lowered again.
    @Test func aChangedBodyInTheProtocolsExtensionRedoesItsViews() throws {
        let body = Self.platformBody.replacingOccurrences(of: "{ phoneView }", with: "{ Text(\"Settings\") }")
        #expect(try inputsRedone(writing: body, to: "PlatformView+Body.swift").contains(path("SettingsTab.swift")))
    }

    /// The protocol, declared in a file of its own, no longer refines `View`: its conformer is
    /// no longer a view, so the tab that shows it, which the protocol's file never named, is
    /// lowered again.
    @Test func aProtocolThatNoLongerRefinesViewRedoesItsConformersAndTheirUsers() throws {
        let declaration = Self.platformProtocol.replacingOccurrences(of: "protocol PlatformView: View", with: "protocol PlatformView")
        let redone = try inputsRedone(writing: declaration, to: "PlatformView.swift")
        #expect(redone.isSuperset(of: ["PlatformView.swift", "SettingsTab.swift"].map(path)))
    }
}
