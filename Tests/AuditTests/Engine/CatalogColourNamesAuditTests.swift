import Audit
import ColorScience
import Foundation
import TestSupport
import Testing

/// Catalog colour pairs guessed from their names are reported only where the app's code names
/// both colours: a leftover colour set no code, nib or storyboard names is never drawn.
@Suite struct CatalogColourNamesAuditTests {
    /// A catalog of two pairs that fail 4.5:1 (grey 0.6 on white): `CardText` on `CardBackground`
    /// and `LeftoverText` on `LeftoverBackground`.
    func catalog(in folder: TemporaryFolder) throws {
        for (name, white) in [("CardText", "0.600"), ("CardBackground", "1.000"), ("LeftoverText", "0.600"), ("LeftoverBackground", "1.000")] {
            try folder.write("App/Assets.xcassets/\(name).colorset/Contents.json", """
                {
                  "colors" : [
                    {
                      "color" : { "color-space" : "srgb", "components" : { "red" : "\(white)", "green" : "\(white)", "blue" : "\(white)", "alpha" : "1.000" } },
                      "idiom" : "universal"
                    }
                  ]
                }
                """)
        }
    }

    func pairs(_ folder: TemporaryFolder) throws -> [String] {
        try AuditRunner(rules: [AssetContrastTooLowRule.self]).run(paths: [folder.path("App")]).findings.compactMap(\.location.elementPath)
    }

    static let card = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Text("Hello").foregroundStyle(Color("CardText")).background(Color(.cardBackground))
            }
        }
        """

    @Test func aPairIsReportedWhereTheCodeNamesBothColours() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        try folder.write("App/Card.swift", Self.card)
        #expect(try pairs(folder) == ["CardText on CardBackground (light)"])
    }

    @Test func aNibNamesColoursToo() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        try folder.write("App/Card.swift", Self.card)
        try folder.write("App/Leftover.xib", """
            <resources>
                <namedColor name="LeftoverText"/>
                <namedColor name="LeftoverBackground"/>
            </resources>
            """)
        #expect(try pairs(folder) == ["CardText on CardBackground (light)", "LeftoverText on LeftoverBackground (light)"])
    }

    /// A test's names draw nothing for a person; the same names in the app's code do.
    @Test func aTestNamesNoColour() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        try folder.write("App/Card.swift", Self.card)
        let test = """
            import XCTest
            final class PaletteTests: XCTestCase {
                func testColours() { XCTAssertNotNil(UIColor(named: "LeftoverText")); XCTAssertNotNil(UIColor(named: "LeftoverBackground")) }
            }
            """
        try folder.write("App/PaletteTests.swift", test)
        #expect(try pairs(folder) == ["CardText on CardBackground (light)"])
        try folder.write("App/PaletteTests.swift", test.replacingOccurrences(of: "import XCTest", with: "import UIKit"))
        #expect(try pairs(folder) == ["CardText on CardBackground (light)", "LeftoverText on LeftoverBackground (light)"])
    }

    /// A run whose result the cache holds is done again when a nib changes what it names.
    @Test func theCacheKnowsWhatTheNibsName() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        try catalog(in: folder)
        try folder.write("App/Card.swift", Self.card)
        try folder.write("App/Leftover.xib", "<resources/>")
        var runner = AuditRunner(rules: [AssetContrastTooLowRule.self])
        runner.cache = ResultCache(folder: cacheFolder.path, toolIdentity: "test")
        #expect(try runner.run(paths: [folder.path("App")]).findings.count == 1)
        try folder.write("App/Leftover.xib", "<resources><namedColor name=\"LeftoverText\"/><namedColor name=\"LeftoverBackground\"/></resources>")
        #expect(try runner.run(paths: [folder.path("App")]).findings.count == 2)
    }

    @Test func namesBuiltAtRunTimeCountForEveryColour() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        try folder.write("App/Theme.swift", """
            import UIKit
            func color(_ role: String) -> UIColor? { UIColor(named: "\\(role)Text") }
            """)
        #expect(try pairs(folder).count == 2)
    }

    @Test func aCatalogWithoutCodeIsCheckedWhole() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        #expect(try pairs(folder).count == 2)
    }

    @Test func configuredPairsAreCheckedWhateverTheCodeNames() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        try folder.write("App/Card.swift", Self.card)
        let configuration = AuditConfiguration(colorPairs: [ColorPair(foreground: "LeftoverText", background: "LeftoverBackground")])
        let result = try AuditRunner(rules: [AssetContrastTooLowRule.self], configuration: configuration).run(paths: [folder.path("App")])
        #expect(result.findings.compactMap(\.location.elementPath) == ["LeftoverText on LeftoverBackground (light)"])
    }
}
