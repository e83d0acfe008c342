import Basics

/// Why an audit could not run as asked: bad input, not findings. The CLI exits 2 on these.
///
/// Every message names the file, the place and the problem.
public enum AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A path given on the command line does not exist.
    case missingPath(String)
    /// The configuration file is wrong: file, where in it (line and column, when known; the JSON
    /// path, `disabled[2]`), problem.
    case configuration(file: String, path: String, position: JSONPosition?, message: String)
    /// A file could not be read or written.
    case file(String, message: String)
    /// `--changed-since` could not ask git.
    case git(String)
    /// A baseline file is not one `--write-baseline` wrote.
    case baseline(file: String, message: String)

    public var description: String {
        switch self {
        case .missingPath(let path): "\(path): no such file or folder"
        case .configuration(let file, let path, let position, let message):
            "\(file)\(position.map { ":\($0.line):\($0.column)" } ?? ""): \(path.isEmpty ? "" : "at '\(path)': ")\(message)"
        case .file(let file, let message): "\(file): \(message)"
        case .git(let message): message
        case .baseline(let file, let message): "\(file): \(message)"
        }
    }
}

/// A file the audit found but could not read; reported beside the findings, never a crash.
public struct InputError: Error, Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }

    public static func < (lhs: InputError, rhs: InputError) -> Bool { (lhs.file, lhs.message) < (rhs.file, rhs.message) }
}
