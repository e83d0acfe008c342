import SwiftSyntax
import SwiftSyntaxSupport

/// A source rule some of whose findings a type the app declares in another file settles: a font
/// of `size: Values.mediumFontSize`, where `Values` is declared elsewhere, is as fixed as one of
/// `size: 17` once the constant is read (Session's style guide); a line limit on a view of the
/// app whose texts carry their own limits limits nothing.
///
/// As with `ClassSettlingSourceRule`, the rule reads one file; once an app's findings are known,
/// the audit asks the rule again about each of them with the app's types (`AppTypes`), on every
/// run (`AppDeclarationSettlement`).
protocol TypeSettlingSourceRule: SourceRule {
    /// Whether a type of another file may settle `finding`, told from the text of its file
    /// (`.system(size:` in it, a view's name where its span starts) without parsing it: the
    /// other findings are not read again.
    static func maySettle(_ finding: Finding, fileText: String) -> Bool

    /// `finding`, which the rule reported in `file`, as the app's types decide it: nil where they
    /// answer it, another finding where they change it, itself otherwise.
    func settled(_ finding: Finding, in file: ParsedSourceFile, by types: AppTypes) -> Finding?
}
