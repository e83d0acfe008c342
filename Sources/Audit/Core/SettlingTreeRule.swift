import AccessibilityTree

/// A tree rule that can tell, from what the tree shows, that the problem a source rule superseding
/// it (`RuleDescription.supersedes`) reports at a modifier is not there.
///
/// A source rule reads one file: `.onTapGesture` on `CouncilCard(model:)` looks like a tap on a
/// view that is no button. The tree holds the card's elements, and one of them, a title announced
/// as a link, tells a person the tap is there. The tree rule names the tap's place
/// (`AccessibilityElement.tapSource`), and the audit drops the source rule's finding there.
public protocol SettlingTreeRule: TreeRule {
    /// Where the modifiers are (their names' places) whose findings by the rules superseding this
    /// one are settled by what `screen` shows.
    func settledPlaces(_ screen: Screen, in context: TreeContext) -> [SourceLocation]
}
