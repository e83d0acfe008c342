import SwiftParser
import SwiftSyntax

/// A gesture's handler that runs nothing: `.onTapGesture {}`, or with only a comment inside, as
/// apps write to keep a touch from a view around (a scroll view, a row that opens a note). There
/// is no action behind it for a person to miss.
public enum EmptyHandler {
    /// Whether `handler`, the code a gesture runs, is a closure without statements.
    public static func runsNothing(_ handler: Syntax) -> Bool {
        handler.as(ClosureExprSyntax.self)?.statements.isEmpty == true
    }

    /// Whether the handler written as `text` (an argument's source) is a closure without statements.
    public static func runsNothing(written text: String) -> Bool {
        guard text.utf8.count <= 1_000, let item = Parser.parse(source: text).statements.first?.item,
              let closure = item.as(ExprSyntax.self)?.as(ClosureExprSyntax.self) else { return false }
        return closure.statements.isEmpty
    }
}
