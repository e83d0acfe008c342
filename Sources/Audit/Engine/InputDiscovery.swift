import Basics
import Foundation
import RuntimeCapture

/// Finds what to audit under the paths a user gives: Swift files, `.xcassets` folders,
/// `Info.plist` files, snapshot JSON files and UI-test captures, the `.xcodeproj` folders that
/// say which platforms build each Swift file, the nibs, storyboards and Objective-C files that name
/// catalog colours and create Swift types, and the strings tables that say what the code's keys
/// read as.
///
/// Folders are walked in sorted order, skipping build output and dependencies (`.build`,
/// `DerivedData`, `Pods`, `Carthage`, `node_modules`), every hidden folder (`.git`, `.swiftpm`) and
/// Xcode's localization catalogs (`.xcloc`, copies of the app's files for translators).
/// Walked files are kept when they match an `include` glob (or there are none) and no `exclude`
/// glob; a file named explicitly is always audited.
public struct InputDiscovery: Sendable {
    /// Folder names never descended into.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules"]

    public var include: [Glob]
    public var exclude: [Glob]
    /// The folder globs are matched against (the project root); the current directory when nil.
    public var root: String?
    /// Walks each of the folders, giving their inputs in the folders' order: one folder after the
    /// other unless told otherwise (the audit walks them on every core, `AuditRunner.parallelMap`).
    /// Given the folders directly in the paths discovered, so the cores share the walk from its start.
    var eachFolder: @Sendable (_ folders: [String], _ walk: @Sendable (String) -> [AuditInput]) -> [[AuditInput]] = { $0.map($1) }

    public init(include: [Glob] = [], exclude: [Glob] = [], root: String? = nil) {
        self.include = include
        self.exclude = exclude
        self.root = root
    }

    /// Every input under `paths`, sorted by path, without repeats.
    ///
    /// - Throws: `AuditError.missingPath` when a path does not exist.
    public func discover(_ paths: [String]) throws(AuditError) -> [AuditInput] {
        var found: Set<AuditInput> = []
        var folders: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .missingPath(path)
            }
            if isFolder.boolValue, !path.hasSuffix(".xcassets"), !path.hasSuffix(".xcodeproj") {
                folders.append(path)
            } else if let kind = InputDiscovery.kind(ofFile: path, isFolder: isFolder.boolValue) {
                found.insert(AuditInput(path: path, kind: kind))
            }
        }
        found.formUnion(walk(folders))
        return found.sorted()
    }

    /// The kind of input at `path`, judged by its name (and, for JSON, its `format`), or for a
    /// file that may hold a UI-test capture, by its first few kilobytes.
    public static func kind(ofFile path: String, isFolder: Bool) -> InputKind? {
        kind(ofFile: path, named: (path as NSString).lastPathComponent, isFolder: isFolder)
    }

    /// The kind of input at `path`, whose last component is `name` (as a walk read it from the
    /// folder: `NSString.lastPathComponent` was half the instructions of discovery).
    static func kind(ofFile path: String, named name: String, isFolder: Bool) -> InputKind? {
        if isFolder { return name.hasSuffix(".xcassets") ? .assetCatalog : name.hasSuffix(".xcodeproj") ? .xcodeProject : nil }
        if name.hasSuffix(".swift") { return .swiftSource }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") { return .infoPlist }
        if name.hasSuffix(".xib") || name.hasSuffix(".storyboard") { return .interfaceBuilder }
        if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") { return .objectiveCSource }
        if StringsTables.mayHoldTable(path, named: name) { return .stringsTable }
        if name.hasSuffix(".json"), isSnapshot(atPath: path) { return .snapshot }
        if mayHoldCapture(name), RuntimeCapture.isCapture(atPath: path) { return .runtimeCapture }
        return nil
    }

    /// Extensions a UI-test capture is saved with (and none, as `debugDescription` dumps often
    /// are); only these files are opened to look for one, so walking a project stays cheap.
    static let captureExtensions: Set<String> = ["xml", "txt", "json", "plist", "log", "source"]

    static func mayHoldCapture(_ name: String) -> Bool {
        let pathExtension = (name as NSString).pathExtension.lowercased()
        return pathExtension.isEmpty || captureExtensions.contains(pathExtension)
    }

    /// Whether the JSON file at `path` declares `"format": "perceive-snapshot"` at its top level.
    ///
    /// A byte scan for the format name first, so other JSON files cost one read and no parse.
    static func isSnapshot(atPath path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path),
              data.range(of: Data("perceive-snapshot".utf8)) != nil,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return object["format"] as? String == "perceive-snapshot"
    }

    /// The inputs in `folders` and every folder under them: the files directly in each here, the
    /// folders directly in them each walked whole on its own (`eachFolder`).
    private func walk(_ folders: [String]) -> [AuditInput] {
        let rootPrefix = rootPrefix
        var found: [AuditInput] = []
        var subfolders: [String] = []
        for folder in folders { subfolders += visit(folder, rootPrefix: rootPrefix, into: &found) }
        return found + eachFolder(subfolders) { subfolder in
            var found: [AuditInput] = []
            walk(folder: subfolder, rootPrefix: rootPrefix, into: &found)
            return found
        }.joined()
    }

    /// The inputs in `folder` and every folder under it.
    private func walk(folder: String, rootPrefix: String, into found: inout [AuditInput]) {
        for subfolder in visit(folder, rootPrefix: rootPrefix, into: &found) {
            walk(folder: subfolder, rootPrefix: rootPrefix, into: &found)
        }
    }

    /// Adds the inputs directly in `folder` to `found` and gives the folders in it to walk, in
    /// sorted order, skipping hidden and skipped folders (a symbolic link is not followed).
    private func visit(_ folder: String, rootPrefix: String, into found: inout [AuditInput]) -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var folders: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") && !Self.skippedFolders.contains(name) {
            let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            let isFolder = FileStatus(of: path)?.isFolder == true
            if isFolder, !name.hasSuffix(".xcassets"), !name.hasSuffix(".xcodeproj") {
                if !LocalizationCatalog.isCatalog(folderNamed: name) { folders.append(path) }
                continue
            }
            // Without globs every file is selected: its path is not made relative (a URL each).
            guard include.isEmpty && exclude.isEmpty || isSelected(relative(path, to: rootPrefix)), let kind = Self.kind(ofFile: path, named: name, isFolder: isFolder) else { continue }
            found.append(AuditInput(path: path, kind: kind))
        }
        return folders
    }

    /// Whether a path relative to the root passes the include and exclude globs.
    func isSelected(_ relativePath: String) -> Bool {
        if !include.isEmpty, !include.contains(where: { $0.matches(relativePath) }) { return false }
        return !exclude.contains(where: { $0.matches(relativePath) })
    }

    /// `path` relative to the root (the folder globs are matched from); as given when outside it.
    public func relativePath(of path: String) -> String {
        relative(path, to: rootPrefix)
    }

    /// The root as an absolute path ending in `/`.
    private var rootPrefix: String {
        let base = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath).standardizedFileURL.path
        return base.hasSuffix("/") ? base : base + "/"
    }

    /// `path` relative to the root (`rootPrefix` ends in `/`); as given when outside it.
    private func relative(_ path: String, to rootPrefix: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return absolute.hasPrefix(rootPrefix) ? String(absolute.dropFirst(rootPrefix.count)) : path
    }
}
