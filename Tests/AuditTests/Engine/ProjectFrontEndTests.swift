import Audit
import ColorScience
import Foundation
import TestSupport
import Testing

/// The audit over SwiftUI source and asset catalogs: previews lowered with the whole project,
/// tree findings at the element's own file:line:column, once per place, suppressible there.
@Suite struct ProjectFrontEndTests {
    static let row = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Button {
                } label: {
                    Image("fav_star_outline")
                }
            }
        }
        """
    static let list = """
        import SwiftUI
        struct RouteList: View {
            var body: some View {
                VStack {
                    Row()
                    Row()
                }
            }
        }

        #Preview {
            RouteList()
        }
        """

    func summary(_ result: AuditResult, in folder: TemporaryFolder) -> [String] {
        result.findings.map { finding in
            let file = String(finding.location.file.dropFirst(folder.path.count + 1))
            return "\(file):\(finding.location.line):\(finding.location.column) \(finding.ruleID)"
        }
    }

    @Test func aPreviewShowsViewsFromOtherFilesAndEachPlaceIsReportedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("Row.swift", Self.row)
        try folder.write("RouteList.swift", Self.list)
        let result = try AuditRunner(rules: [LabelIsFileNameRule.self]).run(paths: [folder.path])
        #expect(summary(result, in: folder) == ["Row.swift:4:9 label-is-file-name"])
        #expect(result.findings.first?.location.elementPath?.hasPrefix("RouteList/") == true)
    }

    @Test func aViewNoPreviewShowsIsLoweredOnItsOwn() throws {
        let folder = try TemporaryFolder()
        try folder.write("Row.swift", Self.row)
        let result = try AuditRunner(rules: [LabelIsFileNameRule.self]).run(paths: [folder.path])
        #expect(summary(result, in: folder) == ["Row.swift:4:9 label-is-file-name"])
        #expect(result.findings.first?.location.elementPath?.hasPrefix("Row/") == true)
    }

    @Test func aSuppressionWhereTheElementIsWrittenSilencesIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Row.swift", Self.row.replacingOccurrences(
            of: "        Button {", with: "        // perceive:ignore label-is-file-name — read by the row's label\n        Button {"))
        try folder.write("RouteList.swift", Self.list)
        let result = try AuditRunner(rules: [LabelIsFileNameRule.self]).run(paths: [folder.path])
        #expect(result.findings.isEmpty)
        #expect(result.suppressedCount == 1)
    }

    @Test func aTapViewIsReportedOnceWhereTheSourceRuleSeesIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Card.swift", """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    Text("Open the route")
                        .onTapGesture { tap() }
                }
            }
            """)
        let rules: [any Rule.Type] = [TappableWithoutButtonTraitRule.self, TapGestureWithoutButtonTraitRule.self]
        let result = try AuditRunner(rules: rules).run(paths: [folder.path])
        #expect(summary(result, in: folder) == ["Card.swift:5:13 tap-gesture-without-button-trait"])
        let treeOnly = try AuditRunner(rules: [TappableWithoutButtonTraitRule.self]).run(paths: [folder.path])
        // Alone, the tree rule places its finding at the tap the text answers (its name, one past the period).
        #expect(summary(treeOnly, in: folder) == ["Card.swift:5:14 tappable-without-button-trait"])
    }

    @Test func anAssetCatalogIsCheckedWithTheConfiguredPairs() throws {
        let folder = try TemporaryFolder()
        func colorSet(_ name: String, white: String) throws {
            try folder.write("Assets.xcassets/\(name).colorset/Contents.json", """
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
        try colorSet("Ink", white: "0.600")
        try colorSet("Paper", white: "1.000")
        let rules: [any Rule.Type] = [AssetContrastTooLowRule.self]
        let inferred = try AuditRunner(rules: rules).run(paths: [folder.path])
        #expect(inferred.findings.isEmpty, "no names say which is text and which background")
        let configuration = AuditConfiguration(colorPairs: [ColorPair(foreground: "Ink", background: "Paper")])
        let configured = try AuditRunner(rules: rules, configuration: configuration).run(paths: [folder.path])
        #expect(summary(configured, in: folder) == ["Assets.xcassets/Ink.colorset/Contents.json:3:5 asset-contrast-too-low"])
        #expect(configured.findings.first?.location.elementPath == "Ink on Paper (light)")
    }

    @Test func anUnreadableColorSetIsAnInputErrorNamingItsFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("Assets.xcassets/Ink.colorset/Contents.json", "{ \"colors\": 3 }")
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path])
        #expect(result.inputErrors == [InputError(file: folder.path + "/Assets.xcassets/Ink.colorset/Contents.json",
                                                  message: "at colors: expected an array")])
    }
}
