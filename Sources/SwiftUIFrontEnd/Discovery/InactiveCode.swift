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
