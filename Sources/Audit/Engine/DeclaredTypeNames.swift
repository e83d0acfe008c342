import SwiftSyntaxSupport

/// The files of an app by the type names they declare or extend (`struct Values`, `enum Layout`,
/// `extension HighlightText`), read from their texts in one pass, for the settlement's look-ups:
/// asking every file's text for each name took as long as parsing them (Nostur, 1,000 files).
struct DeclaredTypeNames {
    private let pathsByName: [String: [String]]

    /// `paths` in the order given, each with its text.
    init(paths: [String], texts: [String: String]) {
        var byName: [String: [String]] = [:]
        for path in paths {
            guard let text = texts[path] else { continue }
            for name in Set(Self.names(in: text)) { byName[name, default: []].append(path) }
        }
        pathsByName = byName
    }

    /// The files whose text declares or extends a type of this name, in the order given.
    func paths(declaring name: String) -> [String] {
        pathsByName[name] ?? []
    }

    private static let keywords: [[UInt8]] = ["struct", "enum", "class", "extension", "actor"].map { Array($0.utf8) }

    /// The names following a declaring keyword (a whole word) and spaces: `Values` of `enum Values {`.
    static func names(in text: String) -> [String] {
        var names: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z"), index == 0 || !IdentifierBytes.isPart(bytes[index - 1]),
                      let keyword = keywords.first(where: { matches($0, in: bytes, at: index) }) else {
                    index += 1
                    continue
                }
                var start = index + keyword.count
                guard start < bytes.count, bytes[start] == UInt8(ascii: " ") else {
                    index += 1
                    continue
                }
                while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
                let name = IdentifierBytes.identifier(in: bytes, from: start)
                if let name { names.append(name) }
                index = max(start + (name?.utf8.count ?? 0), index + 1)
            }
        }
        return names
    }

    private static func matches(_ keyword: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + keyword.count <= bytes.count else { return false }
        for offset in keyword.indices where bytes[index + offset] != keyword[offset] { return false }
        return true
    }
}
