/// The iOS text styles (`UIFont.TextStyle`, SwiftUI `Font.TextStyle`), which scale with Dynamic Type.
public enum TextStyle: String, Hashable, Codable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}
