import SwiftSyntax

/// A gesture's handler that runs nothing: `.onTapGesture {}`, or with only a comment inside, as
/// apps write to keep a touch from a view around (a scroll view, a row that opens a note). There
/// is no action behind it for a person to miss.
public enum EmptyHandler {
    /// Whether `handler`, the code a gesture runs, is a closure without statements.
    public static func runsNothing(_ handler: Syntax) -> Bool {
        handler.as(ClosureExprSyntax.self)?.statements.isEmpty == true
    }
}
