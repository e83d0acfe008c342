import Audit
import SwiftSyntaxSupport
import Testing

@Suite struct SmallChartInFixedFrameRuleTests {
    private func findings(_ source: String) -> [Finding] {
        SmallChartInFixedFrameRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "Card.swift", text: source))
    }

    private let reportCard = """
        struct ReportCard: View {
            var body: some View {
                VStack {
                    Text(value)
                    LineChart(points: points, color: color)
                        .aspectRatio(Layout.chartAspectRatio, contentMode: .fit)
                        .frame(maxHeight: Layout.chartMaxHeight)
                }
            }
        }
        private extension ReportCard {
            enum Layout {
                static let chartAspectRatio: CGFloat = 2.2
                static let chartMaxHeight: CGFloat = 48
            }
        }
        """

    @Test func aConstantTheFileDeclaresIsReadAndTheFindingIsAtTheFrame() throws {
        let found = findings(reportCard)
        try #require(found.count == 1)
        #expect(found[0].kind == .needsReview)
        #expect(found[0].location.line == 7)
        #expect(found[0].location.column == 17)
        #expect(found[0].message.contains("48 points"))
        #expect(found[0].fix?.contains("@ScaledMetric private var chartHeight: CGFloat = 48") == true)
    }

    @Test func scaledMetricsInPlaceOfTheConstantsAreNotReported() {
        #expect(findings("""
            struct ReportCard: View {
                @ScaledMetric private var chartWidth: CGFloat = 72
                @ScaledMetric private var chartHeight: CGFloat = 32
                var body: some View {
                    LineChart(points: points).frame(width: chartWidth, height: chartHeight)
                }
            }
            """).isEmpty)
    }

    @Test func theLargestConstantSideDecides() {
        #expect(findings("VStack { Chart(points) { BarMark(x: .value(\"x\", $0.x)) }.frame(width: 100, height: 30) }").count == 1)
        #expect(findings("VStack { Chart(points) { BarMark(x: .value(\"x\", $0.x)) }.frame(width: 300, height: 30) }").isEmpty)
    }

    @Test func viewsNotNamedForAChartAndUnknownSizesAreLeftAlone() {
        #expect(findings("VStack { Sparkline(points: points).frame(height: 24) }").count == 1)
        #expect(findings("VStack { ChartLegend(items: items).frame(height: 24) }").isEmpty)
        #expect(findings("VStack { Sparkline(points: points).frame(height: rowHeight) }").isEmpty)
    }
}
