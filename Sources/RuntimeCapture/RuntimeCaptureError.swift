import AccessibilityTree

/// Why a capture could not be read: the file, the line and column where known, and the problem,
/// in the form editors link (`home.xml:12:5: the frame's width "wide" is not a number`).
public struct RuntimeCaptureError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil for a problem with the whole file.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// A problem at `location`.
    public init(at location: SourceLocation?, file: String, message: String) {
        self.init(file: location?.file ?? file, line: location?.line, column: location?.column, message: message)
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(place): \(message)"
    }
}
