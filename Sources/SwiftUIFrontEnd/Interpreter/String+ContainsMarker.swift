import Foundation
import SwiftSyntaxSupport

extension String {
    /// Whether this text contains `marker`, made of lowercase ASCII letters and spaces, as
    /// Foundation's `contains` answers (character by character), mostly at the cost of a byte scan.
    ///
    /// No other character is canonically equivalent to a lowercase ASCII letter or a space, so the
    /// text contains the marker only where its bytes hold the marker's; in an ASCII text those
    /// bytes are whole characters, so there it always does. Only a text holding the marker's bytes
    /// and some other byte, where a character could extend the marker's last one (`s` followed by
    /// a combining accent), is asked of Foundation.
    func containsMarker(_ marker: String) -> Bool {
        assert(marker.utf8.allSatisfy { $0 == UInt8(ascii: " ") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
        guard containsBytes(marker) else { return false }
        return utf8.allSatisfy { $0 < 0x80 } || contains(marker)
    }
}
