import AccessibilityTree
import Testing

@Suite struct DynamicTypeTableTests {
    /// HIG Typography, "iOS, iPadOS Dynamic Type sizes": size/leading at Large (the default).
    @Test(arguments: [
        (TextStyle.largeTitle, 34.0, 41.0), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25),
        (.headline, 17, 22), (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20),
        (.footnote, 13, 18), (.caption, 12, 16), (.caption2, 11, 13),
    ])
    func largeIsTheHIGDefault(style: TextStyle, size: Double, leading: Double) {
        #expect(style.pointSize() == size)
        #expect(style.leading(at: .large) == leading)
    }

    /// One full column of every table row: Body across all twelve sizes.
    @Test func bodyGrowsThroughAllTwelveSizes() {
        #expect(ContentSizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) } ==
                [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.allCases.map { TextStyle.body.leading(at: $0) } ==
                [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
    }

    @Test(arguments: [
        (TextStyle.largeTitle, ContentSizeCategory.accessibilityExtraExtraExtraLarge, "60/70"),
        (.title, .accessibilityLarge, "43/51"), (.title2, .extraExtraExtraLarge, "28/34"),
        (.title3, .accessibilityExtraExtraLarge, "49/58"), (.callout, .accessibilityExtraLarge, "38/46"),
        (.subheadline, .extraExtraExtraLarge, "21/28"), (.footnote, .extraSmall, "12/16"),
        (.caption, .accessibilityMedium, "22/28"), (.caption2, .accessibilityExtraExtraExtraLarge, "40/48"),
        (.headline, .extraLarge, "19/24"),
    ])
    func cellsMatchTheHIG(style: TextStyle, category: ContentSizeCategory, metrics: String) {
        #expect(style.metrics(at: category).description == metrics)
    }

    /// The published quirks: footnote and captions stay flat at the three smallest sizes.
    @Test func smallStylesStayFlatAtTheSmallestSizes() {
        for style in [TextStyle.footnote, .caption, .caption2] {
            let sizes = [ContentSizeCategory.extraSmall, .small, .medium].map { style.pointSize(at: $0) }
            #expect(Set(sizes).count == 1)
        }
    }

    @Test func everyStyleGrowsMonotonically() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
            #expect(sizes == sizes.sorted())
            #expect(style.leading(at: .accessibilityExtraExtraExtraLarge) > style.pointSize(at: .accessibilityExtraExtraExtraLarge))
        }
    }

    /// docs/dynamic-type.md, Scaling custom values: Body factors 0.824 … 3.118 (= size / 17).
    @Test func customValuesScaleAlongTheirStylesCurve() {
        #expect(TextStyle.body.scaledValue(17, at: .large) == 17)
        #expect(abs(TextStyle.body.scaledValue(44, at: .accessibilityExtraExtraExtraLarge) - 44.0 * 53 / 17) < 1e-12)
        #expect(abs(TextStyle.body.scaleFactor(at: .extraSmall) - 0.824) < 1e-3)
        #expect(abs(TextStyle.body.scaleFactor(at: .accessibilityExtraLarge) - 2.353) < 1e-3)
        #expect(TextStyle.caption2.scaledValue(10, at: .small) == 10)
        #expect(TextStyle.title.scaledValue(20, at: .accessibilityLarge, maximum: 30) == 30)
    }

    @Test func weightsFollowTheHIG() {
        #expect(TextStyle.headline.defaultWeight == .semibold)
        #expect(TextStyle.body.defaultWeight == .regular)
        #expect(TextStyle.title2.emphasizedWeight == .bold)
        #expect(TextStyle.caption.emphasizedWeight == .semibold)
        #expect(TextStyle.largeTitle.uiKitName == "UICTFontTextStyleTitle0")
    }

    @Test func uiKitConstantNamesAreAccepted() {
        #expect(ContentSizeCategory.accessibilityLarge.uiKitConstantName == "UICTContentSizeCategoryAccessibilityL")
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryAccessibilityL") == .accessibilityLarge)
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryXXXL") == .extraExtraExtraLarge)
    }

    @Test func theMinimumHitTargetIs44Points() {
        #expect(Size.minimumHitTarget == Size(width: 44, height: 44))
    }
}
