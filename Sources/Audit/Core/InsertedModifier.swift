/// The modifier a rule's fix adds, and which view it belongs to: what the audit turns into a
/// `SuggestedInsertion` at the end of that view's modifier chain.
public struct InsertedModifier: Hashable, Sendable {
    /// The view whose chain the modifier ends.
    public enum Owner: Hashable, Sendable {
        /// The view the finding is about: the image to hide, the stack to combine, the tapped view.
        case element
        /// The control whose label holds the view the finding is about (a `Button`, `Menu`,
        /// `Link`, `NavigationLink` or `Toggle`), else the view itself: a control's
        /// `.accessibilityLabel` replaces what its content says ("accessibilityLabel(_:)", Apple
        /// documentation), and a trait describes the control, not the image inside it.
        case control
    }

    /// The modifier with its leading period; Xcode's placeholder syntax (`<#label#>`) where the
    /// value is the developer's to choose.
    public var text: String
    public var owner: Owner

    public init(_ text: String, on owner: Owner = .element) {
        self.text = text
        self.owner = owner
    }

    /// `.accessibilityLabel(<#label#>)` on the control, or on the view where there is none.
    public static let label = InsertedModifier(".accessibilityLabel(<#label#>)", on: .control)
    /// `.accessibilityHidden(true)` on the view: a decorative picture VoiceOver should skip.
    public static let hidden = InsertedModifier(".accessibilityHidden(true)")
    /// `.accessibilityAddTraits(.isButton)` on the tapped view.
    public static let buttonTrait = InsertedModifier(".accessibilityAddTraits(.isButton)")
    /// `.accessibilityAddTraits(.isHeader)` on a title VoiceOver's rotor should reach as a heading.
    public static let headerTrait = InsertedModifier(".accessibilityAddTraits(.isHeader)")
    /// `.accessibilityShowsLargeContentViewer()` on a view whose text size is capped: the default
    /// large content view, shown on a long press ("accessibilityShowsLargeContentViewer()", Apple
    /// documentation, iOS 15).
    public static let largeContentViewer = InsertedModifier(".accessibilityShowsLargeContentViewer()")
    /// `.accessibilityElement(children: .combine)` on the stack whose parts are read apart.
    public static let combine = InsertedModifier(".accessibilityElement(children: .combine)")
}
