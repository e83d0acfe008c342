import CLibPNG
import Foundation

/// One open PNG decode: the C state, the stdio stream it reads and, for data in memory,
/// the copy that stream reads from. A class because it owns C resources freed in `deinit`.
final class PNGReadSession {
    let name: String
    private let state: UnsafeMutablePointer<perceive_png_reader>
    private let stream: UnsafeMutablePointer<FILE>
    private let memory: UnsafeMutableRawPointer?

    /// The header fields, valid after `init`.
    var width: Int { Int(state.pointee.width) }
    var height: Int { Int(state.pointee.height) }
    var bitDepth: Int { Int(state.pointee.bit_depth) }
    var isInterlaced: Bool { state.pointee.interlace_type != PNG_INTERLACE_NONE }
    /// The pixel format rows are delivered in.
    var format: PixelFormat { bitDepth == 16 ? .rgba16 : .rgba8 }

    /// Opens `path` and reads its header.
    convenience init(path: String) throws(PNGError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw PNGError(file: path, kind: .inaccessible("it is a folder, not a file"))
        }
        guard let stream = fopen(path, "rb") else {
            throw PNGError(file: path, kind: .inaccessible(String(cString: strerror(errno))))
        }
        try self.init(name: path, stream: stream, memory: nil)
    }

    /// Reads the header of PNG `data`; `name` stands for the file in messages.
    convenience init(data: Data, name: String) throws(PNGError) {
        guard !data.isEmpty else { throw PNGError(file: name, kind: .truncated) }
        guard let memory = malloc(data.count) else {
            throw PNGError(file: name, kind: .inaccessible("out of memory"))
        }
        data.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { memory.copyMemory(from: base, byteCount: data.count) }
        }
        guard let stream = fmemopen(memory, data.count, "rb") else {
            free(memory)
            throw PNGError(file: name, kind: .inaccessible(String(cString: strerror(errno))))
        }
        try self.init(name: name, stream: stream, memory: memory)
    }

    private init(name: String, stream: UnsafeMutablePointer<FILE>, memory: UnsafeMutableRawPointer?) throws(PNGError) {
        self.name = name
        self.stream = stream
        self.memory = memory
        state = .allocate(capacity: 1)
        state.initialize(to: perceive_png_reader())
        try check(perceive_png_read_header(state, stream))
    }

    deinit {
        perceive_png_read_destroy(state)
        state.deallocate()
        fclose(stream)
        free(memory)
    }

    /// Checks the whole image against `limits`, then prepares RGBA rows.
    func start(limits: ImageLimits?) throws(PNGError) {
        if let limits {
            let bytes = ImageLimits.bufferBytes(width: width, height: height, bytesPerPixel: format.bytesPerPixel) ?? .max
            if bytes > limits.maximumPixelBufferBytes {
                throw PNGError(file: name, kind: .tooLarge(width: width, height: height, bytes: bytes,
                                                           limit: limits.maximumPixelBufferBytes))
            }
        }
        try check(perceive_png_read_start(state))
        guard state.pointee.row_bytes == width * format.bytesPerPixel else {
            throw PNGError(file: name, kind: .corrupt("unexpected row size \(state.pointee.row_bytes)"))
        }
    }

    /// Decodes every row (all interlace passes) into an image.
    func readImage() throws(PNGError) -> Image {
        let rowBytes = width * format.bytesPerPixel
        let pixels: PixelBuffer
        switch format {
        case .rgba8:
            var samples = [UInt8](repeating: 0, count: width * height * 4)
            try samples.withMutableBytes { (buffer) throws(PNGError) in
                try readAll(into: buffer, rowBytes: rowBytes)
            }
            pixels = .rgba8(samples)
        case .rgba16:
            var samples = [UInt16](repeating: 0, count: width * height * 4)
            try samples.withMutableBytes { (buffer) throws(PNGError) in
                try readAll(into: buffer, rowBytes: rowBytes)
            }
            pixels = .rgba16(samples)
        }
        try finish()
        return Image(unchecked: width, height: height, pixels: pixels)
    }

    /// Decodes the next `rows` rows of a non-interlaced image into `buffer`.
    func readRows(into buffer: UnsafeMutableRawBufferPointer, rows: Int) throws(PNGError) {
        let rowBytes = width * format.bytesPerPixel
        var pointers = Self.rowPointers(buffer, rowBytes: rowBytes, rows: rows)
        try check(perceive_png_read_rows(state, &pointers, png_uint_32(rows)))
    }

    /// Reads the chunks after the image data, checking the file is complete.
    func finish() throws(PNGError) {
        try check(perceive_png_read_finish(state))
    }

    private func readAll(into buffer: UnsafeMutableRawBufferPointer, rowBytes: Int) throws(PNGError) {
        var pointers = Self.rowPointers(buffer, rowBytes: rowBytes, rows: height)
        try check(perceive_png_read_image(state, &pointers))
    }

    static func rowPointers(_ buffer: UnsafeMutableRawBufferPointer, rowBytes: Int,
                            rows: Int) -> [UnsafeMutablePointer<png_byte>?] {
        let base = buffer.baseAddress!.assumingMemoryBound(to: png_byte.self)
        return (0..<rows).map { base + $0 * rowBytes }
    }

    private func check(_ status: Int32) throws(PNGError) {
        guard status != 0 else { return }
        throw PNGError.fromLibPNG(Self.text(state.pointee.message), warning: Self.text(state.pointee.warning), file: name)
    }
}

extension PNGReadSession {
    /// The C string in a fixed-size `char` array.
    static func text<Buffer>(_ buffer: Buffer) -> String {
        withUnsafeBytes(of: buffer) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}

extension Image {
    /// An image whose sample count the caller has already checked.
    init(unchecked width: Int, height: Int, pixels: PixelBuffer) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
