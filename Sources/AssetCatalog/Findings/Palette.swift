/// Colour sets that form a series, such as chart colours `Chart1` … `Chart5` or
/// `SeriesA` … `SeriesC`: names that share a prefix and end in a number or a single capital
/// letter. Series colours must stay apart from one another for everyone reading the chart.
public struct Palette: Hashable, Codable, Sendable {
    /// The shared prefix (`Chart`).
    public var prefix: String
    /// Member names in series order.
    public var members: [String]

    public init(prefix: String, members: [String]) {
        self.prefix = prefix
        self.members = members
    }

    /// The palettes among `names`: groups of at least two names with a numeric suffix, or
    /// at least three with a single-capital-letter suffix, sharing a non-empty prefix. A numbered
    /// group that is a shade ramp (`isShadeRamp`) is no palette, nor one whose prefix names the
    /// app's accent colour (`namesAnAccentChoice`).
    public static func detect(in names: [String]) -> [Palette] {
        var numbered: [String: [(Int, String)]] = [:]
        var lettered: [String: [(Int, String)]] = [:]
        for name in names {
            let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.count < name.count, let number = Int(String(digits.reversed())) {
                numbered[String(name.dropLast(digits.count)), default: []].append((number, name))
                continue
            }
            if let last = name.last, last.isASCII, last.isUppercase, name.count > 1,
               let previous = name.dropLast().last, previous.isLowercase || previous.isNumber || previous == "-" || previous == "_" {
                lettered[String(name.dropLast()), default: []].append((Int(last.asciiValue ?? 0), name))
            }
        }
        let series = numbered.filter { $0.value.count >= 2 && !isShadeRamp($0.value.map(\.0)) }
        let groups = series.merging(lettered.filter { $0.value.count >= 3 }) { $0 + $1 }
            .filter { !namesAnAccentChoice($0.key) }
        return groups.map { prefix, members in
            Palette(prefix: prefix, members: members.sorted { $0.0 < $1.0 }.map(\.1))
        }.sorted { $0.prefix < $1.prefix }
    }

    /// Whether numbers are the steps of one colour's lightness scale in a design system
    /// (`ErrorRed25` … `ErrorRed950`, `Grey50` … `Grey900`): every number a multiple of 25, one at
    /// least 100. The steps of one hue are lighter and darker tones used for backgrounds,
    /// borders and text, not series a chart tells apart; a chart's series count from one
    /// (`Chart1`, `Chart2`).
    static func isShadeRamp(_ numbers: [Int]) -> Bool {
        numbers.allSatisfy { $0 > 0 && $0 % 25 == 0 } && numbers.contains { $0 >= 100 }
    }

    /// Whether a prefix names the app's accent or theme colour (`AccentColor1` … `AccentColor10`,
    /// `Tint2`, `ThemeB`): the colours a person chooses among for the app's tint. Xcode names the
    /// asset of an app's accent colour `AccentColor` (the Asset Catalog Compiler's Global Accent
    /// Color Name setting), and SwiftUI's `tint(_:)` and `Color.accentColor` apply one colour at a
    /// time; the alternatives are never shown together to tell series apart, and in the picker
    /// that offers them the colour itself is what is chosen.
    static func namesAnAccentChoice(_ prefix: String) -> Bool {
        let lowered = prefix.lowercased()
        return ["accent", "tint", "theme"].contains { lowered.contains($0) }
    }
}
