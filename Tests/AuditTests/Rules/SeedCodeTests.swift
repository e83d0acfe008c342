import Audit
import SwiftSyntaxSupport
import Testing

/// The code the seed talks show, before and after their fixes, through every source rule: the
/// "before" code is reported by the rules the talks' problems name, the "after" code by none.
@Suite struct SeedCodeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "session row side by side", source: """
            struct SessionRow: View {
                var body: some View {
                    HStack {
                        Label(session.timeRange, systemImage: "clock")
                        Spacer()
                        NavigationLink(value: LocationNavigationID(value: talk.locationID)) {
                            locationLinkLabel
                        }
                    }
                }
            }
            """, expected: ["no-layout-fallback-at-large-sizes"]),
        Case(name: "session row with ViewThatFits", source: """
            struct SessionRow: View {
                var body: some View {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            Label(session.timeRange, systemImage: "clock")
                            Spacer()
                            NavigationLink(value: LocationNavigationID(value: talk.locationID)) { locationLinkLabel }
                        }
                        VStack(alignment: .leading) {
                            Label(session.timeRange, systemImage: "clock")
                            NavigationLink(value: LocationNavigationID(value: talk.locationID)) { locationLinkLabel }
                        }
                    }
                }
            }
            """, expected: []),
        Case(name: "title limited to two lines", source: """
            struct SessionTitle: View {
                var body: some View { Text(session.title).lineLimit(2) }
            }
            """, expected: ["line-limit-ignores-accessibility-sizes"]),
        Case(name: "line limit that grows at accessibility sizes", source: """
            extension View {
                func a11yLineLimit(_ standard: Int, extra: Int = 2) -> some View {
                    modifier(A11yLineLimitModifier(standard: standard, extra: extra))
                }
            }
            private struct A11yLineLimitModifier: ViewModifier {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let standard: Int
                let extra: Int
                func body(content: Content) -> some View {
                    content.lineLimit(dynamicTypeSize.isAccessibilitySize ? standard + extra : standard)
                }
            }
            """, expected: []),
        Case(name: "LinkedIn button reading its file name", source: """
            Button(action: openLinkedIn) {
                Image("linkedin_logo")
            }
            """, expected: ["icon-only-button-without-label"]),
        Case(name: "LinkedIn account button", source: """
            Button(action: openLinkedIn) {
                Image("linkedin_logo").accessibilityHidden(true)
            }
            .accessibilityLabel("LinkedIn account")
            """, expected: []),
        Case(name: "capped banner", source: """
            struct NowPlayingBanner: View {
                var body: some View { bannerContent.dynamicTypeSize(...DynamicTypeSize.xLarge) }
            }
            """, expected: ["capped-type-without-large-content-viewer"]),
        Case(name: "capped banner with the Large Content Viewer", source: """
            struct NowPlayingBanner: View {
                var body: some View {
                    bannerContent
                        .dynamicTypeSize(...DynamicTypeSize.xLarge)
                        .accessibilityShowsLargeContentViewer {
                            Label {
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(primaryTitleText)
                                    Text(primarySubtitleText)
                                }
                            } icon: {
                                Image(systemName: iconName)
                            }
                        }
                }
            }
            """, expected: []),
        Case(name: "coffee dispenser, accessible", source: """
            struct CoffeeDispenserView: View {
                @State private var coffeeLevel = 6.0
                @State private var lastSpoken = Date.distantPast
                var body: some View {
                    CoffeeSlider(level: $coffeeLevel)
                        .accessibilityElement()
                        .accessibilityLabel("Coffee Dispenser")
                        .accessibilityValue("\\(coffeeLevel) ounces")
                        .accessibilityAdjustableAction { direction in
                            switch direction {
                            case .increment: coffeeLevel += 1
                            case .decrement: coffeeLevel -= 1
                            @unknown default: break
                            }
                        }
                        .onChange(of: coffeeLevel) { _, level in
                            guard Date().timeIntervalSince(lastSpoken) >= 0.3 else { return }
                            lastSpoken = Date()
                            AccessibilityNotification.Announcement("\\(level) ounces").post()
                        }
                }
            }
            """, expected: []),
    ]

    @Test(arguments: cases)
    func seedCodeIsReportedAsTheTalksDescribe(_ example: Case) {
        let file = ParsedSourceFile(path: "Seed.swift", text: example.source)
        let findings = AllRules.all.flatMap { $0.init(configuration: RuleConfiguration()).check(.source(file)) ?? [] }
        #expect(findings.map(\.ruleID).sorted() == example.expected.sorted(),
                "\(findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" })")
    }
}
