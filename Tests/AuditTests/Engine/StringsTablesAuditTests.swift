import Audit
import Foundation
import TestSupport
import Testing

/// An audit reads the app's strings tables: a control titled by a key is named by the table's
/// text, not reported as named by a file name; a table that cannot be read is named as an input
/// error; the result cache knows the tables.
@Suite struct StringsTablesAuditTests {
    static let view = """
        import SwiftUI
        struct SourceSettings: View {
            @State var allowsInvalidCertificates = false
            var body: some View {
                Form {
                    Toggle(String(localized: "sources.field.allowInvalidCertificates"), isOn: $allowsInvalidCertificates)
                }
            }
        }
        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "sources.field.allowInvalidCertificates" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Allow Invalid Certificates" } } }
            }
          },
          "version" : "1.0"
        }
        """

    static func rules(_ result: AuditResult) -> [String] { result.findings.map(\.ruleID) }

    @Test func aKeyTheCatalogHoldsIsNoFileName() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/SourceSettings.swift", Self.view)
        #expect(try Self.rules(AuditRunner(rules: [LabelIsFileNameRule.self]).run(paths: [folder.path("App")])) == ["label-is-file-name"])
        try folder.write("App/Resources/Localizable.xcstrings", Self.catalog)
        let result = try AuditRunner(rules: [LabelIsFileNameRule.self]).run(paths: [folder.path("App")])
        #expect(Self.rules(result).isEmpty && result.inputErrors.isEmpty)
    }

    /// Words a type the audit did not read holds (Kiwix's `LocalString`, an enum its build
    /// generates from the strings tables) are not known: a navigation title, a search field's
    /// prompt, a text field's title or an accessibility label set to one is named by its member,
    /// which is no file name. A member whose value is read is judged by that value.
    @Test func aMemberOfAStringsTypeNotReadIsNoFileName() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Bookmarks.swift", """
            import SwiftUI
            enum Names { static let folder_label = "bookmark_folder" }
            struct Bookmarks: View {
                @State private var query = ""
                @State private var note = ""
                var body: some View {
                    NavigationStack {
                        List {
                            TextField(LocalString.bookmark_note_label, text: $note)
                            Image(systemName: "folder").accessibilityLabel(LocalString.bookmark_folder_label)
                            Image(systemName: "folder.fill").accessibilityLabel(Names.folder_label)
                        }
                        .navigationTitle(LocalString.bookmark_navigation_title)
                        .searchable(text: $query, prompt: LocalString.common_search)
                    }
                }
            }
            """)
        let result = try AuditRunner(rules: [LabelIsFileNameRule.self]).run(paths: [folder.path("App")])
        #expect(result.findings.map { "\($0.location.line) \($0.ruleID)" } == ["11 label-is-file-name"])
    }

    @Test func aDamagedTableIsAnInputErrorAndTheAuditGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/SourceSettings.swift", Self.view)
        try folder.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\"\n\"b\" = \"B\";\n")
        let result = try AuditRunner(rules: [LabelIsFileNameRule.self]).run(paths: [folder.path("App")])
        #expect(Self.rules(result) == ["label-is-file-name"])
        #expect(result.inputErrors.map(\.message) == ["line 2, column 1: expected ';' after the value of \"a\""])
        #expect(result.inputErrors.map { ($0.file as NSString).lastPathComponent } == ["Localizable.strings"])
    }

    @Test func theCacheKnowsTheTables() throws {
        let folder = try TemporaryFolder()
        let cacheFolder = try TemporaryFolder()
        try folder.write("App/SourceSettings.swift", Self.view)
        try folder.write("App/Localizable.xcstrings", Self.catalog)
        var runner = AuditRunner(rules: [LabelIsFileNameRule.self])
        runner.cache = ResultCache(folder: cacheFolder.path, toolIdentity: "test")
        #expect(try Self.rules(runner.run(paths: [folder.path("App")])).isEmpty)
        try folder.write("App/Localizable.xcstrings", Self.catalog.replacingOccurrences(of: "sources.field", with: "other.field"))
        #expect(try Self.rules(runner.run(paths: [folder.path("App")])) == ["label-is-file-name"])
        try folder.write("App/Localizable.xcstrings", Self.catalog)
        #expect(try Self.rules(runner.run(paths: [folder.path("App")])).isEmpty)
    }
}
