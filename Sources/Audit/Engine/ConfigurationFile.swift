import Basics
import ColorScience
import Foundation

/// Reads `.perceive.json` and checks every key, naming the file, the line and the JSON path of
/// a mistake.
///
/// ```json
/// {"disabled": ["decorative-image-exposed"], "severity": {"missing-label": "error"},
///  "thresholds": {"minimumHitTarget": 44}, "exclude": ["**/Generated/**"], "failOn": "warning"}
/// ```
public enum ConfigurationFile {
    /// The file name looked for in the audited folder and each folder above it.
    public static let name = ".perceive.json"

    static let keys = ["disabled", "only", "severity", "thresholds", "include", "exclude", "colorPairs", "failOn", "platform", "root"]
    static let colorPairKeys = ["name", "foreground", "background", "isLargeText"]

    /// The nearest `.perceive.json` in `path`'s folder or above it, if any.
    public static func find(from path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            folder.deleteLastPathComponent()
        }
        while true {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads and checks the configuration at `path`.
    ///
    /// - Parameter rules: the catalogue's descriptions; an unknown rule id or option is an error
    ///   with a suggestion, and an option's value must be of its kind.
    /// - Throws: `AuditError.configuration` naming the file, the line, the JSON path and the problem.
    public static func load(_ path: String, rules: [RuleDescription]) throws(AuditError) -> AuditConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .file(path, message: "cannot read the configuration file")
        }
        return try parse(data, file: path, rules: rules)
    }

    /// Checks configuration JSON `data` as if read from `file`.
    public static func parse(_ data: Data, file: String, rules: [RuleDescription]) throws(AuditError) -> AuditConfiguration {
        let document: JSONDocument
        do {
            document = try JSONParser.parseDocument(data)
        } catch {
            let message = error.message.hasPrefix("not JSON") ? error.message : "not JSON: \(error.message)"
            throw .configuration(file: file, path: "", position: error.position, message: message)
        }
        do {
            return try ConfigurationReader(rules: rules).read(document.root, file: file)
        } catch {
            throw .configuration(file: file, path: error.path, position: error.position, message: error.message)
        }
    }
}
