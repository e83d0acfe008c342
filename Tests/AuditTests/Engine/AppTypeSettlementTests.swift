@testable import Audit
import Foundation
import TestSupport
import Testing

/// Types another file of the app declares, read by the app's settlement (`TypeSettlingSourceRule`,
/// `AppDeclarationSettlement`): font sizes written as constants (Session's style guide,
/// `.system(size: Values.mediumFontSize)`), and views whose texts carry their own line limits.
@Suite struct AppTypeSettlementTests {
    static let row = """
        import SwiftUI

        struct DocumentRow: View {
            let name: String
            var body: some View {
                Text(name)
                    .lineLimit(1)
                    .font(.system(size: Values.mediumFontSize))
            }
        }
        """

    static func values(_ declaration: String) -> String {
        "import UIKit\n\npublic enum Values {\n    \(declaration)\n}\n"
    }

    /// Each finding as its file's name, line, rule, kind and the start of its message.
    static func findings(in folder: TemporaryFolder, cache: TemporaryFolder? = nil) throws -> [String] {
        var runner = AuditRunner(rules: [FixedFontSizeRule.self, LineLimitIgnoresAccessibilitySizesRule.self])
        runner.cache = cache.map { ResultCache(folder: $0.path, toolIdentity: "test") }
        return try runner.run(paths: [folder.path]).findings.map {
            "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID) \($0.kind) \($0.message.prefix(24))"
        }
    }

    @Test(arguments: [
        ("static let mediumFontSize: CGFloat = 17", "This text stays 17 pt wh"),
        ("static let mediumFontSize = CGFloat(17)", "This text stays 17 pt wh"),
        ("static let mediumFontSize = isIPhone5OrSmaller ? CGFloat(15) : CGFloat(17)", "This text keeps its poin"),
        ("static let mediumFontSize = largeFontSize\n    static let largeFontSize: CGFloat = 20", "This text stays 20 pt wh"),
    ])
    func aConstantOfAnotherFileIsAFixedSizeAndTheLimitCutsNoMore(_ declaration: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("DocumentRow.swift", Self.row)
        try folder.write("Values.swift", Self.values(declaration))
        #expect(try Self.findings(in: folder) == ["DocumentRow.swift:8 fixed-font-size violation \(message)"])
    }

    @Test func aConstantAsLargeAsTheLargestBodyTextIsNoFinding() throws {
        let folder = try TemporaryFolder()
        try folder.write("DocumentRow.swift", Self.row)
        try folder.write("Values.swift", Self.values("static let mediumFontSize: CGFloat = 60"))
        #expect(try Self.findings(in: folder) == [])
    }

    /// A variable, a scaled value and a private type of another file are not written numbers:
    /// the size stays a question, and the limit is reported.
    @Test(arguments: [
        "static var mediumFontSize: CGFloat = 17",
        "static let mediumFontSize = UIFontMetrics.default.scaledValue(for: 17)",
        "static let smallFontSize: CGFloat = 17",
    ])
    func aSizeNotWrittenAsANumberStaysAQuestion(_ declaration: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("DocumentRow.swift", Self.row)
        try folder.write("Values.swift", Self.values(declaration))
        #expect(try Self.findings(in: folder) == [
            "DocumentRow.swift:7 line-limit-ignores-accessibility-sizes violation This text stops at 1 lin",
            "DocumentRow.swift:8 fixed-font-size needsReview This text keeps its poin",
        ])
    }

    @Test func aPrivateTypeOfAnotherFileIsNotTheOneNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("DocumentRow.swift", Self.row)
        try folder.write("Values.swift", "import UIKit\n\nprivate enum Values {\n    static let mediumFontSize: CGFloat = 17\n}\n")
        #expect(try Self.findings(in: folder).map { $0.split(separator: " ")[2] } == ["violation", "needsReview"])
    }

    @Test func aChangeToTheOtherFileCountsOnTheNextRunWithTheCache() throws {
        let folder = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try folder.write("DocumentRow.swift", Self.row)
        try folder.write("Values.swift", Self.values("static let mediumFontSize: CGFloat = 17"))
        #expect(try Self.findings(in: folder, cache: cache) == ["DocumentRow.swift:8 fixed-font-size violation This text stays 17 pt wh"])
        try folder.write("Values.swift", Self.values("static var mediumFontSize: CGFloat = 17"))
        #expect(try Self.findings(in: folder, cache: cache).count == 2)
        try folder.write("Values.swift", Self.values("static let mediumFontSize: CGFloat = 17"))
        #expect(try Self.findings(in: folder, cache: cache) == ["DocumentRow.swift:8 fixed-font-size violation This text stays 17 pt wh"])
    }

    /// ios-pass' `HighlightText(…).lineLimit(1)`: the view's own `Text(…).lineLimit(lineLimit)`
    /// is nearer the text and wins; the outer limit limits nothing.
    @Test func aLimitOnAViewWhoseTextsCarryTheirOwnLimitsLimitsNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("SearchRow.swift", """
            import SwiftUI

            struct SearchRow: View {
                let detail: String
                var body: some View {
                    HighlightText(text: detail)
                        .font(.callout)
                        .lineLimit(1)
                }
            }
            """)
        let highlight = """
            import SwiftUI

            struct HighlightText: View {
                let text: String
                var lineLimit: Int = 2
                var body: some View {
                    Text(text).lineLimit(lineLimit)
                }
            }
            """
        try folder.write("HighlightText.swift", highlight)
        #expect(try Self.findings(in: folder) == [])
        try folder.write("HighlightText.swift", highlight.replacingOccurrences(of: ".lineLimit(lineLimit)", with: ""))
        #expect(try Self.findings(in: folder) == ["SearchRow.swift:8 line-limit-ignores-accessibility-sizes violation This text stops at 1 lin"])
    }

    /// winston's `.fontSize(15)`, an `extension View` function of another file setting
    /// `.font(.system(size: size, …))`: the text never grows, so its limit cuts off nothing more.
    @Test(arguments: [("self.font(.system(size: size, weight: weight))", true),
                      ("self.font(.system(size: 18))", true),
                      ("self.font(.system(.body, weight: weight))", false)])
    func aLimitOnTextInTheAppsOwnFixedFontModifierLimitsNothingMore(_ body: String, _ fixed: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("ShortPostLink.swift", """
            import SwiftUI

            struct ShortPostLink: View {
                let summary: String
                var body: some View {
                    Text(summary).lineLimit(2)
                        .fontSize(15).opacity(0.75)
                }
            }
            """)
        try folder.write("FontSize.swift", """
            import SwiftUI

            extension View {
                func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular) -> some View {
                    \(body)
                }
            }
            """)
        let found = try Self.findings(in: folder).filter { $0.contains("line-limit") }
        #expect(found == (fixed ? [] : ["ShortPostLink.swift:6 line-limit-ignores-accessibility-sizes violation This text stops at 2 lin"]))
    }
}

/// A bar button item's image written as a static member of the app's (`Icons.share`, `.plus`),
/// declared in another file, read with the app's types (`IconOnlyButtonWithoutLabelRule`).
@Suite struct AppSymbolSettlementTests {
    static let controller = """
        import UIKit

        final class LogViewerViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: IMAGE, style: .plain, target: self, action: #selector(share))
            }
            @objc private func share() {}
        }
        """

    static func findings(image: String, icons: String) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("LogViewerViewController.swift", controller.replacingOccurrences(of: "IMAGE", with: image))
        try folder.write("Icons.swift", "import UIKit\n\n" + icons)
        return try AuditRunner(rules: [IconOnlyButtonWithoutLabelRule.self]).run(paths: [folder.path]).findings.map {
            "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID)"
        }
    }

    static let systemImage = """
        public class Icons: NSObject {
            public class var share: UIImage {
                systemImage(named: "square.and.arrow.up")
            }
            public class var logo: UIImage {
                UIImage(named: "logo_wide")!
            }
            private static func systemImage(named systemName: String) -> UIImage {
                return UIImage(systemName: systemName)!
            }
        }
        """

    static let imageExtension = """
        extension UIImage {
            public static let plus = UIImage.create(systemName: "plus")
            public static let add = UIImage.create("add_item")
            private static func create(_ named: String) -> UIImage {
                UIImage(named: named) ?? UIImage()
            }
            fileprivate static func create(systemName: String) -> UIImage {
                UIImage(systemName: systemName) ?? UIImage()
            }
        }
        """

    @Test(arguments: [("Icons.share", systemImage), (".plus", imageExtension), ("UIImage.plus", imageExtension)])
    func aStaticMemberMadeAsASymbolIsReadByItsDescription(_ image: String, _ icons: String) throws {
        #expect(try Self.findings(image: image, icons: icons) == [])
    }

    @Test(arguments: [("Icons.logo", systemImage), (".add", imageExtension), ("Icons.unknown", systemImage)])
    func anAssetOrAMemberNotFoundIsStillReported(_ image: String, _ icons: String) throws {
        #expect(try Self.findings(image: image, icons: icons) == ["LogViewerViewController.swift:6 icon-only-button-without-label"])
    }

    /// A font a constant of another file's type holds (Session's `Font.Headings.H5`, `.system(size:
    /// CGFloat(23)).bold()`): a text set in it never grows, so its limit cuts off no more at the
    /// accessibility sizes; a constant holding a text style does grow.
    @Test(arguments: [
        ("public static let H5: Font = .system(size: CGFloat(23)).bold()", ".font(.Headings.H5)", false),
        ("public static let H5: Font = .system(size: CGFloat(23)).bold()", ".font(Font.Headings.H5)", false),
        ("public static let H5: Font = .title3.bold()", ".font(.Headings.H5)", true),
    ])
    func aLimitOnTextInAFixedFontAnotherFileHoldsCutsNoMore(_ constant: String, _ font: String, _ reported: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("Fonts.swift", "import SwiftUI\n\npublic extension Font {\n    enum Headings {\n        \(constant)\n    }\n}\n")
        try folder.write("StakeRow.swift", """
            import SwiftUI

            struct StakeRow: View {
                let title: String
                var body: some View {
                    Text(title)
                        \(font)
                        .lineLimit(1)
                }
            }
            """)
        let found = try AuditRunner(rules: [LineLimitIgnoresAccessibilitySizesRule.self]).run(paths: [folder.path]).findings
        #expect(found.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" } == (reported ? ["StakeRow.swift:8"] : []))
    }

    /// Two texts side by side in a font sized by another file's constant (Session's recovery
    /// password buttons, `.system(size: Values.verySmallFontSize)`): they never grow, so the row
    /// needs no other layout at the accessibility sizes; sized by a variable, it may.
    @Test(arguments: [("static let verySmallFontSize: CGFloat = 12", false), ("static var verySmallFontSize: CGFloat = 12", true)])
    func aRowOfTextsInAFixedSizeAnotherFileGivesNeedsNoFallback(_ declaration: String, _ reported: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("Values.swift", AppTypeSettlementTests.values(declaration))
        try folder.write("ButtonsRow.swift", """
            import SwiftUI

            struct ButtonsRow: View {
                var body: some View {
                    HStack {
                        Button { } label: { Text("Copy").font(.system(size: Values.verySmallFontSize)) }
                        Button { } label: { Text("View QR").font(.system(size: Values.verySmallFontSize)) }
                    }
                    .padding()
                }
            }
            """)
        let found = try AuditRunner(rules: [NoLayoutFallbackAtLargeSizesRule.self]).run(paths: [folder.path]).findings
        #expect(found.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" } == (reported ? ["ButtonsRow.swift:5"] : []))
    }
}
