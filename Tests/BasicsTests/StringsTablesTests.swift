import Basics
import Foundation
import TestSupport
import Testing

/// An app's strings tables read in their development language.
@Suite struct StringsTablesTests {
    static func write(_ text: String, to name: String, in folder: TemporaryFolder) throws -> String {
        try folder.write(name, text)
    }

    static func folder() throws -> TemporaryFolder { try TemporaryFolder("strings") }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "queue.action.playNow" : {
              "comment" : "Play now action",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Play Now" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Jetzt abspielen" } }
              }
            },
            "Cancel" : { },
            "videos.count" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld video" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld videos" } }
                } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aCatalogGivesTheSourceLanguagesTextOrTheKeyItself() throws {
        let folder = try Self.folder()
        let path = try Self.write(Self.catalog, to: "App/Localizable.xcstrings", in: folder)
        let table = try StringsTable.read(at: path)
        #expect(table.name == "Localizable")
        #expect(table.texts == ["queue.action.playNow": "Play Now", "Cancel": "Cancel", "videos.count": "%lld videos"])
    }

    @Test func aCatalogInAnotherSourceLanguageReadsThatLanguage() throws {
        let folder = try Self.folder()
        let path = try Self.write(Self.catalog.replacingOccurrences(of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : \"de\""),
                                  to: "Settings.xcstrings", in: folder)
        #expect(try StringsTable.read(at: path).texts["queue.action.playNow"] == "Jetzt abspielen")
    }

    @Test func aStringsFileReadsItsPairsBetweenComments() throws {
        let folder = try Self.folder()
        let path = try Self.write("""
            /* The title of the settings screen */
            "settings.title" = "Settings";
            // A button
            "settings.sync" = "Sync with \\"iCloud\\"";
            """, to: "App/en.lproj/Localizable.strings", in: folder)
        #expect(try StringsTable.read(at: path).texts == ["settings.title": "Settings", "settings.sync": "Sync with \"iCloud\""])
    }

    @Test func aStringsFileInUTF16IsRead() throws {
        let folder = try Self.folder()
        let path = try folder.write("en.lproj/Localizable.strings", data: try #require("\"done\" = \"Done\";".data(using: .utf16)))
        #expect(try StringsTable.read(at: path).texts == ["done": "Done"])
    }

    @Test func aDamagedTableIsNamedWithWhereAndWhy() throws {
        let folder = try Self.folder()
        let strings = try Self.write("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";", to: "en.lproj/Localizable.strings", in: folder)
        #expect(throws: StringsTableError(file: strings, problem: "line 3, column 1: expected ';' after the value of \"b\"")) {
            try StringsTable.read(at: strings)
        }
        let catalog = try Self.write("{ \"strings\" : [ }", to: "Broken.xcstrings", in: folder)
        let error = try #require(throws: StringsTableError.self) { try StringsTable.read(at: catalog) }
        #expect(error.file == catalog && error.problem.hasPrefix("line 1, column 17: not a string catalog"))
        let (tables, problems) = StringsTables.read([strings, catalog])
        #expect(tables.isEmpty && problems.map(\.file) == [catalog, strings])
    }

    @Test func theDevelopmentLanguagesFilesAreChosen() throws {
        let folder = try Self.folder()
        let french = try Self.write("\"title\" = \"Réglages\";", to: "App/fr.lproj/Localizable.strings", in: folder)
        let english = try Self.write("\"title\" = \"Settings\";", to: "App/en.lproj/Localizable.strings", in: folder)
        let base = try Self.write("\"title\" = \"Base settings\";", to: "App/Base.lproj/Localizable.strings", in: folder)
        let baseOnly = try Self.write("\"button\" = \"Go\";", to: "App/Base.lproj/Main.strings", in: folder)
        let british = try Self.write("\"colour\" = \"Colour\";", to: "Kit/en-GB.lproj/Kit.strings", in: folder)
        let loose = try Self.write("\"x\" = \"X\";", to: "App/Loose.strings", in: folder)
        let (tables, problems) = StringsTables.read([french, english, base, baseOnly, british, loose])
        #expect(problems.isEmpty)
        #expect(tables.tables.map(\.path) == [baseOnly, english, british])
        #expect(tables.text(for: "title") == "Settings")
        #expect(tables.text(for: "button", table: "Main") == "Go")
        #expect(tables.text(for: "colour", table: "Kit") == "Colour")
        #expect(tables.text(for: "button") == nil && tables.text(for: "x", table: "Loose") == nil)
    }

    @Test func ofTwoTablesOfOneNameTheFirstByPathGivesTheText() {
        let tables = StringsTables(tables: [
            StringsTable(name: "Localizable", path: "/b/Localizable.xcstrings", texts: ["ok": "Okay", "later": "Later"]),
            StringsTable(name: "Localizable", path: "/a/Localizable.xcstrings", texts: ["ok": "OK"]),
        ])
        #expect(tables.text(for: "ok") == "OK" && tables.text(for: "later") == "Later")
        #expect(tables.only { $0.hasPrefix("/b/") }.text(for: "ok") == "Okay")
        #expect(tables.canonicalText != tables.only { $0.hasPrefix("/b/") }.canonicalText)
    }
}
