import AccessibilityTree

/// Something the front end could not do exactly, with where it happened.
///
/// Nothing is dropped silently: a view the interpreter cannot evaluate is kept as an element
/// with `unresolved` filled, and the same reason appears here for the report.
public struct FrontEndDiagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Codable, Sendable, Comparable {
        /// A guess made visible (a placeholder argument, the first branch of a run-time condition).
        case note
        /// Something that was not evaluated (an unknown view, a run-time collection).
        case warning
        /// Input that could not be read (a syntax error, a missing file).
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    public var severity: Severity
    public var message: String
    public var location: AccessibilityTree.SourceLocation?

    public init(_ severity: Severity, _ message: String, at location: AccessibilityTree.SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `file:line:col: warning: message`, the form editors link.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message)"
    }
}
