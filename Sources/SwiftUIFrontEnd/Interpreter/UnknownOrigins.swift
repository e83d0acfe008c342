import Foundation
import AccessibilityTree

/// Content a view's callers pass: a stored property whose type is one of the view's generic
/// `View` parameters (`let label: Label` in `struct ChevronButton<Label: View>`), a closure
/// returning one (`let label: (Element) -> Label`), an `AnyView`, or a SwiftUI style's
/// configuration (`let configuration: PrimitiveButtonStyleConfiguration`, whose `label` is the
/// caller's).
///
/// Lowered on its own (each view no preview shows), such a view has no caller, so the content is
/// a placeholder whose unknown says so. Wherever a caller is lowered, the view is instantiated
/// with the caller's content and judged there (docs/review.md, Content callers pass).
enum CallerContent {
    /// The words every such unknown's reason carries, so what is built from it keeps them.
    static let marker = "a view its callers pass"

    /// The reason of the placeholder for `property`.
    static func reason(_ property: String) -> String { "\(marker) (`\(property)`)" }

    /// Whether `reason` is, or was built from, a placeholder for content callers pass.
    static func isCallerContent(_ reason: String) -> Bool { reason.containsMarker(marker) }

    /// Whether `property` of `type` holds content its callers pass.
    static func holds(_ property: SourceIndex.StoredProperty, of type: SourceIndex.TypeDecl) -> Bool {
        guard property.wrapper == nil, var text = property.typeText else { return false }
        if let arrow = text.range(of: "->", options: .backwards) { text = String(text[arrow.upperBound...]) }
        text = text.trimmingCharacters(in: .whitespaces.union(["(", ")"]))
        return type.viewParameters.contains(text) || ["AnyView", "any View"].contains(text)
            || text.hasSuffix("StyleConfiguration") || text.hasSuffix("Style.Configuration")
    }
}

/// A custom view met again through the same call while that call is still being evaluated: a
/// repost inside a repost (`EventView` → `RepostedEvent` → `EventMutingContainerView` →
/// `EventView`), reached through a run-time condition the front end cannot decide. The nested
/// copy runs the code the outer copy runs, so it is not lowered again: it stops there, marked
/// `Unresolved.Origin.nestedInItself`, and the rules judge the code at the outer copy.
enum NestedInItself {
    /// The words every such unknown's reason carries, so what is built from it keeps them.
    static let marker = "inside itself through the same call"

    static func reason(_ name: String) -> String { "`\(name)` \(marker); read at the outer copy" }

    static func isNestedInItself(_ reason: String) -> Bool { reason.containsMarker(marker) }
}

/// Views the audit does not read: a type neither the project nor the front end declares
/// (`unknown view \`TipView\``), or a wrapped UIKit view.
enum OpaqueView {
    static func reason(unknown name: String) -> String { "unknown view `\(name)`" }

    static func reason(wrapping name: String, as representable: String) -> String {
        "`\(name)` wraps a UIKit view (\(representable)); its elements are not modelled"
    }

    /// The modifiers the code gives such a view that are kept: what it says to assistive
    /// technologies (`AsyncButton { … }.accessibilityLabel("Follow")`). Its other modifiers are
    /// its package's own or change nothing the rules read, and are dropped with the view.
    static func keepsModifier(_ name: String) -> Bool {
        name.hasPrefix("accessibility") && name != "accessibilityIdentifier"
    }

    /// Whether `reason` says the view written `name` is itself one the audit does not read: not
    /// a value read from one (`model.title`, where `Model` is unknown).
    static func isOpaque(_ reason: String, name: String) -> Bool {
        reason == self.reason(unknown: name) || reason.hasPrefix("`\(name)` wraps a UIKit view (")
    }
}

extension AccessibilityElement {
    /// This element with every unknown built from content callers pass, or from a view met again
    /// inside itself, marked so (`Unresolved.Origin.callerContent`, `.nestedInItself`), in its
    /// descendants too.
    func markingJudgedElsewhere() -> AccessibilityElement {
        var marked = self
        for index in marked.unresolved.indices {
            let reason = marked.unresolved[index].reason
            if CallerContent.isCallerContent(reason) {
                marked.unresolved[index].origin = .callerContent
            } else if NestedInItself.isNestedInItself(reason) {
                marked.unresolved[index].origin = .nestedInItself
            }
        }
        marked.children = marked.children.map { $0.markingJudgedElsewhere() }
        return marked
    }
}
