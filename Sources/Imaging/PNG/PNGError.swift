/// Why a PNG file could not be read or written; `description` names the file and the problem.
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The file could not be opened, read or created (the system's reason).
        case inaccessible(String)
        /// The first eight bytes are not the PNG signature.
        case notPNG
        /// The data ends before the image does.
        case truncated
        /// A chunk's CRC does not match its contents (the chunk's name, when known).
        case badCRC(chunk: String?)
        /// The header declares an image whose pixel buffer would exceed the limit.
        case tooLarge(width: Int, height: Int, bytes: Int, limit: Int)
        /// Any other damage libpng found (its message).
        case corrupt(String)
        /// The image cannot be stored in the requested encoding without loss.
        case cannotEncode(String)
    }

    /// The file's path, or a name given for data in memory.
    public var file: String
    public var kind: Kind

    public init(file: String, kind: Kind) {
        self.file = file
        self.kind = kind
    }

    public var description: String {
        switch kind {
        case .inaccessible(let reason):
            return "\(file): error: cannot access the file: \(reason)"
        case .notPNG:
            return "\(file): error: not a PNG file (the signature is wrong)"
        case .truncated:
            return "\(file): error: the PNG data is truncated"
        case .badCRC(let chunk):
            let name = chunk.map { "the \($0) chunk" } ?? "a chunk"
            return "\(file): error: CRC mismatch in \(name): the file is damaged"
        case .tooLarge(let width, let height, let bytes, let limit):
            return "\(file): error: the image is \(width)×\(height) pixels, which needs \(bytes) bytes; "
                + "the limit is \(limit) bytes"
        case .corrupt(let message):
            return "\(file): error: the PNG data is damaged: \(message)"
        case .cannotEncode(let reason):
            return "\(file): error: cannot write the image: \(reason)"
        }
    }

    /// Classifies a libpng error message; `warning`, the last warning before it, explains
    /// general messages such as "Invalid IHDR data".
    static func fromLibPNG(_ message: String, warning: String = "", file: String) -> PNGError {
        if message.contains("Not a PNG file") || message.contains("ASCII conversion") {
            return PNGError(file: file, kind: .notPNG)
        }
        if message == "Read Error" || message.contains("Not enough image data")
            || message.contains("unexpected end of") {
            return PNGError(file: file, kind: .truncated)
        }
        if message.contains("CRC error") {
            let chunk = message.split(separator: ":").first.map(String.init).flatMap { $0.count == 4 ? $0 : nil }
            return PNGError(file: file, kind: .badCRC(chunk: chunk))
        }
        let detail = warning.isEmpty || warning == message ? "" : " (\(warning))"
        return PNGError(file: file, kind: .corrupt(message + detail))
    }
}
