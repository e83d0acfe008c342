import Foundation

/// Finds lines in JSON text, so findings can point at the entry they are about.
///
/// A small scanner over the bytes: it tracks strings (with escapes) and nesting, which is
/// all it needs to find where the elements of a named top-level array begin.
struct JSONLineIndex {
    private let bytes: [UInt8]

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// A 1-based line and column (in bytes; `Contents.json` indentation is ASCII).
    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    /// Where each element of the array under `key` in the root object begins.
    func elementPositions(ofArrayNamed key: String) -> [Position] {
        var line = 1
        var lineStart = 0
        var depth = 0
        var index = 0
        var lastString = ""
        var arrayDepth: Int?
        var expectingElement = false
        var positions: [Position] = []
        func here() -> Position { Position(line: line, column: index - lineStart + 1) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            if byte == UInt8(ascii: "\"") {
                let start = index + 1
                let position = here()
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                if expectingElement { positions.append(position); expectingElement = false }
                lastString = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if arrayDepth == nil, depth == 2, lastString == key {
                    arrayDepth = depth
                    expectingElement = true
                } else if expectingElement {
                    positions.append(here())
                    expectingElement = false
                }
            case UInt8(ascii: "{"):
                if expectingElement { positions.append(here()); expectingElement = false }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == arrayDepth { return positions }
                depth -= 1
                expectingElement = false
            case UInt8(ascii: ","):
                if depth == arrayDepth { expectingElement = true }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                if expectingElement { positions.append(here()); expectingElement = false }
            }
            index += 1
        }
        return positions
    }
}
