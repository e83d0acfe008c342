import Audit
import Foundation
import TestSupport
import Testing

@Suite struct InputDiscoveryTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("App/ContentView.swift", "import SwiftUI")
        try folder.write("App/Info.plist", "<plist/>")
        try folder.write("App/Assets.xcassets/Contents.json", "{}")
        try folder.write("App/Generated/Strings.swift", "let a = 1")
        try folder.write("App/package.json", #"{"name": "perceive-snapshot-tools"}"#)
        try folder.write("Snapshots/home.json", #"{"version": 1, "format": "perceive-snapshot", "screen": {}}"#)
        try folder.write(".build/debug/Thing.swift", "import SwiftUI")
        try folder.write("Pods/Lib/Lib.swift", "import UIKit")
        try folder.write(".hidden/Secret.swift", "import UIKit")
        try folder.write("node_modules/x/y.swift", "import UIKit")
    }

    func relative(_ inputs: [AuditInput]) -> [String] {
        inputs.map { String($0.path.dropFirst(folder.path.count + 1)) + " " + $0.kind.rawValue }
    }

    @Test func findsEveryKindAndSkipsBuildFolders() throws {
        let inputs = try InputDiscovery(root: folder.path).discover([folder.path])
        #expect(relative(inputs) == [
            "App/Assets.xcassets assetCatalog",
            "App/ContentView.swift swiftSource",
            "App/Generated/Strings.swift swiftSource",
            "App/Info.plist infoPlist",
            "Snapshots/home.json snapshot",
        ])
    }

    @Test func honoursIncludeAndExcludeRelativeToTheRoot() throws {
        let discovery = InputDiscovery(include: [Glob("App/**")], exclude: [Glob("**/Generated/**"), Glob("*.plist")],
                                       root: folder.path)
        #expect(relative(try discovery.discover([folder.path])) == [
            "App/Assets.xcassets assetCatalog",
            "App/ContentView.swift swiftSource",
        ])
    }

    @Test func anExplicitFileIsAlwaysAudited() throws {
        let discovery = InputDiscovery(exclude: [Glob("**/Generated/**")], root: folder.path)
        let path = folder.path + "/App/Generated/Strings.swift"
        #expect(try discovery.discover([path]) == [AuditInput(path: path, kind: .swiftSource)])
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: AuditError.missingPath("/no/such/place")) {
            try InputDiscovery().discover(["/no/such/place"])
        }
    }
}
