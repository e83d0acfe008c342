import SwiftSyntax

/// What going back in a navigation stack changes while a screen runs (docs/live-source.md,
/// Navigation).
enum NavigationPop: Hashable, Comparable {
    /// The state holding a `NavigationStack(path:)`'s path: its last view is dropped.
    case path(String)
    /// The state that pushed the shown view (a `NavigationLink(destination:)`'s, or a
    /// `navigationDestination(isPresented:)` binding): it becomes false.
    case flag(String)
}

/// A `NavigationLink(destination:)`'s destination while a screen runs: the state that shows it
/// (kept under the link's identity), and the view expression or closure to push when it is true.
struct LinkDestination {
    var key: String
    var expression: ExprSyntax
    var scope: Scope
    var isActive: Bool
}
