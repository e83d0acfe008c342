import Foundation

/// A finding's identity that survives lines moving: its rule, the trimmed text of its line and
/// its element path, hashed (64-bit FNV-1a, 16 hex digits).
///
/// Used by baselines and as SARIF's `partialFingerprints`, so a finding keeps its identity when
/// code above it is added or removed.
public enum Fingerprint {
    public static func of(ruleID: String, lineText: String, elementPath: String?) -> String {
        let trimmed = lineText.trimmingCharacters(in: .whitespacesAndNewlines)
        return hash([ruleID, trimmed, elementPath ?? ""].joined(separator: "\u{0}"))
    }

    /// 64-bit FNV-1a of `text`'s UTF-8 bytes, as 16 lower-case hex digits.
    public static func hash(_ text: String) -> String {
        let hex = String(fnv1a(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// 64-bit FNV-1a of `text`'s UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return value
    }
}
