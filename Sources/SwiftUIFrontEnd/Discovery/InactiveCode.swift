import SwiftSyntax
import SwiftSyntaxSupport

/// The parts of a file an iOS device build does not compile: the clauses of its `#if`s whose
/// conditions do not hold (`CompilationConditions`), as line ranges, so source rules leave code
/// for macOS, visionOS and other platforms alone, as the SwiftUI front end does.
public enum InactiveCode {
    /// The line ranges of the inactive `#if` clauses of `file` (from the clause's `#if`/`#elseif`/
    /// `#else` line to the line before the next); empty when every clause is active.
    public static func lineRanges(in file: ParsedSourceFile) -> [ClosedRange<Int>] {
        guard file.text.utf8.contains(UInt8(ascii: "#")) else { return [] }
        let collector = InactiveClauseCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        return collector.clauses.map { clause in
            let start = file.lineAndColumn(of: clause).line
            let end = file.lineAndColumn(of: clause.endPositionBeforeTrailingTrivia).line
            return start...max(start, end)
        }
    }
}

private final class InactiveClauseCollector: SyntaxVisitor {
    var clauses: [IfConfigClauseSyntax] = []

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let active = CompilationConditions.activeClause(of: node)
        for clause in node.clauses where clause.id != active?.id { clauses.append(clause) }
        return .visitChildren
    }
}
