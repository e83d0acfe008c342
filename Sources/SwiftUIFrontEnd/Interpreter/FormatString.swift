/// A printf-style format as `String(format:)` fills it (Apple's "String Format Specifiers"):
/// `%@`, `%d`, `%i`, `%u`, `%ld`, `%lld`, `%f`, `%lf`, `%.Nf`, positional `%1$@`, and `%%`.
enum FormatString {
    /// `format` with each specifier replaced by the text of its argument in `arguments`; nil when
    /// a specifier is not one of those, or names an argument not given.
    static func filled(_ format: String, with arguments: [String]) -> String? {
        var result = ""
        var next = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                result += "%"
                characters = characters.dropFirst()
                continue
            }
            var position: Int? = nil
            let digits = characters.prefix { $0.isNumber }
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                characters = characters.dropFirst(digits.count + 1)
            }
            // Precision (`.2`) and length (`l`, `ll`, `h`) change how a number is written, not which argument.
            characters = characters.drop { $0 == "." || $0.isNumber || $0 == "l" || $0 == "h" || $0 == "q" }
            guard let conversion = characters.first, "@difuxXeEgGsc".contains(conversion) else { return nil }
            characters = characters.dropFirst()
            let index = position ?? next
            guard arguments.indices.contains(index) else { return nil }
            result += arguments[index]
            next = index + 1
        }
        return result + characters
    }
}
