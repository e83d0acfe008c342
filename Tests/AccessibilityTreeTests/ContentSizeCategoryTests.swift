import AccessibilityTree
import Testing

@Suite struct ContentSizeCategoryTests {
    @Test func twelveSizesLargeIsTheDefault() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilitySize).count == 5)
    }

    @Test(arguments: [("AX3", ContentSizeCategory.accessibilityExtraLarge), ("xxLarge", .extraExtraLarge),
                      ("accessibility5", .accessibilityExtraExtraExtraLarge), ("l", .large)])
    func acceptsEveryNaming(name: String, expected: ContentSizeCategory) {
        #expect(ContentSizeCategory(name: name) == expected)
    }
}
