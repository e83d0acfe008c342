import Foundation

/// A rule over a property list (`Info.plist`), read as text and as values.
///
/// Its examples are written as `.swift(…)` cases holding the plist's XML, with `↓` markers on the
/// lines a finding points at; the example verifier reads them as plists.
public protocol PlistRule: Rule {
    func check(_ plist: PlistFile) -> [Finding]
}

extension PlistRule {
    public static var inputs: [InputFamily] { [.plist] }

    public func check(_ input: RuleInput) -> [Finding]? {
        guard case .plist(let plist) = input else { return nil }
        return check(plist)
    }
}

/// A property list file: its text, and its top-level dictionary when the text parses as one.
public struct PlistFile: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The array of strings stored under `key` in the top-level dictionary, nil when there is no
    /// such array (or the text is not a property list).
    public func strings(forKey key: String) -> [String]? {
        guard let data = text.data(using: .utf8),
              let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let array = root[key] as? [Any] else { return nil }
        return array.compactMap { $0 as? String }
    }

    /// The 1-based line and UTF-8 column of the first `<key>key</key>`, for a finding's location.
    public func location(ofKey key: String) -> FindingLocation {
        let needle = "<key>\(key)</key>"
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                let column = line[line.startIndex..<range.lowerBound].utf8.count + 1
                return FindingLocation(file: path, line: index + 1, column: column)
            }
        }
        return FindingLocation(file: path)
    }
}
