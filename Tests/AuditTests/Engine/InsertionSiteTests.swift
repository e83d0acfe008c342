import Audit
import TestSupport
import Testing

/// A finding whose fix adds a modifier carries where it goes: the end of the modifier chain of
/// the view it belongs to (the control for a label, the tapped view for a trait, the image for
/// hiding, the stack for combining), while its own location stays the causal line.
@Suite struct InsertionSiteTests {
    static let runner = AuditRunner(rules: AllRules.all)

    static let source = """
        import SwiftUI

        struct Sites: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Text(route.name).onTapGesture { select(route) }.padding()
                    Button {
                        reload()
                    } label: {
                        Image(systemName: "arrow.clockwise")
                            .font(.title)
                    }
                    .buttonStyle(.plain)
                    .sheet(isPresented: $shown) { Text("Details") }
                    Text(stop.name)
                        .onTapGesture {
                            open(stop)
                        }
                    Menu {
                        Button("Share") { share() }
                    } label: {
                        Image(systemName: "ellipsis")
                            .frame(width: 44, height: 44)
                    }
                    ForEach(items) { item in
                        Image(uiImage: item.picture)
                            .resizable()
                            .frame(width: 20, height: 20)
                    }
                    HStack {
                        Image(systemName: "star.fill")
                        Text("Favourites")
                        Spacer()
                        Text("\\(count)")
                    }
                    .padding(.vertical, 4)
                    Text("Recent orders")
                        .font(.title2)
                        .foregroundColor(.primary)
                }
            }
        }
        """

    private static let findings = runner.audit(source: source, path: "Sites.swift").findings

    /// The one finding of `rule` reported at `line`.
    private func finding(_ rule: String, line: Int) throws -> Finding {
        try #require(Self.findings.first { $0.ruleID == rule && $0.location.line == line })
    }

    /// The source with the finding's insertion written in, as a developer would.
    private func inserting(_ insertion: SuggestedInsertion) -> String {
        let bytes = Array(Self.source.utf8)
        return String(decoding: bytes[..<insertion.offset] + Array(insertion.text.utf8) + bytes[insertion.offset...], as: UTF8.self)
    }

    /// The text of the 1-based `line` of `text`.
    private func line(_ number: Int, of text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: false)[number - 1])
    }

    @Test func aOneLineChainEndsAfterItsLastModifier() throws {
        let tap = try finding("tap-gesture-without-button-trait", line: 7)
        #expect(tap.location.column == 29)
        #expect(tap.insertion == SuggestedInsertion(file: "Sites.swift", line: 7, column: 70, offset: 186,
                                                    text: ".accessibilityAddTraits(.isButton)"))
        #expect(tap.edits.isEmpty)
        #expect(line(7, of: inserting(try #require(tap.insertion)))
                == "            Text(route.name).onTapGesture { select(route) }.padding().accessibilityAddTraits(.isButton)")
    }

    @Test func anIconOnlyButtonIsLabelledAfterItsChainBeforeTheSheetItPresents() throws {
        let button = try finding("icon-only-button-without-label", line: 11)
        let insertion = try #require(button.insertion)
        #expect((insertion.line, insertion.column, insertion.text) == (14, 33, ".accessibilityLabel(<#label#>)"))
        #expect(insertion.hasPlaceholder)
        #expect(line(14, of: inserting(insertion)) == "            .buttonStyle(.plain).accessibilityLabel(<#label#>)")
    }

    @Test func aGestureWhoseClosureEndsTheChainIsGivenTheTraitAfterTheClosure() throws {
        let tap = try finding("tap-gesture-without-button-trait", line: 17)
        let insertion = try #require(tap.insertion)
        #expect((insertion.line, insertion.column, insertion.offset) == (19, 18, 558))
        // The last modifier: the same text is also the exact fix-it `--fix` applies.
        #expect(tap.edits == [TextEdit(file: "Sites.swift", start: 558, end: 558, replacement: ".accessibilityAddTraits(.isButton)")])
    }

    @Test func aMenuIsLabelledAfterItsLabelClosureNotAtItsImage() throws {
        let menu = try finding("icon-only-button-without-label", line: 23)
        let insertion = try #require(menu.insertion)
        #expect((insertion.line, insertion.column) == (25, 14))
        #expect(line(25, of: inserting(insertion)) == "            }.accessibilityLabel(<#label#>)")
    }

    @Test func anImageInsideForEachIsLabelledAtTheEndOfItsOwnChain() throws {
        let image = try finding("missing-label", line: 27)
        let insertion = try #require(image.insertion)
        #expect((insertion.line, insertion.column, insertion.text) == (29, 50, ".accessibilityLabel(<#label#>)"))
    }

    @Test func aRowReadAsFragmentsIsCombinedAfterTheStacksModifiers() throws {
        let row = try finding("row-read-as-fragments", line: 36)
        let insertion = try #require(row.insertion)
        #expect((insertion.line, insertion.column) == (37, 35))
        #expect(line(37, of: inserting(insertion)) == "            .padding(.vertical, 4).accessibilityElement(children: .combine)")
        #expect(!insertion.hasPlaceholder)
    }

    @Test func aTitleIsGivenTheHeaderTraitAfterItsLastModifier() throws {
        let title = try finding("heading-without-header-trait", line: 40)
        #expect(title.insertion.map { ($0.line, $0.column, $0.text) } ?? (0, 0, "") == (40, 43, ".accessibilityAddTraits(.isHeader)"))
    }

    @Test func aFindingWhoseFixAddsNoModifierHasNoInsertion() throws {
        let small = try finding("small-hit-region", line: 12)
        #expect(small.insertion == nil)
    }

    @Test func aDecorativeImageIsHiddenAtTheEndOfItsChain() throws {
        let source = """
            import SwiftUI
            struct Divider: View {
                var body: some View {
                    Image("divider-line")
                        .resizable()
                }
            }
            """
        let findings = Self.runner.audit(source: source, path: "Divider.swift").findings
        let decorative = try #require(findings.first { $0.ruleID == "decorative-image-exposed" })
        #expect(decorative.location.line == 4)
        #expect(decorative.insertion.map { ($0.line, $0.column, $0.text) } ?? (0, 0, "") == (5, 25, ".accessibilityHidden(true)"))
    }

    @Test func aCappedBannerIsGivenTheLargeContentViewerAfterItsChain() throws {
        let source = """
            import SwiftUI
            struct NowPlayingBanner: View {
                var body: some View {
                    bannerContent
                        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                        .padding()
                }
            }
            """
        let findings = Self.runner.audit(source: source, path: "Banner.swift").findings
        let capped = try #require(findings.first { $0.ruleID == "capped-type-without-large-content-viewer" })
        #expect((capped.location.line, capped.location.column) == (5, 13))
        #expect(capped.insertion.map { ($0.line, $0.column, $0.text) } ?? (0, 0, "")
                == (6, 23, ".accessibilityShowsLargeContentViewer()"))
    }

    @Test func aFindingAboutUIKitCodeHasNoModifierToInsert() throws {
        let source = """
            import UIKit
            final class ToolbarView: UIView {
                let shareButton = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    shareButton.setImage(UIImage(systemName: "xyz.custom"), for: .normal)
                    addSubview(shareButton)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let folder = try TemporaryFolder()
        let file = try folder.write("ToolbarView.swift", source)
        let findings = try Self.runner.run(paths: [file]).findings
        let unlabelled = try #require(findings.first { $0.ruleID == "missing-label" })
        #expect(unlabelled.location.line == 3)
        #expect(unlabelled.insertion == nil)
    }

    @Test func aBarButtonItemMadeOfAnImageHasNoModifierToInsert() throws {
        let source = """
            import UIKit
            final class GalleryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "gallery-trash-icon"), style: .plain,
                                                                        target: self, action: #selector(deleteImage))
                }
                @objc func deleteImage() {}
            }
            """
        let folder = try TemporaryFolder()
        let file = try folder.write("GalleryViewController.swift", source)
        let findings = try Self.runner.run(paths: [file]).findings
        let iconOnly = try #require(findings.first { $0.ruleID == "icon-only-button-without-label" })
        #expect(iconOnly.location.line == 5)
        #expect(iconOnly.framework == .uikit)
        #expect(iconOnly.insertion == nil)
    }

    @Test func fixDoesNotApplyASuggestedInsertion() throws {
        let suggested = Self.findings.filter { $0.insertion != nil && $0.edits.isEmpty }
        #expect(suggested.count >= 6)
        #expect(SourceFix.plan(suggested) { _ in Self.source }.isEmpty)
    }

    /// A SwiftUI view an app's initialiser makes (`extension Menu { init(_:symbol:content:) {
    /// self.init(title, systemImage: symbol, content: content) } }`) is reported at the call, the
    /// line a developer changes, not at the `self.init` in the extension.
    @Test func aViewAnAppsInitialiserMakesIsReportedAtTheCall() {
        let source = """
            import SwiftUI

            extension Menu where Label == SwiftUI.Label<Text, Image> {
                init(_ title: String, symbol: String, @ViewBuilder content: () -> Content) {
                    self.init(title, systemImage: symbol, content: content)
                }
            }

            struct Settings: View {
                var body: some View {
                    HStack {
                        Menu("Heading", symbol: "textformat.size") {
                            Button("Heading 1") { }
                        }
                    }
                    .buttonStyle(.plain)
                    .labelStyle(.iconOnly)
                }
            }
            """
        let findings = Self.runner.audit(source: source, path: "Settings.swift").findings
        #expect(findings.filter { $0.ruleID == "small-hit-region" }.map(\.location.line) == [12])
    }
}
