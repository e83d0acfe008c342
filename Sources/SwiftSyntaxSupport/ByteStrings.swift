import Foundation

/// Several byte strings looked for in a buffer together, in one pass over it: which of them
/// occur, or whether any does.
///
/// The strings are indexed by their first byte, so each byte of the buffer is compared only with
/// the strings that start with it (most bytes start none), instead of the buffer being searched
/// once per string. A string occurs where its UTF-8 bytes do, as `String.containsBytes(_:)`
/// says: anywhere, overlapping others, up to the buffer's last byte; the empty string occurs in
/// every buffer.
public struct ByteStrings: Hashable, Sendable {
    /// The strings looked for, in the order their answers are given.
    public let strings: [String]
    /// The UTF-8 bytes of each of `strings`, one after another.
    private let bytes: [UInt8]
    /// Where each string's bytes start in `bytes`, and past its last the end of `bytes`.
    private let starts: [Int]
    /// The strings that start with each byte value: those of `byFirstByte[starts...]` from
    /// `firstByteStarts[value]` up to `firstByteStarts[value + 1]`.
    private let firstByteStarts: [Int]
    private let byFirstByte: [Int]
    /// Whether one of the strings is empty.
    private let holdsEmpty: Bool

    public init(_ strings: [String]) {
        self.strings = strings
        var bytes: [UInt8] = [], starts: [Int] = []
        for string in strings {
            starts.append(bytes.count)
            bytes += string.utf8
        }
        starts.append(bytes.count)
        var counts = [Int](repeating: 0, count: 257)
        for index in strings.indices where starts[index] < starts[index + 1] {
            counts[Int(bytes[starts[index]]) + 1] += 1
        }
        for value in 0..<256 { counts[value + 1] += counts[value] }
        var next = counts
        var byFirstByte = [Int](repeating: 0, count: counts[256])
        for index in strings.indices where starts[index] < starts[index + 1] {
            let first = Int(bytes[starts[index]])
            byFirstByte[next[first]] = index
            next[first] += 1
        }
        self.bytes = bytes
        self.starts = starts
        firstByteStarts = counts
        self.byFirstByte = byFirstByte
        holdsEmpty = strings.contains(where: \.isEmpty)
    }

    /// The same strings: the rest is read from them.
    public static func == (left: ByteStrings, right: ByteStrings) -> Bool { left.strings == right.strings }

    public func hash(into hasher: inout Hasher) { hasher.combine(strings) }

    /// For each of `strings`, whether it occurs in `buffer`.
    public func occurring(in buffer: UnsafeRawBufferPointer) -> [Bool] {
        var found = strings.map(\.isEmpty)
        var left = found.count(where: { !$0 })
        guard left > 0 else { return found }
        scan(buffer) { index in
            if !found[index] {
                found[index] = true
                left -= 1
            }
            return left == 0
        }
        return found
    }

    /// Whether one of `strings` occurs in `buffer`; the scan stops at the first.
    public func anyOccurs(in buffer: UnsafeRawBufferPointer) -> Bool {
        if holdsEmpty { return true }
        var any = false
        scan(buffer) { _ in
            any = true
            return true
        }
        return any
    }

    /// For each of `strings`, whether it occurs in `data`.
    public func occurring(in data: Data) -> [Bool] { data.withUnsafeBytes { occurring(in: $0) } }

    /// Whether one of `strings` occurs in `data`.
    public func anyOccurs(in data: Data) -> Bool { data.withUnsafeBytes { anyOccurs(in: $0) } }

    /// For each of `strings`, whether its bytes occur in the UTF-8 bytes of `text`.
    public func occurring(in text: String) -> [Bool] {
        text.withUTF8Bytes { occurring(in: $0) }
    }

    /// Whether the bytes of one of `strings` occur in the UTF-8 bytes of `text`.
    public func anyOccurs(in text: String) -> Bool {
        text.withUTF8Bytes { anyOccurs(in: $0) }
    }

    /// Calls `met` with the index of each non-empty string at each place it occurs in `buffer`,
    /// in the order of the places, until `met` answers that it has seen enough.
    private func scan(_ buffer: UnsafeRawBufferPointer, _ met: (Int) -> Bool) {
        guard !byFirstByte.isEmpty, let base = buffer.baseAddress else { return }
        let count = buffer.count
        bytes.withUnsafeBufferPointer { needles in
            firstByteStarts.withUnsafeBufferPointer { firstByteStarts in
                for offset in 0..<count {
                    let first = Int(buffer[offset])
                    var candidate = firstByteStarts[first]
                    let end = firstByteStarts[first + 1]
                    while candidate < end {
                        let index = byFirstByte[candidate]
                        candidate += 1
                        let start = starts[index], length = starts[index + 1] - start
                        guard length <= count - offset,
                              length == 1 || buffer[offset + 1] == needles[start + 1]
                                && memcmp(base + offset + 1, needles.baseAddress! + start + 1, length - 1) == 0
                        else { continue }
                        if met(index) { return }
                    }
                }
            }
        }
    }
}
