import AccessibilityTree

/// Where a view's font was last set, to what, and by which type's code: the line a Dynamic Type
/// fix edits (`interface-fixed-font-size`, `text-style-not-adjusting`).
struct FontSetting {
    let font: VisualFacts.Font
    let source: SourceLocation
    /// The type whose code set it; nil for a storyboard or nib.
    let typeName: String?
}
