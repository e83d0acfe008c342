import AccessibilityTree
import Basics
import ColorScience
import Foundation

/// Reads `.perceive.json` and checks every key, naming the file and the JSON path of a mistake.
///
/// ```json
/// {"disabled": ["decorative-image-exposed"], "severity": {"missing-label": "error"},
///  "thresholds": {"minimumHitTarget": 44}, "exclude": ["**/Generated/**"], "failOn": "warning"}
/// ```
public enum ConfigurationFile {
    /// The file name looked for in the audited folder and each folder above it.
    public static let name = ".perceive.json"

    static let keys = ["disabled", "only", "severity", "thresholds", "include", "exclude", "colorPairs", "failOn"]
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
    /// - Parameter ruleIDs: the known rule ids; an unknown one is an error with a suggestion.
    /// - Throws: `AuditError.configuration` naming the file, the JSON path and the problem.
    public static func load(_ path: String, ruleIDs: [String]) throws(AuditError) -> AuditConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .file(path, message: "cannot read the configuration file")
        }
        return try parse(data, file: path, ruleIDs: ruleIDs)
    }

    /// Checks configuration JSON `data` as if read from `file`.
    public static func parse(_ data: Data, file: String, ruleIDs: [String]) throws(AuditError) -> AuditConfiguration {
        let reader = ConfigurationReader(file: file, ruleIDs: ruleIDs)
        let top: Any
        do {
            top = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .configuration(file: file, path: "", message: "not valid JSON (\(error.localizedDescription))")
        }
        return try reader.read(top)
    }
}

/// The checks behind `ConfigurationFile.parse`, one per key.
private struct ConfigurationReader {
    let file: String
    let ruleIDs: [String]

    func fail(_ path: String, _ message: String) -> AuditError {
        .configuration(file: file, path: path, message: message)
    }

    func read(_ top: Any) throws(AuditError) -> AuditConfiguration {
        guard let object = top as? [String: Any] else { throw fail("", "expected a JSON object at the top level") }
        try checkKeys(object, allowed: ConfigurationFile.keys, at: "")
        var configuration = AuditConfiguration(file: file)
        if let value = object["disabled"] { configuration.disabled = Set(try ruleIDList(value, at: "disabled")) }
        if let value = object["only"] { configuration.only = Set(try ruleIDList(value, at: "only")) }
        if let value = object["severity"] { configuration.severities = try severities(value) }
        if let value = object["thresholds"] { configuration.thresholds = try thresholds(value) }
        if let value = object["include"] { configuration.include = try strings(value, at: "include").map(Glob.init) }
        if let value = object["exclude"] { configuration.exclude = try strings(value, at: "exclude").map(Glob.init) }
        if let value = object["colorPairs"] { configuration.colorPairs = try colorPairs(value) }
        if let value = object["failOn"] { configuration.failOn = try severity(value, at: "failOn") }
        return configuration
    }

    func checkKeys(_ object: [String: Any], allowed: [String], at path: String) throws(AuditError) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let hint = NameSuggestion.nearest(to: key, in: allowed).map { " (did you mean '\($0)'?)" }
                ?? " (expected one of: \(allowed.joined(separator: ", ")))"
            throw fail(path.isEmpty ? key : "\(path).\(key)", "unknown key '\(key)'\(hint)")
        }
    }

    func strings(_ value: Any, at path: String) throws(AuditError) -> [String] {
        guard let array = value as? [Any] else { throw fail(path, "expected an array of strings") }
        var result: [String] = []
        for (index, element) in array.enumerated() {
            guard let string = element as? String else { throw fail("\(path)[\(index)]", "expected a string") }
            result.append(string)
        }
        return result
    }

    func ruleIDList(_ value: Any, at path: String) throws(AuditError) -> [String] {
        let ids = try strings(value, at: path)
        for (index, id) in ids.enumerated() { try checkRuleID(id, at: "\(path)[\(index)]") }
        return ids
    }

    func checkRuleID(_ id: String, at path: String) throws(AuditError) {
        guard !ruleIDs.contains(id) else { return }
        let hint = NameSuggestion.nearest(to: id, in: ruleIDs).map { " (did you mean '\($0)'?)" } ?? ""
        throw fail(path, "unknown rule id '\(id)'\(hint); 'perceive rules' lists them")
    }

    func severity(_ value: Any, at path: String) throws(AuditError) -> Severity {
        let names = Severity.allCases.map(\.rawValue)
        guard let name = value as? String, let severity = Severity(rawValue: name) else {
            throw fail(path, "expected a severity (one of: \(names.joined(separator: ", ")))")
        }
        return severity
    }

    func severities(_ value: Any) throws(AuditError) -> [String: Severity] {
        guard let object = value as? [String: Any] else { throw fail("severity", "expected an object of rule id to severity") }
        var result: [String: Severity] = [:]
        for key in object.keys.sorted() {
            try checkRuleID(key, at: "severity.\(key)")
            result[key] = try severity(object[key] as Any, at: "severity.\(key)")
        }
        return result
    }

    func thresholds(_ value: Any) throws(AuditError) -> [String: Double] {
        guard let object = value as? [String: Any] else { throw fail("thresholds", "expected an object of name to number") }
        var result: [String: Double] = [:]
        for key in object.keys.sorted() {
            guard let number = object[key] as? NSNumber else {
                throw fail("thresholds.\(key)", "expected a number")
            }
            result[key] = number.doubleValue
        }
        return result
    }

    func colorPairs(_ value: Any) throws(AuditError) -> [ColorPair] {
        guard let array = value as? [Any] else { throw fail("colorPairs", "expected an array of objects") }
        var pairs: [ColorPair] = []
        for (index, element) in array.enumerated() {
            let path = "colorPairs[\(index)]"
            guard let object = element as? [String: Any] else { throw fail(path, "expected an object") }
            try checkKeys(object, allowed: ConfigurationFile.colorPairKeys, at: path)
            guard let foreground = object["foreground"] as? String else { throw fail("\(path).foreground", "expected a colour string") }
            guard let background = object["background"] as? String else { throw fail("\(path).background", "expected a colour string") }
            if object["name"] != nil, !(object["name"] is String) { throw fail("\(path).name", "expected a string") }
            if object["isLargeText"] != nil, !(object["isLargeText"] is Bool) { throw fail("\(path).isLargeText", "expected true or false") }
            pairs.append(ColorPair(name: object["name"] as? String, foreground: foreground, background: background,
                                   isLargeText: object["isLargeText"] as? Bool ?? false))
        }
        return pairs
    }
}
