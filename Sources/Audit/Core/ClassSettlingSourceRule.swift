import SwiftSyntax
import SwiftSyntaxSupport

/// A UIKit source rule some of whose findings a class the app declares in another file can
/// settle: a tap added to a view whose class, written elsewhere, is a `UIButton`; an overlay whose
/// superclass makes it modal.
///
/// The rule reads one file, and its findings are kept with that file's entry in the cache; once
/// an app's findings are known, the audit asks the rule again about each of them with the app's
/// classes (`AppClasses`), on every run, so that a change to the other file counts
/// (`AppDeclarationSettlement`).
protocol ClassSettlingSourceRule: SourceRule {
    /// Whether `finding`, which the rule reported in `file`, is settled by what the app's classes
    /// declare.
    func isSettled(_ finding: Finding, in file: ParsedSourceFile, by classes: AppClasses) -> Bool
}
