/// A link from an element to others that share an id in a namespace: SwiftUI
/// `accessibilityLinkedGroup(id:in:)` (elements a person can jump between) and
/// `accessibilityLabeledPair(role:id:in:)` (a label and the content it names).
///
/// The id and namespace are kept as written in source (`waypoint.id`, `steps`): elements with
/// equal ones are related. No simulated gesture reads them yet.
public struct ElementRelation: Hashable, Codable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// `accessibilityLinkedGroup(id:in:)`.
        case linkedGroup
        /// `accessibilityLabeledPair(role: .label, …)`.
        case pairLabel
        /// `accessibilityLabeledPair(role: .content, …)`.
        case pairContent
    }

    public var kind: Kind
    public var id: String
    public var namespace: String

    public init(kind: Kind, id: String, namespace: String) {
        self.kind = kind
        self.id = id
        self.namespace = namespace
    }
}
