import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

extension Interpreter {
    /// Builds a SwiftUI view from its initialiser call (docs/swiftui-defaults.md, Default labels and traits lists
    /// the defaults).
    mutating func makeBuiltInView(_ name: String, call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode {
        let location = location(of: call, in: scope)
        guard spendView() else { return ViewNode(.unknown(name), source: location, unresolved: [Unresolved(reason: "view budget exhausted")]) }
        if name == "ForEach" { return makeForEach(call, scope, location: location) }
        let arguments = localizingKeys(arguments(of: call, scope, skipping: name == "NavigationLink" ? ["destination"] : []), ofView: name)
        var builder = ViewBuilderArguments(arguments: arguments, location: location)
        builder.passedSymbol = arguments.first { $0.label == "systemImage" || $0.label == "systemName" }
            .flatMap { passedLiteral(readBy: $0.expression, scope) }
        func content(_ label: String? = nil) -> [ViewNode] { views(builder.take(label), scope) }
        func node(_ primitive: Primitive, _ children: [ViewNode]) -> ViewNode {
            ViewNode(primitive, children: children, source: location, unresolved: builder.unresolved)
        }
        switch name {
        case "Text":
            return makeText(arguments, location: location)
        case "Image", "AsyncImage":
            return makeImage(name, arguments, location: location, passedSymbol: builder.passedSymbol)
        case "Label":
            // `Label { title } icon: { … }`: the title is the first, unlabelled trailing closure.
            let title = builder.titleText(slot: .title) ?? slotted(content("title") + content(), .title)
            let icon = builder.iconImage() ?? slotted(content("icon"), .icon)
            return node(.label, title + icon)
        case "Button", "NavigationLink", "Menu", "Link", "ShareLink", "EditButton", "ColorPicker", "PhotosPicker",
             "DisclosureGroup", "RenameButton", "PasteButton", "SignInWithAppleButton":
            return makeControl(name, &builder, scope)
        case "Toggle":
            let isOn = builder.value("isOn") ?? .unknown(reason: "run-time value `isOn`")
            return node(.toggle(isOn: isOn), controlLabel(&builder, scope))
        case "Slider":
            let value = builder.value("value") ?? .unknown(reason: "run-time value")
            let range = builder.value("in")
            let label = builder.titleText(slot: .label) ?? slotted(content("label") + content(), .label)
            return node(.slider(value: value, range: range), label)
        case "Stepper":
            // Given a format, a stepper displays its value (Apple, `Stepper.init(_:value:in:step:format:onEditingChanged:)`:
            // "displaying its value with an applied format style"), which VoiceOver reads as its value.
            let shown = builder.value("format").map { Self.formatted(builder.value("value"), as: $0) }
            // A label showing the value it sets is read with it each time it changes: where it
            // is set is heard, though not as the element's value.
            if shown == nil, let bound = builder.labelReadsTheBinding("value") {
                builder.unresolved.append(Unresolved(.value, reason: "shown in the stepper's label, from `\(bound)`"))
            }
            return node(.stepper(shownValue: shown), controlLabel(&builder, scope))
        case "Picker":
            let selection = builder.value("selection") ?? .unknown(reason: "run-time value `selection`")
            let label = builder.titleText(slot: .label) ?? slotted(views(builder.take("label"), scope), .label)
            let options = slotted(content("content") + content(), .option)
            return node(.picker(selection: selection), label + options)
        case "DatePicker", "MultiDatePicker":
            return node(.datePicker, controlLabel(&builder, scope))
        case "TextField", "SecureField":
            // An empty title leaves the prompt shown, and read, while the field is empty
            // (`TextField("", text: $address, prompt: Text("Enter wallet address…"))`).
            let title = builder.titleString(nil)
            let placeholder = title?.isEmpty == false ? title : builder.string("prompt") ?? title
            let text = builder.value("text") ?? builder.value("value") ?? .unknown(reason: "run-time text")
            let label = slotted(content("label") + content(), .label)
            return node(.textField(placeholder: placeholder, text: text, isSecure: name == "SecureField"), label)
        case "TextEditor":
            return node(.textEditor(text: builder.value("text") ?? .unknown(reason: "run-time text")), [])
        case "ProgressView", "Gauge":
            return makeProgress(name, &builder, scope)
        case "Map":
            var children = content("content") + content()
            if builder.value("annotationItems") != nil {
                builder.unresolved.append(Unresolved(reason: "map annotations come from run-time items"))
            }
            children = children.filter { if case .empty = $0.primitive { return false }; return true }
            return node(.map, children)
        case "Marker", "Annotation", "MapMarker", "MapAnnotation", "MapPin":
            let title = builder.string(nil)
            return node(.mapMarker(title: title, coordinate: MapCoordinate(builder.value("coordinate"))), [])
        case "AccessibilityRotorEntry":
            // `AccessibilityRotorEntry("Old mill bridge", id: waypoint.id, in: steps)`: the label, the id's
            // value as text, and the namespace as written (an `@Namespace` has no value before run time).
            let label = builder.string(nil)
            let id = builder.value("id")?.interpolated
            let namespace = builder.take("in")?.expression.trimmedText
            return node(.rotorEntry(RotorEntryKey(id: id, namespace: namespace), label: label), [])
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack":
            let axis: StackAxis = ["VStack": .vertical, "HStack": .horizontal, "ZStack": .depth,
                                   "LazyVStack": .lazyVertical, "LazyHStack": .lazyHorizontal][name] ?? .vertical
            let spacing = builder.value("spacing")?.asDouble
            let alignment = builder.enumName("alignment")
            return node(.stack(axis, spacing: spacing, alignment: alignment), content("content") + content())
        case "LazyVGrid", "LazyHGrid":
            let columns = Self.elements(of: builder.value("columns") ?? builder.value("rows") ?? .array([]))?.count ?? 1
            let cells = Layout.flattened(content("content") + content())
            let rows = stride(from: 0, to: cells.count, by: max(columns, 1)).map { start in
                ViewNode(.gridRow, children: Array(cells[start..<min(start + max(columns, 1), cells.count)]), source: location)
            }
            return node(name == "LazyVGrid" ? .grid : .stack(.horizontal, spacing: nil, alignment: nil), rows)
        case "List", "Form", "Table":
            let rows = builder.value(nil).map { forEachRows(collection: $0, closure: builder.firstClosure(), call: call, scope) }
            return node(name == "Form" ? .form : .list, rows ?? content("content") + content())
        case "Section", "GroupBox":
            // `Section(content: rows) { Text(title) } footer: { … }`: with `content:` written out,
            // the unlabelled trailing closure fills the next parameter, the header
            // (`init(content:header:footer:)`; The Swift Programming Language, Closures: Trailing Closures).
            let rows = content("content")
            let header = builder.titleText(slot: .header)
                ?? slotted(content("header") + content("label") + (rows.isEmpty ? [] : content()), .header)
            let footer = slotted(content("footer"), .footer)
            return node(.section, header + rows + content() + footer)
        case "ScrollView":
            let isHorizontal = builder.enumName(nil) == "horizontal"
            return node(.scrollView(isHorizontal: isHorizontal), content("content") + content())
        case "Group", "AnyView", "ScrollViewReader", "MapReader", "GeometryReader", "TimelineView", "ControlGroup", "TupleView",
             "NavigationSplitView", "OutlineGroup", "HSplitView", "VSplitView", "ToolbarItem", "ToolbarItemGroup",
             "GlassEffectContainer":
            if name == "GeometryReader", live != nil, let content = builder.take(nil), case .closure(let closure) = content.value {
                // While a screen runs the proxy measures the view a passed-through touch is in.
                let proxy = Value.enumCase(Self.geometryProxyCase, [])
                let body = self.call(closure, arguments: [proxy], expectsViews: true)
                return node(.group, [viewNode(from: body, expression: content.expression, scope: scope)])
            }
            if name == "AnyView", let first = arguments.first {
                return viewNode(from: first.value, expression: first.expression, scope: scope)
            }
            if name == "NavigationSplitView" {
                // An iPhone (compact width) shows the sidebar column first.
                let sidebar = content("sidebar")
                return node(.navigationStack, sidebar.isEmpty ? content() : sidebar)
            }
            return node(.group, content("content") + content())
        case "Grid":
            return node(.grid, content("content") + content())
        case "GridRow":
            return node(.gridRow, content("content") + content())
        case "ViewThatFits":
            let axes = builder.enumName("in")
            return node(.viewThatFits(horizontal: axes != "vertical", vertical: axes != "horizontal"),
                        content("content") + content())
        case "TabView":
            let selection = builder.value("selection")
            return node(.tabView(selection: selection), content("content") + content())
        case "Tab":
            return makeTab(&builder, scope)
        case "NavigationStack", "NavigationView":
            return makeNavigationStack(&builder, scope)
        case "Spacer":
            return node(.spacer(minLength: builder.value("minLength")?.asDouble), [])
        case "Divider":
            return node(.divider, [])
        case "EmptyView":
            return node(.empty, [])
        case "Alert":
            return makeAlert(&builder, scope)
        case "Chart":
            return node(.unknown("Chart"), []).withReason("Swift Charts marks are not modelled")
        case "LabeledContent":
            let title = builder.titleText(slot: .label) ?? slotted(content("label"), .label)
            let value = builder.string("value").map { [ViewNode(.text($0), source: location)] } ?? content("content") + content()
            return node(.group, title + value)
        case "ContentUnavailableView":
            // `ContentUnavailableView("Not started yet", systemImage: "text.page.slash.fill")`
            // shows a `Label` of the title and the symbol: Apple declares that initialiser where
            // the view's label is `Label<Text, Image>`, read as a label is, by its title. Else the
            // app's own label: `label:`, or the first trailing closure.
            let label = builder.titleText(slot: .title).map { [node(.label, $0 + (builder.iconImage() ?? []))] }
                ?? content("label") + content()
            let description = views(builder.take("description"), scope)
            return node(.stack(.vertical, spacing: nil, alignment: nil), label + description + content("actions"))
        default:
            return node(.shape(name), [])
        }
    }

    /// The views a content argument stands for: a closure called as a view builder, a view as is.
    mutating func views(_ argument: CallArgument?, _ scope: Scope) -> [ViewNode] {
        guard let argument else { return [] }
        switch argument.value {
        case .closure(let closure):
            let node = viewNode(from: call(closure, arguments: [], expectsViews: true), expression: argument.expression, scope: scope)
            return [node]
        case .null:
            return []
        default:
            return [viewNode(from: argument.value, expression: argument.expression, scope: scope)]
        }
    }

    func slotted(_ nodes: [ViewNode], _ slot: Slot) -> [ViewNode] {
        nodes.map { node in
            var node = node
            node.slot = slot
            return node
        }
    }

    /// A control's label: its title string, or its `label:` / content closure.
    mutating func controlLabel(_ builder: inout ViewBuilderArguments, _ scope: Scope) -> [ViewNode] {
        if let title = builder.titleText(slot: .label) { return title + (builder.iconImage() ?? []) }
        return slotted(views(builder.take("label"), scope) + views(builder.take(nil), scope), .label)
    }
}

extension Interpreter {
    /// `value` written in the format style `format`: `.number` as the number, `.percent` as a
    /// hundred times it with "%" (Foundation's `FloatingPointFormatStyle`); another format, or a
    /// value not known here, is unknown.
    static func formatted(_ value: Value?, as format: Value) -> Value {
        guard let number = value?.asDouble, number.isFinite, case .enumCase(let name, let arguments) = format, arguments.isEmpty else {
            return .unknown(reason: value?.unknownReason ?? "value shown in a format the audit does not apply")
        }
        switch name {
        case "number": return .string(number.compactDescription)
        case "percent": return .string((number * 100).compactDescription + "%")
        default: return .unknown(reason: "value shown in the format `.\(name)`")
        }
    }
}
