import Foundation
import SwiftUIFrontEnd

/// The app a folder of source declares: the `@main` App whose window VoiceOver starts in, and
/// the name VoiceOver says as the app opens (docs/voiceover-speech.md, On, off and launch).
enum AppLaunchInput {
    /// The `@main` apps in the Swift files at `path`.
    static func apps(at path: String) -> [AppDeclaration] { SwiftUIFrontEnd.apps(atPaths: [path]) }

    /// The view the app's window shows: the root of the only `@main` App with one.
    static func rootView(at path: String) -> (app: AppDeclaration, view: String)? {
        let roots = apps(at: path).compactMap { app in app.rootViewName.map { (app, $0) } }
        return roots.count == 1 ? roots[0] : nil
    }

    /// The name the app shows under its icon: `CFBundleDisplayName` (else `CFBundleName`) of the
    /// first `Info.plist` at `path` that gives one as text rather than a build variable, else the
    /// `@main` App's name in words ("ExceptionalDogsApp" is "Exceptional Dogs").
    static func displayName(at path: String) -> String? {
        for plist in infoPlists(at: path) {
            guard let data = FileManager.default.contents(atPath: plist),
                  let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { continue }
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                if let name = dictionary[key] as? String, !name.isEmpty, !name.contains("$(") { return name }
            }
        }
        return apps(at: path).first?.spokenName
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
