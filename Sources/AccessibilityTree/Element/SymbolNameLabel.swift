/// An element's label made of an SF Symbol's name read as words, when the front end knows no
/// description for the symbol (`Image(systemName: "bubble.left")` labelled "Bubble left"): what
/// VoiceOver reads is the symbol's own description if Apple gives it one, else those words.
public struct SymbolNameLabel: Hashable, Codable, Sendable {
    /// The symbol's name as written (`bubble.left`).
    public var symbol: String
    /// Whether the image is written inside the label of the control that shows it (`Button {
    /// Image(systemName: name) }`), rather than drawn by a view or an initialiser the control's
    /// label calls.
    public var isInControlLabel: Bool

    public init(symbol: String, isInControlLabel: Bool) {
        self.symbol = symbol
        self.isInControlLabel = isInControlLabel
    }
}
