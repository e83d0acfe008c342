/// One thing a person typed in `perceive voiceover --interactive`: a key from a terminal, or a
/// line when standard input is not a terminal.
enum InputEvent: Hashable, Sendable {
    case arrowUp, arrowDown, arrowLeft, arrowRight
    case enter
    /// A key that stands for itself: `r`, `q`, Control-C (`"\u{3}"`).
    case character(Character)
    /// A whole line, read where standard input is not a terminal.
    case line(String)

    /// The key presses in `bytes` as a terminal sends them in raw mode: an arrow is Escape, `[`
    /// and a letter; Return is `\r` or `\n`; an Escape sequence that is not an arrow is skipped.
    static func keys(in bytes: [UInt8]) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                let arrows: [UInt8: InputEvent] = [UInt8(ascii: "A"): .arrowUp, UInt8(ascii: "B"): .arrowDown,
                                                   UInt8(ascii: "C"): .arrowRight, UInt8(ascii: "D"): .arrowLeft]
                if let arrow = arrows[bytes[index + 2]] { events.append(arrow) }
                index += 3
                continue
            }
            if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                events.append(.enter)
            } else if byte != 0x1B {
                events.append(.character(Character(Unicode.Scalar(byte))))
            }
            index += 1
        }
        return events
    }
}
