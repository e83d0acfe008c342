import AccessibilityTree
@testable import Audit
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

@Suite struct DynamicTypeRuleTests {
    @Test(arguments: [(17.0, TextStyle.body), (14, .subheadline), (34, .largeTitle), (60, .largeTitle),
                      (9, .caption2), (16.4, .callout), (21, .title2), (12, .caption)])
    func fixedSizeMapsToTheNearestTextStyle(points: Double, style: TextStyle) {
        #expect(TextStyle.nearest(toPointSize: points) == style)
    }

    /// The fix names the style's own size when it differs from the one written, and keeps the
    /// written size growing with `@ScaledMetric`; a style of that very size is simply named.
    @Test(arguments: [
        (17.0, "Use the text style of that size, `.body`, which grows with Dynamic Type."),
        (18.0, "Use the text style nearest that size, `.body` (17 pt at the default text size), which grows with Dynamic Type; "
            + "or keep 18 pt growing with it: `@ScaledMetric(relativeTo: .body) var size = 18` with `.system(size: size)`."),
    ] as [(Double, String)])
    func theFixSaysTheNearestStylesOwnSize(points: Double, fix: String) {
        let file = ParsedSourceFile(path: "V.swift", text: "Text(\"sats\").font(.system(size: \(points.compactDescription)))")
        let findings = FixedFontSizeRule(configuration: RuleConfiguration()).check(file)
        #expect(findings.map(\.fix) == [fix])
    }

    /// A SwiftUI `Font` made from a fixed UIKit font is fixed with a text style, not UIKit's
    /// `adjustsFontForContentSizeCategory` (which SwiftUI's `Text` has not).
    @Test func aSwiftUIFontMadeFromAUIKitFontIsFixedTheSwiftUIWay() throws {
        let file = ParsedSourceFile(path: "Notice.swift", text: "static let messageFont: Font = Font(UIFont.systemFont(ofSize: 14.0))")
        let found = try #require(FixedFontSizeRule(configuration: RuleConfiguration()).check(file).first)
        #expect(found.message.hasPrefix("This text stays 14 pt"))
        #expect(found.fix?.contains("`.subheadline` (15 pt at the default text size)") == true)
        #expect(found.fix?.contains("adjustsFontForContentSizeCategory") == false)
    }

    @Test func aComputedSizeNeedsReview() {
        let file = ParsedSourceFile(path: "V.swift", text: "Text(\"a\").font(.system(size: titleSize))")
        let findings = FixedFontSizeRule(configuration: RuleConfiguration()).check(file)
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.edits.isEmpty == true)
    }

    /// A size read from a constant the file declares is decided as a literal is: the nearest
    /// style's fix for one size, none at or above the largest body text.
    @Test(arguments: [
        ("private enum Layout { static let size: CGFloat = 13 }", "Layout.size", "This text stays 13 pt"),
        ("private static let size = CGFloat(12)", "Self.size", "This text stays 12 pt"),
        ("enum Values { static let size = isSmall ? CGFloat(15) : CGFloat(17) }", "Values.size", "This text keeps its point size"),
        ("enum Values { static let size = small\n static let small: CGFloat = 11 }", "Values.size", "This text stays 11 pt"),
    ])
    func aSizeFromAConstantOfTheFileIsDecided(_ declaration: String, _ size: String, _ message: String) {
        let text = "struct Row: View {\n\(declaration)\nvar body: some View { Text(name).font(.system(size: \(size))) }\n}"
        let findings = FixedFontSizeRule(configuration: RuleConfiguration()).check(ParsedSourceFile(path: "Row.swift", text: text))
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.hasPrefix(message) == true)
    }

    @Test(arguments: ["private static var size: CGFloat = 13", "private static let size = UIFontMetrics.default.scaledValue(for: 13)",
                      "private enum Layout { static let size: CGFloat = 60 }"])
    func aSizeNotWrittenOrLargeEnoughIsNoViolation(_ declaration: String) {
        let size = declaration.contains("Layout") ? "Layout.size" : "Self.size"
        let text = "struct Row: View {\n\(declaration)\nvar body: some View { Text(name).font(.system(size: \(size))) }\n}"
        let findings = FixedFontSizeRule(configuration: RuleConfiguration()).check(ParsedSourceFile(path: "Row.swift", text: text))
        #expect(!findings.contains { $0.kind == .violation })
    }

    @Test(arguments: [("...DynamicTypeSize.xxxLarge", ContentSizeCategory?.some(.extraExtraExtraLarge)),
                      (".xSmall ..< .accessibility1", .extraExtraExtraLarge),
                      ("DynamicTypeSize.large", .large),
                      (".large ... .accessibility5", .accessibilityExtraExtraExtraLarge),
                      ("size", nil)])
    func cappedSizeReadsTheLargestAllowedSize(argument: String, expected: ContentSizeCategory?) throws {
        let file = ParsedSourceFile(path: "V.swift", text: "x.dynamicTypeSize(\(argument))")
        let call = try #require(file.nodes(FunctionCallExprSyntax.self).first)
        let expression = try #require(call.arguments.first?.expression)
        #expect(CappedTypeWithoutLargeContentViewerRule.largestSize(expression) == expected)
    }

    @Test(arguments: [("2", Int?.some(2)), ("1...3", 3), ("..<3", 2), ("limit", nil)])
    func lineLimitReadsTheLargestLiteralCount(argument: String, expected: Int?) throws {
        let file = ParsedSourceFile(path: "V.swift", text: "Text(t).lineLimit(\(argument))")
        let call = try #require(file.nodes(FunctionCallExprSyntax.self).first { $0.calledExpression.calledName == "lineLimit" })
        let expression = try #require(call.arguments.first?.expression)
        #expect(LineLimitIgnoresAccessibilitySizesRule.fixedLimit(expression) == expected)
    }
}
