import AccessibilityTree

/// A type the front end found in source that draws UI: a `View` or a `ViewModifier`.
public struct ViewDeclaration: Hashable, Codable, Sendable {
    /// Whether the type is a view (`struct X: View`) or a modifier (`struct X: ViewModifier`).
    public enum Kind: String, Hashable, Codable, Sendable {
        case view, viewModifier
    }

    /// A stored property, which a caller binds through the memberwise or an explicit initialiser.
    public struct StoredProperty: Hashable, Codable, Sendable {
        public var name: String
        /// The declared type as written (`String`, `[Dog]`), when written.
        public var type: String?
        /// The property wrapper as written without `@` (`State`, `Environment`, `Binding`), if any.
        public var wrapper: String?
        /// Whether it has an initial value, so a caller need not pass it.
        public var hasDefault: Bool

        public init(name: String, type: String? = nil, wrapper: String? = nil, hasDefault: Bool) {
            self.name = name
            self.type = type
            self.wrapper = wrapper
            self.hasDefault = hasDefault
        }
    }

    public var name: String
    public var kind: Kind
    public var source: AccessibilityTree.SourceLocation
    public var storedProperties: [StoredProperty]

    public init(name: String, kind: Kind, source: AccessibilityTree.SourceLocation, storedProperties: [StoredProperty]) {
        self.name = name
        self.kind = kind
        self.source = source
        self.storedProperties = storedProperties
    }
}
