import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// Code of a Swift file that never reaches a person using the app: previews and tests. A finding
/// there is about sample content (a preview's `Button("Primary button")`, a test's fixed font)
/// nobody meets, so the merge leaves it out (`FindingMerge`). The views a preview shows are
/// audited where they are declared, and their findings stay.
enum CodeThatNeverShips {
    /// The lines of the file's previews: each `#Preview { … }` and each type or extension
    /// conforming to `PreviewProvider` (Xcode's previews, built only for the canvas), at the top
    /// level or inside `#if` blocks (`#if DEBUG`). Read from any tree of the file, a declaration
    /// skeleton too: it keeps every line where it was (`DeclarationSkeleton`).
    static func previewLines(in file: ParsedSourceFile) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
            let first = file.lineAndColumn(of: node.positionAfterSkippingLeadingTrivia).line
            return first...max(first, file.lineAndColumn(of: node.endPositionBeforeTrailingTrivia).line)
        }
        func collect(_ node: Syntax) {
            if let macro = node.asProtocol(FreestandingMacroExpansionSyntax.self), macro.macroName.text == "Preview" {
                ranges.append(lines(of: node))
            } else if let group = node.asProtocol(DeclGroupSyntax.self),
                      group.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
                ranges.append(lines(of: node))
            } else if let ifConfig = node.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    switch clause.elements {
                    case .statements(let statements): statements.forEach { collect(Syntax($0.item)) }
                    case .decls(let members): members.forEach { collect(Syntax($0.decl)) }
                    default: break
                    }
                }
            }
        }
        file.tree.statements.forEach { collect(Syntax($0.item)) }
        return ranges
    }

    /// Whether the file is a test (`import XCTest`, `import Testing`; `SourceFinder.mayMatter`):
    /// its views and fonts are a test's inputs, never drawn for a person.
    static func isTest(_ text: String) -> Bool {
        !SourceFinder.mayMatter(text)
    }
}
