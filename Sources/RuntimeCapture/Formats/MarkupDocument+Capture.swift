import Basics

extension MarkupDocument {
    /// The document `bytes` hold, a problem reported as one in the capture `file`.
    static func read(_ bytes: [UInt8], file: String) throws(RuntimeCaptureError) -> MarkupDocument {
        do {
            return try MarkupReader.read(bytes)
        } catch {
            throw RuntimeCaptureError(file: file, line: error.line, column: error.column, message: error.message)
        }
    }
}
