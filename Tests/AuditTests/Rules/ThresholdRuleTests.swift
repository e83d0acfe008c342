import AccessibilityTree
@testable import Audit
import SwiftUIFrontEnd
import Testing

/// Rules whose thresholds a team sets in `.perceive.json`.
@Suite struct ThresholdRuleTests {
    private let context = TreeContext(file: "Screen.json")

    @Test func hitTargetThresholdIsConfigurable() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "close", label: "Close", traits: .button, frame: Rect(x: 0, y: 0, width: 30, height: 30)),
        ])
        let strict = SmallHitRegionRule(configuration: RuleConfiguration())
        let relaxed = SmallHitRegionRule(configuration: .setting(SmallHitRegionRule.minimumHitTarget, to: 24))
        #expect(strict.check(screen, in: context).count == 1)
        #expect(relaxed.check(screen, in: context).isEmpty)
    }

    /// Without a threshold of the team's, a control is measured against its platform's default
    /// control size: 44 pt on iOS, 28 pt on macOS, 66 pt on tvOS (HIG, Accessibility).
    @Test func theHitTargetIsThePlatformsDefaultControlSize() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "close", label: "Close", traits: .button, frame: Rect(x: 0, y: 0, width: 30, height: 30)),
            AccessibilityElement(id: "more", label: "More", traits: .button, frame: Rect(x: 40, y: 0, width: 20, height: 20)),
        ])
        let paths = { (configuration: RuleConfiguration) in
            SmallHitRegionRule(configuration: configuration).check(screen, in: context).compactMap(\.location.elementPath)
        }
        #expect(paths(RuleConfiguration(platform: .iOS)) == ["close", "more"])
        #expect(paths(RuleConfiguration(platform: .macOS)) == ["more"])
        #expect(paths(RuleConfiguration(thresholds: ["minimumHitTarget": 44], platform: .macOS)) == ["close", "more"])
    }

    @Test func unknownFrameIsReportedForReviewOnlyWhenUnresolved() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "unknown", label: "Close", traits: .button, unresolved: [Unresolved(.frame, reason: "computed at run time")]),
            AccessibilityElement(id: "unplaced", label: "Open", traits: .button),
        ])
        let findings = SmallHitRegionRule(configuration: RuleConfiguration()).check(screen, in: context)
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.map(\.location.elementPath) == ["unknown"])
    }

    @Test func carouselLengthThresholdIsConfigurable() {
        let cells = (1...3).map { index in
            AccessibilityElement(id: ElementID("dog-\(index)"), label: "Dog \(index)", traits: .image,
                                 frame: Rect(x: Double(index) * 100, y: 80, width: 100, height: 100))
        }
        let screen = Screen(elements: [.container(id: "carousel", children: cells),
                                       AccessibilityElement(id: "favorite", label: "Favorite", traits: .button)])
        let byDefault = HardToReachActionRule(configuration: RuleConfiguration())
        let short = HardToReachActionRule(configuration: .setting(HardToReachActionRule.runLength, to: 3))
        #expect(byDefault.check(screen, in: context).isEmpty)
        #expect(short.check(screen, in: context).map(\.location.elementPath) == ["favorite"])
    }

    @Test func floodCountIsConfigurable() {
        let pins = (1...6).map { AccessibilityElement(id: ElementID("pin-\($0)"), label: "Pin \($0)", traits: .button) }
        let screen = Screen(elements: pins)
        #expect(ElementFloodRule(configuration: RuleConfiguration()).check(screen, in: context).isEmpty)
        let small = ElementFloodRule(configuration: .setting(ElementFloodRule.floodCount, to: 5))
        #expect(small.check(screen, in: context).map(\.location.elementPath) == ["pin-1"])
    }

    @Test func aLongArticleIsNotAFlood() {
        let paragraphs = (1...30).map { AccessibilityElement(id: ElementID("p\($0)"), label: "Paragraph \($0)", traits: .staticText) }
        #expect(ElementFloodRule(configuration: RuleConfiguration()).check(Screen(elements: paragraphs), in: context).isEmpty)
    }
}

@Suite struct RuleConfigurationCountTests {
    @Test(arguments: [(Double?.none, 4), (7, 7), (2.6, 3), (0, 4), (-3, 4), (.nan, 4), (.infinity, 4), (1e30, Int(Int32.max))])
    func countsAreWholeAndPositive(configured: Double?, expected: Int) {
        let runLength = RuleOption.count("runLength", default: 4, "A run's length.")
        let configuration = RuleConfiguration(thresholds: configured.map { [runLength.key: $0] } ?? [:])
        #expect(configuration.count(of: runLength) == expected)
    }
}
