/// A strict reader of the XML 1.0 that captures are written in (Appium page source, XML
/// property lists): elements, attributes, character data, the five predefined entities,
/// character references, CDATA sections, comments, processing instructions and a document type
/// declaration without an internal subset.
///
/// Hand-written rather than `XMLParser`: on Linux that lives in the separate `FoundationXML`
/// module (present with this toolchain, but loading libxml2 at run time, and imported
/// differently than on Apple platforms), and its delegate callbacks give positions only while
/// parsing. Here every problem is an error naming the line and column, nothing is guessed, and
/// a 50 MB page source reads in one pass over its bytes (docs/runtime-capture.md; storyboards and nibs, docs/uikit.md).
/// What well-formed XML forbids is an error: a missing or mismatched end tag, a repeated
/// attribute, `<` in an attribute value, an unknown entity, text after the root element, text
/// that is not UTF-8. Nesting is capped at `maximumDepth`, so a hostile document gets an error
/// rather than exhausting the stack of whoever walks the tree.
public struct MarkupReader {
    /// The deepest nesting of elements accepted (an app's page source nests a few dozen levels).
    public static let maximumDepth = 256

    /// The document `bytes` hold.
    ///
    /// - Throws: `MarkupError` naming the line, the column and what is wrong.
    public static func read(_ bytes: [UInt8]) throws(MarkupError) -> MarkupDocument {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw MarkupError(line: 1, column: 1, message: "the text is not valid UTF-8")
        }
        let result: Result<MarkupDocument, MarkupError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = MarkupScanner(bytes: buffer)
            return Result { () throws(MarkupError) -> MarkupDocument in
                MarkupDocument(root: try scanner.readDocument(), lines: scanner.lines)
            }
        }
        return try result.get()
    }
}

/// The reading state over one document's bytes.
struct MarkupScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    let lines: LineStarts

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lines = LineStarts(bytes)
    }

    /// An element being read: what is known of it before its end tag.
    private struct OpenElement {
        var element: MarkupElement
        var text: [UInt8] = []
    }

    mutating func readDocument() throws(MarkupError) -> MarkupElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        if starts(with: "<?xml"), offset + 5 < bytes.count, Self.isSpace(bytes[offset + 5]) {
            try skipProcessingInstruction()
        }
        try skipMisc(allowsDocumentType: true)
        guard offset < bytes.count else { throw error("the document has no root element", at: offset) }
        guard bytes[offset] == UInt8(ascii: "<") else { throw error("expected the root element, found text", at: offset) }
        let root = try readElementTree()
        try skipMisc(allowsDocumentType: false)
        if offset < bytes.count {
            throw error(bytes[offset] == UInt8(ascii: "<") ? "a second root element: a document has one"
                                                          : "text after the root element", at: offset)
        }
        return root
    }

    /// The element starting at `offset` and everything inside it, read without recursion.
    private mutating func readElementTree() throws(MarkupError) -> MarkupElement {
        var stack: [OpenElement] = []
        while true {
            if stack.isEmpty || bytes[offset] == UInt8(ascii: "<") && !starts(with: "<!") && !starts(with: "<?") && !starts(with: "</") {
                let (element, isEmpty) = try readStartTag()
                if isEmpty {
                    if stack.isEmpty { return element }
                    stack[stack.count - 1].element.children.append(element)
                } else {
                    guard stack.count < MarkupReader.maximumDepth else {
                        throw error("elements nest deeper than \(MarkupReader.maximumDepth) levels", at: element.offset)
                    }
                    stack.append(OpenElement(element: element))
                }
            } else if starts(with: "</") {
                var open = stack.removeLast()
                try readEndTag(closing: open.element)
                // White space that only lays out child elements is not text (a page source is mostly that).
                if open.element.children.isEmpty || !open.text.allSatisfy(Self.isSpace) {
                    open.element.text = String(decoding: open.text, as: UTF8.self)
                }
                if stack.isEmpty { return open.element }
                stack[stack.count - 1].element.children.append(open.element)
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<![CDATA[") {
                try readCDATA(into: &stack[stack.count - 1].text)
            } else if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if starts(with: "<!") {
                throw error("a markup declaration inside an element", at: offset)
            } else {
                try readText(into: &stack[stack.count - 1].text)
            }
            if offset >= bytes.count, let open = stack.last {
                let (line, column) = position(of: open.element.offset)
                throw error("the document ends before <\(open.element.name)> (opened at line \(line), column \(column)) is closed",
                            at: bytes.count)
            }
        }
    }

    /// `<name attr="value" …>` or `<name … />`.
    private mutating func readStartTag() throws(MarkupError) -> (MarkupElement, isEmpty: Bool) {
        let start = offset
        offset += 1
        let name = try readName(what: "an element name")
        var element = MarkupElement(name: name, offset: start)
        while true {
            let hadSpace = skipSpaces()
            guard offset < bytes.count else {
                throw error("the document ends inside the start tag of <\(name)>", at: offset)
            }
            switch bytes[offset] {
            case UInt8(ascii: ">"):
                offset += 1
                return (element, false)
            case UInt8(ascii: "/"):
                guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: ">") else {
                    throw error("expected '/>' to end the start tag of <\(name)>", at: offset)
                }
                offset += 2
                return (element, true)
            default:
                guard hadSpace else { throw error("expected a space before the next attribute of <\(name)>", at: offset) }
                let attribute = try readAttribute(of: name)
                if element.attributes.contains(where: { $0.name == attribute.name }) {
                    throw error("the attribute '\(attribute.name)' is repeated on <\(name)>", at: attribute.offset)
                }
                element.attributes.append(attribute)
            }
        }
    }

    private mutating func readAttribute(of element: String) throws(MarkupError) -> MarkupAttribute {
        let start = offset
        let name = try readName(what: "an attribute name")
        skipSpaces()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
            throw error("expected '=' after the attribute '\(name)' of <\(element)>", at: offset)
        }
        offset += 1
        skipSpaces()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw error("expected a quoted value for the attribute '\(name)' of <\(element)>", at: offset)
        }
        let quote = bytes[offset]
        offset += 1
        // Most values hold no reference and no line break: read them as one slice.
        let valueStart = offset
        while offset < bytes.count, bytes[offset] != quote, bytes[offset] >= 0x20, bytes[offset] != UInt8(ascii: "&"),
              bytes[offset] != UInt8(ascii: "<") {
            offset += 1
        }
        if offset < bytes.count, bytes[offset] == quote {
            offset += 1
            return MarkupAttribute(name: name, value: String(decoding: bytes[valueStart..<(offset - 1)], as: UTF8.self), offset: start)
        }
        var value = Array(bytes[valueStart..<offset])
        while true {
            guard offset < bytes.count else {
                throw error("the document ends inside the value of the attribute '\(name)' of <\(element)>", at: offset)
            }
            let byte = bytes[offset]
            if byte == quote { offset += 1; break }
            switch byte {
            case UInt8(ascii: "<"):
                throw error("'<' in the value of the attribute '\(name)': write it as &lt;", at: offset)
            case UInt8(ascii: "&"):
                try readReference(into: &value)
            case 0x09, 0x0A, 0x0D:
                // XML 1.0 §3.3.3: a literal tab or line break in an attribute value reads as a space.
                value.append(0x20)
                offset += 1
            default:
                try checkCharacter(byte)
                value.append(byte)
                offset += 1
            }
        }
        return MarkupAttribute(name: name, value: String(decoding: value, as: UTF8.self), offset: start)
    }

    /// `</name>`, which must close `element`.
    private mutating func readEndTag(closing element: MarkupElement) throws(MarkupError) {
        let start = offset
        offset += 2
        let nameStart = offset
        if offset < bytes.count, Self.isNameStart(bytes[offset]) {
            offset += 1
            while offset < bytes.count, Self.isNameStart(bytes[offset]) || Self.isNameByte(bytes[offset]) { offset += 1 }
        }
        if element.name.utf8.elementsEqual(bytes[nameStart..<offset]), offset < bytes.count, bytes[offset] == UInt8(ascii: ">") {
            offset += 1
            return
        }
        offset = nameStart
        let name = try readName(what: "an element name after '</'")
        skipSpaces()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else {
            throw error("expected '>' to end </\(name)>", at: offset)
        }
        offset += 1
        guard name == element.name else {
            let (line, column) = position(of: element.offset)
            throw error("</\(name)> does not close <\(element.name)> (opened at line \(line), column \(column))", at: start)
        }
    }

    /// Character data up to the next `<`, with references replaced.
    private mutating func readText(into text: inout [UInt8]) throws(MarkupError) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "<") { return }
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                // Indentation between elements: taken in one run.
                let start = offset
                while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x09
                    || bytes[offset] == 0x0D { offset += 1 }
                text.append(contentsOf: bytes[start..<offset])
                continue
            }
            if byte == UInt8(ascii: "&") {
                try readReference(into: &text)
                continue
            }
            if byte == UInt8(ascii: ">"), offset >= 2, bytes[offset - 1] == UInt8(ascii: "]"), bytes[offset - 2] == UInt8(ascii: "]") {
                throw error("']]>' outside a CDATA section", at: offset - 2)
            }
            try checkCharacter(byte)
            text.append(byte)
            offset += 1
        }
    }

    /// `<![CDATA[…]]>`: its bytes as they are.
    private mutating func readCDATA(into text: inout [UInt8]) throws(MarkupError) {
        let start = offset
        offset += 9
        while offset + 2 < bytes.count {
            if bytes[offset] == UInt8(ascii: "]"), bytes[offset + 1] == UInt8(ascii: "]"), bytes[offset + 2] == UInt8(ascii: ">") {
                offset += 3
                return
            }
            try checkCharacter(bytes[offset])
            text.append(bytes[offset])
            offset += 1
        }
        throw error("the CDATA section is never closed with ']]>'", at: start)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#10;` or `&#x1F436;`, appended as UTF-8.
    private mutating func readReference(into text: inout [UInt8]) throws(MarkupError) {
        let start = offset
        offset += 1
        let nameStart = offset
        while offset < bytes.count, bytes[offset] != UInt8(ascii: ";"), offset - nameStart < 12 {
            offset += 1
        }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ";") else {
            throw error("'&' that starts no entity: write it as &amp;", at: start)
        }
        let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        offset += 1
        switch name {
        case "amp": text.append(UInt8(ascii: "&"))
        case "lt": text.append(UInt8(ascii: "<"))
        case "gt": text.append(UInt8(ascii: ">"))
        case "quot": text.append(UInt8(ascii: "\""))
        case "apos": text.append(UInt8(ascii: "'"))
        default:
            guard name.hasPrefix("#") else {
                throw error("unknown entity '&\(name);': XML defines only &amp; &lt; &gt; &quot; &apos; and character references", at: start)
            }
            let isHex = name.hasPrefix("#x")
            let digits = name.dropFirst(isHex ? 2 : 1)
            guard !digits.isEmpty, let code = UInt32(digits, radix: isHex ? 16 : 10), let scalar = Unicode.Scalar(code),
                  Self.isXMLCharacter(code) else {
                throw error("'&\(name);' is not a character XML allows", at: start)
            }
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }

    /// `<!-- … -->`, which may not hold `--`.
    private mutating func skipComment() throws(MarkupError) {
        let start = offset
        offset += 4
        while offset + 1 < bytes.count {
            if bytes[offset] == UInt8(ascii: "-"), bytes[offset + 1] == UInt8(ascii: "-") {
                guard offset + 2 < bytes.count, bytes[offset + 2] == UInt8(ascii: ">") else {
                    throw error("'--' inside a comment", at: offset)
                }
                offset += 3
                return
            }
            offset += 1
        }
        throw error("the comment is never closed with '-->'", at: start)
    }

    /// `<?target …?>` (the XML declaration among them).
    private mutating func skipProcessingInstruction() throws(MarkupError) {
        let start = offset
        while offset + 1 < bytes.count {
            if bytes[offset] == UInt8(ascii: "?"), bytes[offset + 1] == UInt8(ascii: ">") {
                offset += 2
                return
            }
            offset += 1
        }
        throw error("the processing instruction is never closed with '?>'", at: start)
    }

    /// White space, comments and processing instructions between the declaration, the document
    /// type and the root element, or after the root element.
    private mutating func skipMisc(allowsDocumentType: Bool) throws(MarkupError) {
        var seenDocumentType = false
        while true {
            skipSpaces()
            if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") {
                if starts(with: "<?xml"), offset + 5 < bytes.count, Self.isSpace(bytes[offset + 5]) {
                    throw error("the XML declaration must come first in the document", at: offset)
                }
                try skipProcessingInstruction()
            } else if starts(with: "<!DOCTYPE") {
                guard allowsDocumentType, !seenDocumentType else { throw error("a document type declaration out of place", at: offset) }
                try skipDocumentType()
                seenDocumentType = true
            } else {
                return
            }
        }
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`; an internal subset (`[…]`) is refused, since it could
    /// declare entities this reader does not expand.
    private mutating func skipDocumentType() throws(MarkupError) {
        let start = offset
        offset += 9
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: ">"):
                offset += 1
                return
            case UInt8(ascii: "["):
                throw error("a document type with an internal subset is not read", at: offset)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[offset]
                offset += 1
                while offset < bytes.count, bytes[offset] != quote { offset += 1 }
                offset += 1
            default:
                offset += 1
            }
        }
        throw error("the document type declaration is never closed with '>'", at: start)
    }

    private mutating func readName(what: String) throws(MarkupError) -> String {
        let start = offset
        guard offset < bytes.count, Self.isNameStart(bytes[offset]) else {
            throw error("expected \(what)", at: offset)
        }
        offset += 1
        while offset < bytes.count, Self.isNameStart(bytes[offset]) || Self.isNameByte(bytes[offset]) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = offset
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
        return offset > start
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = prefix.utf8Start
        for index in 0..<count where bytes[offset + index] != pointer[index] { return false }
        return true
    }

    /// Control characters other than tab and line breaks are not XML characters (XML 1.0 §2.2).
    private func checkCharacter(_ byte: UInt8) throws(MarkupError) {
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
            throw error("the control character U+\(String(byte, radix: 16, uppercase: true)) is not allowed in XML", at: offset)
        }
    }

    private func position(of offset: Int) -> (line: Int, column: Int) {
        let position = lines.position(of: offset)
        return (position.line, position.column)
    }

    private func error(_ message: String, at offset: Int) -> MarkupError {
        let (line, column) = position(of: offset)
        return MarkupError(line: line, column: column, message: message)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A letter, `_`, `:` or any byte of a multi-byte character.
    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isXMLCharacter(_ code: UInt32) -> Bool {
        code == 0x9 || code == 0xA || code == 0xD || (0x20...0xD7FF).contains(code)
            || (0xE000...0xFFFD).contains(code) || (0x10000...0x10FFFF).contains(code)
    }
}
