import Basics

/// A WCAG 2.x level.
public enum ConformanceLevel: String, Hashable, Codable, Sendable, CaseIterable {
    case aa, aaa

    /// `AA`, `AAA`.
    public var name: String { rawValue.uppercased() }
}

/// What the colours draw: body text, large-scale text, or a non-text element (icon, control
/// border, part of a graph).
public enum ContrastSubject: String, Hashable, Codable, Sendable, CaseIterable {
    case normalText, largeText, nonText

    /// `normal text`, `large text`, `non-text`.
    public var name: String {
        switch self {
        case .normalText: "normal text"
        case .largeText: "large text"
        case .nonText: "non-text"
        }
    }
}

/// One row of the WCAG 2.x contrast table: a success criterion, its level, what it applies to
/// and the minimum ratio.
///
/// WCAG 2.2 SC 1.4.3 Contrast (Minimum), SC 1.4.6 Contrast (Enhanced), SC 1.4.11 Non-text
/// Contrast (docs/color.md, Success criteria).
public struct ContrastRequirement: Hashable, Codable, Sendable, CustomStringConvertible {
    /// `1.4.3`, `1.4.6`, `1.4.11`.
    public var successCriterion: String
    /// `Contrast (Minimum)` …
    public var title: String
    public var level: ConformanceLevel
    public var subject: ContrastSubject
    /// The smallest passing ratio (the `x` in `x:1`).
    public var minimumRatio: Double

    public init(successCriterion: String, title: String, level: ConformanceLevel, subject: ContrastSubject,
                minimumRatio: Double) {
        self.successCriterion = successCriterion
        self.title = title
        self.level = level
        self.subject = subject
        self.minimumRatio = minimumRatio
    }

    public static let aaNormalText = ContrastRequirement(
        successCriterion: "1.4.3", title: "Contrast (Minimum)", level: .aa, subject: .normalText, minimumRatio: 4.5)
    public static let aaLargeText = ContrastRequirement(
        successCriterion: "1.4.3", title: "Contrast (Minimum)", level: .aa, subject: .largeText, minimumRatio: 3)
    public static let aaaNormalText = ContrastRequirement(
        successCriterion: "1.4.6", title: "Contrast (Enhanced)", level: .aaa, subject: .normalText, minimumRatio: 7)
    public static let aaaLargeText = ContrastRequirement(
        successCriterion: "1.4.6", title: "Contrast (Enhanced)", level: .aaa, subject: .largeText, minimumRatio: 4.5)
    public static let nonText = ContrastRequirement(
        successCriterion: "1.4.11", title: "Non-text Contrast", level: .aa, subject: .nonText, minimumRatio: 3)

    /// Every row, in WCAG order.
    public static let all: [ContrastRequirement] = [aaNormalText, aaLargeText, aaaNormalText, aaaLargeText, nonText]

    /// The requirement for `subject` at `level`. Non-text contrast exists only at AA
    /// (SC 1.4.11), so it is the answer at AAA too.
    public static func requirement(for subject: ContrastSubject, at level: ConformanceLevel) -> ContrastRequirement {
        switch (subject, level) {
        case (.normalText, .aa): aaNormalText
        case (.largeText, .aa): aaLargeText
        case (.normalText, .aaa): aaaNormalText
        case (.largeText, .aaa): aaaLargeText
        case (.nonText, _): nonText
        }
    }

    /// Whether `ratio` passes (compared unrounded).
    public func isMet(by ratio: ContrastRatio) -> Bool { ratio.meets(minimumRatio) }

    /// `SC 1.4.3 AA normal text ≥ 4.5:1`.
    public var description: String {
        "SC \(successCriterion) \(level.name) \(subject.name) ≥ \(minimumRatio.compactDescription):1"
    }
}
