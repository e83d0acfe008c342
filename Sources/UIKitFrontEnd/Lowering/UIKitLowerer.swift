import AccessibilityTree
import Basics

/// Lowers an evaluated view hierarchy into the accessibility tree UIKit exposes.
///
/// A view whose `isAccessibilityElement` is true (assigned, overridden, or UIKit's default for
/// its class) is one element and hides its subviews; any other view is a container whose
/// children are its `accessibilityElements` in order when it gives them, else its subviews in
/// the order they were added. Each property is read as the code gives it — an assignment, an
/// overridden getter (run now, so it sees the current state), or UIKit's default
/// (`UIKitDefaults`); what could not be evaluated is left unset and named in `unresolved`.
struct UIKitLowerer {
    var evaluator: UIKitEvaluator
    private var layout = UIKitLayout()
    private var containerOrigins: [ObjectID: Point] = [:]
    /// The object the screen being lowered is made from.
    private var root: ObjectID?

    init(evaluator: UIKitEvaluator) {
        self.evaluator = evaluator
    }

    /// The screen of the view hierarchy under `root`, named `name`.
    mutating func screen(root: ObjectID, name: String, settings: AccessibilitySettings) -> Screen {
        let bounds = Rect(origin: .zero, size: Screen.defaultSize)
        self.root = root
        // Getters may create elements (`accessibilityElements`): read them once before layout so
        // the views they add are laid out too.
        evaluator.runLayoutSubviews(under: root)
        let bar = navigationBar(over: root)
        _ = lower(root, depth: 0)
        // A cell is laid out as one row of the screen's width, not as the whole screen.
        let isCell = [.tableViewCell, .collectionViewCell].contains(evaluator.heap[root].kind)
        let rootBounds = isCell ? Rect(x: 0, y: 0, width: bounds.width, height: 44) : bounds
        layout = UIKitLayout(root: root, in: rootBounds, heap: evaluator.heap)
        var content = lower(root, depth: 0)
        var order = ChildOrder.given
        // A root whose subviews are all placed by frames (a storyboard's) is read in their order
        // with the bar's, not as a container drawn over the bar: the bar is in front of it.
        if !bar.isEmpty, content.count == 1, let placed = content.first, placed.id == Self.elementID(root, in: evaluator.heap),
           placed.childOrder == .frame, !placed.isModal, placed.containerType == .none, placed.customRotors.isEmpty {
            (content, order) = (placed.children, .frame)
        }
        let children = bar.flatMap { lower($0, depth: 0) } + content
        var rootElement = AccessibilityElement.container(id: "root", children: children, frame: bounds)
        rootElement.childOrder = order
        return Screen(name: name, root: rootElement, settings: settings, source: evaluator.heap[root].source)
    }

    /// The id of the element an object lowers to: its name and its place on the heap.
    static func elementID(_ object: ObjectID, in heap: UIKitHeap) -> ElementID {
        ElementID("\(heap[object].name ?? heap[object].className)#\(object)")
    }

    /// The object an element id names, when it names one.
    static func object(for id: ElementID) -> ObjectID? {
        id.rawValue.split(separator: "#").last.flatMap { Int($0) }
    }

    private mutating func read(_ name: String, of object: ObjectID) -> UIKitValue {
        evaluator.readProperty(name, of: object)
    }

    mutating func lower(_ object: ObjectID, depth: Int) -> [AccessibilityElement] {
        guard depth < 48, !evaluator.isOverBudget else { return [] }
        if evaluator.isHiddenFromAssistiveTechnologies(object) { return [] }
        let kind = evaluator.heap[object].kind
        evaluator.loadCells(of: object)
        let isElement = read("isAccessibilityElement", of: object).asBool ?? kind.isElementByDefault
        // A custom control runs code when tapped (VoiceOver's double tap lands on it), whether or
        // not it says so: as an element, or around what VoiceOver reads instead.
        let answersTaps = evaluator.answersTaps(object)
        if isElement {
            var element = element(object)
            if answersTaps, !element.gestures.contains(.tap) { element.gestures.append(.tap) }
            return [element] + accessory(of: object, depth: depth)
        }
        let given = read("accessibilityElements", of: object).asArray?.compactMap(\.asObject)
        var children: [AccessibilityElement] = []
        for child in given ?? evaluator.heap[object].subviews {
            containerOrigins[child] = frame(of: object)?.origin
            children += lower(child, depth: depth + 1)
        }
        // The controls on screen that the list leaves out: there, but out of reach.
        for control in given.map({ evaluator.controlsLeftOut(of: object, listed: $0) }) ?? [] {
            var leftOut = element(control)
            leftOut.isHidden = true
            children.append(leftOut)
        }
        let isModal = read("accessibilityViewIsModal", of: object).asBool == true
        let groups = read("shouldGroupAccessibilityChildren", of: object).asBool == true
        let rotors = customRotors(of: object)
        let isPlaced = given == nil && isPlacedByFrames(object)
        // A control is judged by what it shows: elements, or images VoiceOver passes by. One
        // showing neither is a base class, or a shell its users (or code not run) fill: judged
        // where they fill it.
        let isFilledControl = answersTaps && (!children.isEmpty || showsImage(object))
        let containerType = statedContainerType(of: object)
        guard isModal || groups || given != nil || kind == .tableView || kind == .collectionView || !rotors.isEmpty || isPlaced
            || containerType != nil || isFilledControl
        else { return children }
        guard !children.isEmpty || isFilledControl else { return [] }
        var container = AccessibilityElement.container(
            id: Self.elementID(object, in: evaluator.heap), children: children, frame: frame(of: object),
            containerType: containerType ?? .none, isModal: isModal)
        container.source = evaluator.heap[object].source
        container.customRotors = rotors
        if isPlaced { container.childOrder = .frame }
        if given != nil { container.elementsListedAt = evaluator.placeOfList(of: object) }
        if groups { container.containerType = .semanticGroup }
        if isFilledControl {
            container.gestures = [.tap]
            container.source = evaluator.placeForSetup(of: object)
        }
        return [container]
    }

    private mutating func element(_ object: ObjectID) -> AccessibilityElement {
        let heap = evaluator.heap
        let shown = UIKitDefaults.shown(heap[object], in: heap)
        var unresolved: [Unresolved] = []
        func text(_ property: String, fact: Unresolved.Fact, default fallback: String?) -> String? {
            switch read(property, of: object) {
            case .string(let value): return value
            case .unknown(let reason):
                unresolved.append(Unresolved(fact, reason: reason, origin: .runTimeText))
                return nil
            case .null: return fallback
            case .int(let number): return String(number)
            // A static member the audit could not read (`Strings.findNext`, declared in an
            // extension in a file it did not read) is spelled by its name, as the SwiftUI front
            // end spells `Text(Strings.findNext)`: set to a constant, not never set.
            // What it resolves to is not known: rules read the name, not a file name.
            case .enumCase(let member):
                unresolved.append(Unresolved(fact, reason: "`\(member)`, a member whose value was not read"))
                return member
            // Set, but to what the audit could not read as text: left open, not taken as never set.
            default: unresolved.append(Unresolved(fact, reason: "value not read as text"))
            }
            return nil
        }
        var label = text("accessibilityLabel", fact: .label, default: UIKitDefaults.label(of: shown))
        // No label, and no accessibility label set to what is not read (that is noted above): the
        // title or text UIKit would give may be set to words the audit cannot read.
        if label == nil, !unresolved.contains(where: { $0.fact == .label }) {
            if let reason = UIKitDefaults.unreadLabel(of: shown) {
                unresolved.append(Unresolved(.label, reason: reason, origin: .runTimeText))
            } else if let reason = UIKitDefaults.imageChosenAtRunTime(of: shown) {
                unresolved.append(Unresolved(.label, reason: reason, origin: .imageName))
            } else if let reason = evaluator.labelSetByItsOwnClass(object) {
                unresolved.append(Unresolved(.label, reason: reason, origin: .runTimeText))
            }
        }
        if label == nil, heap[object].kind == .tableViewCell {
            label = descendantText(of: object)
            if label == nil, let reason = descendantRunTimeText(of: object) {
                // Filled in code with words the audit cannot read (`textLabel?.text = toggle.label`).
                unresolved.append(Unresolved(.label, reason: reason, origin: .runTimeText))
            } else if label == nil {
                unresolved.append(Unresolved(.label, reason: "the cell's labels are not filled in code (a nib, or data at run time)"))
            }
        }
        let value = text("accessibilityValue", fact: .value, default: UIKitDefaults.value(of: heap[object]))
        if value == nil, !unresolved.contains(where: { $0.fact == .value }), let reason = UIKitDefaults.unreadValue(of: heap[object]) {
            unresolved.append(Unresolved(.value, reason: reason, origin: .runTimeText))
        }
        let hint = text("accessibilityHint", fact: .hint, default: nil)
        let traitsValue = read("accessibilityTraits", of: object)
        let traits = evaluator.traits(from: traitsValue) ?? UIKitDefaults.traits(of: heap[object])
        if case .unknown(let reason) = traitsValue { unresolved.append(Unresolved(.traits, reason: reason)) }
        let elementFrame = accessibilityFrame(of: object, unresolved: &unresolved)
        var element = AccessibilityElement(
            id: Self.elementID(object, in: heap), label: label, value: value, hint: hint, traits: traits,
            frame: elementFrame, customActions: customActions(of: object), customRotors: customRotors(of: object),
            isModal: read("accessibilityViewIsModal", of: object).asBool == true,
            inputLabels: read("accessibilityUserInputLabels", of: object).asArray?.compactMap(\.asString) ?? [],
            identifier: read("accessibilityIdentifier", of: object).asString,
            language: read("accessibilityLanguage", of: object).asString,
            respondsToUserInteraction: read("accessibilityRespondsToUserInteraction", of: object).asBool,
            source: heap[object].source, visual: visualFacts(of: object, shown: shown), unresolved: unresolved)
        if case .null = read("accessibilityLabel", of: object), let symbol = UIKitDefaults.symbolReadByName(of: shown) {
            element.symbolNameLabel = SymbolNameLabel(symbol: symbol, isInControlLabel: false)
        }
        if case .tuple(let parts) = read("accessibilityActivationPoint", of: object), parts.count == 2,
           let x = parts[0].asDouble, let y = parts[1].asDouble {
            element.activationPoint = Point(x: x, y: y)
        }
        if heap[object].properties[UIKitEvaluator.showsSelection]?.asBool == true, !traits.contains(.selected) {
            element.stateDependentTraits.insert(.selected)
        }
        if evaluator.selectionNavigates(object) { element.gestures = [.tap] }
        if read("showsLargeContentViewer", of: object).asBool == true {
            element.largeContent = LargeContent(title: read("largeContentTitle", of: object).asString ?? label)
        }
        return element
    }

    /// The texts of the labels under a cell, joined as VoiceOver reads a table view cell, after
    /// those of its content configuration (`text`, `secondaryText`).
    private func descendantText(of object: ObjectID) -> String? {
        let configuration = evaluator.heap[object].properties["contentConfiguration"]?.asObject.map { evaluator.heap[$0].properties }
        let texts = ["text", "secondaryText"].compactMap { configuration?[$0]?.asString }
            + labelTexts(under: object).compactMap { $0?.asString }
        let shown = texts.filter { !$0.isEmpty }
        return shown.isEmpty ? nil : shown.joined(separator: ", ")
    }

    /// Why the first label under a cell set to text the audit cannot read has no text: nil when
    /// no label's text is set so.
    private func descendantRunTimeText(of object: ObjectID) -> String? {
        labelTexts(under: object).lazy.compactMap { text -> String? in
            guard case .unknown(let reason)? = text else { return nil }
            return reason
        }.first
    }

    /// The `text` of each label under `object` in reading order, among the first 200 views looked at.
    private func labelTexts(under object: ObjectID) -> [UIKitValue?] {
        views(under: object).filter { evaluator.heap[$0].kind == .label }.map { evaluator.heap[$0].properties["text"] }
    }

    /// Whether an image view with an image is shown under `object`.
    private func showsImage(_ object: ObjectID) -> Bool {
        views(under: object, shownOnly: true).contains { view in
            evaluator.heap[view].kind == .imageView && !(evaluator.heap[view].properties["image"]?.isNull ?? true)
        }
    }

    private func views(under object: ObjectID, shownOnly: Bool = false) -> [ObjectID] {
        evaluator.heap.views(under: object, shownOnly: shownOnly)
    }

    private mutating func accessibilityFrame(of object: ObjectID, unresolved: inout [Unresolved]) -> Rect? {
        if case .rect(let relative) = read("accessibilityFrameInContainerSpace", of: object), let rect = resolve(relative) {
            // A view's frame is laid out in screen points already; a constant is in the container's space.
            guard case .constant = relative else {
                if isApproximate(relative) { unresolved.append(Unresolved(.frame, reason: "approximate layout")) }
                return rect
            }
            let origin = read("accessibilityContainer", of: object).asObject.flatMap { frame(of: $0)?.origin }
                ?? containerOrigins[object] ?? .zero
            return rect.offsetBy(dx: origin.x, dy: origin.y)
        }
        if case .rect(let stated) = read("accessibilityFrame", of: object) {
            if let rect = resolve(stated) {
                if isApproximate(stated) { unresolved.append(Unresolved(.frame, reason: "approximate layout")) }
                return rect
            }
        }
        if let frame = frame(of: object) {
            if layout.approximate.contains(object) { unresolved.append(Unresolved(.frame, reason: "approximate layout")) }
            // Auto Layout sizes the view on the device; the editor's frame is one device's.
            if evaluator.interfaceFramed.contains(object) {
                unresolved.append(Unresolved(.frame, reason: "the frame laid out in the storyboard or nib for one device"))
            }
            return frame
        }
        unresolved.append(Unresolved(.frame, reason: "no frame is set"))
        return nil
    }

    private func frame(of object: ObjectID) -> Rect? { layout.frames[object] }

    private func resolve(_ value: FrameValue) -> Rect? {
        switch value {
        case .constant(let rect): return rect
        case .frameOf(let view), .boundsOf(let view): return frame(of: view)
        case .union(let first, let second):
            guard let lhs = resolve(first), let rhs = resolve(second) else { return resolve(first) ?? resolve(second) }
            return lhs.union(rhs)
        case .converted(let inner, let view):
            guard let rect = resolve(inner) else { return nil }
            if case .constant = inner, let origin = frame(of: view)?.origin { return rect.offsetBy(dx: origin.x, dy: origin.y) }
            return rect
        }
    }

    private func isApproximate(_ value: FrameValue) -> Bool {
        switch value {
        case .constant: false
        case .frameOf(let view), .boundsOf(let view): layout.approximate.contains(view)
        case .union(let first, let second): isApproximate(first) || isApproximate(second)
        case .converted(let inner, let view): isApproximate(inner) || layout.approximate.contains(view)
        }
    }

    private mutating func customActions(of object: ObjectID) -> [CustomAction] {
        (read("accessibilityCustomActions", of: object).asArray ?? []).compactMap { item in
            guard let action = item.asObject, let name = evaluator.heap[action].properties["name"]?.asString else { return nil }
            return CustomAction(name: name, source: evaluator.heap[action].source)
        }
    }

    private mutating func customRotors(of object: ObjectID) -> [CustomRotor] {
        (read("accessibilityCustomRotors", of: object).asArray ?? []).compactMap { item in
            guard let rotor = item.asObject, let name = evaluator.heap[rotor].properties["name"]?.asString else { return nil }
            let entries = evaluator.rotorTargets(rotor).map { CustomRotor.Entry(target: Self.elementID($0, in: evaluator.heap)) }
            return CustomRotor(name: name, entries: entries, source: evaluator.heap[rotor].source)
        }
    }

    /// Whether a view shows text its font sizes: a button showing only an image has none (a
    /// title set to words the audit cannot read is text).
    private static func showsText(_ view: UIKitObject) -> Bool {
        switch view.kind == .button ? view.properties["title"] : .bool(true) {
        case nil, .null?: false
        case .string(let title)?: !title.trimmingWhitespace.isEmpty
        default: true
        }
    }

    /// The fixed font size a storyboard or nib gives `object` that it still shows, no code having
    /// replaced it.
    private func interfaceFixedFont(of object: ObjectID, shown view: UIKitObject) -> InterfaceFixedFont? {
        // A font the code sets, even the nib's own size (`font = .systemFont(ofSize: 14)` over a
        // nib's System 14), is the code's to change (`fixed-font-size` reads it there).
        guard Self.showsText(view), let set = evaluator.interfaceFonts[object], evaluator.codeFonts[object] == nil,
              case .font(let font)? = view.properties["font"], font == set.font, case .fixed(let size) = font else { return nil }
        return InterfaceFixedFont(source: set.source, size: size)
    }

    /// Where `object` is given a font that follows the text size though it does not adjust it
    /// when the text size changes (no `adjustsFontForContentSizeCategory`, Apple,
    /// `UIContentSizeCategoryAdjusting`) and no code around it sets it again.
    /// A storyboard's or nib's font is reported at the view's element, where "Automatically
    /// Adjusts Font" is written. A button with a configuration is left out: UIKit updates the
    /// configuration, whose title follows the text size, when the traits change (Apple,
    /// `UIButton.Configuration`, `updateConfiguration()`).
    private mutating func fontNotAdjustingSetAt(of object: ObjectID, shown view: UIKitObject) -> SourceLocation? {
        guard Self.showsText(view), case .font(let font)? = view.properties["font"], font.followsTextSize,
              view.properties["adjustsFontForContentSizeCategory"]?.asBool != true, view.properties["configuration"] == nil,
              !isBuiltInCellLabel(object),
              let set = fontSetting(of: object, showing: font), !updatesOnTextSizeChange(object, fontSetBy: set.typeName)
        else { return nil }
        return set.typeName == nil ? evaluator.heap[object].source ?? set.source : set.source
    }

    /// Whether `object` is the `textLabel` or `detailTextLabel` of a cell of a built-in style:
    /// UIKit lays those out and sizes them itself, and does not document whether they follow a
    /// change of text size without `adjustsFontForContentSizeCategory`, so they are not judged.
    private func isBuiltInCellLabel(_ object: ObjectID) -> Bool {
        let heap = evaluator.heap
        guard let cell = heap.superviews(of: object).first(where: { [.tableViewCell, .collectionViewCell].contains(heap[$0].kind) })
        else { return false }
        return ["textLabel", "detailTextLabel"].contains { heap[cell].properties[$0]?.asObject == object }
    }

    /// Where the font `object` shows was set: by code (its own or its title label's), else by a
    /// storyboard or nib.
    private func fontSetting(of object: ObjectID, showing font: VisualFacts.Font) -> FontSetting? {
        let titleLabel = evaluator.heap[object].properties["titleLabel"]?.asObject
        let settings = [evaluator.codeFonts[object], titleLabel.flatMap { evaluator.codeFonts[$0] }, evaluator.interfaceFonts[object]]
        return settings.lazy.compactMap { $0 }.first { $0.font == font }
    }

    /// Whether code around `object` sets its font again when the text size changes: the code of
    /// its class, of the type that set its font, of the views it is in, or of the screen's root.
    private mutating func updatesOnTextSizeChange(_ object: ObjectID, fontSetBy typeName: String?) -> Bool {
        let heap = evaluator.heap
        var classes = [heap[object].className] + (typeName.map { [$0] } ?? []) + heap.superviews(of: object).map { heap[$0].className }
        if let root { classes.append(heap[root].className) }
        return classes.contains { evaluator.updatesOnTextSizeChange($0) }
    }

    /// What `object` looks like, `shown` being it as it shows (a button with its configuration's title).
    private mutating func visualFacts(of object: ObjectID, shown view: UIKitObject) -> VisualFacts? {
        var facts = VisualFacts()
        if case .font(let font)? = view.properties["font"] { facts.font = font }
        facts.decidedSize = evaluator.interfaceSizes[object]
        // An element that reads the views inside it as one (a cell) shows their texts.
        for inner in views(under: object, shownOnly: true) {
            let shown = inner == object ? view : UIKitDefaults.shown(evaluator.heap[inner], in: evaluator.heap)
            if let fixed = interfaceFixedFont(of: inner, shown: shown) { facts.interfaceFixedFonts.append(fixed) }
            if let source = fontNotAdjustingSetAt(of: inner, shown: shown) {
                facts.fontsNotAdjusting.append(UnadjustedFont(source: source, isButtonTitle: shown.kind == .button))
            }
        }
        if view.kind == .label {
            let lines = view.properties["numberOfLines"]?.asInt ?? 1
            facts.lineLimit = lines == 0 ? nil : lines
        }
        return facts.isEmpty ? nil : facts
    }
}
