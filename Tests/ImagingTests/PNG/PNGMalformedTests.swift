import Foundation
@testable import Imaging
import TestSupport
import Testing

/// Damaged input gives an error naming the file, never a crash.
@Suite struct PNGMalformedTests {
    static let valid: Data = {
        let image = TestImages.eightBit(width: 16, height: 16) { x, y, channel in UInt8((x * 16 + y * 3 + channel) % 256) }
        return (try? PNG.encode(image)) ?? Data()
    }()

    @Test func wrongSignatureIsNotPNG() {
        var data = Self.valid
        data[1] = UInt8(ascii: "J")
        #expect(throws: PNGError(file: "shot.png", kind: .notPNG)) { try PNG.decode(data, name: "shot.png") }
    }

    @Test func textFileIsNotPNG() {
        #expect(throws: PNGError(file: "a.png", kind: .notPNG)) {
            try PNG.decode(Data("hello, this is not an image".utf8), name: "a.png")
        }
    }

    @Test(arguments: [0, 5, 8, 20, 33, 50, 70])
    func truncatedDataIsReported(length: Int) {
        let data = Self.valid.prefix(length)
        #expect(throws: PNGError.self) { try PNG.decode(Data(data), name: "cut.png") }
        do {
            _ = try PNG.decode(Data(data), name: "cut.png")
        } catch {
            #expect(error.kind == .truncated || error.kind == .notPNG && length < 8)
        }
    }

    @Test func truncationBeforeTheEndChunkIsReported() {
        let data = Self.valid.prefix(Self.valid.count - 6)
        #expect(throws: PNGError(file: "cut.png", kind: .truncated)) { try PNG.decode(Data(data), name: "cut.png") }
    }

    @Test func badHeaderCRCNamesTheChunk() {
        var data = Self.valid
        data[29] ^= 0xFF   // first CRC byte of IHDR (8 signature + 8 + 13 data)
        #expect(throws: PNGError(file: "crc.png", kind: .badCRC(chunk: "IHDR"))) {
            try PNG.decode(data, name: "crc.png")
        }
    }

    @Test func badImageDataCRCIsReported() {
        var data = Self.valid
        let end = data.count - 12          // IEND is the last 12 bytes; IDAT's CRC ends just before
        data[end - 1] ^= 0xFF
        #expect(throws: PNGError(file: "crc.png", kind: .badCRC(chunk: "IDAT"))) {
            try PNG.decode(data, name: "crc.png")
        }
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocating() throws {
        let data = Self.withHeader(width: 100_000, height: 100_000)
        #expect(throws: PNGError(file: "huge.png", kind: .tooLarge(width: 100_000, height: 100_000,
                                                                   bytes: 40_000_000_000, limit: 400_000_000))) {
            try PNG.decode(data, name: "huge.png")
        }
    }

    @Test func invalidHeaderFieldsAreReportedAsDamage() {
        var data = Self.valid
        data[24] = 3   // bit depth 3 does not exist
        let crc = Self.crc32(Array(data[12..<29]))
        for byte in 0..<4 { data[29 + byte] = UInt8((crc >> (24 - 8 * UInt32(byte))) & 0xFF) }
        #expect(throws: PNGError(file: "depth.png", kind: .corrupt("Invalid IHDR data (Invalid color type/bit depth combination in IHDR)"))) {
            try PNG.decode(data, name: "depth.png")
        }
        #expect(PNGError(file: "depth.png", kind: .corrupt("Invalid IHDR data (Invalid color type/bit depth combination in IHDR)")).description
            == "depth.png: error: the PNG data is damaged: Invalid IHDR data (Invalid color type/bit depth combination in IHDR)")
    }

    @Test func damagedImageDataIsReported() {
        var data = Self.valid
        // Flip bytes inside the compressed stream and fix the CRC, so only zlib can notice.
        let idatStart = 33 + 8
        for offset in 2..<12 { data[idatStart + offset] ^= 0x5A }
        let length = Int(data[33]) << 24 | Int(data[34]) << 16 | Int(data[35]) << 8 | Int(data[36])
        let crc = Self.crc32(Array(data[37..<(41 + length)]))
        for byte in 0..<4 { data[41 + length + byte] = UInt8((crc >> (24 - 8 * UInt32(byte))) & 0xFF) }
        do {
            _ = try PNG.decode(data, name: "zlib.png")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "zlib.png")
            if case .corrupt = error.kind {} else { Issue.record("expected damage, got \(error.kind)") }
        }
    }

    @Test func limitIsConfigurable() {
        #expect(throws: PNGError(file: "small.png", kind: .tooLarge(width: 16, height: 16, bytes: 1024, limit: 1000))) {
            try PNG.decode(Self.valid, name: "small.png", limits: ImageLimits(maximumPixelBufferBytes: 1000))
        }
    }

    @Test func missingFileIsInaccessible() {
        #expect(throws: PNGError(file: "/nonexistent/x.png", kind: .inaccessible("No such file or directory"))) {
            try PNG.read(contentsOf: "/nonexistent/x.png")
        }
    }

    @Test func aFolderIsNotAnImage() throws {
        let scratch = try TemporaryFolder("imaging")
        let folder = scratch.path
        #expect(throws: PNGError(file: folder, kind: .inaccessible("it is a folder, not a file"))) {
            try PNG.read(contentsOf: folder)
        }
    }

    @Test func messagesNameTheFile() {
        #expect(PNGError(file: "a.png", kind: .badCRC(chunk: "IDAT")).description
            == "a.png: error: CRC mismatch in the IDAT chunk: the file is damaged")
        #expect(PNGError(file: "a.png", kind: .truncated).description == "a.png: error: the PNG data is truncated")
    }

    /// The valid file with its IHDR width and height replaced and the CRC recomputed.
    static func withHeader(width: UInt32, height: UInt32) -> Data {
        var data = valid
        for (offset, value) in [(16, width), (20, height)] {
            for byte in 0..<4 { data[offset + byte] = UInt8((value >> (24 - 8 * UInt32(byte))) & 0xFF) }
        }
        let crc = crc32(Array(data[12..<29]))
        for byte in 0..<4 { data[29 + byte] = UInt8((crc >> (24 - 8 * UInt32(byte))) & 0xFF) }
        return data
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
