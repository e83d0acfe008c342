import AccessibilityTree

/// Where evaluation starts: a `#Preview`, a `PreviewProvider`, or a view named explicitly.
public struct EntryPoint: Hashable, Codable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable {
        /// A `#Preview { … }` macro; its closure gives the concrete arguments.
        case preview
        /// A `PreviewProvider`'s `previews` property.
        case previewProvider
        /// A view type instantiated with its defaults and placeholders for the rest.
        case view
    }

    /// The preview's name (`#Preview("Dark")`), the provider's type name, the view's type name;
    /// an unnamed `#Preview` is named after its file and line (`ContentView.swift:42`).
    public var name: String
    public var kind: Kind
    public var source: AccessibilityTree.SourceLocation
    /// The view type this entry shows, when it can be told from the source
    /// (the view's own name, or the first view the preview instantiates).
    public var viewName: String?

    public init(name: String, kind: Kind, source: AccessibilityTree.SourceLocation, viewName: String? = nil) {
        self.name = name
        self.kind = kind
        self.source = source
        self.viewName = viewName
    }
}
