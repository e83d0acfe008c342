@testable import Audit
import Foundation
import TestSupport
import Testing

/// Local packages no app of the audited folders builds (an Android build's, a static web site's)
/// are left out of the audit and counted; those a project or workspace names, and those a
/// package so named names in its manifest, are audited.
@Suite struct LocalPackageUseTests {
    /// The fixture's project with its iPhone target an app, and `objects` added to its objects
    /// (an `XCLocalSwiftPackageReference`, a folder reference).
    static func projectFile(objects: String = "", isApp: Bool = true) -> String {
        let file = XcodeProjectFixture.projectFile()
            .replacingOccurrences(of: "/* Begin PBXBuildFile section */", with: objects + "\n/* Begin PBXBuildFile section */")
        guard isApp else { return file }
        return file.replacingOccurrences(of: "\t\t\tname = Phone;", with: "\t\t\tname = Phone;\n\t\t\tproductType = \"com.apple.product-type.application\";")
    }

    static let featuresReference = """
        \t\tPK01 /* XCLocalSwiftPackageReference "Packages/Features" */ = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Features; };
        """

    /// The fixture with three packages under `App/`: `Packages/Features`, whose manifest names
    /// `../Models`, `Packages/Models`, and `Android`; each with one view of a fixed font.
    static func write(in folder: TemporaryFolder, projectFile: String) throws {
        try XcodeProjectFixture.write(in: folder, projectFile: projectFile)
        try folder.write("App/Packages/Features/Package.swift", """
            let package = Package(name: "Features", dependencies: [.package(name: "Models", path: "../Models")])
            """)
        try folder.write("App/Packages/Features/Sources/Features/FeatureView.swift", XcodeProjectFixture.view("FeatureView"))
        try folder.write("App/Packages/Models/Package.swift", "let package = Package(name: \"Models\")")
        try folder.write("App/Packages/Models/Sources/Models/ModelBadge.swift", XcodeProjectFixture.view("ModelBadge"))
        try folder.write("App/Android/Package.swift", "let package = Package(name: \"AndroidApp\")")
        try folder.write("App/Android/Sources/AndroidApp/AndroidScreen.swift", XcodeProjectFixture.view("AndroidScreen"))
    }

    static let packagedFiles = ["Android/Sources/AndroidApp/AndroidScreen.swift", "Packages/Features/Sources/Features/FeatureView.swift",
                                "Packages/Models/Sources/Models/ModelBadge.swift"]

    static func packagedFilesWithFindings(_ result: AuditResult, in folder: TemporaryFolder) -> [String] {
        TargetMembershipTests.filesWithFindings(result, in: folder).filter(packagedFiles.contains)
    }

    @Test func aPackageNoProjectNamesIsLeftOutAndCounted() throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder, projectFile: Self.projectFile(objects: Self.featuresReference))
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        #expect(Self.packagedFilesWithFindings(result, in: folder) == Array(Self.packagedFiles.dropFirst()))
        let choice = try #require(result.platform)
        // The view and the manifest.
        #expect(choice.leftOutOfUnusedPackagesCount == 2)
        #expect(choice.unusedPackages == [folder.path + "/App/Android"])
        #expect(choice.notes.last == "2 files left out: no Xcode project or workspace builds the package holding them into an app"
            + " (Android); give a package's folder to audit it")
        #expect(result.inputErrors.isEmpty)
    }

    /// A local package an earlier Xcode added as a folder reference, one a workspace names (in a
    /// group of its navigator), a local pod of the `Podfile`, and the packages of a project
    /// building no app are audited.
    @Test(arguments: [
        (objects: """
            \t\tFR20 /* Features */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Packages/Features; sourceTree = SOURCE_ROOT; };
            """, written: nil, isApp: true, expected: Array(packagedFiles.dropFirst())),
        (objects: featuresReference, written: ("App/App.xcworkspace/contents.xcworkspacedata", """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <Group location = "container:" name = "Ports">
                  <FileRef location = "group:Android"></FileRef>
               </Group>
            </Workspace>
            """), isApp: true, expected: packagedFiles),
        (objects: featuresReference, written: ("App/Podfile", """
            target 'Phone' do
              # pod 'Old', :path => './Old'
              pod 'AndroidApp', :path => './Android'
            end
            """), isApp: true, expected: packagedFiles),
        (objects: "", written: nil, isApp: false, expected: packagedFiles),
    ] as [(objects: String, written: (String, String)?, isApp: Bool, expected: [String])])
    func aPackageNamedOtherwiseOrBesideNoAppIsAudited(_ objects: String, _ written: (String, String)?, _ isApp: Bool,
                                                      _ expected: [String]) throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder, projectFile: Self.projectFile(objects: objects, isApp: isApp))
        if let (path, text) = written { try folder.write(path, text) }
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        #expect(Self.packagedFilesWithFindings(result, in: folder) == expected)
        #expect(result.platform?.leftOutOfUnusedPackagesCount == (expected.count == Self.packagedFiles.count ? 0 : 2))
    }

    /// A workspace in a folder above the project's (Corona-Warn-App's `src/xcode/ENA.xcworkspace`
    /// beside `ENA/ENA.xcodeproj`) names the packages beside the project.
    @Test func aWorkspaceAboveTheProjectNamesThePackagesBesideIt() throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder, projectFile: Self.projectFile(objects: Self.featuresReference))
        try FileManager.default.createDirectory(atPath: folder.path + "/src", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder.path + "/App", toPath: folder.path + "/src/App")
        try folder.write("src/Top.xcworkspace/contents.xcworkspacedata", """
            <Workspace version = "1.0"><FileRef location = "group:App/Android"></FileRef></Workspace>
            """)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path])
        let files = Set(result.findings.map { String($0.location.file.dropFirst(folder.path.count + "/src/App/".count)) })
        #expect(files.filter(Self.packagedFiles.contains).sorted() == Self.packagedFiles)
        #expect(result.platform?.leftOutOfUnusedPackagesCount == 0)
    }

    /// Apps side by side (a repository of examples, each its own app) do not judge each other's
    /// packages: a package no folder above holds an app's project or a workspace is audited.
    @Test func aPackageBesideAnAppsProjectFolderIsNotJudgedByIt() throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder, projectFile: Self.projectFile(objects: Self.featuresReference))
        try folder.write("Pad/Package.swift", "let package = Package(name: \"Pad\")")
        try folder.write("Pad/Sources/Pad/PadScreen.swift", XcodeProjectFixture.view("PadScreen"))
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path])
        let files = Set(result.findings.map { String($0.location.file.dropFirst(folder.path.count + 1)) })
        #expect(files.contains("Pad/Sources/Pad/PadScreen.swift"))
        #expect(!files.contains("App/Android/Sources/AndroidApp/AndroidScreen.swift"))
        #expect(result.platform?.unusedPackages == [folder.path + "/App/Android"])
    }

    /// The package's folder, or a file of it, given is audited.
    @Test(arguments: ["App/Android", "App/Android/Sources/AndroidApp/AndroidScreen.swift"])
    func aPackageGivenIsAudited(_ path: String) throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder, projectFile: Self.projectFile(objects: Self.featuresReference))
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/" + path])
        #expect(Self.packagedFilesWithFindings(result, in: folder) == ["Android/Sources/AndroidApp/AndroidScreen.swift"])
    }

    @Test func aWorkspaceThatCannotBeReadIsNamedAndNoPackageLeftOut() throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder, projectFile: Self.projectFile(objects: Self.featuresReference))
        try folder.write("App/App.xcworkspace/contents.xcworkspacedata", "<Workspace><FileRef></Workspace>")
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        #expect(Self.packagedFilesWithFindings(result, in: folder) == Self.packagedFiles)
        #expect(result.inputErrors.map(\.file) == [folder.path + "/App/App.xcworkspace/contents.xcworkspacedata"])
        #expect(result.inputErrors.first?.message.hasPrefix("not an Xcode workspace file: line 1, column ") == true)
    }
}
