/// UIKit's raw names for the content size categories.
extension ContentSizeCategory {
    /// `UIContentSizeCategory.rawValue`: `UICTContentSizeCategoryL`,
    /// `UICTContentSizeCategoryAccessibilityXXXL`… (spec `dynamic-type.md` §1).
    public var uiKitConstantName: String {
        let suffixes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL",
                        "AccessibilityM", "AccessibilityL", "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL"]
        return "UICTContentSizeCategory" + suffixes[index]
    }
}
