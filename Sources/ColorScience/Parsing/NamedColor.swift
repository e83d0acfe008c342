import Basics

/// Named colours: `.black`, `Color.gray`, `UIColor.red`, `systemBlue`, `.label`…
///
/// `UIColor.` and `NSColor.` names look in UIKit's tables first (so `UIColor.red` is pure
/// red); `Color.`, a leading dot or a bare name look in SwiftUI's first (`red` is
/// `systemRed`), then UIKit's dynamic colours. Case does not matter.
enum NamedColor {
    static func parse(_ text: String, input: String) throws(ColorParseError) -> ParsedColor {
        var name = text
        var isUIKit = false
        for prefix in ["SwiftUI.Color.", "Color.", "UIColor.", "NSColor.", "."] where name.hasPrefix(prefix) {
            isUIKit = prefix.hasPrefix("UI") || prefix.hasPrefix("NS")
            name.removeFirst(prefix.count)
            break
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw ColorParseError(input: input, reason: "it is not a hex value, rgb(), a colour initialiser or a colour name")
        }
        if isUIKit {
            if let color = lookup(name, in: SystemColors.uiKit) { return ParsedColor(source: input, color: color.1, name: color.0) }
            if let color = lookup(name, in: SystemColors.uiKitFixed) {
                return ParsedColor(source: input, color: DynamicColor(color.1), name: "UIColor." + color.0)
            }
        } else {
            if let color = lookup(name, in: SystemColors.swiftUI) {
                return ParsedColor(source: input, color: color.1, name: "Color." + color.0)
            }
            if let color = lookup(name, in: SystemColors.uiKit) { return ParsedColor(source: input, color: color.1, name: color.0) }
        }
        throw ColorParseError(input: input, reason: "'\(name)' is not a known colour name",
                              suggestion: NameSuggestion.nearest(to: name, in: SystemColors.allNames))
    }

    /// The entry named `name`, exactly or ignoring case, with its canonical spelling.
    private static func lookup<Value>(_ name: String, in table: [String: Value]) -> (String, Value)? {
        if let value = table[name] { return (name, value) }
        let key = name.lowercased()
        return table.first { $0.key.lowercased() == key }.map { ($0.key, $0.value) }
    }
}
