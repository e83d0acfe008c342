/// Why a JSON document could not be read: the place in it and the problem, in one line.
///
/// `path` is a JSON path (`screen.root.children[3].traits[1]`) for a document that parsed but
/// holds something wrong, or a line and column (`line 4, column 17`) for text that is not JSON;
/// empty for the whole document. Callers that know the file wrap it in their own error.
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the document: a JSON path, or `line L, column C`; empty for the whole document.
    public var path: String
    /// What is wrong, for a person.
    public var message: String
    /// Where in the text, when the parser knows it (always for text that is not JSON).
    public var position: JSONPosition?

    public init(path: String, message: String, position: JSONPosition? = nil) {
        self.path = path
        self.message = message
        self.position = position
    }

    /// `path: message`, or the message alone for the whole document.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
