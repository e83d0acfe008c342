import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// An inline comment that silences findings: `// perceive:ignore rule-id — reason` for its own
/// line and the next, `// perceive:ignore-file rule-id — reason` for the whole file.
///
/// `// perceive:reviewed STAMP — reason` settles findings to review on its own line and the
/// next: only those whose review stamp (`Finding.reviewStamp`, the rule and the text of the line
/// it points at) is one it names, so that a finding comes back once that line changes. Rule ids
/// may stand beside the stamps, for people reading the code; the stamps decide.
///
/// Several ids may be given, separated by commas or spaces. The reason follows an em dash
/// (`—`), ` -- ` or ` - `; without one the suppression still applies, and is itself reported
/// (`suppression-without-reason`) so that every silenced finding carries its why.
public struct Suppression: Hashable, Sendable {
    public var ruleIDs: [String]
    public var reason: String?
    public var isFileWide: Bool
    /// For `perceive:reviewed`: the review stamps it settles; empty for `perceive:ignore`.
    public var reviewStamps: [String]
    /// Whether this is a `perceive:reviewed` mark, which settles findings to review only.
    public var isReviewMark: Bool
    /// Where the comment starts.
    public var line: Int
    public var column: Int

    public init(ruleIDs: [String], reason: String?, isFileWide: Bool, line: Int, column: Int,
                reviewStamps: [String] = [], isReviewMark: Bool = false) {
        self.ruleIDs = ruleIDs
        self.reason = reason
        self.isFileWide = isFileWide
        self.reviewStamps = reviewStamps
        self.isReviewMark = isReviewMark
        self.line = line
        self.column = column
    }

    /// Whether this suppression silences `finding` (in the same file).
    public func silences(_ finding: Finding) -> Bool {
        if isReviewMark {
            guard finding.kind == .needsReview, let stamp = finding.reviewStamp, reviewStamps.contains(stamp) else { return false }
            return finding.location.line == line || finding.location.line == line + 1
        }
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
        var isReviewMark = false
        if body.hasPrefix(reviewedMarker) {
            isFileWide = false
            isReviewMark = true
            body = body.dropFirst(reviewedMarker.count)
        } else if body.hasPrefix("perceive:ignore-file") {
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
        guard isReviewMark else {
            return Suppression(ruleIDs: ids, reason: reason, isFileWide: isFileWide, line: line, column: column)
        }
        return Suppression(ruleIDs: ids.filter { !isReviewStamp($0) }, reason: reason, isFileWide: false, line: line,
                           column: column, reviewStamps: ids.filter(isReviewStamp).map { $0.lowercased() }, isReviewMark: true)
    }

    /// The word that opens a review mark.
    public static let reviewedMarker = "perceive:reviewed"

    /// The words that open a suppression or a review mark: a file without them holds none.
    static let markers = ["perceive:ignore", reviewedMarker]

    /// Whether `text` may hold a suppression: without its markers, it holds none.
    static func mayOccur(in text: String) -> Bool {
        text.containsBytes("perceive:ignore") || text.containsBytes("perceive:reviewed")
    }

    /// Whether `word` has the form of a review stamp: eight hex digits.
    static func isReviewStamp(_ word: String) -> Bool {
        word.count == 8 && word.allSatisfy(\.isHexDigit)
    }

    /// Every suppression comment in `file`, in source order (read from the syntax tree's
    /// comments, so text inside string literals never counts).
    public static func all(in file: ParsedSourceFile) -> [Suppression] {
        guard mayOccur(in: file.text) else { return [] }
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
            if case .lineComment(let text) = piece, text.contains("perceive:ignore") || text.contains(reviewedMarker) {
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
