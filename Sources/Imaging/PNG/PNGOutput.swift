import Foundation

/// Where an encoder writes: a file replaced atomically, or memory.
enum PNGOutput {
    /// Runs `body` with a stream to a temporary file beside `path`, then renames it over
    /// `path`; on any error the temporary file is removed and `path` is left untouched.
    static func writeAtomically(to path: String,
                                _ body: (UnsafeMutablePointer<FILE>) throws(PNGError) -> Void) throws(PNGError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        guard let stream = fopen(temporary, "wb") else {
            throw PNGError(file: path, kind: .inaccessible(String(cString: strerror(errno))))
        }
        do {
            try body(stream)
        } catch {
            fclose(stream)
            unlink(temporary)
            throw error
        }
        let flushed = fflush(stream) == 0
        let closed = fclose(stream) == 0
        guard flushed, closed else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw PNGError(file: path, kind: .inaccessible(reason))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw PNGError(file: path, kind: .inaccessible(reason))
        }
    }

    /// Runs `body` with a stream into memory and returns what it wrote.
    static func collect(name: String, _ body: (UnsafeMutablePointer<FILE>) throws(PNGError) -> Void) throws(PNGError) -> Data {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else {
            throw PNGError(file: name, kind: .inaccessible(String(cString: strerror(errno))))
        }
        var failure: PNGError?
        do {
            try body(stream)
        } catch {
            failure = error
        }
        fclose(stream)
        defer { free(buffer) }
        if let failure { throw failure }
        guard let buffer else { return Data() }
        return Data(bytes: buffer, count: size)
    }
}
