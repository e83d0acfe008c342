import AccessibilityTree
import Foundation
import SwiftSyntaxSupport
@testable import SwiftUIFrontEnd
import Testing

/// A layout pass measures each view once per proposal: nested stacks cost polynomial time, and
/// the sizes are those of measuring without memory (docs/fuzzing.md, what was found).
@Suite struct LayoutPassTests {
    /// Horizontal stacks nested `depth` deep, each 300 pt wide (`.frame(width: 300)`) and
    /// holding a text long enough to wrap, the next stack, a short text and a symbol: the shape of
    /// the input the `swiftui` fuzzer found slow. Each stack measures the next twice (its ideal
    /// width, then its share), and the frame makes even the ideal measurement share again.
    static func nestedStacks(depth: Int) -> ViewNode {
        let frame = AppliedModifier(name: "frame", arguments: [.init(label: "width", value: .double(300), sourceText: "300")])
        var node = ViewNode(.text("Innermost"), source: nil)
        for level in (1...depth).reversed() {
            node = ViewNode(.stack(.horizontal, spacing: nil, alignment: nil), children: [
                ViewNode(.text("Level \(level) has a title long enough to wrap"), source: nil),
                node,
                ViewNode(.text("Level \(level) detail"), source: nil),
                ViewNode(.image(.symbol("star")), source: nil),
            ], source: nil).modified(by: frame)
        }
        return node
    }

    static var context: LoweringContext { LoweringContext(settings: AccessibilitySettings()) }
    static let screenWidth = ProposedSize(width: 393, height: nil)

    @Test func nestedStacksAreMeasuredOncePerPlaceAndProposal() {
        let root = Self.nestedStacks(depth: 12)
        var memoised = LayoutPass(isMemoised: true)
        var unmemoised = LayoutPass(isMemoised: false)
        let size = memoised.measure(root, at: 0, Self.context, Self.screenWidth)
        #expect(unmemoised.measure(root, at: 0, Self.context, Self.screenWidth) == size)
        // With memory, 8 measurements a level; without, each level measures the next twice and
        // its ideal measurement shares again.
        #expect(memoised.evaluations == 96)
        #expect(unmemoised.evaluations == 30_713)
    }

    /// Each level adds a bounded number of measurements with memory; without it, each level
    /// multiplies them.
    @Test func measurementsGrowLinearlyWithTheDepth() {
        let counts = [8, 16, 24].map { depth in
            var pass = LayoutPass(isMemoised: true)
            _ = pass.measure(Self.nestedStacks(depth: depth), at: 0, Self.context, Self.screenWidth)
            return pass.evaluations
        }
        #expect(counts[2] - counts[1] == counts[1] - counts[0])
        #expect(counts[2] <= 100 * 24)
    }

    @Test func aStackLayoutIsTheSameWithAndWithoutMemory() {
        let root = Self.nestedStacks(depth: 8)
        for proposal in [Self.screenWidth, .unbounded, ProposedSize(width: 120, height: 400)] {
            var memoised = LayoutPass(isMemoised: true), unmemoised = LayoutPass(isMemoised: false)
            let with = memoised.stack(.horizontal, root.children, at: 0, Self.context, proposal, spacing: 8)
            let without = unmemoised.stack(.horizontal, root.children, at: 0, Self.context, proposal, spacing: 8)
            #expect(with.sizes == without.sizes && with.size == without.size)
        }
    }

    /// Every view of every entry point of the talks' apps (`Examples/`), at the default and the
    /// largest text size, measures the same with and without memory under several proposals.
    @Test func theExamplesMeasureTheSameWithAndWithoutMemory() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try paths.map { path in
            ParsedSourceFile(path: path, text: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
        let project = SwiftUIProject(files: files)
        let proposals = [Self.screenWidth, .unbounded, ProposedSize(width: 150, height: 700)]
        var measured = 0
        for settings in [AccessibilitySettings(), AccessibilitySettings(contentSize: .accessibilityExtraExtraExtraLarge)] {
            let context = LoweringContext(settings: settings)
            for path in paths {
                for entry in project.entryPoints(declaredIn: path) {
                    var interpreter = Interpreter(index: project.index)
                    let root = ScreenBuilder(index: project.index, settings: settings).evaluate(entry, &interpreter)
                    for node in Self.subtrees(of: root) {
                        for proposal in proposals {
                            var memoised = LayoutPass(isMemoised: true), unmemoised = LayoutPass(isMemoised: false)
                            #expect(memoised.measure(node, at: 0, context, proposal) == unmemoised.measure(node, at: 0, context, proposal))
                            measured += 1
                        }
                    }
                }
            }
        }
        #expect(measured > 1_000)
    }

    /// Each child of a place gets a place of its own the first time it is named, in any order,
    /// and the same place when named again; places are numbered in turn from 1 (0 is the start).
    @Test func childrenNamedInAnyOrderKeepTheirPlaces() {
        var pass = LayoutPass()
        let third = pass.place(ofChild: 2, of: 0)
        let first = pass.place(ofChild: 0, of: 0)
        let grandchild = pass.place(ofChild: 5, of: third)
        let second = pass.place(ofChild: 1, of: 0)
        #expect([third, first, grandchild, second] == [1, 2, 3, 4] as [LayoutPass.Place])
        #expect(pass.place(ofChild: 2, of: 0) == third && pass.place(ofChild: 0, of: 0) == first)
        #expect(pass.place(ofChild: 5, of: third) == grandchild)
        #expect(pass.place(ofChild: 0, of: third) == 5)
        #expect(pass.place(ofChild: 0, of: 40) == 6)
    }

    /// A size is remembered for its place and proposal: the same proposal again is not measured
    /// again; another proposal, another place, or a width of -0 instead of 0 is.
    @Test func aSizeIsRememberedForItsPlaceAndProposal() {
        let text = ViewNode(.text("A title long enough to wrap at a narrow width"), source: nil)
        var pass = LayoutPass(isMemoised: true)
        let narrow = pass.measure(text, at: 3, Self.context, ProposedSize(width: 80, height: nil))
        #expect(pass.measure(text, at: 3, Self.context, ProposedSize(width: 80, height: nil)) == narrow)
        #expect(pass.evaluations == 1)
        let wide = pass.measure(text, at: 3, Self.context, Self.screenWidth)
        #expect(wide != narrow && pass.evaluations == 2)
        _ = pass.measure(text, at: 1, Self.context, ProposedSize(width: 80, height: nil))
        _ = pass.measure(text, at: 3, Self.context, ProposedSize(width: 0, height: nil))
        _ = pass.measure(text, at: 3, Self.context, ProposedSize(width: -0.0, height: nil))
        #expect(pass.evaluations == 5)
        #expect(pass.measure(text, at: 3, Self.context, Self.screenWidth) == wide && pass.evaluations == 5)
    }

    static func subtrees(of node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap(subtrees)
    }
}
