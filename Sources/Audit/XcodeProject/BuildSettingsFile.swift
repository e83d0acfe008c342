import Basics
import Foundation

/// The build settings an `.xcconfig` file sets, as a build configuration based on it reads them
/// (Xcode Help, "Add a build configuration (xcconfig) file"): one `NAME = value` per line,
/// an optional `;` after the value, `//` starting a comment, and `#include "path"` (or
/// `#include? "path"`, which may be missing) reading another file in place, its path relative to
/// the including file's folder. A later line wins over an earlier one.
///
/// Conditional settings (`SDKROOT[sdk=macosx*] = …`) and paths from the developer folder
/// (`#include "<DEVELOPER_DIR>/…"`) are not read; a file that cannot be read sets nothing, as
/// Xcode goes on with the settings it has.
enum BuildSettingsFile {
    /// The settings of the file at the absolute `path`, with those of the files it includes.
    static func settings(at path: String) -> [String: OpenStepPropertyList] {
        var settings: [String: OpenStepPropertyList] = [:]
        read(path, into: &settings, including: [])
        return settings
    }

    /// Reads the file at `path` into `settings`; `including` are the files whose includes led here,
    /// so a file that includes itself, directly or not, is read once.
    private static func read(_ path: String, into settings: inout [String: OpenStepPropertyList], including: Set<String>) {
        guard !including.contains(path), including.count < 32,
              let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return }
        let folder = (path as NSString).deletingLastPathComponent
        for line in text.split(whereSeparator: \.isNewline) {
            let line = line.trimmingCharacters(in: .whitespaces)
            if let included = includedPath(line) {
                guard !included.hasPrefix("<") else { continue }
                let absolute = included.hasPrefix("/") ? included : folder + "/" + included
                read((absolute as NSString).standardizingPath, into: &settings, including: including.union([path]))
                continue
            }
            if let (name, value) = assignment(line) { settings[name] = .string(value) }
        }
    }

    /// The path an `#include` or `#include?` line names; nil for any other line.
    static func includedPath(_ line: String) -> String? {
        for directive in ["#include?", "#include"] where line.hasPrefix(directive) {
            let rest = line.dropFirst(directive.count).trimmingCharacters(in: .whitespaces)
            guard rest.count >= 2, rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
            return String(rest[rest.index(after: rest.startIndex)..<close])
        }
        return nil
    }

    /// The name and value a setting's line assigns, without its comment and final `;`; nil for a
    /// comment, an empty line or a conditional setting.
    static func assignment(_ line: String) -> (name: String, value: String)? {
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        guard let equals = code.firstIndex(of: "=") else { return nil }
        let name = code[..<equals].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var value = code[code.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
        return (name, value)
    }
}
