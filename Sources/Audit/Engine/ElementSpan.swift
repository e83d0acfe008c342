import SwiftSyntax
import SwiftSyntaxSupport

/// The whole element a finding is about, found from where it points: the outermost expression
/// that starts there (a view with all its modifiers, or the argument a source rule names).
/// A rule that points inside the element (at the image of an icon-only button) sets the span
/// itself; this fills it where the rule did not.
enum ElementSpan {
    /// `findings` with `span` set, where it is nil and an expression other than a bare name
    /// starts where the finding points in `file`.
    static func filling(_ findings: [Finding], in file: ParsedSourceFile) -> [Finding] {
        findings.map { finding in
            guard finding.span == nil, finding.location.file == file.path,
                  let expression = file.outermostExpression(startingAt: finding.location),
                  !expression.is(DeclReferenceExprSyntax.self) else { return finding }
            var spanned = finding
            spanned.span = file.span(of: expression)
            return spanned
        }
    }

    /// `findings` with their spans filled from the files they point into; `source` gives the
    /// parsed file at a path, asked once per file that has a finding without a span.
    static func filling(_ findings: [Finding], source: (String) -> ParsedSourceFile?) -> [Finding] {
        var files: [String: ParsedSourceFile?] = [:]
        return findings.map { finding in
            guard finding.span == nil else { return finding }
            let path = finding.location.file
            if files[path] == nil { files[path] = .some(source(path)) }
            guard let file = files[path] ?? nil else { return finding }
            return filling([finding], in: file)[0]
        }
    }
}
