import Foundation
import SwiftSyntaxSupport

/// A 128-bit hash of bytes, the identity of a file's contents and of a cache key.
///
/// Two independent 64-bit lanes over 8-byte words, each finished with the avalanche of
/// MurmurHash3 (`fmix64`), so one changed bit changes about half of the output bits. Fast enough
/// to hash every input of a large app on each run (several GB/s); not cryptographic: the result
/// cache trusts its folder as a build folder is trusted.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(_ data: Data) {
        self = data.withUnsafeBytes { ContentHash(bytes: $0) }
    }

    public init(_ text: String) {
        self = text.withUTF8Bytes { ContentHash(bytes: $0) }
    }

    init(bytes: UnsafeRawBufferPointer) {
        let p1: UInt64 = 0x9E37_79B1_85EB_CA87, p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F, p3: UInt64 = 0x1656_67B1_9E37_79F9
        var a: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var b: UInt64 = 0x1319_8A2E_0370_7344 &+ UInt64(bytes.count) &* p3
        var offset = 0
        while offset + 16 <= bytes.count {
            let first = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let second = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            a = Self.rotate(a &+ first &* p2, by: 31) &* p1
            b = Self.rotate(b &+ second &* p1, by: 29) &* p2
            offset += 16
        }
        var tail: (UInt64, UInt64) = (0, 0)
        for index in offset..<bytes.count {
            let byte = UInt64(bytes[index]) << UInt64(((index - offset) % 8) * 8)
            if index - offset < 8 { tail.0 |= byte } else { tail.1 |= byte }
        }
        a = Self.rotate(a &+ tail.0 &* p2, by: 31) &* p1
        b = Self.rotate(b &+ tail.1 &* p1, by: 29) &* p2
        a ^= b
        b ^= Self.rotate(a, by: 17)
        high = Self.avalanche(a &+ b)
        low = Self.avalanche(b ^ (a &* p3))
    }

    /// 32 lower-case hex digits.
    public var description: String { Self.hex(high) + Self.hex(low) }

    private static func rotate(_ value: UInt64, by count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }

    /// MurmurHash3's 64-bit finaliser.
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
