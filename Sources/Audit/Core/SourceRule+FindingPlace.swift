import SwiftSyntax
import SwiftSyntaxSupport

extension SourceRule {
    /// Whether `finding` is the rule's finding at `node` of `file`: at its line and column. The
    /// app's settlement (`AppDeclarationSettlement`) finds a finding's node again by it.
    static func isAt(_ finding: Finding, _ node: some SyntaxProtocol, in file: ParsedSourceFile) -> Bool {
        let location = file.location(of: node)
        return (location.line, location.column) == (finding.location.line, finding.location.column)
    }
}
