import Foundation

/// An app's strings tables in its development language, looked up by table and key as the app's
/// bundle looks them up at run time: a key the tables do not hold is shown as written.
public struct StringsTables: Equatable, Sendable {
    /// The tables read, sorted by path; of two tables of one name holding a key, the first's text is used.
    public private(set) var tables: [StringsTable]
    private var textsByTable: [String: [String: String]]

    public static let none = StringsTables(tables: [])

    public init(tables: [StringsTable]) {
        self.tables = tables.sorted { $0.path < $1.path }
        var textsByTable: [String: [String: String]] = [:]
        for table in self.tables {
            textsByTable[table.name, default: [:]].merge(table.texts) { first, _ in first }
        }
        self.textsByTable = textsByTable
    }

    public static func == (lhs: StringsTables, rhs: StringsTables) -> Bool { lhs.tables == rhs.tables }

    public var isEmpty: Bool { tables.isEmpty }

    /// The development language's text of `key` in the table named `table` (`Localizable` for
    /// nil, the table `Text`, `String(localized:)` and `NSLocalizedString` read unless told).
    public func text(for key: String, table: String? = nil) -> String? {
        textsByTable[table ?? "Localizable"]?[key]
    }

    /// Whether a table named `name` was read. A key looked up in a table named in the code but
    /// not among the files read (a partial checkout, a folder audited without its resources) is
    /// text the audit does not know, not the key shown as written.
    public func holdsTable(named name: String) -> Bool {
        textsByTable[name] != nil
    }

    /// The tables whose files `isKept` keeps (one app's, of several audited together).
    public func only(where isKept: (String) -> Bool) -> StringsTables {
        StringsTables(tables: tables.filter { isKept($0.path) })
    }

    /// Every table's path and texts in one canonical text, for a cache key.
    public var canonicalText: String {
        tables.map { table in
            table.path + "\n" + table.texts.sorted { $0.key < $1.key }.map { "\($0.key)\u{1F}\($0.value)\n" }.joined()
        }.joined(separator: "\u{1E}")
    }

    /// Reads the tables among `paths` that hold the development language: every string catalog
    /// (`.xcstrings`, which names its source language), and of the strings files
    /// (`Folder/xx.lproj/Name.strings`) those of English (`en`, then `Base`, then a regional
    /// English) for each folder and name; a table that cannot be read is left out and named.
    public static func read(_ paths: [String]) -> (tables: StringsTables, problems: [StringsTableError]) {
        var tables: [StringsTable] = []
        var problems: [StringsTableError] = []
        for path in developmentLanguagePaths(paths) {
            do { tables.append(try StringsTable.read(at: path)) } catch { problems.append(error) }
        }
        return (StringsTables(tables: tables), problems)
    }

    /// The paths of `paths` that hold the development language's texts.
    static func developmentLanguagePaths(_ paths: [String]) -> [String] {
        var catalogs: [String] = []
        var stringsFiles: [String: [(rank: Int, path: String)]] = [:]
        for path in paths {
            if path.hasSuffix(".xcstrings") { catalogs.append(path); continue }
            let folder = (path as NSString).deletingLastPathComponent
            guard path.hasSuffix(".strings"), folder.hasSuffix(".lproj"),
                  let rank = englishRank(((folder as NSString).lastPathComponent as NSString).deletingPathExtension) else { continue }
            let group = (folder as NSString).deletingLastPathComponent + "/" + (path as NSString).lastPathComponent
            stringsFiles[group, default: []].append((rank, path))
        }
        let chosen = stringsFiles.values.compactMap { $0.min { ($0.rank, $0.path) < ($1.rank, $1.path) }?.path }
        return (catalogs + chosen).sorted()
    }

    /// How near a localization folder's language is to the development language assumed for
    /// strings files: English, then `Base`, then a regional English; nil for others.
    private static func englishRank(_ language: String) -> Int? {
        switch language {
        case "en": 0
        case "Base": 1
        default: language.hasPrefix("en-") || language.hasPrefix("en_") ? 2 : nil
        }
    }

    /// Whether the file at `path` may be a strings table: a string catalog, or a strings file in
    /// a localization folder.
    public static func mayHoldTable(_ path: String, named name: String) -> Bool {
        name.hasSuffix(".xcstrings") || (name.hasSuffix(".strings") && (path as NSString).deletingLastPathComponent.hasSuffix(".lproj"))
    }
}
