/// Where a text writes some names as whole words (letters, digits and `_`): a byte scan that
/// builds no string for a word of another length than the names'.
enum NameScan {
    /// Calls `found` with each occurrence in `text` of one of `names` as a whole word: the name,
    /// its line, and whether it follows the keyword `extension`. Stops when `found` returns false.
    /// A name followed by `.swift` is a file's (the header Xcode writes, `//  CarouselView.swift`),
    /// not the type's, and is passed over.
    /// With `skippingLineComments`, a name after `//` on its line (outside a string literal) is
    /// passed over too: commented-out code (`// .sheet { WelcomeView() }`) creates nothing.
    static func forEachOccurrence(of names: Set<String>, in text: String, skippingLineComments: Bool = false,
                                  _ found: (_ name: String, _ line: Int, _ followsExtension: Bool) -> Bool) {
        let wanted = Set(names.map { Array($0.utf8) })
        var lengths = [Bool](repeating: false, count: (wanted.map(\.count).max() ?? 0) + 1)
        for name in wanted { lengths[name.count] = true }
        var line = 1
        var lineStart = 0
        var start: Int? = nil
        var previous: Range<Int>? = nil
        var goesOn = true
        var text = text
        text.withUTF8 { bytes in
            func endWord(at end: Int) {
                guard let wordStart = start else { return }
                start = nil
                defer { previous = wordStart..<end }
                guard end - wordStart < lengths.count, lengths[end - wordStart] else { return }
                let word = Array(bytes[wordStart..<end])
                guard wanted.contains(word) else { return }
                if bytes[end...].starts(with: ".swift".utf8) { return }
                if skippingLineComments, Self.followsLineComment(bytes[lineStart..<wordStart]) { return }
                let followsExtension = previous.map { bytes[$0].elementsEqual("extension".utf8) } ?? false
                goesOn = found(String(decoding: word, as: UTF8.self), line, followsExtension)
            }
            for index in bytes.indices {
                let byte = bytes[index]
                if isWordByte(byte) {
                    if start == nil { start = index }
                    continue
                }
                endWord(at: index)
                guard goesOn else { return }
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
            }
            endWord(at: bytes.count)
        }
    }

    /// Whether the start of a line holds `//` outside a string literal: what follows on the line
    /// is a comment. (A line inside a multi-line string, or a block comment, is read as code.)
    private static func followsLineComment(_ prefix: some Sequence<UInt8>) -> Bool {
        var inString = false
        var escaped = false
        var previousSlash = false
        for byte in prefix {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/") {
                if previousSlash { return true }
                previousSlash = true
                continue
            }
            previousSlash = false
        }
        return false
    }

    /// The names among `names` that `text` writes as a whole word, other than right after the
    /// keyword `extension`, at a line for which `counts` holds.
    static func names(among names: Set<String>, in text: String, where counts: (_ name: String, _ line: Int) -> Bool) -> Set<String> {
        var found: Set<String> = []
        forEachOccurrence(of: names, in: text) { name, line, followsExtension in
            if !followsExtension, !found.contains(name), counts(name, line) { found.insert(name) }
            return found.count < names.count
        }
        return found
    }

    /// Whether `text` writes `@main`, `@UIApplicationMain` or `@NSApplicationMain` as an
    /// attribute, or calls `UIApplicationMain(`.
    static func entryPointWritten(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "@") || bytes[index] == UInt8(ascii: "U") {
                for marker in entryPointMarkers where bytes[index...].starts(with: marker.utf8) {
                    let end = index + marker.utf8.count
                    if marker.hasSuffix("(") || end == bytes.count || !isWordByte(bytes[end]) { return true }
                }
            }
            return false
        }
    }

    private static let entryPointMarkers = ["@main", "@UIApplicationMain", "@NSApplicationMain", "UIApplicationMain("]

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), 0x80...: true
        default: false
        }
    }
}
