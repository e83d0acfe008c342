import Foundation

/// Writes a file whole or not at all: to a temporary file beside it, then renamed over it.
public enum AtomicFile {
    /// - Throws: `AuditError.file` naming the path when it cannot be written.
    public static func write(_ data: Data, to path: String) throws(AuditError) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .file(path, message: "cannot write the file (\(error.localizedDescription))")
        }
    }

    public static func write(_ text: String, to path: String) throws(AuditError) {
        try write(Data(text.utf8), to: path)
    }
}
