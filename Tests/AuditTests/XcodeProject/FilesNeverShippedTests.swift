@testable import Audit
import Foundation
import TestSupport
import Testing

/// Files inside an app's folders that are never built into it — a local pod's example app and
/// tests its podspec does not ship, a playground's pages — are left out of the audit and counted;
/// the pod's shipped sources are audited, and so is a pod or playground given as the folder.
@Suite struct FilesNeverShippedTests {
    static let podspec = """
        Pod::Spec.new do |s|
          s.name = 'SwipeKit'
          s.source = { :git => 'https://example.com/SwipeKit.git', :tag => s.version }
          s.source_files = 'Source/*.swift'
          s.resource_bundles = { 'SwipeKit' => ['Resources/*.{xcassets,storyboard}'] }
        end
        """

    /// The fixture's app with a `Podfile` naming the local pod `Local Pods/SwipeKit` (its source, its
    /// example app with a project of its own, its tests) and a playground; each file a view of a
    /// fixed font.
    static func write(in folder: TemporaryFolder) throws {
        try XcodeProjectFixture.write(in: folder, projectFile: LocalPackageUseTests.projectFile())
        try folder.write("App/Podfile", """
            target 'Phone' do
              pod 'SwipeKit', :path => 'Local Pods/SwipeKit'
            end
            """)
        try folder.write("App/Local Pods/SwipeKit/SwipeKit.podspec", podspec)
        try folder.write("App/Local Pods/SwipeKit/Source/SwipeCell.swift", XcodeProjectFixture.view("SwipeCell"))
        try folder.write("App/Local Pods/SwipeKit/Example/MailExample.xcodeproj/project.pbxproj", LocalPackageUseTests.projectFile())
        try folder.write("App/Local Pods/SwipeKit/Example/Phone/MailCell.swift", XcodeProjectFixture.view("MailCell"))
        try folder.write("App/Local Pods/SwipeKit/Tests/SwipeCellTests.swift", XcodeProjectFixture.view("SwipeCellPreview"))
        try folder.write("App/Sketches/Button.playground/Contents.swift", XcodeProjectFixture.view("ButtonSketch"))
    }

    static let neverShipped = ["Local Pods/SwipeKit/Example/Phone/MailCell.swift", "Local Pods/SwipeKit/Tests/SwipeCellTests.swift",
                               "Sketches/Button.playground/Contents.swift"]

    @Test func thePodsExampleAndTestsAndThePlaygroundAreLeftOutAndCounted() throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        let files = TargetMembershipTests.filesWithFindings(result, in: folder)
        #expect(files.contains("Local Pods/SwipeKit/Source/SwipeCell.swift"))
        #expect(files.filter(Self.neverShipped.contains).isEmpty)
        let choice = try #require(result.platform)
        #expect(choice.leftOutOfPodsCount == 2)
        #expect(choice.podsLeavingOut == [folder.path + "/App/Local Pods/SwipeKit"])
        #expect(choice.leftOutOfPlaygroundsCount == 1)
        #expect(choice.notes.suffix(2) == [
            "2 files left out: in the folder of a local pod whose podspec does not ship them into the app (SwipeKit);"
                + " give the pod's folder to audit them",
            "1 file left out: a page of Xcode playgrounds, never built into an app; give a playground's folder to audit it",
        ])
    }

    @Test func aPodOrPlaygroundGivenAsTheFolderIsAudited() throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder)
        let pod = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App/Local Pods/SwipeKit"])
        #expect(Set(pod.findings.map(\.location.file)).contains(folder.path + "/App/Local Pods/SwipeKit/Example/Phone/MailCell.swift"))
        let playground = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App/Sketches/Button.playground"])
        #expect(playground.findings.map(\.location.file).contains(folder.path + "/App/Sketches/Button.playground/Contents.swift"))
    }

    @Test func withoutAReadablePodspecEveryFileOfThePodIsAudited() throws {
        let folder = try TemporaryFolder()
        try Self.write(in: folder)
        try folder.write("App/Local Pods/SwipeKit/SwipeKit.podspec", Self.podspec.replacingOccurrences(
            of: "'Source/*.swift'", with: "\"#{s.name}/Source/*.swift\""))
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        #expect(TargetMembershipTests.filesWithFindings(result, in: folder).filter(Self.neverShipped.contains) == Array(Self.neverShipped.prefix(2)))
        #expect(result.platform?.leftOutOfPodsCount == 0)
    }
}

/// The patterns of a podspec's shipping attributes, and the files they match.
@Suite struct PodspecFilesTests {
    @Test func rubyLiteralsOfEveryShippingAttributeAreRead() {
        let text = """
            Pod::Spec.new do |spec|
              spec.name = "StepikModel" # the model
              spec.source_files = [
                "CocoaPodsModule.swift",
                "Sources/**/*.swift"
              ]
              spec.exclude_files = "Package.swift"
              spec.ios.resources = 'Assets/*.xcassets', 'Nibs'
              spec.subspec 'UI' do |ui|
                ui.resource_bundles = { :Icons => ['Icons/*.png'] }
              end
              spec.source_files == 'not an assignment'
            end
            """
        #expect(PodspecFiles.patternsOfRuby(text) == ["CocoaPodsModule.swift", "Sources/**/*.swift", "Assets/*.xcassets", "Nibs", "Icons/*.png"])
    }

    @Test(arguments: [
        "s.source_files = \"#{s.name}/*.swift\"",
        "s.source_files = files_of(s.name)",
        "s.name = 'NoFiles'",
    ])
    func aValueNotWrittenAsLiteralsCannotBeTold(_ text: String) {
        #expect(PodspecFiles.patternsOfRuby(text) == nil)
    }

    @Test func jsonPodspecsAndTheirSubspecsAreRead() throws {
        let json = #"{"name": "Kit", "source_files": "Kit/*.swift", "ios": {"resources": ["Kit/*.xib"]}, "subspecs": [{"name": "Core", "source_files": ["Core/**/*.{h,m}"]}]}"#
        #expect(PodspecFiles.patternsOfJSON(Data(json.utf8)).map(Set.init) == ["Kit/*.swift", "Kit/*.xib", "Core/**/*.{h,m}"])
    }

    @Test func patternsMatchFilesBelowThePodsFolder() {
        let pod = PodspecFiles(folder: "/repo/Kit", patterns: ["Source/*.swift", "Nibs", "Assets/*.xcassets"]
            + PodspecFiles.expandingBraces("Views/**/*.{swift,xib}"))
        #expect(pod.ships("/repo/Kit/Source/Cell.swift"))
        #expect(!pod.ships("/repo/Kit/Source/Deeper/Cell.swift"))
        #expect(pod.ships("/repo/Kit/Nibs/Cell.xib"))
        #expect(pod.ships("/repo/Kit/Assets/Icons.xcassets/Contents.json"))
        #expect(pod.ships("/repo/Kit/Views/Row.xib"))
        #expect(pod.ships("/repo/Kit/Views/Rows/Row.swift"))
        #expect(!pod.ships("/repo/Kit/Example/AppDelegate.swift"))
        #expect(pod.ships("/repo/Other/File.swift"))
    }

    @Test func bracesExpandIntoEachOption() {
        #expect(PodspecFiles.expandingBraces("a/{b,c}/*.{h,swift}") == ["a/b/*.h", "a/b/*.swift", "a/c/*.h", "a/c/*.swift"])
    }
}
