@testable import Audit
import SwiftUIFrontEnd
import TestSupport
import Testing

/// Which platforms an Xcode project's targets build each Swift file for, and an audit that
/// leaves out the files only other platforms' targets build.
@Suite struct TargetMembershipTests {
    static func membership(_ projectFile: String = XcodeProjectFixture.projectFile()) throws -> (TemporaryFolder, TargetMembership) {
        let folder = try TemporaryFolder()
        try XcodeProjectFixture.write(in: folder, projectFile: projectFile)
        let membership = TargetMembership(bundles: [folder.path + "/App/App.xcodeproj"])
        #expect(membership.problems.isEmpty)
        return (folder, membership)
    }

    @Test func readsEachTargetsPlatformsAndFiles() throws {
        let (folder, membership) = try Self.membership()
        let app = folder.path + "/App/"
        #expect(membership.platforms(of: app + "Phone/PhoneScreen.swift") == [.iOS, .iPadOS])
        #expect(membership.platforms(of: app + "Watch App/WatchScreen.swift") == [.watchOS])
        #expect(membership.platforms(of: app + "Sources/Shared.swift") == [.iOS, .iPadOS, .watchOS])
        // In a folder both targets keep in step with the disk; one file taken out of the iPhone app.
        #expect(membership.platforms(of: app + "Common/Badge.swift") == [.iOS, .iPadOS, .watchOS])
        #expect(membership.platforms(of: app + "Common/Complications/Corner.swift") == [.watchOS])
        // No target compiles it: nothing is known of it.
        #expect(membership.platforms(of: app + "Loose.swift") == nil)
        #expect(!membership.builds(app + "Watch App/WatchScreen.swift", for: .iOS))
        #expect(membership.builds(app + "Watch App/WatchScreen.swift", for: .watchOS))
        #expect(membership.builds(app + "Loose.swift", for: .tvOS))
        // Each target's Info.plist, named from the project's folder with or without $(SRCROOT).
        #expect(membership.platforms(of: app + "Phone/Info.plist") == [.iOS, .iPadOS])
        #expect(membership.platforms(of: app + "Watch App/Info.plist") == [.watchOS])
    }

    @Test func aTargetWithoutItsOwnSDKTakesTheProjects() throws {
        let (folder, membership) = try Self.membership(XcodeProjectFixture.projectFile(watchSettings: ""))
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == [.iOS, .iPadOS])
    }

    @Test func supportedPlatformsWinOverTheSDK() throws {
        let settings = #"SDKROOT = auto; SUPPORTED_PLATFORMS = "watchos watchsimulator";"#
        let (folder, membership) = try Self.membership(XcodeProjectFixture.projectFile(watchSettings: settings))
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == [.watchOS])
    }

    @Test func aTargetNamingNoKnownPlatformBuildsItsFilesForEveryPlatform() throws {
        let (folder, membership) = try Self.membership(XcodeProjectFixture.projectFile(watchSettings: "SDKROOT = auto;", projectSDK: "auto"))
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == nil)
        #expect(membership.builds(folder.path + "/App/Watch App/WatchScreen.swift", for: .iOS))
        // A file another target compiles too is then built for every platform as well.
        #expect(membership.platforms(of: folder.path + "/App/Sources/Shared.swift") == nil)
    }

    @Test func aTargetsOwnAutomaticSDKIsNotTheProjects() throws {
        let (folder, membership) = try Self.membership(XcodeProjectFixture.projectFile(watchSettings: "SDKROOT = auto;"))
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == nil)
    }

    static func filesWithFindings(_ result: AuditResult, in folder: TemporaryFolder) -> [String] {
        Set(result.findings.map { String($0.location.file.dropFirst(folder.path.count + "/App/".count)) }).sorted()
    }

    @Test func anAuditLeavesOutTheFilesOnlyOtherPlatformsBuild() throws {
        let folder = try TemporaryFolder()
        try XcodeProjectFixture.write(in: folder)
        let iOS = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        #expect(Self.filesWithFindings(iOS, in: folder)
            == ["Common/Badge.swift", "Loose.swift", "Phone/Info.plist", "Phone/PhoneScreen.swift", "Sources/Shared.swift"])
        #expect(iOS.inputErrors.isEmpty)
        let watch = try AuditRunner(rules: AllRules.all, configuration: AuditConfiguration(platform: .watchOS)).run(paths: [folder.path + "/App"])
        #expect(Self.filesWithFindings(watch, in: folder)
            == ["Common/Badge.swift", "Common/Complications/Corner.swift", "Loose.swift", "Sources/Shared.swift", "Watch App/Info.plist",
                "Watch App/WatchScreen.swift"])
    }

    @Test func aFileNamedOnTheCommandLineIsAuditedWhateverBuildsIt() throws {
        let folder = try TemporaryFolder()
        try XcodeProjectFixture.write(in: folder)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App/Watch App/WatchScreen.swift"])
        #expect(Self.filesWithFindings(result, in: folder) == ["Watch App/WatchScreen.swift"])
    }

    @Test func aProjectFileThatCannotBeReadIsNamedAndEveryFileAudited() throws {
        let folder = try TemporaryFolder()
        try XcodeProjectFixture.write(in: folder, projectFile: "// !$*UTF8*$!\n{\n\tobjects = {\n")
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        #expect(result.inputErrors == [InputError(file: folder.path + "/App/App.xcodeproj/project.pbxproj",
                                                  message: "not an Xcode project file: line 4, column 1: a dictionary is not closed with '}'")])
        #expect(Self.filesWithFindings(result, in: folder) == ["Common/Badge.swift", "Common/Complications/Corner.swift", "Loose.swift",
                                                               "Phone/Info.plist", "Phone/PhoneScreen.swift", "Sources/Shared.swift",
                                                               "Watch App/Info.plist", "Watch App/WatchScreen.swift"])
    }

    @Test func aProjectFolderWithoutAProjectFileIsPassedOver() throws {
        let folder = try TemporaryFolder()
        try XcodeProjectFixture.write(in: folder)
        try folder.write("App/Generated.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "<Scheme/>")
        let membership = TargetMembership(bundles: [folder.path + "/App/Generated.xcodeproj", folder.path + "/App/App.xcodeproj"])
        #expect(membership.problems.isEmpty)
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == [.watchOS])
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        #expect(result.inputErrors.isEmpty)
        #expect(!Self.filesWithFindings(result, in: folder).contains("Watch App/WatchScreen.swift"))
    }
}
