import SwiftSyntax

/// A gesture's handler that runs nothing: `.onTapGesture {}`, or with only a comment inside, as
/// apps write to keep a touch from a view around (a scroll view, a row that opens a note). There
/// is no action behind it for a person to miss.
///
/// So is one whose every statement is compiled only into a debug build (`.onLongPressGesture {
/// #if DEBUG store.send(.debugPasteSeed) #endif }`, a developer's shortcut): `DEBUG` is a
/// condition Xcode sets for the Debug configuration only (Xcode build settings,
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`), so the app people install runs nothing there.
public enum EmptyHandler {
    /// Whether `handler`, the code a gesture runs, is a closure that runs nothing in a release build.
    public static func runsNothing(_ handler: Syntax) -> Bool {
        handler.as(ClosureExprSyntax.self)?.statements.allSatisfy { isDebugOnly($0.item) } == true
    }

    /// Whether `item` is an `#if` whose code is all under `DEBUG` (or `false`), with no `#else` code.
    private static func isDebugOnly(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let ifConfig = item.as(IfConfigDeclSyntax.self) else { return false }
        return ifConfig.clauses.allSatisfy { clause in
            guard let condition = clause.condition else { return clause.elements == nil || clause.elements?.trimmedDescription.isEmpty == true }
            let written = condition.trimmedDescription
            return written == "DEBUG" || written == "false"
        }
    }
}
