import Basics

/// The part of a storyboard or nib that lays out one class's views: a scene's view controller, a
/// nib's File's Owner, a top-level view or cell, or a prototype cell.
struct InterfaceDefinition: Sendable {
    enum Role: Sendable {
        /// A storyboard scene's view controller: its `view` is a child element.
        case controller
        /// A nib's File's Owner: its `view` outlet names a top-level view of the nib.
        case owner
        /// A view or cell the file creates as an instance of the class.
        case view
    }

    let className: String
    let element: MarkupElement
    let role: Role
    let document: InterfaceBuilderDocument

    /// The root view of a controller or owner: the child keyed `view` (a scene's), else the
    /// element the `view` outlet names (a nib's).
    var viewElement: MarkupElement? {
        if let child = element.children.first(where: { $0[attribute: "key"] == "view" }) { return child }
        return outlets(of: element).first { $0.property == "view" }.flatMap { document.elements[$0.destination] }
    }

    /// The outlets an element's `<connections>` set: the property and the id of the object.
    func outlets(of element: MarkupElement) -> [(property: String, destination: String)] {
        element.children(inside: "connections").compactMap { connection in
            guard connection.name == "outlet" || connection.name == "outletCollection",
                  let property = connection[attribute: "property"], let destination = connection[attribute: "destination"] else { return nil }
            return (property, destination)
        }
    }

}
