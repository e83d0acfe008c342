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

    /// The app classes of the objects the definition makes, in document order, each once: a
    /// scene's or a view's own element and everything inside it; for a nib's File's Owner, the
    /// objects the nib makes. Their code (a label's runtime attributes, its `awakeFromNib`)
    /// decides how the views look, whatever type the owner's outlets declare.
    var classesPlaced: [String] {
        var found: [String] = []
        var pending = role == .owner ? document.topLevelMade.reversed() : [element]
        while let next = pending.popLast() {
            if next != element || role == .owner, let className = next[attribute: "customClass"], !found.contains(className) {
                found.append(className)
            }
            pending += next.children.reversed()
        }
        return found
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
