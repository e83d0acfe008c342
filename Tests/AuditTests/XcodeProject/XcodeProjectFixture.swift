import TestSupport

/// A small Xcode project written as Xcode writes it: an iPhone app target and a watchOS app
/// target, each compiling the files of its own group, copying its own storyboard (localised, in
/// `Base.lproj`) and asset catalog and naming its own `Info.plist`, a file both compile, and a
/// folder Xcode keeps in step with the disk that both targets list, with one file taken out of
/// the iPhone app.
enum XcodeProjectFixture {
    /// The `project.pbxproj` of `App.xcodeproj`. `watchSettings` are the watch target's build
    /// settings (its `SDKROOT`, or none to fall back on the project's); `watchBase` names the
    /// `.xcconfig` file its configuration is based on (`baseConfigurationReference = FR09;`, the
    /// file `Config/Watch.xcconfig`), or is empty. `phoneSettings` are added to the iPhone
    /// target's build settings, `phoneScreenFilter` to `PhoneScreen.swift`'s build file (a
    /// `platformFilters = (…);` entry).
    static func projectFile(watchSettings: String = "SDKROOT = watchos;", projectSDK: String = "iphoneos", watchBase: String = "",
                            phoneSettings: String = "", phoneScreenFilter: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tBF01 /* PhoneScreen.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR01 /* PhoneScreen.swift */; \(phoneScreenFilter)};
        \t\tBF02 /* WatchScreen.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR02 /* WatchScreen.swift */; };
        \t\tBF03 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR03 /* Shared.swift */; };
        \t\tBF04 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR03 /* Shared.swift */; };
        \t\tBF05 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = VG01 /* Main.storyboard */; };
        \t\tBF06 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = FR05 /* Assets.xcassets */; };
        \t\tBF07 /* Interface.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = VG02 /* Interface.storyboard */; };
        \t\tBF08 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = FR07 /* Assets.xcassets */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tFR01 /* PhoneScreen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = PhoneScreen.swift; sourceTree = "<group>"; };
        \t\tFR02 /* WatchScreen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = WatchScreen.swift; sourceTree = "<group>"; };
        \t\tFR03 /* Shared.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Sources/Shared.swift; sourceTree = SOURCE_ROOT; };
        \t\tFR04 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tFR05 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        \t\tFR06 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Interface.storyboard; sourceTree = "<group>"; };
        \t\tFR07 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        \t\tFR09 /* Watch.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Watch.xcconfig; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tEX01 /* Exceptions for "Common" folder in "Phone" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\t"Complications/Corner.swift",
        \t\t\t);
        \t\t\ttarget = TG01 /* Phone */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tSG01 /* Common */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX01 /* Exceptions for "Common" folder in "Phone" target */, ); path = Common; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tGR00 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tGR01 /* Phone */,
        \t\t\t\tGR02 /* Watch App */,
        \t\t\t\tSG01 /* Common */,
        \t\t\t\tFR03 /* Shared.swift */,
        \t\t\t\tFR09 /* Watch.xcconfig */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGR01 /* Phone */ = {isa = PBXGroup; children = (FR01 /* PhoneScreen.swift */, VG01 /* Main.storyboard */, FR05 /* Assets.xcassets */, ); path = Phone; sourceTree = "<group>"; };
        \t\tGR02 /* Watch App */ = {isa = PBXGroup; children = (FR02 /* WatchScreen.swift */, VG02 /* Interface.storyboard */, FR07 /* Assets.xcassets */, ); path = "Watch App"; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXVariantGroup section */
        \t\tVG01 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (FR04 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tVG02 /* Interface.storyboard */ = {isa = PBXVariantGroup; children = (FR06 /* Base */, ); name = Interface.storyboard; sourceTree = "<group>"; };
        /* End PBXVariantGroup section */

        /* Begin PBXNativeTarget section */
        \t\tTG01 /* Phone */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CL01 /* Build configuration list for PBXNativeTarget "Phone" */;
        \t\t\tbuildPhases = (PH01 /* Sources */, PH03 /* Resources */, );
        \t\t\tfileSystemSynchronizedGroups = (SG01 /* Common */, );
        \t\t\tname = Phone;
        \t\t};
        \t\tTG02 /* Watch App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CL02 /* Build configuration list for PBXNativeTarget "Watch App" */;
        \t\t\tbuildPhases = (PH02 /* Sources */, PH04 /* Resources */, );
        \t\t\tfileSystemSynchronizedGroups = (SG01 /* Common */, );
        \t\t\tname = "Watch App";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tPR01 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = CL00 /* Build configuration list for PBXProject "App" */;
        \t\t\tmainGroup = GR00;
        \t\t\tprojectDirPath = "";
        \t\t\ttargets = (TG01 /* Phone */, TG02 /* Watch App */, );
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tPH01 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (BF01 /* PhoneScreen.swift in Sources */, BF03 /* Shared.swift in Sources */, ); };
        \t\tPH02 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (BF02 /* WatchScreen.swift in Sources */, BF04 /* Shared.swift in Sources */, ); };
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXResourcesBuildPhase section */
        \t\tPH03 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (BF05 /* Main.storyboard in Resources */, BF06 /* Assets.xcassets in Resources */, ); };
        \t\tPH04 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (BF07 /* Interface.storyboard in Resources */, BF08 /* Assets.xcassets in Resources */, ); };
        /* End PBXResourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\tBC00 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(projectSDK); SWIFT_VERSION = 5.0; }; name = Debug; };
        \t\tBC01 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {\(phoneSettings) INFOPLIST_FILE = "$(SRCROOT)/Phone/Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        \t\tBC02 /* Debug */ = {isa = XCBuildConfiguration; \(watchBase) buildSettings = {\(watchSettings) INFOPLIST_FILE = "Watch App/Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tCL00 = {isa = XCConfigurationList; buildConfigurations = (BC00 /* Debug */, ); defaultConfigurationName = Debug; };
        \t\tCL01 = {isa = XCConfigurationList; buildConfigurations = (BC01 /* Debug */, ); defaultConfigurationName = Debug; };
        \t\tCL02 = {isa = XCConfigurationList; buildConfigurations = (BC02 /* Debug */, ); defaultConfigurationName = Debug; };
        /* End XCConfigurationList section */
        \t};
        \trootObject = PR01 /* Project object */;
        }
        """
    }

    /// A view whose text has a fixed size (`fixed-font-size`), named `name`.
    static func view(_ name: String) -> String {
        """
        import SwiftUI
        struct \(name): View {
            var body: some View { Text("\(name)").font(.system(size: 13)) }
        }
        """
    }

    /// The project, its six views and each app's `Info.plist` under `App/`.
    static func write(in folder: TemporaryFolder, projectFile: String = projectFile()) throws {
        try folder.write("App/App.xcodeproj/project.pbxproj", projectFile)
        try folder.write("App/Phone/PhoneScreen.swift", view("PhoneScreen"))
        try folder.write("App/Watch App/WatchScreen.swift", view("WatchScreen"))
        try folder.write("App/Sources/Shared.swift", view("Shared"))
        try folder.write("App/Common/Badge.swift", view("Badge"))
        try folder.write("App/Common/Complications/Corner.swift", view("Corner"))
        try folder.write("App/Loose.swift", view("Loose"))
        try folder.write("App/Phone/Info.plist", InfoPlistFixture.portraitOnly)
        try folder.write("App/Watch App/Info.plist", InfoPlistFixture.portraitOnly)
    }
}
