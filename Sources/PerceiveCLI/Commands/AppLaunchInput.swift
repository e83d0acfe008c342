import Foundation
import SwiftUIFrontEnd

/// The app a folder of source declares: the `@main` App whose window VoiceOver starts in, and
/// the name VoiceOver says as the app opens (docs/voiceover-speech.md, On, off and launch).
enum AppLaunchInput {
    /// The `@main` apps in the Swift files at `path`.
    static func apps(at path: String) -> [AppDeclaration] { SwiftUIFrontEnd.apps(atPaths: [path]) }

    /// Words in a folder or file name that mark an app built for another platform than iOS.
    static let otherPlatformNames = ["tvos", "watchos", "macos", "visionos"]

    /// The app VoiceOver opens at `path`: the `@main` App whose window shows a view; of several,
    /// the only one whose path names no other platform (`Swiftfin tvOS/App/SwiftfinApp.swift`
    /// is left for the iOS app); nil when there is none, or still several.
    static func mainApp(at path: String) -> AppDeclaration? {
        var candidates = apps(at: path).filter { $0.rootViewName != nil }
        if candidates.count > 1 {
            candidates.removeAll { app in otherPlatformNames.contains { app.source.file.lowercased().contains($0) } }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The view the app's window shows.
    static func rootView(at path: String) -> (app: AppDeclaration, view: String)? {
        mainApp(at: path).flatMap { app in app.rootViewName.map { (app, $0) } }
    }

    /// The name the app shows under its icon: `CFBundleDisplayName` (else `CFBundleName`) of an
    /// `Info.plist` at `path` that gives one as text rather than a build variable (the one nearest
    /// the app's `@main` file first, so an extension's does not answer for the app), else the
    /// `@main` App's name in words ("ExceptionalDogsApp" is "Exceptional Dogs").
    static func displayName(at path: String) -> String? {
        let app = mainApp(at: path) ?? apps(at: path).first
        let appFolder = app.map { ($0.source.file as NSString).deletingLastPathComponent.split(separator: "/") } ?? []
        func closeness(_ plist: String) -> Int {
            zip((plist as NSString).deletingLastPathComponent.split(separator: "/"), appFolder).prefix { $0 == $1 }.count
        }
        let plists = infoPlists(at: path).enumerated().sorted { first, second in
            (closeness(first.element), -first.offset) > (closeness(second.element), -second.offset)
        }.map(\.element)
        for plist in plists {
            guard let data = FileManager.default.contents(atPath: plist),
                  let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { continue }
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                if let name = dictionary[key] as? String, !name.isEmpty, !name.contains("$(") { return name }
            }
        }
        return app?.spokenName
    }

    /// The `Info.plist` files at `path` (a file's folder, or the folder), in path order, outside
    /// build folders.
    private static func infoPlists(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        let folder = isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
        guard let walker = FileManager.default.enumerator(atPath: folder.isEmpty ? "." : folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if [".build", ".git", "DerivedData", "Pods"].contains(name) {
                walker.skipDescendants()
                continue
            }
            if name == "Info.plist" { found.append((folder as NSString).appendingPathComponent(relative)) }
        }
        return found.sorted()
    }
}
