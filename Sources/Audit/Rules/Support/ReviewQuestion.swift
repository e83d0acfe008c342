/// The question a person answers to settle a rule's findings to review: what to check, where,
/// and what to do with the answer. The reports' "to review" section asks it once per rule.
///
/// A finding needs review when the rule would report it but a fact it rests on was not worked
/// out from the code (`Finding.Kind.needsReview`); the answer is a code change, or
/// `// perceive:reviewed STAMP — reason` once checked (`docs/review.md`).
public enum ReviewQuestion {
    /// The question for findings of rule `id` to review, worded for code of `framework`: UIKit's
    /// properties (`accessibilityLabel`, `accessibilityTraits`) where the finding is about UIKit
    /// code (`Finding.framework`), SwiftUI's modifiers otherwise.
    public static func of(ruleID id: String, framework: SourceFramework? = nil) -> String {
        if framework == .uikit { return uikitQuestions[id] ?? uikitDefault }
        return questions[id] ?? """
            Check in the running app, with VoiceOver on, what the audit could not work out from the code; \
            fix the code if the problem is there, else mark it reviewed.
            """
    }

    private static let questions: [String: String] = [
        "text-truncated-at-large-size": """
            Does the whole text show at the largest accessibility size (Settings › Accessibility › Display & \
            Text Size › Larger Text)? If it ends in "…", let it wrap; if it shows in full, mark it reviewed.
            """,
        "small-hit-region": """
            Is the area that responds to a tap at least 44×44 pt in the running app (the Accessibility \
            Inspector shows its frame)? If not, pad it or add `.contentShape`; if it is, mark it reviewed.
            """,
        "icon-only-button-without-label": """
            Does VoiceOver's reading of the symbol say what the button does ("Close" for a delete button does \
            not)? If not, add `.accessibilityLabel`; if it does, mark it reviewed.
            """,
        "missing-label": """
            What does VoiceOver read for this element at run time? If it reads only its type ("Button", \
            "Image"), or a symbol's name that does not say what the control does, add `.accessibilityLabel`; \
            if it reads a name that does, mark it reviewed.
            """,
        "material-ignores-reduce-transparency": """
            Does text over this material keep its contrast with Reduce Transparency on? If not, swap the \
            material for an opaque colour when `accessibilityReduceTransparency` is true; if so, mark it reviewed.
            """,
        "contrast-too-low": """
            Which colours does this text have at run time, in light and dark appearance, and is their \
            contrast at least 4.5:1 (3:1 for large text)? Fix the colours if not; mark it reviewed if so.
            """,
        "label-is-file-name": """
            Does VoiceOver read a file name or key here, or words that describe the picture? Label or hide the \
            image if a name is read; mark it reviewed if words are.
            """,
        "tappable-without-button-trait": """
            Does VoiceOver say "Button" when it reaches this tappable element? If not, make it a `Button` or \
            add `.accessibilityAddTraits(.isButton)`; if it does, mark it reviewed.
            """,
        "duplicate-labels": """
            Do these controls read the same name at run time? If so, name each after what it acts on; if \
            their names differ, mark it reviewed.
            """,
        "gesture-only-control": """
            Can a VoiceOver or Switch Control user do what this gesture does another way (a button, a custom \
            action)? If not, add `.accessibilityAction`; if so, mark it reviewed.
            """,
        "fixed-font-size": """
            Does this text grow when the text size is turned up? If not, use a text style or `@ScaledMetric`; \
            if it does, mark it reviewed.
            """,
    ]
}
