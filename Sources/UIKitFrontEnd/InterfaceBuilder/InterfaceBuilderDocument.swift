import AccessibilityTree
import Basics

/// A storyboard or nib as Interface Builder saves it (XML with a `document` root): its elements
/// by id, and the classes it defines a view hierarchy for (`InterfaceDefinition`).
///
/// Apple documents the format only through Xcode's editor; what is read here is what the editor
/// writes and UIKit decodes when it loads the file (`UIStoryboard`, `UINib`): scenes whose view
/// controller names its class in `customClass`, a nib's File's Owner (`IBFilesOwner`), top-level
/// views and cells, and prototype cells by `reuseIdentifier` (docs/uikit.md, Storyboards and nibs).
struct InterfaceBuilderDocument: Sendable {
    let path: String
    private let markup: MarkupDocument
    /// Every element that has an `id`, by id; the first when an id repeats.
    let elements: [String: MarkupElement]

    /// The document `bytes` hold, read from the file at `path`.
    ///
    /// - Throws: `InterfaceBuilderError` naming the file, the line and column, and the problem:
    ///   XML that is not well formed, or a root that is not Interface Builder's `document`.
    init(path: String, bytes: [UInt8]) throws(InterfaceBuilderError) {
        let markup: MarkupDocument
        do {
            markup = try MarkupReader.read(bytes)
        } catch {
            throw InterfaceBuilderError(file: path, line: error.line, column: error.column, message: error.message)
        }
        guard markup.root.name == "document" else {
            throw InterfaceBuilderError(file: path, line: 1, column: 1,
                                        message: "the root element is <\(markup.root.name)>, not an Interface Builder <document>")
        }
        self.path = path
        self.markup = markup
        var elements: [String: MarkupElement] = [:]
        var pending = [markup.root]
        while let element = pending.popLast() {
            if let id = element[attribute: "id"], elements[id] == nil { elements[id] = element }
            pending += element.children
        }
        self.elements = elements
    }

    /// Where `element` starts, as editors count lines and columns.
    func location(of element: MarkupElement) -> SourceLocation {
        let position = markup.position(of: element.offset)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// The classes whose views this document lays out, in document order.
    var definitions: [InterfaceDefinition] {
        var found: [InterfaceDefinition] = []
        // A nib's File's Owner is the object that loads it: its outlets (`view`) are in the nib.
        let owner = topLevelObjects.first { $0[attribute: "placeholderIdentifier"] == "IBFilesOwner" }
        for element in topLevelObjects + sceneObjects {
            guard let className = element[attribute: "customClass"] else { continue }
            if element.name == "placeholder" {
                guard element[attribute: "placeholderIdentifier"] == "IBFilesOwner" else { continue }
                found.append(InterfaceDefinition(className: className, element: element, role: .owner, document: self))
            } else if InterfaceBuilderClasses.isController(element.name) {
                found.append(InterfaceDefinition(className: className, element: element, role: .controller, document: self))
            } else if owner?[attribute: "customClass"] != className {
                found.append(InterfaceDefinition(className: className, element: element, role: .view, document: self))
            }
        }
        // Prototype cells, wherever their list is: `dequeueReusableCell` makes them by identifier.
        var pending = [markup.root]
        while let element = pending.popLast() {
            if element.name == "prototypes" || (element.name == "cells" && element[attribute: "key"] == nil) {
                for cell in element.children where InterfaceBuilderClasses.isCell(cell.name) {
                    guard let className = cell[attribute: "customClass"] else { continue }
                    found.append(InterfaceDefinition(className: className, element: cell, role: .view, document: self))
                }
            }
            pending += element.children.reversed()
        }
        return found
    }

    /// The classes of the objects the document makes (`customClass`, not a File's Owner's: the
    /// owner loads the nib, the nib does not make it), each once.
    var customClasses: Set<String> {
        Set(elements.values.filter { $0.name != "placeholder" }.compactMap { $0[attribute: "customClass"] })
    }

    /// A nib's File's Owner: the placeholder whose connections go to the object that loads it.
    var filesOwner: MarkupElement? {
        topLevelObjects.first { $0.name == "placeholder" && $0[attribute: "placeholderIdentifier"] == "IBFilesOwner" }
    }

    /// The objects a nib makes when it is loaded: its top-level objects but the placeholders.
    var topLevelMade: [MarkupElement] {
        topLevelObjects.filter { $0.name != "placeholder" }
    }

    /// A nib's top-level objects (`<objects>` under the document).
    private var topLevelObjects: [MarkupElement] {
        markup.root.children(inside: "objects")
    }

    /// The objects of each storyboard scene (`<scenes><scene><objects>`).
    private var sceneObjects: [MarkupElement] {
        markup.root.children(inside: "scenes").flatMap { $0.children(inside: "objects") }
    }
}

/// Why a storyboard or nib could not be read: the file, a 1-based line and column, the problem.
struct InterfaceBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var message: String

    /// `path:line:column: message`.
    var description: String { "\(file):\(line):\(column): \(message)" }
}
