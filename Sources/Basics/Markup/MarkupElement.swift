/// One element of an XML document as `MarkupReader` read it: its name, its attributes in the
/// order written, its child elements, its own character data, and where it starts.
///
/// Only what captures need is kept: comments, processing instructions and the document type
/// are checked and dropped; text is the concatenation of the element's own character data
/// (entities replaced, CDATA sections included), without its children's, and empty when it is
/// only the white space that lays out child elements.
public struct MarkupElement: Hashable, Sendable {
    public var name: String
    public var attributes: [MarkupAttribute]
    public var children: [MarkupElement]
    public var text: String
    /// The byte offset of its `<` in the document (`MarkupDocument.position(of:)` gives the line).
    public var offset: Int

    public init(name: String, attributes: [MarkupAttribute] = [], children: [MarkupElement] = [],
                text: String = "", offset: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.offset = offset
    }

    /// The value of the attribute `name`, or nil when it is absent.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child element called `name` (whose `key` attribute is `key`, when given).
    public func child(named name: String, key: String? = nil) -> MarkupElement? {
        children.first { $0.name == name && (key == nil || $0[attribute: "key"] == key) }
    }

    /// The children of the child elements called `container`, in order (`<connections>`'s
    /// outlets, `<subviews>`' views).
    public func children(inside container: String) -> [MarkupElement] {
        children.filter { $0.name == container }.flatMap(\.children)
    }

    /// The attribute called `name`, with its place.
    public func attribute(named name: String) -> MarkupAttribute? {
        attributes.first { $0.name == name }
    }
}

/// An attribute of a `MarkupElement`: its name, its value with entities replaced and white
/// space normalised as XML 1.0 §3.3.3 says, and where its name starts.
public struct MarkupAttribute: Hashable, Sendable {
    public var name: String
    public var value: String
    public var offset: Int

    public init(name: String, value: String, offset: Int = 0) {
        self.name = name
        self.value = value
        self.offset = offset
    }
}
