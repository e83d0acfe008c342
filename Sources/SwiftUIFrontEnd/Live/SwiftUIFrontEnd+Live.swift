import AccessibilityTree
import Basics
import SwiftSyntaxSupport

extension SwiftUIFrontEnd {
    /// The scene that runs `entry` (one of the entry points of the source at `paths`) under
    /// `settings`: its actions run the app's code on its state (`SourceScene`, docs/live-source.md).
    ///
    /// - Throws: `FrontEndError` when a path does not exist or a file named directly cannot be read.
    public static func scene(of entry: EntryPoint, paths: [String], settings: AccessibilitySettings = AccessibilitySettings(),
                             platform: TargetPlatform = .iOS, strings: StringsTables = .none) throws(FrontEndError) -> SourceScene {
        let files = try parseSkippingUnreadable(paths: paths).0
        return SourceScene(entry: entry, files: files, settings: settings, platform: platform, strings: strings)
    }
}
