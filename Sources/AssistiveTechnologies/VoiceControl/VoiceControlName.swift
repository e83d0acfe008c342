/// How a spoken name is compared with an element's names.
///
/// The model matches a whole name, ignoring case, surrounding white space and runs of spaces.
/// Whether Voice Control also accepts part of a name ("Tap Central" for "Central Park") is not
/// documented, so the model does not (docs/voice-control.md).
public enum VoiceControlName {
    public static func trimmed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The form two names are compared in.
    public static func matchKey(_ text: String) -> String {
        trimmed(text).lowercased()
    }

    /// Whether a person can say `name`: it has a letter or a digit. A name made only of emoji or
    /// symbols has no word to say after "Tap".
    public static func isSayable(_ name: String) -> Bool {
        name.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
