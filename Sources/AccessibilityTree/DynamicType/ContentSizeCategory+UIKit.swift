/// UIKit's raw names for the content size categories.
extension ContentSizeCategory {
    /// `UIContentSizeCategory.rawValue`: `UICTContentSizeCategoryL`,
    /// `UICTContentSizeCategoryAccessibilityXXXL`… (docs/dynamic-type.md, Content size categories).
    public var uiKitConstantName: String {
        let suffixes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL",
                        "AccessibilityM", "AccessibilityL", "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL"]
        return "UICTContentSizeCategory" + suffixes[index]
    }
}
