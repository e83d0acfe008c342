import Foundation
import SwiftSyntaxSupport

/// One file with findings' fix-its applied, in memory: what `perceive audit --fix` writes and
/// `--fix --dry-run` shows as a diff.
public struct SourceFix: Hashable, Sendable {
    public var path: String
    public var original: String
    public var fixed: String
    /// Edits applied.
    public var appliedCount: Int
    /// Edits left out because they overlapped an earlier one or fell outside the file.
    public var skippedCount: Int
    /// Whether the fixed text has syntax errors the original did not; such a fix is never written.
    public var introducesSyntaxErrors: Bool

    /// Applies the edits of `findings`, file by file, sorted by path.
    ///
    /// Edits are taken in file order; one that overlaps an edit already taken is skipped
    /// (identical edits from two findings count once). They are then applied from the end of
    /// the file backwards, so earlier byte offsets stay valid. Swift results are re-parsed.
    public static func plan(_ findings: [Finding], read: (String) -> String? = SourceFix.readFile) -> [SourceFix] {
        var editsByFile: [String: Set<TextEdit>] = [:]
        for edit in findings.flatMap(\.edits) { editsByFile[edit.file, default: []].insert(edit) }
        return editsByFile.keys.sorted().compactMap { path in
            guard let original = read(path) else { return nil }
            return apply(Array(editsByFile[path] ?? []), to: original, path: path)
        }
    }

    /// The text of the file at `path`, if it is readable UTF-8.
    public static func readFile(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// Applies `edits` to `original` (the contents of `path`).
    public static func apply(_ edits: [TextEdit], to original: String, path: String) -> SourceFix {
        var bytes = Array(original.utf8)
        let ordered = Set(edits).sorted { ($0.start, $0.end, $0.replacement) < ($1.start, $1.end, $1.replacement) }
        var accepted: [TextEdit] = []
        var skipped = 0
        for edit in ordered {
            let isInside = edit.start >= 0 && edit.start <= edit.end && edit.end <= bytes.count
            let overlaps = accepted.last.map { edit.start < $0.end || (edit.start == $0.start && edit.start == edit.end) } ?? false
            if isInside, !overlaps { accepted.append(edit) } else { skipped += 1 }
        }
        for edit in accepted.reversed() {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        let fixed = String(decoding: bytes, as: UTF8.self)
        var introducesErrors = false
        if path.hasSuffix(".swift"), !accepted.isEmpty {
            let before = ParsedSourceFile(path: path, text: original, indexesNodes: false).hasSyntaxErrors
            introducesErrors = !before && ParsedSourceFile(path: path, text: fixed, indexesNodes: false).hasSyntaxErrors
        }
        return SourceFix(path: path, original: original, fixed: fixed, appliedCount: accepted.count,
                         skippedCount: skipped, introducesSyntaxErrors: introducesErrors)
    }

    /// Writes the fixed text atomically.
    ///
    /// - Throws: `AuditError.file` when the fix would introduce syntax errors or cannot be written.
    public func write() throws(AuditError) {
        guard !introducesSyntaxErrors else {
            throw .file(path, message: "the fix-its would leave syntax errors, so the file was not changed")
        }
        try AtomicFile.write(fixed, to: path)
    }

    /// The change as a unified diff (`--- a/path`, `+++ b/path`, hunks with 3 lines of context).
    public var diff: String { UnifiedDiff.make(from: original, to: fixed, path: path) }
}
