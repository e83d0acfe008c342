/// The questions for findings to review about UIKit code: what to look at in the running app
/// (the Accessibility Inspector, the view debugger) and which UIKit property settles it.
extension ReviewQuestion {
    static let uikitDefault = """
        Check in the running app, with VoiceOver on (or the Accessibility Inspector), what the audit could not \
        work out from the UIKit code — a view from a nib or storyboard, a property set at run time; set the \
        view's `accessibility…` properties if the problem is there, else mark it reviewed.
        """

    static let uikitQuestions: [String: String] = [
        "text-truncated-at-large-size": """
            Does the whole text show at the largest accessibility size (Settings › Accessibility › Display & \
            Text Size › Larger Text)? If it ends in "…", set `numberOfLines = 0` and let its constraints grow; if \
            it shows in full, mark it reviewed.
            """,
        "small-hit-region": """
            Is the view's frame at least 44×44 pt once Auto Layout has run (the view debugger or the Accessibility \
            Inspector shows it)? If not, constrain it larger (`widthAnchor.constraint(greaterThanOrEqualToConstant: \
            44)`) or widen `point(inside:with:)`; if it is, mark it reviewed.
            """,
        "icon-only-button-without-label": """
            Does VoiceOver read a name that says what this button does (an image's file or symbol name is not one)? \
            If not, set `button.accessibilityLabel`; if it does, mark it reviewed.
            """,
        "missing-label": """
            What does VoiceOver read for this view at run time? If it reads only its type ("Button", "Image") or \
            nothing, set `accessibilityLabel` (and `isAccessibilityElement = true` on a custom view); if it reads \
            a name, mark it reviewed.
            """,
        "material-ignores-reduce-transparency": """
            Does text over this `UIVisualEffectView` keep its contrast with Reduce Transparency on? If not, use an \
            opaque background colour when `UIAccessibility.isReduceTransparencyEnabled` is true; if so, mark it reviewed.
            """,
        "contrast-too-low": """
            Which `textColor` and background colour does this text have at run time, in light and dark appearance, \
            and is their contrast at least 4.5:1 (3:1 for large text)? Fix the colours if not; mark it reviewed if so.
            """,
        "label-is-file-name": """
            Does VoiceOver read the image's file name here? Set `accessibilityLabel` to words that describe it, or \
            `isAccessibilityElement = false` if it only decorates; mark it reviewed if words are read.
            """,
        "tappable-without-button-trait": """
            Does VoiceOver say "Button" when it reaches this tappable view? If not, make it a `UIButton` or add \
            `.button` to its `accessibilityTraits`; if it does, mark it reviewed.
            """,
        "duplicate-labels": """
            Do these views read the same name at run time? If so, put what each acts on in its \
            `accessibilityLabel`; if their names differ, mark it reviewed.
            """,
        "gesture-only-control": """
            Can a VoiceOver or Switch Control user do what this gesture recognizer does another way (a button, \
            `accessibilityCustomActions`, `accessibilityActivate()`)? If not, add one; if so, mark it reviewed.
            """,
        "fixed-font-size": """
            Does this text grow when the text size is turned up? If not, use `UIFont.preferredFont(forTextStyle:)` \
            or `UIFontMetrics` with `adjustsFontForContentSizeCategory = true`; if it does, mark it reviewed.
            """,
        "overlay-without-view-is-modal": """
            Does this view cover the screen when it is shown (VoiceOver must not reach what is behind it)? If so, \
            set its `accessibilityViewIsModal = true`; if not, mark it reviewed.
            """,
    ]
}
