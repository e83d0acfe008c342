import Basics

/// The apps one run reads, so a file's look-ups find only its own app's declarations: two apps
/// audited together each extend `NSRegularExpression` or declare a `SettingsView`, and neither
/// runs the other's.
///
/// An app is the folders that make it up (the audit gives each folder on its command line its
/// own app; a file given on its own, the project around it with its local packages:
/// `docs/configuration.md`, Apps and modules). A file belongs to the app of the outermost of
/// those folders holding it; the files outside every folder are one app together. Within an app,
/// every module (package target, Xcode project) sees every other, imports not read, except the
/// types of apps, app extensions and test bundles, seen by their own targets' files (`targets`).
public struct AppLayout: Sendable, Equatable {
    /// The folders of each app, absolute and ending in `/`; an app's number is its place here.
    public private(set) var apps: [[String]]
    /// Relative paths are read from the current folder when the layout was made.
    private let paths: AbsolutePaths
    /// Within an app, the Xcode targets that keep their types to themselves (an app extension's
    /// views are not the main app's); none unless the run read the app's projects.
    public var targets = TargetBoundaries.none
    /// The strings tables of the apps in their development language (`StringsTables`): what the
    /// keys the code looks up read as; each app reads its own (`strings(ofApp:)`).
    public var strings = StringsTables.none
    /// The storyboards and nibs of the apps (`.storyboard`, `.xib`): the views they lay out for
    /// the UIKit classes they name; each app reads its own (`interfaceFiles(ofApp:)`).
    public var interfaceFiles: [String] = []

    /// - Parameter apps: the folders of each app, as given (relative to the current folder, or absolute).
    public init(apps: [[String]]) {
        let paths = AbsolutePaths()
        self.paths = paths
        self.apps = apps.map { $0.map { Self.folderPrefix($0, paths: paths) } }
    }

    /// Every file one app (files given to a test, a preview, a command on a few files).
    public static let oneApp = AppLayout(apps: [])

    /// The number of the app `path` belongs to: the app of the outermost folder holding it, the
    /// first app of those with that folder; `apps.count` (the files outside every folder) for none.
    ///
    /// - Complexity: O(folders) after making `path` absolute.
    public func app(of path: String) -> Int {
        guard !apps.isEmpty else { return 0 }
        let absolute = paths.absolute(path)
        var found = apps.count
        var outermost = Int.max
        for (number, folders) in apps.enumerated() {
            for folder in folders where folder.count < outermost && absolute.hasPrefix(folder) {
                (found, outermost) = (number, folder.count)
            }
        }
        return found
    }

    /// The strings tables of the app numbered `app`: its own keys only, never another's.
    public func strings(ofApp app: Int) -> StringsTables {
        apps.isEmpty ? strings : strings.only { self.app(of: $0) == app }
    }

    /// The storyboards and nibs of the app numbered `app`.
    public func interfaceFiles(ofApp app: Int) -> [String] {
        apps.isEmpty ? interfaceFiles : interfaceFiles.filter { self.app(of: $0) == app }
    }

    private static func folderPrefix(_ folder: String, paths: AbsolutePaths) -> String {
        let absolute = paths.absolute(folder)
        return absolute.hasSuffix("/") ? absolute : absolute + "/"
    }
}
