import AccessibilityTree
@testable import Audit
import Testing

/// What `contrast-too-low` measures (through ColorScience) and which minimum it applies
/// (through `LargeTextMapping` and the Dynamic Type table).
@Suite struct ContrastTooLowRuleTests {
    private let context = TreeContext(file: "View.swift")

    @Test(arguments: [
        ("#000000", "#FFFFFF", 21.0),
        ("#FFFFFF", "#FFFFFF", 1.0),
        ("#777777", "#FFFFFF", 4.48),
        ("#767676", "#ffffff", 4.54),
        ("#000", "#fff", 21.0),
        ("#777777FF", "#FFFFFF", 4.48),
    ])
    func opaqueHexColoursAreMeasured(foreground: String, background: String, expected: Double) throws {
        let ratio = try #require(ContrastTooLowRule.ratio(foreground, background, in: AccessibilitySettings()))
        #expect(abs(ratio - expected) < 0.005)
    }

    @Test(arguments: ["BrandInk", "#12345", "#11223380", "#GGGGGG"])
    func colourThatIsNotAnOpaqueKnownColourIsNotMeasured(_ colour: String) {
        #expect(ContrastTooLowRule.ratio(colour, "#FFFFFF", in: AccessibilitySettings()) == nil)
    }

    /// #949494 on white is 3.03:1: enough for large text, too little for normal text.
    @Test(arguments: [
        ("17.5 pt regular", VisualFacts.Font.fixed(size: 17.5), VisualFacts.Weight?.none, false, true),
        ("18 pt regular", .fixed(size: 18), nil, false, false),
        ("14 pt bold", .fixed(size: 14), .bold, false, false),
        ("14 pt semibold", .fixed(size: 14), .semibold, false, true),
        ("13.5 pt heavy", .fixed(size: 13.5), .heavy, false, true),
        ("14 pt regular with Bold Text", .fixed(size: 14), nil, true, false),
        ("Title 3 (20 pt at Large)", .textStyle(.title3), nil, false, false),
        ("Body (17 pt at Large)", .textStyle(.body), nil, false, true),
        ("Callout bold (16 pt at Large)", .textStyle(.callout), .bold, false, false),
        ("Caption 2 with Bold Text (11 pt at Large)", .textStyle(.caption2), nil, true, true),
    ])
    func largeTextNeedsThreeToOneAndOtherTextFourAndAHalf(
        _ name: String, font: VisualFacts.Font, weight: VisualFacts.Weight?, boldText: Bool, isReported: Bool
    ) {
        var screen = Screen(elements: [
            AccessibilityElement(id: "text", label: "Pinky",
                                 visual: VisualFacts(foregroundColor: "#949494", backgroundColor: "#FFFFFF",
                                                     font: font, fontWeight: weight)),
        ])
        screen.settings.boldText = boldText
        let findings = ContrastTooLowRule(configuration: RuleConfiguration()).check(screen, in: context)
        #expect(findings.count == (isReported ? 1 : 0), "\(name)")
        if isReported { #expect(findings.first?.message.contains("below 4.5:1") == true) }
    }

    @Test func aPictureWithoutTextNeedsThreeToOne() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "icon", label: "Walk", traits: .image,
                                 visual: VisualFacts(foregroundColor: "#949494", backgroundColor: "#FFFFFF")),
            AccessibilityElement(id: "caption", label: "Walk",
                                 visual: VisualFacts(foregroundColor: "#949494", backgroundColor: "#FFFFFF")),
        ])
        let findings = ContrastTooLowRule(configuration: RuleConfiguration()).check(screen, in: context)
        #expect(findings.map(\.location.elementPath) == ["caption"])
    }
}

/// Two known colours, one translucent: asked about only where the backdrop decides
/// (`ContrastTooLowRule+Translucent.swift`).
@Suite struct TranslucentContrastTests {
    private let context = TreeContext(file: "View.swift")

    private func findings(_ pairs: [(String, String)]) -> [Finding] {
        let screen = Screen(elements: pairs.enumerated().map { index, pair in
            AccessibilityElement(id: ElementID("text-\(index)"), label: "Pinky",
                                 visual: VisualFacts(foregroundColor: pair.0, backgroundColor: pair.1))
        })
        return ContrastTooLowRule(configuration: RuleConfiguration()).check(screen, in: context)
    }

    @Test func aTranslucentForegroundOnAnOpaqueBackgroundIsMeasuredAsDrawn() {
        let found = findings([(".white.opacity(0.65)", ".black"), ("#FFFFFF40", "#000000")])
        // White at 65 % on black is 8.6:1; at 25 % it is 2:1, whatever lies behind.
        #expect(found.map(\.location.elementPath) == ["text-1"])
        #expect(found.map(\.kind) == [.violation])
        #expect(found.first?.message.contains("#FFFFFF40 on #000000 has a contrast of 2.02:1, below 4.5:1") == true)
    }

    @Test func anOpaqueForegroundOnATranslucentBackgroundIsAskedOnlyWhereTheBackdropDecides() {
        let found = findings([(".white", "Color.black.opacity(0.7)"), (".white", "Color.red.opacity(0.75)"),
                              ("#FFFFFF80", "#FF000080")])
        // White on 70 % black is at least 8.5:1 over any backdrop; on 75 % red it is 3.5:1 over
        // white and 6.5:1 over black; two translucent colours are always the backdrop's.
        #expect(found.map(\.location.elementPath) == ["text-1", "text-2"])
        #expect(found.map(\.kind) == [.needsReview, .needsReview])
    }

    @Test func theLowestRatioOverAnyBackdropIsAtTheNearerEnd() throws {
        let drawn = try #require(ContrastTooLowRule.drawnContrast("#FFFFFF", "#000000B3", in: AccessibilitySettings()))
        #expect(drawn.isExact == false)
        #expect(abs(drawn.lowest - 8.5) < 0.1)
        // Dark grey lies between 50 % black over black (0) and over white (0.22): the backdrop decides.
        #expect(ContrastTooLowRule.drawnContrast("#404040", "#00000080", in: AccessibilitySettings()) == nil)
    }
}
