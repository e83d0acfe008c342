import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// A small chart (a sparkline beside a figure) held to a constant height or width, which stays
/// that size when the text around it grows with Dynamic Type.
///
/// Apple's `ScaledMetric` "scales a numeric value" with the person's Dynamic Type setting, so a
/// frame sized by one grows with the text beside it; a constant does not, and at the accessibility
/// sizes the trend line that explains the number beside it becomes a thin scribble under text
/// three times its size. A chart is `Chart` (Swift Charts) or a view of the app's own named for
/// one (`…Chart`, `…Graph`, `Sparkline`); the frame is constant when its `height`, `maxHeight`,
/// `width` or `maxWidth` is a number, or a constant the same file declares as one, of at most
/// 100 points (a large chart has room to spare). It asks for review: whether the chart carries
/// what the text does not is for a person to judge.
public struct SmallChartInFixedFrameRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a chart (`isChart`).
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["Chart"], endings: chartNameEndings)

    public static let description = RuleDescription(
        of: Self.self,
        id: "small-chart-in-fixed-frame",
        title: "Small chart does not grow with Dynamic Type",
        rationale: """
            A sparkline beside a figure shows at a glance whether it rose or fell. Held to a \
            constant height, it stays a few points tall while the figure beside it grows with \
            the person's text size: the people who enlarge text are the ones left with a chart \
            too small to read.
            """,
        wcag: [.resizeText],
        hig: "Accessibility › Text size and weight",
        severity: .warning,
        platforms: TargetPlatform.withDynamicType,
        triggeringExamples: [
            .swift("""
                HStack {
                    Text(revenue)
                    SalesSparkline(points: points)
                        ↓.frame(maxHeight: 48)
                }
                """),
            .swift("""
                struct Card: View {
                    var body: some View {
                        Chart(points) { LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
                            ↓.frame(width: Layout.chartWidth, height: Layout.chartHeight)
                    }
                    enum Layout {
                        static let chartWidth: CGFloat = 72
                        static let chartHeight: CGFloat = 32
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                struct Card: View {
                    @ScaledMetric private var chartHeight: CGFloat = 32
                    var body: some View {
                        SalesSparkline(points: points).frame(height: chartHeight)
                    }
                }
                """),
            .swift("VStack { RevenueChart(points: points).frame(height: 240) }"),
            .swift("VStack { SalesSparkline(points: points).frame(maxWidth: .infinity) }"),
            .swift("VStack { Image(\"chart\").frame(width: 40, height: 40) }"),
        ])

    /// The largest constant size, in points, of a chart small enough to be left behind by text.
    static let largestSmallChart = 100.0
    /// Frame arguments that fix a chart's size.
    static let sizeArguments: Set<String> = ["width", "height", "maxWidth", "maxHeight"]
    /// Endings of the names of the app's own views that draw a chart.
    static let chartNameEndings = ["Chart", "Graph", "Sparkline"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard call.calledExpression.is(DeclReferenceExprSyntax.self), Self.isChart(call) else { return nil }
            let chain = ModifierChain(startingAt: ExprSyntax(call))
            guard chain.isShownByViewBuilder else { return nil }
            for frame in chain.modifiers(named: "frame") {
                let sizes = frame.call.arguments.filter { Self.sizeArguments.contains($0.label?.text ?? "") }
                    .compactMap { Self.constantPoints(of: $0.expression, in: file) }
                if let largest = sizes.max(), largest <= Self.largestSmallChart {
                    return finding(.fixed(points: largest), at: file.location(of: frame.member.period), kind: .needsReview)
                }
            }
            return nil
        }
    }

    static func isChart(_ call: FunctionCallExprSyntax) -> Bool {
        let name = call.calledExpression.calledName ?? ""
        guard name.first?.isUppercase == true else { return false }
        return name == "Chart" || chartNameEndings.contains(where: name.hasSuffix)
    }

    /// The points of a size written as a number, or as a constant the file declares with a number
    /// (`Layout.chartHeight` for `static let chartHeight: CGFloat = 32`); nil for anything else,
    /// a `@ScaledMetric` property among them.
    static func constantPoints(of expression: ExprSyntax, in file: ParsedSourceFile) -> Double? {
        if let number = expression.numberLiteralValue { return number }
        guard expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self),
              let name = expression.calledName else { return nil }
        for declaration in file.nodes(VariableDeclSyntax.self)
        where declaration.bindingSpecifier.tokenKind == .keyword(.let) && !declaration.attributes.containsToken(["ScaledMetric"]) {
            for binding in declaration.bindings where binding.pattern.trimmedDescription == name {
                return binding.initializer?.value.numberLiteralValue
            }
        }
        return nil
    }
}

extension RuleMessage {
    fileprivate static func fixed(points: Double) -> RuleMessage {
        RuleMessage(
            id: "small-chart-in-fixed-frame",
            text: """
                This chart is held to \(Int(points)) points whatever the text size: when the text \
                beside it grows with Dynamic Type, the chart does not, and at the accessibility \
                sizes it is too small to read.
                """,
            fix: """
                Size it with `@ScaledMetric` (`@ScaledMetric private var chartHeight: CGFloat = \
                \(Int(points))`, then `.frame(height: chartHeight)`), so it grows with the text.
                """)
    }
}
