import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// An inline comment that silences findings: `// perceive:ignore rule-id — reason` for its own
/// line and the next, `// perceive:ignore-file rule-id — reason` for the whole file.
///
/// Several ids may be given, separated by commas or spaces. The reason follows an em dash
/// (`—`), ` -- ` or ` - `; without one the suppression still applies, and is itself reported
/// (`suppression-without-reason`) so that every silenced finding carries its why.
public struct Suppression: Hashable, Sendable {
    public var ruleIDs: [String]
    public var reason: String?
    public var isFileWide: Bool
    /// Where the comment starts.
    public var line: Int
    public var column: Int

    public init(ruleIDs: [String], reason: String?, isFileWide: Bool, line: Int, column: Int) {
        self.ruleIDs = ruleIDs
        self.reason = reason
        self.isFileWide = isFileWide
        self.line = line
        self.column = column
    }

    /// Whether this suppression silences `finding` (in the same file).
    public func silences(_ finding: Finding) -> Bool {
        guard ruleIDs.contains(finding.ruleID) else { return false }
        let lines = [finding.location.line] + (finding.spanAroundLocation.flatMap { $0.file == finding.location.file ? [$0.startLine] : nil } ?? [])
        return isFileWide || lines.contains { $0 == line || $0 == line + 1 }
    }

    /// The suppression a comment's text declares, if it declares one.
    public static func parse(comment: String, line: Int, column: Int) -> Suppression? {
        var body = Substring(comment)
        guard body.hasPrefix("//") else { return nil }
        body = body.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
        let isFileWide: Bool
        if body.hasPrefix("perceive:ignore-file") {
            isFileWide = true
            body = body.dropFirst("perceive:ignore-file".count)
        } else if body.hasPrefix("perceive:ignore") {
            isFileWide = false
            body = body.dropFirst("perceive:ignore".count)
        } else {
            return nil
        }
        guard body.isEmpty || body.first == " " || body.first == "\t" else { return nil }
        var idsText = body
        var reason: String?
        for separator in ["—", " -- ", " - "] {
            if let range = body.range(of: separator) {
                idsText = body[..<range.lowerBound]
                let text = body[range.upperBound...].trimmingCharacters(in: .whitespaces)
                reason = text.isEmpty ? nil : text
                break
            }
        }
        let ids = idsText.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        return Suppression(ruleIDs: ids, reason: reason, isFileWide: isFileWide, line: line, column: column)
    }

    /// Every suppression comment in `file`, in source order (read from the syntax tree's
    /// comments, so text inside string literals never counts).
    public static func all(in file: ParsedSourceFile) -> [Suppression] {
        guard file.text.containsBytes("perceive:ignore") else { return [] }
        var found: [Suppression] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            collect(token.leadingTrivia, from: token.position, in: file, into: &found)
            collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia, in: file, into: &found)
        }
        return found
    }

    private static func collect(_ trivia: Trivia, from start: AbsolutePosition, in file: ParsedSourceFile,
                                into found: inout [Suppression]) {
        var position = start
        for piece in trivia {
            if case .lineComment(let text) = piece, text.contains("perceive:ignore") {
                let place = file.lineAndColumn(of: position)
                if let suppression = parse(comment: text, line: place.line, column: place.column) {
                    found.append(suppression)
                }
            }
            position = position.advanced(by: piece.sourceLength.utf8Length)
        }
    }
}

extension Array where Element == Suppression {
    /// Whether any suppression here silences `finding`.
    func silence(_ finding: Finding) -> Bool { contains { $0.silences(finding) } }
}
