import Basics
import Foundation
import SwiftSyntaxSupport

/// Finds the Swift files under the paths a person gives, skipping build products, dependencies
/// and hidden folders.
public enum SourceFinder {
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "build", "node_modules"]

    /// The `.swift` files at `paths` (files as given, folders searched), sorted within each folder.
    public static func swiftFiles(at paths: [String]) throws(FrontEndError) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { throw .fileNotFound(path: path) }
            if !isFolder.boolValue {
                result.append(path)
                continue
            }
            let found = files(in: path) { _, name in name.hasSuffix(".swift") }
            if found.isEmpty { throw .noSwiftFiles(path: path) }
            result += found
        }
        return result
    }

    /// The strings tables under `folders` (`StringsTables.mayHoldTable`), each once, sorted.
    public static func stringsTables(in folders: [String]) -> [String] {
        Array(Set(folders.flatMap { folder in files(in: folder, where: StringsTables.mayHoldTable) })).sorted()
    }

    /// The storyboards and nibs under `folders` (`.storyboard`, `.xib`), each once, sorted.
    public static func interfaceFiles(in folders: [String]) -> [String] {
        Array(Set(folders.flatMap { folder in
            files(in: folder) { _, name in name.hasSuffix(".storyboard") || name.hasSuffix(".xib") }
        })).sorted()
    }

    /// The files under `folder` that `isWanted` keeps (given each one's path and name).
    private static func files(in folder: String, where isWanted: (_ path: String, _ name: String) -> Bool) -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var result: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") || LocalizationCatalog.isCatalog(folderNamed: name) {
                    continue
                }
                // A linked folder may link back up the tree; only real folders are searched.
                if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                result += files(in: path, where: isWanted)
            } else if isWanted(path, name) {
                result.append(path)
            }
        }
        return result
    }

    /// Whether the file can matter to the UI: test files are skipped before parsing (a cheap
    /// scan, DESIGN.md); everything else may declare views, modifiers or preview data. A test
    /// file imports XCTest, Swift Testing, or Quick or Nimble (whose specs eidolon's and
    /// session-ios's tests are written in; `import QuickLook` is no test), Point-Free's snapshot
    /// testing (isowords' App Store screenshots, drawn by a test target with a status bar of its
    /// own) or ViewInspector.
    public static func mayMatter(_ text: String) -> Bool {
        !(text.containsBytes("import XCTest") || text.containsBytes("import Testing")
            || testModules.contains { imports(text, module: $0) })
    }

    /// Test frameworks imported whole (`Quick`, whose name begins `QuickLook`'s).
    private static let testModules = ["Quick", "Nimble", "SnapshotTesting", "InlineSnapshotTesting", "ViewInspector"]

    /// Whether `text` holds `import MODULE` with the module's name whole.
    private static func imports(_ text: String, module: String) -> Bool {
        let statement = "import " + module
        guard text.containsBytes(statement) else { return false }
        return text.split(whereSeparator: \.isNewline).contains { line in
            line.trimmingPrefix(while: \.isWhitespace).split(whereSeparator: \.isWhitespace).prefix(2) == ["import", Substring(module)]
        }
    }
}
