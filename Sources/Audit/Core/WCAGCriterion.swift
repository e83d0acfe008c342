import Foundation

/// A WCAG 2.2 success criterion a rule enforces (https://www.w3.org/TR/WCAG22/).
public struct WCAGCriterion: Hashable, Codable, Sendable, CustomStringConvertible {
    /// `1.4.3`
    public var number: String
    /// `Contrast (Minimum)`
    public var title: String
    /// `A`, `AA` or `AAA`.
    public var level: String

    public init(_ number: String, _ title: String, level: String) {
        self.number = number
        self.title = title
        self.level = level
    }

    public var description: String { "WCAG \(number) \(title) (\(level))" }

    /// `https://www.w3.org/WAI/WCAG22/Understanding/<slug>` is not derivable from the number, so
    /// the specification's section anchor is used.
    public var url: String { "https://www.w3.org/TR/WCAG22/#" + title.lowercased()
        .replacingOccurrences(of: " (", with: "-").replacingOccurrences(of: ")", with: "")
        .replacingOccurrences(of: ", ", with: "-").replacingOccurrences(of: " ", with: "-") }
}
