import Foundation

/// The texts of one strings table of an app in its development language: the words a person
/// sees and VoiceOver speaks for each key the code looks up (`Text("settings.title")`,
/// `String(localized:)`, `NSLocalizedString`).
///
/// Two formats are read (Apple, "Localizing and varying text with a string catalog"; "String
/// Resources" in the Resource Programming Guide):
/// - a string catalog (`Name.xcstrings`), JSON: its `sourceLanguage`, and for each key of
///   `strings` the source language's `stringUnit.value`; a key with no entry in the source
///   language is its own text, as Xcode writes a catalog whose keys are the source strings. A
///   key that varies by plural or device reads its `other` variation.
/// - a strings file (`en.lproj/Name.strings`): `"key" = "value";` lines with comments, UTF-8 or
///   UTF-16.
public struct StringsTable: Equatable, Sendable {
    /// The table's name: the file's name without its extension (`Localizable`).
    public var name: String
    /// The file read.
    public var path: String
    public var texts: [String: String]

    public init(name: String, path: String, texts: [String: String]) {
        self.name = name
        self.path = path
        self.texts = texts
    }

    /// Reads the table at `path` (`.xcstrings`, or `.strings` in an `.lproj` folder).
    ///
    /// - Throws: `StringsTableError` naming the file, where in it and the problem.
    public static func read(at path: String) throws(StringsTableError) -> StringsTable {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StringsTableError(file: path, problem: "cannot read the file")
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if path.hasSuffix(".xcstrings") {
            return StringsTable(name: name, path: path, texts: try catalogTexts(data, path: path))
        }
        return StringsTable(name: name, path: path, texts: try stringsFileTexts(data, path: path))
    }

    /// The source language's text of each key of a string catalog.
    static func catalogTexts(_ data: Data, path: String) throws(StringsTableError) -> [String: String] {
        let root: JSONValue
        do { root = try JSONParser.parse(data) } catch {
            let place = error.position.map { "\($0): " } ?? ""
            throw StringsTableError(file: path, problem: "\(place)not a string catalog: \(error)")
        }
        guard case .object(let top) = root else {
            throw StringsTableError(file: path, problem: "not a string catalog: the top level is \(root.kindDescription), not an object")
        }
        let language = top.first { $0.key == "sourceLanguage" }.flatMap { member -> String? in
            if case .string(let language) = member.value { return language }
            return nil
        } ?? "en"
        guard let strings = top.first(where: { $0.key == "strings" })?.value else { return [:] }
        guard case .object(let entries) = strings else {
            throw StringsTableError(file: path, problem: "at strings: \(strings.kindDescription), not an object")
        }
        var texts: [String: String] = [:]
        for (key, entry) in entries {
            texts[key] = sourceText(of: entry, language: language) ?? key
        }
        return texts
    }

    /// The text of one catalog entry in `language`: its string unit's value, or its `other`
    /// plural or device variation's.
    private static func sourceText(of entry: JSONValue, language: String) -> String? {
        guard let localization = entry["localizations"]?[language] else { return nil }
        return unitValue(localization)
    }

    private static func unitValue(_ value: JSONValue) -> String? {
        if case .string(let text)? = value["stringUnit"]?["value"] { return text }
        guard let variations = value["variations"] else { return nil }
        for kind in ["plural", "device"] {
            guard let cases = variations[kind] else { continue }
            if let other = cases["other"], let text = unitValue(other) { return text }
            if case .object(let members) = cases, let text = members.lazy.compactMap({ unitValue($0.value) }).first { return text }
        }
        return nil
    }

    /// The pairs of a strings file: an old-style property list dictionary without its braces.
    static func stringsFileTexts(_ data: Data, path: String) throws(StringsTableError) -> [String: String] {
        guard let text = decodedText(data) else {
            throw StringsTableError(file: path, problem: "not text in UTF-8 or UTF-16")
        }
        let plist: OpenStepPropertyList
        do { plist = try OpenStepPropertyList.parse(Array(("{\n" + text + "\n}").utf8)) } catch {
            // The braces added take the first line: the line the reader names is one more than the file's.
            throw StringsTableError(file: path, problem: "line \(max(1, error.line - 1)), column \(error.column): \(error.problem)")
        }
        var texts: [String: String] = [:]
        for (key, value) in plist.dictionary ?? [:] {
            if let text = value.string { texts[key] = text }
        }
        return texts
    }

    private static func decodedText(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)
    }
}

/// A strings table that could not be read: the file, and where in it what is wrong.
public struct StringsTableError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}

private extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
