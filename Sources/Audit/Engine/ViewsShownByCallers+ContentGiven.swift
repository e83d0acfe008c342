import SwiftSyntax
import SwiftSyntaxSupport

extension ViewsShownByCallers {
    /// Whether the place is written in content given to a view of the app that shows that content
    /// in a button's, link's or label's content, the view declared in any of the app's files:
    /// Raivo's `FilledButton({ HStack { Text(tip.title); Spacer(); Text(tip.price) } }) { buy(tip) }`,
    /// whose body, in another file, is `Button(action: action) { HStack { … self.content } }`.
    /// A source rule reads one file, and knows only the wrappers that file declares.
    mutating func isInContentAnAppViewShowsInAControl(_ location: FindingLocation) -> Bool {
        guard let token = token(at: location), !Self.isInPresentation(token) else { return false }
        let enclosing = EnclosingView.all(around: token)
        return RowReadAsFragmentsRule.isGroupedAround(token, wrappers: wrappers.named(by: enclosing))
    }
}
