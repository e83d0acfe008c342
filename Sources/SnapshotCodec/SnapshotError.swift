import Basics
import Foundation

/// Why a snapshot could not be read: the file, the place in it and the problem, in one line.
///
/// `path` is a JSON path (`screen.root.children[3].traits[1]`) for a document that parsed but
/// says something wrong, or a line and column (`line 4, column 17`) for text that is not JSON.
/// The description reads `dogs.json: screen.root.children[3].traits[1]: unknown trait "buton".
/// Did you mean 'button'?`.
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file read, as the caller named it; nil when decoding data from memory.
    public var file: String?
    /// Where in the document: a JSON path, or `line L, column C`; empty for the whole document.
    public var path: String
    /// What is wrong, for a person.
    public var message: String

    public init(file: String? = nil, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String {
        [file, path.isEmpty ? nil : path, message].compactMap { $0 }.joined(separator: ": ")
    }

    /// A problem the JSON reader found, attributed to `file`.
    public init(_ error: JSONError, file: String? = nil) {
        self.init(file: file, path: error.path, message: error.message)
    }
}

extension SnapshotError: LocalizedError {
    /// The one-line description, so `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
