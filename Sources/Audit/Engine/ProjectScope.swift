import Basics
import Foundation
import SwiftUIFrontEnd

/// The project around the paths an audit is given: where declarations are looked up, so a file
/// or folder audited on its own sees the views, models and helpers its project declares
/// elsewhere, as it does when the whole project is audited (docs/configuration.md, The project
/// around a path).
///
/// The project of a path is the nearest folder holding it (a folder given counts itself) that
/// holds a `Package.swift`, an `.xcodeproj` or `.xcworkspace` folder, or a `.git` folder, with
/// the local packages its `Package.swift` names (`.package(path: "../Shared")`), followed one
/// level at a time. A Swift package with no Xcode project beside its manifest holds only what
/// SwiftPM builds (its `Sources`, `Tests` and `Plugins` folders and its targets' `path:`): a path
/// elsewhere in it (an `Examples/` app) belongs to the next project above, if any.
public struct ProjectScope: Sendable, Equatable {
    /// The paths the audit was given: findings are reported only in these.
    public var audited: [String]
    /// The folders indexed for declarations: each audited file's project and local packages.
    public var indexed: [String]

    public init(audited: [String], indexed: [String]) {
        self.audited = audited
        self.indexed = indexed
    }

    /// The scope of an audit of `paths`: their projects, found on disk; a project folder the
    /// paths given already cover is not indexed again.
    public static func around(_ paths: [String]) -> ProjectScope {
        var scope = ProjectScope(audited: paths, indexed: [])
        for path in paths {
            guard let root = root(around: path) else { continue }
            for folder in [root] + localPackages(of: root) where !scope.indexed.contains(folder) && !scope.isAudited(folder) {
                scope.indexed.append(folder)
            }
        }
        return scope
    }

    /// Whether the audit reads more than it was given.
    public var widens: Bool { !indexed.isEmpty }

    /// The apps of the audit, so no file is read with another app's declarations
    /// (docs/configuration.md, Apps and modules): each folder given is an app, with the local
    /// packages its `Package.swift` names; a file given on its own belongs to the project around
    /// it, likewise, when the audit reads that project; the other files given on their own are
    /// one app together. A folder given inside a project the audit reads is that project's app.
    public var apps: AppLayout {
        AppLayout(apps: audited.compactMap { path -> [String]? in
            let root = (widens ? Self.root(around: path) : nil) ?? (Self.isFolder(path) ? Self.absolute(path) : nil)
            return root.map { [$0] + Self.localPackages(of: $0) }
        })
    }

    /// Whether `file` is one of the audited paths or inside one of the audited folders.
    public func isAudited(_ file: String) -> Bool {
        let absolute = Self.absolute(file)
        return audited.contains { path in
            let given = Self.absolute(path)
            return absolute == given || absolute.hasPrefix(given.hasSuffix("/") ? given : given + "/")
        }
    }

    /// The nearest folder holding `path` (a folder counts itself) that holds a project marker
    /// and of whose project `path` is part, or nil when none does.
    static func root(around path: String) -> String? {
        let absolute = absolute(path)
        var folder = isFolder(absolute) ? absolute : (absolute as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            if isProjectRoot(folder), isPart(absolute, ofProjectAt: folder) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { return nil }
            folder = parent
        }
        return nil
    }

    /// Whether `folder` holds a `Package.swift`, an `.xcodeproj` or `.xcworkspace`, or `.git`.
    static func isProjectRoot(_ folder: String) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder + "/Package.swift") || manager.fileExists(atPath: folder + "/.git") { return true }
        return holdsXcodeProject(folder)
    }

    static func holdsXcodeProject(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// Whether the absolute `path` is part of the project at `root`: always under an Xcode
    /// project, a workspace or a git root alone; in a Swift package with no Xcode project beside
    /// its manifest, only in (or above) what SwiftPM builds: `Sources`, `Tests`, `Plugins` and
    /// each target's `path:`.
    static func isPart(_ path: String, ofProjectAt root: String) -> Bool {
        guard path != root, !holdsXcodeProject(root),
              let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8) else { return true }
        let relative = String(path.dropFirst(root.count + 1))
        let built = ["Sources", "Tests", "Plugins"] + targetPaths(in: manifest)
        return built.contains { folder in
            relative == folder || relative.hasPrefix(folder + "/") || folder.hasPrefix(relative + "/")
        }
    }

    /// The local packages the project at `root` uses: the `path:` of each `.package(path:)` in
    /// its `Package.swift`, and theirs in turn, as absolute paths that exist, each once.
    static func localPackages(of root: String) -> [String] {
        var found: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard let manifest = try? String(contentsOfFile: folder + "/Package.swift", encoding: .utf8) else { continue }
            for relative in packagePaths(in: manifest) {
                let path = URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: folder + "/")).standardizedFileURL.path
                guard path != root, !found.contains(path), isFolder(path) else { continue }
                found.append(path)
                pending.append(path)
            }
        }
        return found
    }

    /// The string literals labelled `path:` in the `.package(…)` calls of a manifest's text, also
    /// after the package's name (`.package(name: "SharedModels", path: "../SharedModels")`).
    static func packagePaths(in manifest: String) -> [String] {
        manifest.components(separatedBy: ".package(").dropFirst().compactMap { call in
            let arguments = call.prefix { $0 != ")" }
            guard let label = arguments.range(of: "path:") else { return nil }
            return literal(after: arguments[label.upperBound...])
        }
    }

    /// The targets' folders a manifest names: every `path:` literal but those of local packages,
    /// without a leading `./` or a trailing `/`.
    static func targetPaths(in manifest: String) -> [String] {
        let packages = Set(packagePaths(in: manifest))
        return manifest.components(separatedBy: "path:").dropFirst().compactMap { literal(after: $0[...]) }
            .filter { !packages.contains($0) }
            .map { path in
                let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
                return relative.hasSuffix("/") ? String(relative.dropLast()) : relative
            }
    }

    /// The string literal that `text` opens with, after spaces; nil when none or empty.
    private static func literal(after text: Substring) -> String? {
        let afterLabel = text.drop { $0 == " " }
        guard afterLabel.first == "\"" else { return nil }
        let literal = afterLabel.dropFirst().prefix { $0 != "\"" }
        return literal.isEmpty ? nil : String(literal)
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

extension ProjectScope {
    /// The inputs under `paths` and the indexed folders, each once, a file given by name keeping
    /// the spelling it was given in (`./App/View.swift` and `App/View.swift` are one input).
    func inputs(discovering paths: [String], with discovery: InputDiscovery) throws(AuditError) -> [AuditInput] {
        let given = try discovery.discover(paths)
        guard widens else { return given }
        var seen = Set(given.map { Self.absolute($0.path) })
        var inputs = given
        for input in try discovery.discover(indexed) where seen.insert(Self.absolute(input.path)).inserted {
            inputs.append(input)
        }
        return inputs.sorted()
    }

    /// `result` with only the findings and input errors placed in the audited paths.
    func keepingFindingsInAuditedPaths(of result: AuditResult) -> AuditResult {
        var kept = result
        kept.findings = result.findings.compactMap { PassedContent.audited($0, isAudited: isAudited) }
        kept.inputErrors = result.inputErrors.filter { isAudited($0.file) }
        return kept
    }
}

extension ProjectScope {
    /// The strings tables of the projects around `paths` (a folder given, or the project holding
    /// a path), in their development language, and those that could not be read: what the keys
    /// the code looks up read as, for the commands that lower screens without an audit.
    public static func stringsTables(around paths: [String]) -> (tables: StringsTables, problems: [StringsTableError]) {
        StringsTables.read(SourceFinder.stringsTables(in: folders(around: paths)))
    }

    /// The storyboards and nibs of the projects around `paths`, as `stringsTables(around:)`
    /// finds the tables: the views they lay out for the classes the commands lower.
    public static func interfaceFiles(around paths: [String]) -> [String] {
        SourceFinder.interfaceFiles(in: folders(around: paths))
    }

    /// The project folder around each path: its project's root, else the folder given or the
    /// folder holding the file given.
    private static func folders(around paths: [String]) -> [String] {
        paths.map { path in
            root(around: path) ?? (isFolder(path) ? absolute(path) : (absolute(path) as NSString).deletingLastPathComponent)
        }
    }
}
