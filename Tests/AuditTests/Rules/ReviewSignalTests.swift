import Audit
import Foundation
import TestSupport
import Testing

/// Findings to review only where the fact a rule lacks could make it a violation, and at the
/// line to change (docs/review.md): hit regions judged where the code decides the size, facts
/// named so that an unknown irrelevant to a rule leaves its finding a violation, system
/// materials as notes, fixes worded for the element's framework.
@Suite struct ReviewSignalTests {
    /// The findings of `rules` on one file, as audited from a folder.
    static func findings(_ source: String, rules: [any Rule.Type], file: String = "View.swift") throws -> [Finding] {
        let folder = try TemporaryFolder()
        let path = try folder.write(file, source)
        let result = try AuditRunner(rules: rules).run(paths: [path])
        #expect(result.inputErrors.isEmpty)
        return result.findings
    }

    static func view(_ body: String, declarations: String = "") -> String {
        """
        import SwiftUI

        struct V: View {
            @State private var model = Model()
            var body: some View {
                \(body)
            }
        }
        \(declarations)
        """
    }

    // MARK: Hit regions where the code decides the size

    @Test func aSymbolOnlyButtonIsReportedAtItsSymbol() throws {
        let source = Self.view("""
            Button(action: close) {
                        Image(systemName: "xmark")
                    }
            """)
        let findings = try Self.findings(source, rules: [SmallHitRegionRule.self])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.kind == .violation)
        #expect(finding.location.line == 7 && finding.location.column == 13)
        #expect(finding.relatedLocations.map(\.location.line) == [6])
        #expect(finding.fix?.contains("`.frame(minWidth:minHeight:)`") == true)
    }

    @Test func theFontThatSizesASymbolIsTheLineToChange() throws {
        let source = Self.view("""
            Button(action: zap) {
                        Image(systemName: "bolt")
                            .foregroundColor(.orange)
                            .font(.footnote.weight(.medium))
                    }
            """)
        let finding = try #require(try Self.findings(source, rules: [SmallHitRegionRule.self]).first)
        #expect(finding.kind == .violation)
        #expect(finding.location.line == 9 && finding.location.column == 18)
        #expect(finding.relatedLocations.map(\.location.line) == [6])
    }

    /// A symbol in a constant frame the button measures: the frame sizes the control, not the
    /// font (yattee's 32 pt mini-player buttons). A frame the button does not measure (padding
    /// around it) leaves the size to the layout, as before.
    @Test func aConstantFrameAroundTheSymbolIsTheLineToChange() throws {
        let source = Self.view("""
            Button(action: seek) {
                        Image(systemName: "goforward.10")
                            .font(.title2)
                            .frame(width: 32, height: 32)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
            """)
        let finding = try #require(try Self.findings(source, rules: [SmallHitRegionRule.self]).first)
        #expect(finding.message.hasPrefix("This control is 32×32 pt"))
        #expect(finding.location.line == 9 && finding.location.column == 18)
        #expect(finding.relatedLocations.map(\.location.line) == [6])
    }

    /// A frame whose size its caller passes: the view lowered on its own does not claim the
    /// symbol's size (GOV.UK's chat menu, "22×22 pt" beside the caller's true 36×36 pt); the
    /// caller's lowering reports the frame.
    @Test func aFrameOfRunTimeSizeIsNotTheSymbolsSize() throws {
        let source = """
            import SwiftUI

            struct ChatMenu: View {
                let dimensions: CGSize
                var body: some View {
                    Menu { Button("About") {} } label: {
                        Image(systemName: "ellipsis")
                            .font(.system(size: 18, weight: .bold))
                            .frame(width: dimensions.width, height: dimensions.height)
                    }
                }
            }

            struct Bar: View {
                var body: some View { ChatMenu(dimensions: CGSize(width: 36, height: 36)) }
            }
            """
        let findings = try Self.findings(source, rules: [SmallHitRegionRule.self])
        #expect(findings.map(\.location.line) == [9])
        #expect(findings.map { $0.message.hasPrefix("This control is 36×36 pt") } == [true])
    }

    /// A control inside a frame of run-time size keeps the size it draws (home-assistant's 36 pt
    /// "plus" button in a widget preview sized by a function).
    @Test func aControlInsideAFrameOfRunTimeSizeKeepsItsSize() throws {
        let source = Self.view("""
            VStack {
                        Button(action: add) { Image(systemName: "plus").font(.system(size: 30)) }
                    }
                    .frame(width: previewWidth(), height: previewHeight())
            """)
        let findings = try Self.findings(source, rules: [SmallHitRegionRule.self])
        #expect(findings.map(\.location.line) == [7])
    }

    @Test func aFontChosenAtRunTimeIsStillTheLineToChange() throws {
        let source = """
            import SwiftUI

            struct V: View {
                let style: IconStyle
                var body: some View {
                    Button(action: close) {
                        Image(systemName: "magnifyingglass")
                            .font(style.font)
                    }
                }
            }
            """
        let findings = try Self.findings(source, rules: [SmallHitRegionRule.self])
        #expect(findings.map(\.location.line) == [8])
    }

    @Test func aFontSetAboveTheSymbolLeavesTheSymbolTheLineToChange() throws {
        let source = Self.view("""
            Button(action: zap) { Image(systemName: "bolt") }
            """, declarations: """
            struct Bar: View {
                var body: some View { V().font(.caption) }
            }
            """)
        let finding = try #require(try Self.findings(source, rules: [SmallHitRegionRule.self]).first)
        #expect(finding.location.line == 6 && finding.location.column == 31)
    }

    @Test func aConstantFrameIsTheLineToChange() throws {
        let source = Self.view("""
            Button(action: close) { Image(systemName: "xmark") }
                        .frame(width: 16, height: 16)
            """)
        let finding = try #require(try Self.findings(source, rules: [SmallHitRegionRule.self]).first)
        #expect(finding.kind == .violation)
        #expect(finding.location.line == 7 && finding.location.column == 14)
        #expect(finding.message.contains("16×16 pt"))
    }

    @Test func textThatCanWrapIsNotJudgedByItsEstimatedSize() throws {
        let source = Self.view("""
            VStack {
                        Button("Edit", action: edit)
                        Text("Show all").onTapGesture { tap() }
                    }
            """)
        #expect(try Self.findings(source, rules: [SmallHitRegionRule.self]).isEmpty)
    }

    @Test func oneLineOfTextIsAsHighAsItsFont() throws {
        let source = Self.view("""
            Button(action: open) { Text("Room 3") }
                        .lineLimit(1)
            """)
        let finding = try #require(try Self.findings(source, rules: [SmallHitRegionRule.self]).first)
        #expect(finding.kind == .violation)
        #expect(finding.location.line == 6 && finding.location.column == 32)
    }

    @Test func aFrameFilledToTheMinimumIsNotReported() throws {
        let source = Self.view("""
            Button(action: close) { Image(systemName: "xmark").frame(width: 44, height: 44) }
            """)
        #expect(try Self.findings(source, rules: [SmallHitRegionRule.self]).isEmpty)
    }

    @Test func aBorderedButtonsHeightIsTheStyles() throws {
        let source = Self.view("""
            Button("Close", action: close)
                        .buttonStyle(.borderedProminent)
            """)
        let finding = try #require(try Self.findings(source, rules: [SmallHitRegionRule.self]).first)
        #expect(finding.location.line == 7 && finding.location.column == 14)
    }

    static let squareStyle = """
        struct SquareStyle: ButtonStyle {
            var side: CGFloat
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .frame(width: side, height: 32)
                    .background(configuration.isPressed ? Color.gray : Color.blue)
            }
        }
        extension ButtonStyle where Self == SquareStyle {
            static var wide: SquareStyle { SquareStyle(side: 60) }
        }
        """

    @Test func anAppsButtonStyleSizesTheButtonAtItsFrame() throws {
        let source = Self.view("""
            Button(action: save) { Image(systemName: "bookmark") }
                        .buttonStyle(SquareStyle(side: 40))
            """, declarations: Self.squareStyle)
        let finding = try #require(try Self.findings(source, rules: [SmallHitRegionRule.self]).first)
        #expect(finding.message.contains("40×32 pt"))
        #expect(finding.location.line == 14 && finding.location.column == 14)
    }

    @Test func anAppsButtonStyleLargeEnoughIsNotReported() throws {
        let source = Self.view("""
            VStack {
                        Button(action: save) { Image(systemName: "bookmark") }
                            .buttonStyle(SquareStyle(side: 48))
                        Button(action: save) { Image(systemName: "star") }
                    }
                    .buttonStyle(.wide)
            """, declarations: Self.squareStyle.replacingOccurrences(of: "height: 32", with: "height: 48"))
        #expect(try Self.findings(source, rules: [SmallHitRegionRule.self]).isEmpty)
    }

    @Test func aNearerButtonStyleWins() throws {
        let source = Self.view("""
            VStack {
                        Button(action: save) { Image(systemName: "bookmark") }
                            .buttonStyle(.plain)
                    }
                    .buttonStyle(.wide)
            """, declarations: Self.squareStyle)
        let finding = try #require(try Self.findings(source, rules: [SmallHitRegionRule.self]).first)
        #expect(finding.message.contains("20×20 pt"))
    }

    // MARK: UIKit hit regions and fixes

    static let uikitView = """
        import UIKit

        final class HeaderView: UIView {
            let closeButton = UIButton(type: .custom)
            let shareButton = UIButton(type: .custom)

            override init(frame: CGRect) {
                super.init(frame: frame)
                closeButton.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                closeButton.accessibilityLabel = "Close"
                shareButton.accessibilityLabel = "Share"
                addSubview(closeButton)
                addSubview(shareButton)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aUIKitFrameTheCodeStatesIsJudgedAndAnEstimatedOneIsNot() throws {
        let findings = try Self.findings(Self.uikitView, rules: [SmallHitRegionRule.self])
        #expect(findings.map(\.location.line) == [4])
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.fix?.contains("widthAnchor.constraint(greaterThanOrEqualToConstant: 44)") == true)
    }

    @Test func aUIKitButtonsFixNamesUIKit() throws {
        let source = Self.uikitView.replacingOccurrences(of: "closeButton.accessibilityLabel = \"Close\"\n", with: "")
        let finding = try #require(try Self.findings(source, rules: [MissingLabelRule.self]).first)
        #expect(finding.fix?.contains("`button.accessibilityLabel = \"Settings\"`") == true)
        #expect(finding.fix?.contains(".accessibilityLabel(") == false)
        let swiftUI = try #require(try Self.findings(Self.view("Button(action: close) { Image(decorative: \"x\") }"),
                                                     rules: [MissingLabelRule.self]).first)
        #expect(swiftUI.fix?.contains("`.accessibilityLabel(\"Settings\")`") == true)
    }

    // MARK: Facts with names

    @Test func aViewShownInOneBranchIsJudgedAsShown() throws {
        let source = Self.view("""
            if model.isEditing {
                        Text("Done").onTapGesture { tap() }
                    }
            """)
        let findings = try Self.findings(source, rules: [TappableWithoutButtonTraitRule.self])
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.contains("Not worked out") == false)
    }

    @Test func aRunTimeLabelDoesNotDemoteAFindingAboutSize() throws {
        let source = Self.view("""
            Button(action: close) { Image(systemName: "xmark") }
                        .accessibilityLabel(model.closeTitle)
            """)
        let findings = try Self.findings(source, rules: [SmallHitRegionRule.self])
        #expect(findings.map(\.kind) == [.violation])
    }

    @Test func anExtensionNamedLikeAModifierIsCalledOnlyWhereItFits() throws {
        let declarations = """
            extension View {
                func padding(_ edges: Edge.Set = .all, insets: EdgeInsets) -> some View {
                    self.modifier(InsetPaddings(insets: insets))
                }
            }

            struct InsetPaddings: ViewModifier {
                let insets: EdgeInsets
                func body(content: Content) -> some View { content.padding(.leading, insets.leading) }
            }
            """
        let source = Self.view("Button(action: close) { Image(systemName: \"xmark\") }.padding(4)", declarations: declarations)
        let findings = try Self.findings(source, rules: [SmallHitRegionRule.self])
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.contains("nests too deeply") == false)
    }

    // MARK: Materials

    @Test func aSystemMaterialIsANoteAndACustomBlurAWarning() throws {
        let source = Self.view("""
            VStack {
                        Text("Now playing").padding().background(.ultraThinMaterial)
                        Image("hero").blur(radius: 12)
                    }
            """)
        let findings = try Self.findings(source, rules: [MaterialIgnoresReduceTransparencyRule.self])
        #expect(findings.map(\.severity) == [.note, .warning])
        #expect(findings.map(\.kind) == [.violation, .violation])
        let uikit = try Self.findings("import UIKit\nlet blur = UIBlurEffect(style: .systemThinMaterial)\n",
                                      rules: [MaterialIgnoresReduceTransparencyRule.self])
        #expect(uikit.map(\.severity) == [.note])
        #expect(uikit.first?.fix?.contains("UIAccessibility.isReduceTransparencyEnabled") == true)
    }
}
