/// Another place a finding concerns, with what it is: for a finding on a captured element, the
/// source line that sets the element's accessibility identifier (docs/runtime-capture.md).
public struct RelatedLocation: Hashable, Codable, Sendable {
    public var location: FindingLocation
    public var message: String

    public init(_ location: FindingLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// What the related location of a finding moved to a caller's argument says: the view that
    /// draws what the argument passes, where the element is written (`PassedContent`).
    public static let drawsPassedContent = "the view that draws what this argument passes"
}

/// The accessibility identifier a captured element carries, or else its nearest ancestor's.
public struct ElementIdentifier: Hashable, Codable, Sendable {
    public var identifier: String
    /// The path of the ancestor that carries it; nil when the element itself does.
    public var ancestorPath: String?

    public init(_ identifier: String, ancestorPath: String? = nil) {
        self.identifier = identifier
        self.ancestorPath = ancestorPath
    }
}

extension RelatedLocation: CustomStringConvertible {
    /// `path:line:col: message`, the form reports show under a finding.
    public var description: String {
        "\(location.file):\(location.line):\(location.column): \(message)"
    }
}
