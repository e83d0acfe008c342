import AccessibilityTree
import Basics

/// Views laid out in storyboards and nibs, created as UIKit loads them (`UIStoryboard`, `UINib`;
/// docs/uikit.md, Storyboards and nibs): each object is made and decoded — the properties the
/// file sets, its subviews — then the project classes' `init(coder:)` run, the outlets and
/// actions are connected, the runtime attributes set, and every object is sent `awakeFromNib`.
/// A controller's own `viewDidLoad` runs after, so what the code changes wins over the file.
extension UIKitEvaluator {
    /// What one load of a file has made: the objects by the file's ids, in the order made.
    struct InterfaceLoading {
        let document: InterfaceBuilderDocument
        var objects: [String: ObjectID] = [:]
        var made: [(element: MarkupElement, object: ObjectID)] = []
    }

    /// Gives `controller` the view its storyboard scene or nib lays out, with its outlets and
    /// actions connected; false when no file lays out its class, or its class loads its own view.
    mutating func loadInterface(ofController controller: ObjectID) -> Bool {
        let className = heap[controller].className
        guard heap[controller].properties["view"] == nil, index.function("loadView", in: className) == nil,
              let definition = index.interfaces.controller(named: className),
              let viewElement = definition.viewElement else { return false }
        var loading = InterfaceLoading(document: definition.document)
        if let id = definition.element[attribute: "id"] { loading.objects[id] = controller }
        let view = makeInterfaceView(viewElement, &loading)
        // A controller's view fills the space it is shown in, whatever size the file gives it.
        heap[view].properties["frame"] = nil
        interfaceFramed.remove(view)
        interfaceSizes[view] = nil
        heap[controller].properties["view"] = .object(view)
        loading.made.insert((definition.element, controller), at: 0)
        finishLoading(&loading, madeAlready: controller, awakens: true)
        return true
    }

    /// Loads the nib named `name` with `owner` as its File's Owner (`Bundle.main.loadNibNamed(_:
    /// owner:options:)`, `UINib.instantiate(withOwner:options:)`): its objects are made and the
    /// owner's outlets connected (`contentView`), as UIKit does; the owner, made already, is not
    /// sent `awakeFromNib`. The objects made at its top level, in order.
    mutating func loadNib(named name: String, owner: ObjectID?) -> UIKitValue {
        guard let document = index.interfaces.nib(named: name) else { return .unknown("the nib `\(name)`, not found") }
        // A view whose own nib makes it again (its `init(coder:)` loading the nib) ends here.
        guard nibsLoading.insert(name).inserted else { return .unknown("the nib `\(name)`, loaded while it loads") }
        defer { nibsLoading.remove(name) }
        var loading = InterfaceLoading(document: document)
        if let owner, let placeholder = document.filesOwner {
            if let id = placeholder[attribute: "id"] { loading.objects[id] = owner }
            loading.made.append((placeholder, owner))
        }
        let made = document.topLevelMade.filter { !InterfaceBuilderClasses.isGestureRecognizer($0.name) }
            .map { makeInterfaceView($0, &loading) }
        finishLoading(&loading, madeAlready: owner, awakens: false)
        return .array(made.map(UIKitValue.object))
    }

    /// A new instance of the view or cell class `className` as its nib or storyboard lays it
    /// out, nil when no file does.
    mutating func makeFromInterface(_ className: String) -> ObjectID? {
        guard let definition = index.interfaces.view(named: className) else { return nil }
        return makeFromInterface(definition)
    }

    /// A new instance of what `definition` lays out (a nib's view or cell, a prototype cell).
    mutating func makeFromInterface(_ definition: InterfaceDefinition) -> ObjectID {
        var loading = InterfaceLoading(document: definition.document)
        let object = makeInterfaceView(definition.element, &loading)
        finishLoading(&loading, madeAlready: nil, awakens: true)
        return object
    }

    /// How the evaluator holds a nib (`UINib(nibName: "EntryCell", bundle: nil)`): by its name.
    static let nibPrefix = "nib:"

    /// The class of the cell a nib named `nibName` holds (`UINib(nibName: "EntryCell", bundle: nil)`).
    func classOfNib(named nibName: String) -> String? {
        index.interfaces.view(inFileNamed: nibName)?.className
    }

    /// Makes the object `element` creates and, under it, its subviews, content views and static
    /// cells; records the prototype cells of a list.
    private mutating func makeInterfaceView(_ element: MarkupElement, _ loading: inout InterfaceLoading) -> ObjectID {
        let uiKitClass = InterfaceBuilderClasses.uiKitClass(of: element.name) ?? "UIView"
        // A class the project does not declare (Objective-C, a package's) is its UIKit class.
        let className = element[attribute: "customClass"].flatMap { index.types[$0] != nil ? $0 : nil } ?? uiKitClass
        let kind = index.kind(of: className) ?? UIKitKind.byClassName[uiKitClass] ?? .view
        let object = makeObject(className, kind: kind, source: loading.document.location(of: element))
        if index.types[className] != nil { initializeStoredProperties(of: object) }
        if let id = element[attribute: "id"] { loading.objects[id] = object }
        loading.made.append((element, object))
        var properties = InterfaceBuilderAttributes.properties(of: element)
        // A list places its cells; the frame a cell has in the editor is not where it shows.
        if InterfaceBuilderClasses.isCell(element.name) { properties["frame"] = nil }
        if let configuration = element.child(named: "buttonConfiguration", key: "configuration") {
            // A button with a configuration shows the configuration's title and image, not the
            // state values the editor keeps beside it for older systems.
            properties["title"] = nil
            properties["image"] = nil
            let made = makeObject(UIKitDefaults.buttonConfiguration, kind: .model, source: loading.document.location(of: configuration))
            heap[made].properties = InterfaceBuilderAttributes.configuration(of: configuration)
            properties["configuration"] = .object(made)
        }
        heap[object].properties.merge(properties) { _, decoded in decoded }
        if case .font(let font)? = properties["font"],
           let description = element.child(named: "fontDescription", key: "fontDescription") {
            interfaceFonts[object] = FontSetting(font: font, source: loading.document.location(of: description), typeName: nil)
        }
        if properties["frame"] != nil {
            interfaceFramed.insert(object)
            let fixers = InterfaceBuilderAttributes.sizeFixers(of: element)
            if let fixer = fixers.height ?? fixers.width {
                interfaceSizes[object] = DecidedSize(source: loading.document.location(of: fixer),
                                                     width: fixers.width != nil, height: fixers.height != nil)
            }
        }
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("subviews", _):
                for subview in child.children { heap.addSubview(makeInterfaceView(subview, &loading), to: object) }
            case ("tableViewCellContentView", _), ("collectionViewCellContentView", _), ("view", "contentView"?):
                let content = makeInterfaceView(child, &loading)
                heap.addSubview(content, to: object)
                heap[object].properties["contentView"] = .object(content)
            case ("view", "tableHeaderView"?):
                heap.addSubview(makeInterfaceView(child, &loading), to: object)
            case ("sections", _):
                // A static table's cells are in the file, section by section.
                for cells in child.children.flatMap(\.children) where cells.name == "cells" {
                    for cell in cells.children { heap.addSubview(makeInterfaceView(cell, &loading), to: object) }
                }
            case ("prototypes", _), ("cells", nil):
                for cell in child.children where InterfaceBuilderClasses.isCell(cell.name) {
                    guard let identifier = cell[attribute: "reuseIdentifier"] else { continue }
                    let definition = InterfaceDefinition(className: cell[attribute: "customClass"] ?? "", element: cell,
                                                         role: .view, document: loading.document)
                    interfacePrototypes[object, default: [:]][identifier] = definition
                }
            default:
                continue
            }
        }
        // A cell of a built-in style names its labels and image by id.
        for property in ["textLabel", "detailTextLabel", "imageView"] {
            if let id = element[attribute: property], let label = loading.objects[id] { heap[object].properties[property] = .object(label) }
        }
        return object
    }

    /// After every object is made: the project classes' `init(coder:)` (not that of the object
    /// `madeAlready`, the controller a scene lays out or a nib's owner), the connections, the
    /// runtime attributes, then `awakeFromNib` (to the object made already only if `awakens`: a
    /// storyboard's controller is decoded from it, a nib's owner is not).
    private mutating func finishLoading(_ loading: inout InterfaceLoading, madeAlready: ObjectID?, awakens: Bool) {
        for (_, object) in loading.made where object != madeAlready { runCoderInitializer(of: object) }
        // Connecting may make the file's gesture recognizers, whose own actions are connected in turn.
        var position = 0
        while position < loading.made.count {
            let (element, object) = loading.made[position]
            for connection in element.children(inside: "connections") {
                connect(connection, of: object, &loading)
            }
            position += 1
        }
        for (element, object) in loading.made {
            for attribute in element.children(inside: "userDefinedRuntimeAttributes") {
                guard let keyPath = attribute[attribute: "keyPath"], !keyPath.contains("."),
                      let value = Self.runtimeAttributeValue(attribute) else { continue }
                if !hasMember(keyPath, on: object), let text = value.asString {
                    // A property of a library's or an Objective-C extension: it may give the view
                    // its words (IBLocalizable's `localizableString` sets a text field's placeholder).
                    heap[object].properties[UIKitDefaults.interfaceWords] =
                        .string("its words may come from the runtime attribute `\(keyPath)` (\"\(text)\"), set in the file")
                    continue
                }
                setProperty(keyPath, value, on: object)
            }
        }
        for (_, object) in loading.made where awakens || object != madeAlready {
            guard index.types[heap[object].className] != nil, !heap[object].methodsRun.contains("awakeFromNib"),
                  index.function("awakeFromNib", in: heap[object].className) != nil else { continue }
            _ = callMethod("awakeFromNib", on: object, [])
        }
    }

    /// An outlet sets a property to an object of the file (a recognizer joins the view's
    /// `gestureRecognizers`, a collection's outlet its array); an action adds a target–action.
    private mutating func connect(_ connection: MarkupElement, of object: ObjectID, _ loading: inout InterfaceLoading) {
        let destination = connection[attribute: "destination"].flatMap { interfaceObject($0, &loading) }
        switch connection.name {
        case "outlet", "outletCollection":
            guard let property = connection[attribute: "property"], let destination else { return }
            if property == "gestureRecognizers" || connection.name == "outletCollection" {
                let current = heap[object].properties[property]?.asArray ?? []
                heap[object].properties[property] = .array(current + [.object(destination)])
                if heap[destination].name == nil { heap[destination].name = property }
            } else {
                setProperty(property, .object(destination), on: object)
            }
        case "action":
            guard let selector = connection[attribute: "selector"], let method = selector.split(separator: ":").first else { return }
            let event = connection[attribute: "eventType"] ?? (heap[object].kind == .gestureRecognizer ? "gesture" : "touchUpInside")
            // An action sent to the First Responder goes up the responder chain (`fire(_:on:)`).
            heap[object].targetActions.append((destination, String(method), event))
        default:
            return
        }
    }

    /// The object the file's id names: one made already, else a gesture recognizer of the file,
    /// made now with its actions.
    private mutating func interfaceObject(_ id: String, _ loading: inout InterfaceLoading) -> ObjectID? {
        if let known = loading.objects[id] { return known }
        guard let element = loading.document.elements[id], InterfaceBuilderClasses.isGestureRecognizer(element.name),
              let className = InterfaceBuilderClasses.uiKitClass(of: element.name) else { return nil }
        let recognizer = makeObject(className, kind: .gestureRecognizer, source: loading.document.location(of: element))
        loading.objects[id] = recognizer
        loading.made.append((element, recognizer))
        return recognizer
    }

    /// A runtime attribute's value (`<userDefinedRuntimeAttribute type="string" keyPath="…" value="…">`).
    static func runtimeAttributeValue(_ attribute: MarkupElement) -> UIKitValue? {
        let written = attribute[attribute: "value"]
            ?? attribute.children.first { $0[attribute: "key"] == "value" }.flatMap { $0[attribute: "value"] ?? $0.text }
        guard let written else { return nil }
        switch attribute[attribute: "type"] {
        case "string", "localized": return .string(written)
        case "boolean": return .bool(written == "YES")
        case "number": return Double(written).map(UIKitValue.double)
        default: return nil
        }
    }
}
