@testable import Audit
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

    /// The copies `xcodebuild -exportLocalizations` keeps for translators are not the app's.
    @Test func localizationCatalogsAreNotWalked() throws {
        let project = try TemporaryFolder()
        for path in ["App/Base.lproj/Main.storyboard", "Localizations/en.xcloc/Source Contents/App/Base.lproj/Main.storyboard",
                     "Localizations/en.xcloc/Localized Contents/en.lproj/Localizable.strings"] {
            try project.write(path, "<document/>")
        }
        let found = try InputDiscovery(root: project.path).discover([project.path])
        #expect(found.map { String($0.path.dropFirst(project.path.count + 1)) } == ["App/Base.lproj/Main.storyboard"])
    }

    /// A tree several folders deep, with files beside folders at every level, a linked folder and
    /// a linked file, skipped and hidden folders, and a second path inside the first.
    static func nestedTree() throws -> TemporaryFolder {
        let nested = try TemporaryFolder()
        for path in ["Top.swift", "A/A.swift", "A/B/B.swift", "A/B/C/C.swift", "A/B/C/D/Info.plist", "A/Z.swift",
                     "B/Assets.xcassets/Contents.json", "B/One.swift", "B/Two/Two.swift", "C/Sub/Deeper/Deep.swift",
                     "C/Sub/Deeper/.build/Built.swift", "C/.hidden/Hidden.swift", "C/Pods/Pod.swift", "Empty/Note.md",
                     "Other/Other.swift", "Snapshots/home.json"] {
            try nested.write(path, path.hasSuffix(".json") ? #"{"format": "perceive-snapshot"}"# : "let x = 1")
        }
        try FileManager.default.createSymbolicLink(atPath: nested.path("A/B/Linked"), withDestinationPath: nested.path("Other"))
        try FileManager.default.createSymbolicLink(atPath: nested.path("C/Linked.swift"), withDestinationPath: nested.path("Top.swift"))
        return nested
    }

    /// Walks the folders on every core, as the audit does.
    static let onEveryCore: @Sendable ([String], @Sendable (String) -> [AuditInput]) -> [[AuditInput]] = { folders, walk in
        AuditRunner(rules: []).parallelMap(folders, walk)
    }

    @Test func foldersWalkedOnEveryCoreGiveTheSerialWalksInputsInItsOrder() throws {
        let nested = try Self.nestedTree()
        let paths = [nested.path, nested.path("A/B"), nested.path("Top.swift")]
        var parallel = InputDiscovery(root: nested.path)
        parallel.eachFolder = Self.onEveryCore
        var reversed = InputDiscovery(root: nested.path)
        reversed.eachFolder = { folders, walk in Array(folders.reversed().map(walk).reversed()) }
        let serial = try InputDiscovery(root: nested.path).discover(paths)
        #expect(serial.map { String($0.path.dropFirst(nested.path.count + 1)) } == [
            "A/A.swift", "A/B/B.swift", "A/B/C/C.swift", "A/B/C/D/Info.plist", "A/Z.swift", "B/Assets.xcassets",
            "B/One.swift", "B/Two/Two.swift", "C/Linked.swift", "C/Sub/Deeper/Deep.swift", "Other/Other.swift",
            "Snapshots/home.json", "Top.swift",
        ])
        for _ in 0..<5 {
            #expect(try parallel.discover(paths) == serial)
            #expect(try reversed.discover(paths) == serial)
        }
    }

    @Test func theFoldersDirectlyInEachPathAreWalkedApart() throws {
        let nested = try Self.nestedTree()
        let given = RecordedValues<[String]>()
        var discovery = InputDiscovery(root: nested.path)
        discovery.eachFolder = { folders, walk in
            given.record(folders)
            return folders.map(walk)
        }
        _ = try discovery.discover([nested.path("A"), nested.path("C")])
        #expect(given.all == [[nested.path("A/B"), nested.path("C/Sub")]])
    }

    @Test func globsSelectTheSameFilesOnEveryCore() throws {
        let nested = try Self.nestedTree()
        var discovery = InputDiscovery(include: [Glob("A/**"), Glob("C/**")], exclude: [Glob("A/B/C/**")],
                                       root: nested.path)
        let serial = try discovery.discover([nested.path])
        discovery.eachFolder = Self.onEveryCore
        #expect(serial.map { String($0.path.dropFirst(nested.path.count + 1)) } == [
            "A/A.swift", "A/B/B.swift", "A/Z.swift", "C/Linked.swift", "C/Sub/Deeper/Deep.swift",
        ])
        #expect(try discovery.discover([nested.path]) == serial)
    }
}
