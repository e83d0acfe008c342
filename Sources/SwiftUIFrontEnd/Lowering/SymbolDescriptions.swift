/// Spoken descriptions of common SF Symbols, used as `Image(systemName:)`'s default label.
///
/// SwiftUI labels a symbol image with the symbol's built-in localized description when it has
/// one ("globe" → "Globe", recorded), and otherwise with the words of the symbol's name
/// ("clock.arrow.circlepath" → "Clock arrow circlepath", recorded; docs/swiftui-defaults.md,
/// Default labels and traits). Which symbols carry a description and their wording Apple does not
/// document: this table holds the common ones; any other symbol is read by its name.
public enum SymbolDescriptions {
    private static let table: [String: String] = [
        "globe": "Globe", "trash": "Delete", "plus": "Add", "minus": "Remove", "xmark": "Close",
        "magnifyingglass": "Search", "gear": "Settings", "gearshape": "Settings", "square.and.arrow.up": "Share",
        "heart": "Love", "star": "Favorite", "bookmark": "Bookmark", "bell": "Notifications", "house": "Home",
        "person": "Person", "person.crop.circle": "Person", "envelope": "Mail", "phone": "Phone", "message": "Message",
        "camera": "Camera", "photo": "Photo", "mic": "Microphone", "pencil": "Edit", "square.and.pencil": "Compose",
        "info.circle": "Info", "questionmark.circle": "Help", "ellipsis": "More", "ellipsis.circle": "More",
        "checkmark": "Checkmark", "chevron.left": "Back", "chevron.right": "Forward", "arrow.left": "Back",
        "arrow.right": "Forward", "play": "Play", "pause": "Pause", "stop": "Stop", "forward": "Fast Forward",
        "backward": "Rewind", "calendar": "Calendar", "clock": "Clock", "map": "Map", "location": "Location",
        "cart": "Cart", "folder": "Folder", "doc": "Document", "paperplane": "Send", "lock": "Lock",
        "sun.max": "Sun", "moon": "Moon", "cloud": "Cloud", "wifi": "Wi-Fi", "flag": "Flag", "tag": "Tag",
        "link": "Link", "square.grid.2x2": "Grid", "list.bullet": "List", "line.3.horizontal.decrease": "Filter",
        "arrow.clockwise": "Refresh", "speaker.wave.2": "Volume", "exclamationmark.triangle": "Warning",
    ]

    /// Variant suffixes that do not change a symbol's description.
    private static let variantSuffixes = [".fill", ".circle", ".square", ".slash"]

    /// What VoiceOver reads for the symbol `symbolName`: its description, else its name's words;
    /// nil when the name is not known (empty: chosen at run time).
    public static func spokenLabel(for symbolName: String) -> String? {
        symbolName.isEmpty ? nil : label(for: symbolName) ?? nameWords(symbolName)
    }

    /// Whether the symbol is read by its name's words: named, with no description in the table.
    public static func isReadByName(_ symbolName: String) -> Bool {
        !symbolName.isEmpty && label(for: symbolName) == nil
    }

    /// "Xmark circle fill" for `xmark.circle.fill`: a symbol's name read as words, the first
    /// capitalised as VoiceOver's transcripts write a label.
    public static func nameWords(_ symbolName: String) -> String {
        let words = symbolName.split(separator: ".").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The description of `symbolName`, or nil when the symbol has none in the table.
    public static func label(for symbolName: String) -> String? {
        var name = symbolName
        while true {
            if let label = table[name] { return label }
            guard let suffix = variantSuffixes.first(where: { name.hasSuffix($0) }) else { return nil }
            name = String(name.dropLast(suffix.count))
        }
    }
}
