/// A modifier the fix adds, and where it goes: right after the end of the modifier chain of the
/// view it belongs to (the control for a label or a trait, the image for hiding, the stack for
/// combining). The finding's own location stays the causal line (the image that lacks a label);
/// this is the line a developer edits.
///
/// Unlike `Finding.edits`, a suggestion is never applied by `perceive audit --fix`: its text may
/// hold Xcode placeholders (`<#label#>`), which are the developer's to fill in, and even an exact
/// text is a change of what the element says that a person should read first.
public struct SuggestedInsertion: Hashable, Codable, Sendable {
    public var file: String
    /// 1-based line and column (UTF-8 bytes, as Xcode counts) of the insertion point.
    public var line: Int
    public var column: Int
    /// The insertion point as a UTF-8 byte offset into the file (SARIF's `byteOffset`).
    public var offset: Int
    /// The modifier to insert, with a leading period: `.accessibilityAddTraits(.isButton)`.
    public var text: String

    public init(file: String, line: Int, column: Int, offset: Int, text: String) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
        self.text = text
    }

    /// Whether the text holds an Xcode placeholder (`<#label#>`) the developer must replace.
    public var hasPlaceholder: Bool { text.contains("<#") }

    /// "insert `.accessibilityHidden(true)` at line 12, column 9": how the text reports say it.
    public var description: String { "insert `\(text)` at line \(line), column \(column)" }
}
