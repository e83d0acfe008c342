import Foundation

/// The lines added or changed since a git revision, so `--changed-since REF` reports only
/// findings a change introduced.
///
/// Read from `git diff --unified=0 REF` (the working tree against `REF`); files git does not
/// track yet are not in the diff, so their findings are not kept.
public struct ChangedLines: Hashable, Sendable {
    /// Absolute, symlink-resolved path → 1-based line numbers.
    public var lines: [String: Set<Int>]

    public init(lines: [String: Set<Int>]) { self.lines = lines }

    /// Whether `finding` is on an added or changed line.
    public func contains(_ finding: Finding) -> Bool {
        lines[ChangedLines.absolute(finding.location.file)]?.contains(finding.location.line) ?? false
    }

    /// The added and changed lines of a `--unified=0` diff whose paths are relative to `root`.
    public static func parse(diff: String, root: String) -> ChangedLines {
        var lines: [String: Set<Int>] = [:]
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                current = name.hasPrefix("b/") ? absolute(root + "/" + name.dropFirst(2)) : nil
            } else if line.hasPrefix("@@"), let file = current, let added = addedRange(ofHunkHeader: line) {
                lines[file, default: []].formUnion(added)
            }
        }
        return ChangedLines(lines: lines)
    }

    /// `@@ -12,3 +14,5 @@` → 14..<19; a count of 0 (a pure deletion) adds nothing.
    static func addedRange(ofHunkHeader header: Substring) -> Range<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return start..<(start + count)
    }

    /// Runs git in the repository holding `path` (a file or folder) and reads the lines changed since `ref`.
    ///
    /// - Throws: `AuditError.git` when `path` is not in a git repository or `ref` is unknown.
    public static func since(_ ref: String, in path: String) throws(AuditError) -> ChangedLines {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let folder = exists && !isFolder.boolValue ? (path as NSString).deletingLastPathComponent : path
        let topLevel = try git(["-C", folder, "rev-parse", "--show-toplevel"], failure: { message in
            message.contains("not a git repository")
                ? "--changed-since needs a git repository, and '\(folder)' is not in one"
                : "git could not find the repository of '\(folder)': \(message)"
        })
        let root = topLevel.trimmingCharacters(in: .whitespacesAndNewlines)
        let diff = try git(["-C", root, "diff", "--unified=0", "--no-color", "--no-ext-diff", ref, "--"], failure: { message in
            "--changed-since: git cannot compare with '\(ref)': \(message)"
        })
        return parse(diff: diff, root: root)
    }

    private static func git(_ arguments: [String], failure: (String) -> String) throws(AuditError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .git("--changed-since needs git, which could not be started (\(error.localizedDescription))")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .git(failure(message))
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func absolute(_ path: some StringProtocol) -> String {
        URL(fileURLWithPath: String(path)).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
