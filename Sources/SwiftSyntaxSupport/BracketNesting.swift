import Foundation

/// How deeply a file's brackets nest, from a byte scan before parsing.
///
/// The toolchain's parser recurses once per level (a default thread stack overflows at a few
/// thousand) and, on square brackets, looks ahead for an inline-array type at every level, which
/// takes time exponential in their depth (measured: 15 empty nested `[` take 1.3 s, 20 take
/// 29 s). Real code nests far less, so a file past `maximumDepth` or `maximumSquareDepth` is
/// reported as not audited instead of hanging the run. Brackets in strings and comments count
/// too: a cheap bound, not a parse.
public struct BracketNesting: Hashable, Sendable {
    /// The parser's own default limit on nesting (its `maximumNestingLevel`, 256).
    public static let maximumDepth = 256
    /// Square brackets nested deeper than this make the parser's look-ahead too slow to wait for.
    public static let maximumSquareDepth = 12

    /// The deepest nesting of `(`, `[` and `{` together.
    public private(set) var depth = 0
    /// The deepest nesting of `[` alone.
    public private(set) var squareDepth = 0

    /// The nesting of a file's bytes, read where they are: a caller holding the file's `Data`
    /// need not build its `String` first.
    public init(_ data: Data) {
        self = data.withUnsafeBytes { Self(bytes: $0) }
    }

    /// The nesting of `text`'s UTF-8 bytes, read in place.
    public init(_ text: String) {
        self = text.withUTF8Bytes { Self(bytes: $0) }
    }

    /// One pass over `bytes`.
    private init(bytes: UnsafeRawBufferPointer) {
        var open = 0, square = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                open += 1
                depth = max(depth, open)
            case UInt8(ascii: "["):
                open += 1
                square += 1
                depth = max(depth, open)
                squareDepth = max(squareDepth, square)
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                open = max(open - 1, 0)
            case UInt8(ascii: "]"):
                open = max(open - 1, 0)
                square = max(square - 1, 0)
            default:
                continue
            }
        }
    }

    /// Why the file cannot be parsed in reasonable time and space, or nil when it can.
    public var problem: String? {
        if depth > Self.maximumDepth {
            return "brackets nest \(depth) levels deep, past the \(Self.maximumDepth) the Swift parser reads; not audited"
        }
        if squareDepth > Self.maximumSquareDepth {
            return "square brackets nest \(squareDepth) levels deep; past \(Self.maximumSquareDepth) the Swift parser takes "
                + "exponential time, so the file is not audited"
        }
        return nil
    }
}
