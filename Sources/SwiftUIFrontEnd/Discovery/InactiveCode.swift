import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport

/// The parts of a file a device build for the audit's platform (iOS unless told) does not
/// compile: the clauses of its `#if`s whose conditions do not hold (`CompilationConditions`), as
/// line ranges, so source rules leave code for other platforms alone, as the SwiftUI front end does.
public enum InactiveCode {
    /// The line ranges of the inactive `#if` clauses of `file` built for `platform` (from the
    /// clause's `#if`/`#elseif`/`#else` line to the line before the next); empty when every clause is active.
    public static func lineRanges(in file: ParsedSourceFile, platform: TargetPlatform = .iOS) -> [ClosedRange<Int>] {
        guard file.text.utf8.contains(UInt8(ascii: "#")) else { return [] }
        let collector = InactiveClauseCollector(conditions: CompilationConditions(platform: platform))
        collector.walk(file.tree)
        return collector.clauses.map { clause in
            let start = file.lineAndColumn(of: clause).line
            let end = file.lineAndColumn(of: clause.endPositionBeforeTrailingTrivia).line
            return start...max(start, end)
        }
    }

    /// The UTF-8 offset ranges of the inactive `#if` clauses of `text` built for `platform`, read
    /// line by line from the directives (`#if`, `#elseif`, `#else`, `#endif` opening a line)
    /// without parsing the file: for a question about a few places of many files (where the app
    /// shows its views). Each range runs from its clause's directive to the next directive of the
    /// same `#if`.
    public static func byteRanges(inText text: String, platform: TargetPlatform = .iOS) -> [Range<Int>] {
        guard text.utf8.contains(UInt8(ascii: "#")) else { return [] }
        let conditions = CompilationConditions(platform: platform)
        /// One open `#if`: whether the code around it is compiled, whether one of its clauses
        /// was taken, and where its current clause starts when that clause is not compiled.
        struct Open { var outerActive: Bool; var taken: Bool; var inactiveStart: Int? }
        var open: [Open] = []
        var ranges: [Range<Int>] = []
        var lineStart = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            defer { lineStart += line.count + 1 }
            let directive = Substring(line).drop { $0 == " " || $0 == "\t" }
            guard directive.hasPrefix("#") else { continue }
            let word = directive.prefix { !$0.isWhitespace && $0 != "(" }
            let condition = String(directive.dropFirst(word.count))
            func close() {
                if let start = open.last?.inactiveStart { ranges.append(start..<lineStart) }
            }
            func enter(_ holds: Bool) {
                guard var clause = open.popLast() else { return }
                clause.inactiveStart = clause.outerActive && !holds ? lineStart : nil
                clause.taken = clause.taken || holds
                open.append(clause)
            }
            switch word {
            case "#if":
                let outerActive = open.last.map { $0.outerActive && $0.inactiveStart == nil } ?? true
                open.append(Open(outerActive: outerActive, taken: false, inactiveStart: nil))
                enter(conditions.holds(text: condition))
            case "#elseif":
                close()
                let taken = open.last?.taken ?? true
                enter(!taken && conditions.holds(text: condition))
            case "#else":
                close()
                enter(!(open.last?.taken ?? true))
            case "#endif":
                close()
                _ = open.popLast()
            default:
                continue
            }
        }
        return ranges
    }
}

private final class InactiveClauseCollector: SyntaxVisitor {
    let conditions: CompilationConditions
    var clauses: [IfConfigClauseSyntax] = []

    init(conditions: CompilationConditions) {
        self.conditions = conditions
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let active = conditions.activeClause(of: node)
        for clause in node.clauses where clause.id != active?.id { clauses.append(clause) }
        return .visitChildren
    }
}
