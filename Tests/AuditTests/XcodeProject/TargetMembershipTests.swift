@testable import Audit
import ColorScience
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

    /// A file the Compile Sources phase filters to some of the target's platforms (UTM's visionOS
    /// ornament, `platformFilters = (xros, );`, in a target built for iOS and visionOS).
    @Test func aBuildFilesPlatformFilterNarrowsTheTargetsPlatforms() throws {
        let both = #"SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";"#
        let screen = "/App/Phone/PhoneScreen.swift"
        let (visionOnly, visionMembership) = try Self.membership(XcodeProjectFixture.projectFile(
            phoneSettings: both, phoneScreenFilter: "platformFilters = (xros, ); "))
        #expect(visionMembership.platforms(of: visionOnly.path + screen) == [.visionOS])
        #expect(!visionMembership.builds(visionOnly.path + screen, for: .iOS))
        #expect(visionMembership.platforms(of: visionOnly.path + "/App/Sources/Shared.swift") == [.iOS, .iPadOS, .visionOS, .watchOS])
        // Before Xcode 14, one name; Mac Catalyst runs on macOS.
        let (catalyst, catalystMembership) = try Self.membership(XcodeProjectFixture.projectFile(
            phoneSettings: "SUPPORTS_MACCATALYST = YES;", phoneScreenFilter: "platformFilter = maccatalyst; "))
        #expect(catalystMembership.platforms(of: catalyst.path + screen) == [.macOS])
        // A filter naming no platform the audit knows leaves the target's.
        let (driver, driverMembership) = try Self.membership(XcodeProjectFixture.projectFile(phoneScreenFilter: "platformFilter = driverkit; "))
        #expect(driverMembership.platforms(of: driver.path + screen) == [.iOS, .iPadOS])
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

    /// The watch target's configuration based on `Config/Watch.xcconfig`, which sets no platform
    /// itself but includes a file that does, the project's `SDKROOT` being iOS's.
    static func membershipWithConfigurationFile(base: String, watchSettings: String = "",
                                                commonFile: String = "SDKROOT = watchos; // the watch's SDK\n") throws -> (TemporaryFolder, TargetMembership) {
        let folder = try TemporaryFolder()
        try XcodeProjectFixture.write(in: folder, projectFile: XcodeProjectFixture.projectFile(watchSettings: watchSettings, watchBase: base))
        try folder.write("App/Config/Watch.xcconfig", """
            // Settings of the watch app
            #include? "Missing.xcconfig"
            #include "Shared/Common.xcconfig"
            SDKROOT[sdk=iphoneos*] = iphoneos
            PRODUCT_NAME = Watch
            """)
        try folder.write("App/Config/Shared/Common.xcconfig", commonFile)
        let membership = TargetMembership(bundles: [folder.path + "/App/App.xcodeproj"])
        #expect(membership.problems.isEmpty)
        return (folder, membership)
    }

    @Test func aConfigurationFileAndTheFilesItIncludesSetTheTargetsPlatform() throws {
        let (folder, membership) = try Self.membershipWithConfigurationFile(base: "baseConfigurationReference = FR09;")
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == [.watchOS])
        #expect(!membership.builds(folder.path + "/App/Watch App/WatchScreen.swift", for: .iOS))
    }

    @Test func aConfigurationFileInAFolderKeptInStepWithTheDiskIsRead() throws {
        // Xcode 16 names it by the folder (here the synchronised `Common`… group's sibling is
        // used as the anchor: the main group) and a path relative to it.
        let base = "baseConfigurationReferenceAnchor = GR00; baseConfigurationReferenceRelativePath = Config/Watch.xcconfig;"
        let (folder, membership) = try Self.membershipWithConfigurationFile(base: base)
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == [.watchOS])
    }

    @Test func theTargetsOwnSettingWinsOverItsConfigurationFile() throws {
        let (folder, membership) = try Self.membershipWithConfigurationFile(base: "baseConfigurationReference = FR09;",
                                                                            watchSettings: "SDKROOT = appletvos;")
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == [.tvOS])
    }

    @Test func aConfigurationFileSettingNoPlatformLeavesTheProjects() throws {
        let (folder, membership) = try Self.membershipWithConfigurationFile(base: "baseConfigurationReference = FR09;",
                                                                            commonFile: "SWIFT_VERSION = 6.0\n// SDKROOT = watchos\n")
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == [.iOS, .iPadOS])
    }

    @Test func aConfigurationFileThatIncludesItselfIsReadOnce() throws {
        let (folder, membership) = try Self.membershipWithConfigurationFile(base: "baseConfigurationReference = FR09;",
                                                                            commonFile: "#include \"../Watch.xcconfig\"\nSDKROOT = watchos\n")
        #expect(membership.platforms(of: folder.path + "/App/Watch App/WatchScreen.swift") == [.watchOS])
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
        // The watch's `Info.plist` is read, but a watch does not turn: `orientation-locked` runs
        // only for iPhone and iPad code.
        #expect(Self.filesWithFindings(watch, in: folder)
            == ["Common/Badge.swift", "Common/Complications/Corner.swift", "Loose.swift", "Sources/Shared.swift",
                "Watch App/WatchScreen.swift"])
        #expect(watch.inputs.contains { $0.path.hasSuffix("Watch App/Info.plist") })
    }

    /// NetNewsWire's Mac inspector storyboard, copied only by its Mac target, was audited as iPhone
    /// screens (text fields read without their captions); so were asset catalogs' colours.
    @Test func theStoryboardsAndAssetCatalogsOnlyOtherPlatformsCopyAreLeftOut() throws {
        let folder = try TemporaryFolder()
        try XcodeProjectFixture.write(in: folder)
        // A controller both targets compile lays its view out in each target's storyboard.
        try folder.write("App/Sources/Shared.swift", InterfaceBuilderAuditTests.controller)
        let storyboard = InterfaceBuilderAuditTests.oneSceneStoryboard(controller: "RemindersViewController", subviews: """
                                <label opaque="NO" text="Watering" id="title">
                                    <rect key="frame" x="16" y="100" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                </label>
            """, outlets: "")
        for (app, name) in [("Phone", "Main"), ("Watch App", "Interface")] {
            try folder.write("App/\(app)/Base.lproj/\(name).storyboard", storyboard)
            for (colour, white) in [("Ink", "0.600"), ("Paper", "1.000")] {
                try folder.write("App/\(app)/Assets.xcassets/\(colour).colorset/Contents.json", """
                    { "colors" : [ { "color" : { "color-space" : "srgb", "components" : \
                    { "red" : "\(white)", "green" : "\(white)", "blue" : "\(white)", "alpha" : "1.000" } }, "idiom" : "universal" } ] }
                    """)
            }
        }
        let rules: [any Rule.Type] = [InterfaceFixedFontSizeRule.self, AssetContrastTooLowRule.self]
        var configuration = AuditConfiguration(colorPairs: [ColorPair(foreground: "Ink", background: "Paper")])
        let iOS = try AuditRunner(rules: rules, configuration: configuration).run(paths: [folder.path + "/App"])
        #expect(Self.filesWithFindings(iOS, in: folder)
            == ["Phone/Assets.xcassets/Ink.colorset/Contents.json", "Phone/Base.lproj/Main.storyboard"])
        #expect(iOS.platform == PlatformChoice(platform: .iOS, leftOutCount: 2, leftOutResourceCount: 2, platformsOfLeftOut: [.watchOS]))
        #expect(iOS.platform?.notes == ["2 Swift files and 2 storyboards, nibs and asset catalogs left out: the Xcode projects build"
            + " them only for watchOS ('--platform watchos' audits them)"])
        configuration.name(platform: .watchOS)
        let watch = try AuditRunner(rules: rules, configuration: configuration).run(paths: [folder.path + "/App"])
        #expect(Self.filesWithFindings(watch, in: folder)
            == ["Watch App/Assets.xcassets/Ink.colorset/Contents.json", "Watch App/Base.lproj/Interface.storyboard"])
        // Named on the command line, it is audited whatever copies it.
        let given = try AuditRunner(rules: rules, configuration: AuditConfiguration(colorPairs: configuration.colorPairs))
            .run(paths: [folder.path + "/App/Watch App/Assets.xcassets"])
        #expect(Self.filesWithFindings(given, in: folder) == ["Watch App/Assets.xcassets/Ink.colorset/Contents.json"])
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

    @Test func theFilesLeftOutForOtherPlatformsAreCountedForTheNote() throws {
        let folder = try TemporaryFolder()
        try XcodeProjectFixture.write(in: folder)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        let choice = try #require(result.platform)
        #expect(choice == PlatformChoice(platform: .iOS, leftOutCount: 2, platformsOfLeftOut: [.watchOS]))
        #expect(choice.notes == ["2 Swift files left out: the Xcode projects build them only for watchOS ('--platform watchos' audits them)"])
    }

    /// A project that builds none of its Swift files for iOS (a Mac app) is read as built for the
    /// platform its targets build: before, an audit of it left every file out and said nothing.
    @Test func aProjectBuildingNothingForIOSIsReadAsBuiltForItsPlatform() throws {
        let folder = try TemporaryFolder()
        try XcodeProjectFixture.write(in: folder, projectFile: XcodeProjectFixture.projectFile(watchSettings: "SDKROOT = macosx;",
                                                                                                 projectSDK: "macosx"))
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path + "/App"])
        #expect(result.platform == PlatformChoice(platform: .macOS, isTakenFromProjects: true))
        #expect(result.platform?.notes
            == ["read as built for macOS: the Xcode projects build none of these Swift files for iOS ('--platform' names another platform)"])
        // Read as macOS code: no Dynamic Type there, so the views' fixed font sizes are not reported,
        // nor is an orientation, which a Mac window does not have.
        #expect(Self.filesWithFindings(result, in: folder).isEmpty)
        #expect(result.inputs.contains { $0.path.hasSuffix("Phone/PhoneScreen.swift") })
        // A platform named in the configuration (or on the command line) is kept, and the files
        // only other platforms build are left out and counted.
        var named = AuditConfiguration()
        named.name(platform: .iOS)
        let iOS = try AuditRunner(rules: AllRules.all, configuration: named).run(paths: [folder.path + "/App"])
        #expect(iOS.platform == PlatformChoice(platform: .iOS, leftOutCount: 5, platformsOfLeftOut: [.macOS]))
        #expect(Self.filesWithFindings(iOS, in: folder) == ["Loose.swift"])
    }

    @Test func theProjectsChooseOnlyWhenNoTargetBuildsAFileForIOS() throws {
        let (folder, membership) = try Self.membership()
        let app = folder.path + "/App/"
        let platformBuilt = { (paths: [String]) in TargetMembership.platformBuilt(paths.compactMap(membership.platforms(of:))) }
        #expect(platformBuilt([app + "Watch App/WatchScreen.swift", app + "Phone/PhoneScreen.swift"]) == nil)
        #expect(platformBuilt([app + "Watch App/WatchScreen.swift", app + "Loose.swift"]) == .watchOS)
        #expect(platformBuilt([app + "Loose.swift"]) == nil)
    }
}
