@testable import Audit
import Foundation
import TestSupport
import Testing

/// A Swift file or a folder given on its own is audited in the light of the project around it (the nearest
/// `Package.swift`, `.xcodeproj`/`.xcworkspace` or git root, with its local packages), and
/// findings are reported only in the paths given.
@Suite struct ProjectScopeTests {
    /// An app whose screen's button shows a label declared in a local package: the screen's
    /// file alone cannot see that the button is labelled.
    static func app(in folder: TemporaryFolder, marker: String = "App.xcodeproj/project.pbxproj") throws {
        try folder.write("App/\(marker)", "")
        try folder.write("App/Package.swift", """
            let package = Package(name: "App", dependencies: [.package(path: "../Shared")])
            """)
        try folder.write("App/Sources/Screen.swift", """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button { } label: { DeleteLabel() }
                        Text("Title").font(.system(size: 12))
                    }
                }
            }

            #Preview { Screen() }
            """)
        try folder.write("App/Sources/Other.swift", """
            import SwiftUI
            struct Other: View {
                var body: some View { Text("Other").font(.system(size: 11)) }
            }
            """)
        try folder.write("Shared/Package.swift", "let package = Package(name: \"Shared\")")
        try folder.write("Shared/Sources/DeleteLabel.swift", """
            import SwiftUI
            struct DeleteLabel: View {
                var body: some View { Label("Delete", systemImage: "trash") }
            }
            """)
    }

    static func summary(_ result: AuditResult, in folder: TemporaryFolder) -> [String] {
        result.findings.map { finding in
            let file = finding.location.file.hasPrefix(folder.path) ? String(finding.location.file.dropFirst(folder.path.count + 1))
                : finding.location.file
            return "\(file):\(finding.location.line) \(finding.ruleID)"
        }
    }

    @Test func aFileAuditedAloneGivesTheFindingsItHasInItsProject() throws {
        let folder = try TemporaryFolder()
        try Self.app(in: folder)
        let runner = AuditRunner(rules: AllRules.all)
        let file = folder.path + "/App/Sources/Screen.swift"
        let alone = try runner.run(paths: [file])
        let whole = try runner.run(paths: [folder.path + "/App", folder.path + "/Shared"])
        let inFile = whole.findings.filter { $0.location.file == file }
        #expect(!inFile.isEmpty)
        #expect(alone.findings == inFile)
        #expect(alone.inputs.map(\.path) == [file])
    }

    @Test func aViewAPreviewInAnotherFileShowsGivesTheFindingsItHasInItsProject() throws {
        let folder = try TemporaryFolder()
        try Self.app(in: folder)
        try folder.write("App/Sources/Badge.swift", """
            import SwiftUI
            struct Badge: View {
                let count: Int
                var body: some View { Button { } label: { Image(systemName: "tray.full") } }
            }
            """)
        try folder.write("App/Sources/Previews.swift", """
            import SwiftUI
            #Preview { Badge(count: 3) }
            """)
        let runner = AuditRunner(rules: AllRules.all)
        let file = folder.path + "/App/Sources/Badge.swift"
        let alone = try runner.run(paths: [file])
        let whole = try runner.run(paths: [folder.path + "/App", folder.path + "/Shared"])
        let inFile = whole.findings.filter { $0.location.file == file }
        #expect(inFile.map(\.ruleID).contains("small-hit-region"))
        #expect(alone.findings == inFile)
    }

    @Test func withoutItsProjectTheFileSeesLess() throws {
        let folder = try TemporaryFolder()
        try Self.app(in: folder)
        let file = folder.path + "/App/Sources/Screen.swift"
        var runner = AuditRunner(rules: AllRules.all)
        let inProject = Self.summary(try runner.run(paths: [file]), in: folder)
        runner.indexesProjectAroundPaths = false
        let alone = Self.summary(try runner.run(paths: [file]), in: folder)
        #expect(inProject == ["App/Sources/Screen.swift:6 fixed-font-size"])
        #expect(alone == ["App/Sources/Screen.swift:5 missing-label", "App/Sources/Screen.swift:6 fixed-font-size"])
    }

    @Test func findingsAreReportedOnlyInThePathsGiven() throws {
        let folder = try TemporaryFolder()
        try Self.app(in: folder)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App/Sources/Screen.swift"])
        #expect(!result.findings.isEmpty)
        #expect(result.findings.allSatisfy { $0.location.file.hasSuffix("App/Sources/Screen.swift") })
    }

    @Test(arguments: ["Package.swift", "App.xcworkspace/contents.xcworkspacedata", ".git/HEAD"])
    func eachMarkerMakesAProjectRoot(marker: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Root/\(marker)", "")
        try folder.write("Root/Sources/Er/View.swift", "")
        let scope = ProjectScope.around([folder.path + "/Root/Sources/Er/View.swift"])
        #expect(scope.indexed.map { String($0.dropFirst(folder.path.count)) } == ["/Root"])
    }

    @Test func aFolderAuditedAloneGivesTheFindingsItHasInItsProject() throws {
        let folder = try TemporaryFolder()
        try Self.app(in: folder)
        try folder.write("App/Sources/Feature/Row.swift", """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        Button { } label: { DeleteLabel() }
                        Text("Row").font(.system(size: 10))
                    }
                }
            }

            #Preview { Row() }
            """)
        let runner = AuditRunner(rules: AllRules.all)
        let feature = folder.path + "/App/Sources/Feature"
        let alone = try runner.run(paths: [feature])
        let whole = try runner.run(paths: [folder.path + "/App", folder.path + "/Shared"])
        let inFeature = whole.findings.filter { $0.location.file.hasPrefix(feature + "/") }
        #expect(Self.summary(alone, in: folder) == ["App/Sources/Feature/Row.swift:6 fixed-font-size"])
        #expect(alone.findings == inFeature)
        #expect(alone.inputs.map(\.path) == [feature + "/Row.swift"])
    }

    @Test func aFolderWithoutItsProjectSeesLess() throws {
        let folder = try TemporaryFolder()
        try Self.app(in: folder)
        let sources = folder.path + "/App/Sources"
        var runner = AuditRunner(rules: AllRules.all)
        let inProject = Self.summary(try runner.run(paths: [sources]), in: folder)
        runner.indexesProjectAroundPaths = false
        let alone = Self.summary(try runner.run(paths: [sources]), in: folder)
        #expect(inProject == ["App/Sources/Other.swift:3 fixed-font-size", "App/Sources/Screen.swift:6 fixed-font-size"])
        #expect(alone == ["App/Sources/Other.swift:3 fixed-font-size", "App/Sources/Screen.swift:5 missing-label",
                          "App/Sources/Screen.swift:6 fixed-font-size"])
    }

    @Test func aFolderInsideAProjectIndexesItsProject() throws {
        let folder = try TemporaryFolder()
        try Self.app(in: folder)
        let scope = ProjectScope.around([folder.path + "/App/Sources"])
        #expect(scope.indexed.map { String($0.dropFirst(folder.path.count)) } == ["/App", "/Shared"])
    }

    @Test func aProjectFolderGivenIndexesOnlyItsLocalPackages() throws {
        let folder = try TemporaryFolder()
        try Self.app(in: folder)
        let scope = ProjectScope.around([folder.path + "/App"])
        #expect(scope.indexed.map { String($0.dropFirst(folder.path.count)) } == ["/Shared"])
        #expect(!ProjectScope.around([folder.path + "/Shared"]).widens)
    }

    @Test(arguments: [("Examples/Demo", false), ("Examples/Demo/View.swift", false), ("Sources/Lib", true),
                      ("Tests/LibTests/LibTests.swift", true), ("Custom/Path/Lib.swift", true)])
    func aPackageHoldsOnlyWhatSwiftPMBuilds(path: String, isPart: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("Package/Package.swift", """
            let package = Package(name: "Lib", targets: [.target(name: "Custom", path: "./Custom/")])
            """)
        try folder.write("Package/.git/HEAD", "")
        for file in ["Examples/Demo/View.swift", "Sources/Lib/Lib.swift", "Tests/LibTests/LibTests.swift", "Custom/Path/Lib.swift"] {
            try folder.write("Package/\(file)", "")
        }
        let scope = ProjectScope.around([folder.path + "/Package/" + path])
        #expect(scope.widens == isPart)
    }

    @Test func localPackagesAreFollowedFromTheManifest() throws {
        let folder = try TemporaryFolder()
        try Self.app(in: folder)
        let scope = ProjectScope.around([folder.path + "/App/Sources/Screen.swift"])
        #expect(scope.indexed.map { String($0.dropFirst(folder.path.count)) } == ["/App", "/Shared"])
    }

    @Test func manifestPathsAreReadFromPackageCalls() {
        let manifest = """
            dependencies: [
                .package(path: "../Models"),
                .package( path: "Local/Env" ),
                .package(name: "SharedModels", path: "../SharedModels"),
                .package(url: "https://example.com/x.git", from: "1.0.0"),
            ]
            """
        #expect(ProjectScope.packagePaths(in: manifest) == ["../Models", "Local/Env", "../SharedModels"])
        #expect(ProjectScope.targetPaths(in: manifest + #".target(name: "A", path: "./Sources/A/")"#) == ["Sources/A"])
    }
}
