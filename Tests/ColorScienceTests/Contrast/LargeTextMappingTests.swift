@testable import ColorScience
import Testing

@Suite struct LargeTextMappingTests {
    @Test(arguments: [
        (LargeTextMapping.wcagPoints, 17.0, false, false), (.wcagPoints, 18, false, true),
        (.wcagPoints, 13.5, true, false), (.wcagPoints, 14, true, true),
        (.accessibilityInspector, 17, false, false), (.accessibilityInspector, 18, false, true),
        (.accessibilityInspector, 11, true, true),
        (.cssPixels, 23.9, false, false), (.cssPixels, 24, false, true), (.cssPixels, 18.66, true, true),
        (.cssPixels, 18, true, false),
    ])
    func decidesLargeText(mapping: LargeTextMapping, size: Double, isBold: Bool, isLarge: Bool) {
        #expect(mapping.isLargeText(pointSize: size, isBold: isBold) == isLarge)
    }

    @Test func theDefaultIsWCAGsPointsReadAsIOSPoints() {
        #expect(LargeTextMapping.default == .wcagPoints)
        #expect(LargeTextMapping.default.thresholds == (18, 14))
    }

    @Test func nonTextHasNoAAAOfItsOwn() {
        #expect(ContrastRequirement.requirement(for: .nonText, at: .aaa) == .nonText)
        #expect(ContrastRequirement.requirement(for: .largeText, at: .aaa).minimumRatio == 4.5)
    }
}

@Suite struct BoldWeightTests {
    @Test(arguments: [(400, false), (600, false), (700, true), (900, true)])
    func boldStartsAt700(weight: Int, isBold: Bool) {
        #expect(LargeTextMapping.isBold(weight: weight) == isBold)
    }

    @Test func subjectCombinesSizeAndWeight() {
        #expect(LargeTextMapping.wcagPoints.subject(pointSize: 14, weight: 700) == .largeText)
        #expect(LargeTextMapping.wcagPoints.subject(pointSize: 14, weight: 600) == .normalText)
        #expect(LargeTextMapping.accessibilityInspector.subject(pointSize: 11, weight: 800) == .largeText)
    }
}
