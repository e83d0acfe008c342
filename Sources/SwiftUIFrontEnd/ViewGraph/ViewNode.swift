import AccessibilityTree

/// One view in the evaluated view graph: a primitive (Text, VStack, Button…), a custom view
/// wrapping its body, or a modifier wrapping the view it modifies (SwiftUI's `ModifiedContent`).
struct ViewNode {
    var primitive: Primitive
    var children: [ViewNode]
    /// Which part of its parent this view is (a control's label, a section header…).
    var slot: Slot
    var source: SourceLocation?
    /// What the interpreter could not evaluate about this view.
    var unresolved: [Unresolved]
    /// Whether this custom view reads the text size (`dynamicTypeSize`, `sizeCategory`,
    /// `ViewThatFits`…), so it may lay out otherwise at accessibility sizes than the interpreter,
    /// which runs it at one size, saw.
    var adaptsToTextSize = false
    /// What the view does when acted on, kept only while a screen runs (`SourceScene`): boxed,
    /// so the audit's views stay as small as they were.
    var running: RunningFacts?

    init(_ primitive: Primitive, children: [ViewNode] = [], slot: Slot = .content,
         source: SourceLocation?, unresolved: [Unresolved] = []) {
        self.primitive = primitive
        self.children = children
        self.slot = slot
        self.source = source
        self.unresolved = unresolved
    }

    /// A group of `views`, or the single view itself.
    static func group(_ views: [ViewNode], source: SourceLocation?) -> ViewNode {
        if views.count == 1 { return views[0] }
        return ViewNode(.group, children: views, source: source)
    }

    /// The children filling `slot`.
    func children(in slot: Slot) -> [ViewNode] { children.filter { $0.slot == slot } }

    /// This view with `modifier` applied (the modifier wraps it); it keeps the view expression's
    /// location, where the chain of modifiers starts.
    func modified(by modifier: AppliedModifier) -> ViewNode {
        var base = self
        let slot = base.slot
        base.slot = .content
        return ViewNode(.modifier(modifier), children: [base], slot: slot, source: source ?? modifier.source)
    }

    /// The modifiers applied directly around the innermost view, outermost first, and that view.
    var strippingModifiers: (modifiers: [AppliedModifier], base: ViewNode) {
        var modifiers: [AppliedModifier] = []
        var node = self
        while case .modifier(let modifier) = node.primitive, let inner = node.children.first {
            modifiers.append(modifier)
            node = inner
        }
        return (modifiers, node)
    }

    /// The first modifier named `name` applied directly to this view.
    func modifier(named name: String) -> AppliedModifier? {
        strippingModifiers.modifiers.first { $0.name == name }
    }
}

/// The role of a child view inside its parent.
enum Slot: Hashable {
    case content, label, title, icon, header, footer, currentValueLabel, option
    /// A view pushed on a `NavigationStack` above its root (a preview's known path).
    case pushed
}

/// What kind of view a `ViewNode` is, with the facts lowering needs.
enum Primitive {
    case text(String)
    case image(ImageSource)
    case label
    case button
    case toggle(isOn: Value)
    case slider(value: Value, range: Value?)
    /// `shownValue`: the value a stepper given a format displays (its text, or unknown); nil for
    /// one that displays none.
    case stepper(shownValue: Value?)
    case picker(selection: Value)
    case datePicker
    case textField(placeholder: String?, text: Value, isSecure: Bool)
    case textEditor(text: Value)
    case link
    case navigationLink
    case menu
    case progress(value: Value?, total: Value?)
    case gauge(value: Value, range: Value?)
    case map
    case mapMarker(title: String?, coordinate: MapCoordinate?)
    /// An entry of an `accessibilityRotor` builder; it draws nothing.
    case rotorEntry(RotorEntryKey, label: String?)
    case stack(StackAxis, spacing: Double?, alignment: String?)
    case list
    case form
    case section
    case scrollView(isHorizontal: Bool)
    case group
    case grid
    case gridRow
    case viewThatFits(horizontal: Bool, vertical: Bool)
    /// The selection binding's value, when given.
    case tabView(selection: Value?)
    case navigationStack
    case spacer(minLength: Double?)
    case divider
    /// A shape, colour or other view that draws but exposes nothing.
    case shape(String)
    case empty
    /// A view type from the source: transparent, but it names the path.
    case custom(String)
    /// A view the interpreter does not know; kept with its name.
    case unknown(String)
    case modifier(AppliedModifier)

    /// The name used in element ids and messages.
    var name: String {
        switch self {
        case .text: "Text"
        case .image: "Image"
        case .label: "Label"
        case .button: "Button"
        case .toggle: "Toggle"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .picker: "Picker"
        case .datePicker: "DatePicker"
        case .textField(_, _, let isSecure): isSecure ? "SecureField" : "TextField"
        case .textEditor: "TextEditor"
        case .link: "Link"
        case .navigationLink: "NavigationLink"
        case .menu: "Menu"
        case .progress: "ProgressView"
        case .gauge: "Gauge"
        case .map: "Map"
        case .mapMarker: "Marker"
        case .rotorEntry: "AccessibilityRotorEntry"
        case .stack(let axis, _, _): axis.name
        case .list: "List"
        case .form: "Form"
        case .section: "Section"
        case .scrollView: "ScrollView"
        case .group: "Group"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .viewThatFits: "ViewThatFits"
        case .tabView: "TabView"
        case .navigationStack: "NavigationStack"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .shape(let name): name
        case .empty: "EmptyView"
        case .custom(let name): name
        case .unknown(let name): name
        case .modifier(let modifier): modifier.name
        }
    }
}

enum StackAxis: Hashable {
    case vertical, horizontal, depth, lazyVertical, lazyHorizontal

    var name: String {
        switch self {
        case .vertical: "VStack"
        case .horizontal: "HStack"
        case .depth: "ZStack"
        case .lazyVertical: "LazyVStack"
        case .lazyHorizontal: "LazyHStack"
        }
    }

    var isHorizontal: Bool { self == .horizontal || self == .lazyHorizontal }
}

/// Where an image comes from, which decides its default label (docs/swiftui-defaults.md, Default labels and traits).
enum ImageSource {
    /// `Image("dog_photo_1")`: labelled by its name (the localization key).
    case asset(String)
    /// `Image(systemName:)`: labelled by the symbol's description when it has one, else by its
    /// name's words; `passedAt`, where a caller of the app's own view wrote the name as a literal
    /// (`PassedLiterals.swift`); `isInControlLabel`, whether the image is written in a control's
    /// label (`ControlLabelImage`).
    case symbol(String, passedAt: SourceLocation? = nil, isInControlLabel: Bool = false)
    /// `Image(decorative:)`: ignored by accessibility.
    case decorative(String)
    /// `Image(_:label:)`: the given label.
    case labelled(String?)
    /// `Image(uiImage:)` and other run-time images: no label.
    case runTime
}

/// A modifier call as evaluated: its name, arguments and where it is written.
struct AppliedModifier {
    struct Argument {
        var label: String?
        var value: Value
        /// The argument as written (colours are kept as source text).
        var sourceText: String
    }

    var name: String
    var arguments: [Argument]
    var source: SourceLocation?

    /// The argument labelled `label` (nil for the first unlabelled one).
    func argument(_ label: String?) -> Argument? {
        arguments.first { $0.label == label }
    }

    /// The first argument, labelled or not.
    var first: Argument? { arguments.first }
}
