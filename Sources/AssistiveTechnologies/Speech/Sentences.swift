/// Joining spoken sentences the way VoiceOver's canonical text does: each ends with a full stop
/// before the next begins.
enum Sentences {
    /// `text` with a full stop at the end if it has none.
    static func terminated(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    /// The non-empty parts joined as sentences ("Hint. Swipe up or down…"), nil when none.
    static func joined(_ parts: [String?]) -> String? {
        let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
        guard let last = present.last else { return nil }
        return (present.dropLast().map(terminated) + [last]).joined(separator: " ")
    }
}
