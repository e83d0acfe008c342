@testable import Audit
import SwiftSyntaxSupport
import Testing

/// Findings in code nobody using the app meets — previews and tests — are left out; the views a
/// preview shows keep theirs where they are declared.
struct CodeThatNeverShipsTests {
    static let row = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                Text("Total").font(.system(size: 13))
            }
        }

        """

    static func lines(_ source: String, file: String = "Row.swift") throws -> [Int] {
        try ReviewSignalTests.findings(source, rules: [FixedFontSizeRule.self], file: file).map(\.location.line).sorted()
    }

    @Test func aFindingInsideAPreviewIsLeftOutAndTheViewItShowsKeepsItsOwn() throws {
        let source = Self.row + """
            #Preview {
                VStack {
                    Row()
                    Text("Sample caption").font(.system(size: 11))
                }
            }
            """
        #expect(try Self.lines(source) == [5])
    }

    @Test func aPreviewProviderInsideIfDebugIsPreviewCodeToo() throws {
        let source = Self.row + """
            #if DEBUG
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Text("Sample caption").font(.system(size: 11))
                }
            }
            #endif
            """
        #expect(try Self.lines(source) == [5])
        // The same text outside any preview is the app's, and reported.
        let shipped = Self.row + """
            struct Caption: View {
                var body: some View { Text("Sample caption").font(.system(size: 11)) }
            }
            """
        #expect(try Self.lines(shipped) == [5, 9])
    }

    @Test func aTestFileIsNeverReportedIn() throws {
        let test = """
            import SwiftUI
            import Testing

            @Test func fontSizes() {
                let text = Text("Total").font(.system(size: 13))
                #expect(FontSize.reflecting(text) == 13)
            }
            """
        #expect(try Self.lines(test, file: "FontSizeTests.swift").isEmpty)
        #expect(try Self.lines(Self.row).count == 1)
    }

    @Test(arguments: [("import Quick", true), ("import Nimble", true), ("  import Quick // specs", true),
                      ("import SnapshotTesting", true), ("import ViewInspector", true),
                      ("import QuickLook", false), ("import NimbleKit", false), ("import SnapshotTestingKit", false)])
    func aSpecOfQuickOrNimbleOrASnapshotTestIsATestFile(_ importLine: String, _ isTest: Bool) throws {
        let spec = """
            import SwiftUI
            \(importLine)

            let text = Text("Total").font(.system(size: 13))
            """
        #expect(try Self.lines(spec, file: "TotalSpec.swift").isEmpty == isTest)
    }

    /// A `private` stand-in only previews show, and a harness only a preview shows that shows it in
    /// turn, never ship; a `private` row the app's own view shows does.
    @Test func aPrivateTypeOnlyPreviewsShowIsPreviewCode() throws {
        let source = Self.row + """
            private struct StandInDashboard: View {
                var body: some View { Text("Living Room").font(.system(size: 12)) }
            }
            fileprivate struct ToggleHarness: View {
                @State private var shows = false
                var body: some View {
                    ZStack { StandInDashboard(); if shows { Row() } }
                }
            }
            private extension ToggleHarness {
                var caption: some View { Text("Harness").font(.system(size: 10)) }
            }
            private struct Total: View {
                var body: some View { Text("Sum").font(.system(size: 14)) }
            }
            struct Summary: View {
                var body: some View { Total() }
            }
            #Preview { StandInDashboard() }
            #Preview { ToggleHarness() }
            """
        #expect(try Self.lines(source) == [5, 21])
        // Shown by the app's `Summary` as well, the stand-in ships.
        let shown = source.replacingOccurrences(of: "var body: some View { Total() }", with: "var body: some View { VStack { Total(); StandInDashboard() } }")
        #expect(try Self.lines(shown) == [9, 5, 21].sorted())
    }

    /// A private helper nothing calls is never run: its font reaches no label. Called directly, by
    /// a selector, or marked for the runtime, it runs.
    @Test func aPrivateFunctionNothingCallsNeverShips() throws {
        let source = """
            import UIKit

            final class RingView: UIView {
                private let label = UILabel()

                override func awakeFromNib() {
                    super.awakeFromNib()
                    addSubview(label)
                }

                private func makeLabel(withText text: String) -> UILabel {
                    let label = UILabel()
                    label.font = UIFont.systemFont(ofSize: 20)
                    return label
                }

                private func makeCaption() -> UILabel {
                    let caption = makeLabel(withText: "")
                    caption.font = UIFont.systemFont(ofSize: 11)
                    return caption
                }
            }
            """
        // `makeLabel` is called only by `makeCaption`, which nothing calls.
        #expect(try Self.lines(source, file: "RingView.swift").isEmpty)
        let called = source.replacingOccurrences(of: "addSubview(label)", with: "addSubview(makeCaption())")
        #expect(try Self.lines(called, file: "RingView.swift") == [13, 19])
        let bySelector = source.replacingOccurrences(
            of: "addSubview(label)", with: "addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(makeCaption)))")
        #expect(try Self.lines(bySelector, file: "RingView.swift") == [13, 19])
        for marked in ["@objc private func makeCaption", "@IBAction private func makeCaption", "fileprivate func makeCaption",
                       "func makeCaption"] {
            let kept = source.replacingOccurrences(of: "private func makeCaption", with: marked)
            #expect(try Self.lines(kept, file: "RingView.swift") == (marked == "fileprivate func makeCaption" ? [] : [13, 19]),
                    "\(marked)")
        }
    }

    /// A large file is read as a declaration skeleton, its members' bodies blanked: a `private`
    /// view the app's widget shows from its body still ships.
    @Test func aPrivateViewShownFromABodyShipsInADeclarationSkeleton() throws {
        let text = """
            import SwiftUI
            struct FavoritesWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Favorites", provider: Provider()) { entry in FavoritesView(entry: entry) }
                }
            }
            private struct FavoritesView: View {
                let entry: Entry
                var body: some View { Text("Favourites").font(.system(size: 13)) }
            }
            private struct StandIn: View {
                var body: some View { Text("Sample") }
            }
            #Preview { VStack { FavoritesView(entry: .sample); StandIn() } }
            """
        let skeleton = try #require(DeclarationSkeleton.blankingBodies(of: text))
        let file = ParsedSourceFile(declarationsOf: text, skeleton: skeleton, path: "FavoritesWidget.swift")
        #expect(file.isDeclarationSkeleton)
        #expect(CodeThatNeverShips.linesThatNeverShip(in: file) == [14...14, 11...13])
    }
}
