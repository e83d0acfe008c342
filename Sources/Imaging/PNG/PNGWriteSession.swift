import CLibPNG
import Foundation

/// One open PNG encode into a stdio stream. A class because it owns C state freed in `deinit`;
/// the stream belongs to the caller.
final class PNGWriteSession {
    let name: String
    private let state: UnsafeMutablePointer<perceive_png_writer>

    /// Writes the signature and header chunks for `layout` to `stream`.
    init(name: String, stream: UnsafeMutablePointer<FILE>, width: Int, height: Int,
         layout: PNGRowLayout) throws(PNGError) {
        self.name = name
        state = .allocate(capacity: 1)
        state.initialize(to: perceive_png_writer())
        let palette = layout.palette.flatMap { [$0.red, $0.green, $0.blue] }
        let transparency = layout.palette.map(\.alpha)
        let transparencyCount = (transparency.lastIndex(where: { $0 != 255 }) ?? -1) + 1
        try check(perceive_png_write_start(
            state, stream, png_uint_32(width), png_uint_32(height), Int32(layout.bitDepth),
            layout.colorType.libPNGValue, layout.isInterlaced ? 1 : 0,
            palette, Int32(layout.palette.count), transparency, Int32(transparencyCount)))
    }

    deinit {
        perceive_png_write_destroy(state)
        state.deallocate()
    }

    /// Writes `rows` packed rows of `rowBytes` each (non-interlaced).
    func writeRows(_ buffer: UnsafeMutableRawBufferPointer, rowBytes: Int, rows: Int) throws(PNGError) {
        var pointers = PNGReadSession.rowPointers(buffer, rowBytes: rowBytes, rows: rows)
        try check(perceive_png_write_rows(state, &pointers, png_uint_32(rows)))
    }

    /// Writes the whole image, every interlace pass.
    func writeImage(_ buffer: UnsafeMutableRawBufferPointer, rowBytes: Int, rows: Int) throws(PNGError) {
        var pointers = PNGReadSession.rowPointers(buffer, rowBytes: rowBytes, rows: rows)
        try check(perceive_png_write_image(state, &pointers))
    }

    /// Writes IEND.
    func finish() throws(PNGError) {
        try check(perceive_png_write_finish(state))
    }

    private func check(_ status: Int32) throws(PNGError) {
        guard status != 0 else { return }
        throw PNGError(file: name, kind: .inaccessible(PNGReadSession.text(state.pointee.message)))
    }
}
