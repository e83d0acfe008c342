/// Numbers and strings: the scalar values of JSON text (RFC 8259 §6 and §7).
extension JSONParser {
    mutating func parseNumber() throws(JSONError) -> Double {
        let start = offset
        let isNegative = peek() == UInt8(ascii: "-")
        if isNegative { offset += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit after '-'") }
        // A whole number of up to 15 digits is exact as a Double: read without making a string.
        var whole = 0
        if first == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), isDigit(next) { throw error("numbers must not have leading zeros", at: start) }
        } else {
            while let byte = peek(), isDigit(byte) {
                if offset - start < 16 { whole = whole * 10 + Int(byte - UInt8(ascii: "0")) }
                offset += 1
            }
        }
        let wholeDigits = offset - start - (isNegative ? 1 : 0)
        if wholeDigits <= 15, peek() != UInt8(ascii: "."), peek() != UInt8(ascii: "e"), peek() != UInt8(ascii: "E") {
            return isNegative ? -Double(whole) : Double(whole)
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let next = peek(), isDigit(next) else { throw error("expected a digit after the decimal point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let next = peek(), isDigit(next) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw error("the number \(text) is too large", at: start)
        }
        return number
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { offset += 1 }
    }


    // MARK: - Strings

    mutating func parseString() throws(JSONError) -> String {
        let start = offset
        offset += 1
        // Most strings have no escape: they are their bytes (validated as UTF-8 when the parser
        // was made), decoded once. Escapes append piecewise.
        var text = ""
        var run = offset
        while true {
            guard let byte = peek() else { throw error("a string is never closed", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                let tail = String(decoding: bytes[run..<offset], as: UTF8.self)
                offset += 1
                if text.isEmpty { return tail }
                text += tail
                return text
            case UInt8(ascii: "\\"):
                text += String(decoding: bytes[run..<offset], as: UTF8.self)
                offset += 1
                text.unicodeScalars.append(try parseEscape())
                run = offset
            case 0..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONError) -> Unicode.Scalar {
        guard let byte = peek() else { throw truncated("an escape") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHexQuad()
            if (0xD800...0xDBFF).contains(high) {
                guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("a \\u escape of a high surrogate must be followed by a low surrogate")
                }
                offset += 2
                let low = try parseHexQuad()
                guard (0xDC00...0xDFFF).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw error("invalid surrogate pair in a \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a \\u escape names a lone surrogate") }
            return scalar
        default:
            offset -= 1
            throw error("unknown escape \\\(describeNext())")
        }
    }

    private mutating func parseHexQuad() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }
}
