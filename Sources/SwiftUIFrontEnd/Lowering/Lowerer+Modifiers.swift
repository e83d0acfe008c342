import AccessibilityTree
import SwiftSyntaxSupport

extension Lowerer {
    /// Lowers the view inside `modifier` (in the context and frame the modifier gives it) and
    /// applies the modifier's accessibility effect to the elements it produced.
    mutating func lowerModifier(_ modifier: AppliedModifier, _ child: ViewNode, _ context: LoweringContext, _ frame: Rect,
                                path: String) -> [Lowered] {
        var inner = context.applying(modifier)
        var childFrame = frame
        switch modifier.name {
        case "padding":
            let insets = EdgeInsetsValue(modifier)
            childFrame = Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                              width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
            if let outer = context.offeredWidth {
                inner.offeredWidth = OfferedWidth(computing: { outer.width.map { max(0, $0 - insets.horizontal) } })
            }
        case "frame":
            let value = FrameValue(modifier)
            let size = Layout.measure(child, inner, value.proposal(for: ProposedSize(width: frame.width, height: frame.height)))
            let outer = context.offeredWidth
            inner.offeredWidth = OfferedWidth(computing: { value.proposal(for: ProposedSize(width: outer?.width, height: nil)).width })
            let width = min(size.width, frame.width), height = min(size.height, frame.height)
            let x: Double = switch value.alignment {
            case "leading", "topLeading", "bottomLeading": frame.minX
            case "trailing", "topTrailing", "bottomTrailing": frame.maxX - width
            default: frame.midX - width / 2
            }
            childFrame = Rect(x: x, y: frame.midY - height / 2, width: width, height: height)
        case "fixedSize" where modifier.argument("horizontal")?.value.asBool != false:
            // At its ideal width, whatever it is offered.
            inner.offeredWidth = OfferedWidth(.infinity)
        case "offset":
            let dx = modifier.argument("x")?.value.asDouble ?? 0, dy = modifier.argument("y")?.value.asDouble ?? 0
            childFrame = frame.offsetBy(dx: dx, dy: dy)
        default:
            break
        }
        var items = lower(child, inner, childFrame, path: path)
        if modifier.name == "frame" {
            let value = FrameValue(modifier)
            items = Self.recordingExplicitSize(value, frame, items)
            items = Self.recordingDecidedSize(value, at: modifier.source, filling: frame, items)
            items = Self.undecidingRunTimeSides(value, of: modifier, items)
        }
        if modifier.name == "buttonStyle", let source = modifier.source,
           LoweringContext.bezelButtonStyles.contains(modifier.first?.value.enumName ?? "") {
            items = Self.recordingDecidedSize(width: false, height: true, at: source, items)
        }
        var result = applyEffect(of: modifier, to: items, child, context, frame, path: path)
        if handlers != nil {
            recordHandlers(of: modifier, on: result)
            recordViewHandlers(of: modifier, frame: frame, path: path)
            result = recordScrollPosition(of: modifier, on: result)
        }
        return result
    }

    private mutating func applyEffect(of modifier: AppliedModifier, to items: [Lowered], _ child: ViewNode,
                                      _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        let first = modifier.first
        // Every `isEnabled:` overload (iOS 18) leaves the view unchanged when it is false.
        if modifier.name.hasPrefix("accessibility"), modifier.argument("isEnabled")?.value.asBool == false { return items }
        switch modifier.name {
        case "accessibilityElement":
            return AccessibilityGrouping.group(items, behaviour: modifier.argument("children")?.value.enumName ?? "ignore",
                                               id: ElementID(path), frame: frame, source: child.source)
        case "accessibilityLabel" where AccessibilityLabelProxy.isContent(first):
            guard let content = first?.value.asView else { return items }
            let parts = lower(content, context, frame, path: path + "/label").flatMap(\.visibleLeaves).compactMap(\.element.label)
            return updating(items, child, frame, path: path, createsElement: true) { element in
                element.label = AccessibilityLabelProxy.label(from: parts, existing: element.label)
                element.symbolNameLabel = nil
            }
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
            guard first?.label == nil, let text = Self.text(of: first) else { return items }
            return updating(items, child, frame, path: path, createsElement: true) { element in
                switch modifier.name {
                case "accessibilityLabel":
                    // Keep the drawn text when the label replaces it (Voice Control matches what is seen).
                    if var visual = element.visual, visual.text == nil, let drawn = element.label, drawn != text.text {
                        visual.text = drawn
                        element.visual = visual
                    }
                    element.label = text.text
                    // The label given replaces the symbol's reading.
                    element.symbolNameLabel = nil
                case "accessibilityValue": element.value = text.text
                default: element.hint = text.text
                }
                if let reason = text.unresolved {
                    // What the run-time text leaves open is the fact this modifier sets.
                    let fact: Unresolved.Fact = switch modifier.name {
                    case "accessibilityLabel": .label
                    case "accessibilityValue": .value
                    default: .hint
                    }
                    element.unresolved.append(Unresolved(fact, reason: reason.reason))
                }
            }
        case "accessibilityHidden", "hidden":
            guard modifier.name == "hidden" || first?.value.asBool != false else { return items }
            return items.map { item in
                var item = item
                item.element.isHidden = true
                return item
            }
        case "opacity":
            guard first?.value.asDouble == 0 else { return items }
            return items.map { item in
                var item = item
                item.element.isHidden = true
                return item
            }
        case "accessibilityAddTraits", "accessibilityRemoveTraits":
            let (named, isModal) = SwiftUITraits.traits(from: first?.value)
            let sourceText = first?.sourceText ?? ""
            // A choice made at run time adds for sure what both of its choices add.
            let traits = first?.value.isUnknown == true ? named.union(SwiftUITraits.traitsInEveryChoice(of: sourceText)) : named
            let dependent = SwiftUITraits.stateDependentTraits(in: sourceText, added: traits)
            let updated = updating(items, child, frame, path: path, createsElement: modifier.name == "accessibilityAddTraits") { element in
                if modifier.name == "accessibilityAddTraits" {
                    element.traits.formUnion(traits)
                    element.stateDependentTraits.formUnion(dependent.reduce(Traits()) { $0.union($1.trait) })
                    element.unresolved += dependent.map { Unresolved(.traits, reason: "depends on state: .\($0.name) (`\(sourceText)`)") }
                    if isModal { element.isModal = true }
                } else {
                    element.traits.subtract(traits)
                    if isModal { element.isModal = false }
                }
            }
            return modifier.name == "accessibilityAddTraits" ? Self.markingActivationTraitsAdded(updated, before: items) : updated
        case "accessibilitySortPriority":
            guard let priority = first?.value.asDouble else { return items }
            return updating(items, child, frame, path: path, createsElement: false) { $0.sortPriority = priority }
        case "accessibilityIdentifier":
            guard let identifier = Self.text(of: first)?.text else { return items }
            return updating(items, child, frame, path: path, createsElement: false) { $0.identifier = identifier }
        case "accessibilityHeading":
            let level = first?.value.enumName.flatMap { $0.hasPrefix("h") ? Int($0.dropFirst()) : nil }
            return updating(items, child, frame, path: path, createsElement: false) { element in
                element.headingLevel = level
                element.traits.insert(.header)
            }
        case "accessibilityInputLabels":
            let labels = (Interpreter.elements(of: first?.value ?? .null) ?? []).compactMap { value -> String? in
                Self.text(of: AppliedModifier.Argument(label: nil, value: value, sourceText: ""))?.text
            }
            return updating(items, child, frame, path: path, createsElement: false) { $0.inputLabels = labels }
        case "accessibilityRespondsToUserInteraction":
            let responds = first?.value.asBool ?? true
            return updating(items, child, frame, path: path, createsElement: false) { $0.respondsToUserInteraction = responds }
        case "accessibilityAdjustableAction":
            return updating(items, child, frame, path: path, createsElement: true) { $0.traits.insert(.adjustable) }
        case "accessibilityZoomAction":
            return updating(items, child, frame, path: path, createsElement: true) { $0.traits.insert(.supportsZoom) }
        case "accessibilityAction":
            // `named: "New Message"`, or `action: { … } label: { Label("New Message", …) }`.
            let labelView = modifier.argument("label")?.value.asView
            let labelText = labelView.flatMap { view in
                lower(view, context, frame, path: path + "/actionLabel").flatMap(\.visibleLeaves).compactMap(\.element.label).first
            }
            guard let name = Self.text(of: modifier.argument("named"))?.text ?? labelText else {
                // The default action (`.accessibilityAction { zoomIn() }`) is what an activation
                // does: a double tap it repeats is reached as a tap is, by VoiceOver's double tap,
                // Switch Control's select and Voice Control's "tap".
                let kind = modifier.first?.value.enumName ?? "default"
                if let standard = StandardAction(rawValue: kind) {
                    return updating(items, child, frame, path: path, createsElement: true) { element in
                        if !element.standardActions.contains(standard) { element.standardActions.append(standard) }
                    }
                }
                guard kind == "default" else { return items }
                return items.map { item in
                    var item = item
                    item.element.gestures = item.element.gestures.map { $0 == .doubleTap ? .tap : $0 }.uniqued
                    return item
                }
            }
            let action = CustomAction(name: name, source: modifier.source)
            return updating(items, child, frame, path: path, createsElement: true) { $0.customActions.append(action) }
        case "accessibilityActions", "swipeActions":
            guard let content = modifier.arguments.lazy.compactMap(\.value.asView).first else { return items }
            let names = lower(content, context, frame, path: path + "/actions").flatMap(\.visibleLeaves).compactMap(\.element.label)
            let actions = names.map { CustomAction(name: $0, source: modifier.source) }
            return updating(items, child, frame, path: path, createsElement: true) { $0.customActions += actions }
        case "accessibilityActivationPoint":
            return updating(items, child, frame, path: path, createsElement: false) { element in
                element.activationPoint = ActivationPoint.point(from: first?.value, in: element.frame ?? frame)
            }
        case "accessibilityDirectTouch":
            guard modifier.arguments.first(where: { $0.label == nil })?.value.asBool != false else { return items }
            let options = DirectTouchOptions.options(from: modifier.argument("options")?.value)
            return updating(items, child, frame, path: path, createsElement: true) { element in
                element.directTouch = DirectTouch(options: options)
                element.traits.insert(.allowsDirectInteraction)
            }
        case "accessibilityRotor":
            guard var rotor = CustomRotorValue.rotor(from: modifier) else { return items }
            rotor.entries = Self.rotorEntries(of: modifier, in: items)
            if items.count > 1 {
                // A rotor on a stack belongs to the stack, as UIKit's on a superview: one
                // container around its elements carries it.
                var container = AccessibilityElement.container(id: ElementID(path), children: [], frame: frame)
                container.source = child.source
                container.customRotors = [rotor]
                return [Lowered(element: container, children: items)]
            }
            return updating(items, child, frame, path: path, createsElement: false) { $0.customRotors.append(rotor) }
        case "accessibilityShowsLargeContentViewer":
            var title: String?
            var imageName: String?
            if let content = modifier.arguments.lazy.compactMap(\.value.asView).first {
                let leaves = lower(content, context, frame, path: path + "/largeContent").flatMap(\.visibleLeaves)
                title = leaves.compactMap(\.element.label).first
                imageName = Self.symbolName(in: content)
            }
            return updating(items, child, frame, path: path, createsElement: false) { element in
                element.largeContent = LargeContent(title: title ?? element.label, imageName: imageName)
            }
        case "accessibilityRepresentation":
            guard let content = first?.value.asView else { return items }
            return lower(content, context, frame, path: path)
        case "accessibilityChildren":
            guard let content = first?.value.asView else { return items }
            let synthetic = lower(content, context, frame, path: path + "/children")
            var container = items.count == 1 ? items[0] : Lowered(element: AccessibilityElement(id: ElementID(path), frame: frame, source: child.source))
            container.element.isAccessibilityElement = false
            container.children = synthetic
            return [container]
        case "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture":
            if GestureKind.isInert(modifier) { return items }
            // A long press that runs nothing in the app people install is no control.
            if modifier.name == "onLongPressGesture", let handler = GestureKind.tapHandler(of: modifier),
               EmptyHandler.runsNothing(handler) { return items }
            let gesture = GestureKind.gesture(modifier)
            if gesture == .tap, let handler = GestureKind.tapHandler(of: modifier) {
                // Only putting the keyboard away: no control for the elements under it.
                if KeyboardDismissal.onlyEndsEditing(handler) { return items }
                // Answered by nothing (`.onTapGesture {}`): the elements under it take no tap from a
                // view around them either.
                if modifier.name == "onTapGesture", EmptyHandler.runsNothing(handler) {
                    return Self.recordingTapSource(modifier.source, on: items)
                }
            }
            // A tap or a drag on the screen's scrolling content (`holdsScreenContent`) is no
            // control of its elements, nor of the list or scroll view itself, also while what
            // it scrolls is not known (Lowerer+GestureCarrier).
            if gesture == .tap || gesture == .drag, child.holdsScreenContent { return items }
            if items.isEmpty {
                // A drawn control (shapes with a drag) exposes nothing to VoiceOver, but the
                // gesture is still there for the audit: a non-focusable element carries it, as
                // UIKit's view with a recogniser and `isAccessibilityElement = false`.
                return [Lowered(element: AccessibilityElement(id: ElementID(path), frame: frame, isAccessibilityElement: false,
                                                              gestures: [gesture], source: child.source,
                                                              unresolved: child.unresolved))]
            }
            if gesture != .tap, items.count > 1 {
                return Self.carryingGesture(gesture, of: modifier, over: items, child, frame, path: path)
            }
            let reached = updating(items, child, frame, path: path, createsElement: false) { element in
                // An element answering a nearer tap (one that runs nothing, too) takes no tap from here.
                if gesture == .tap, element.tapSource != nil { return }
                if !element.gestures.contains(gesture) { element.gestures.append(gesture) }
                // A container SwiftUI draws (a list, a stack) has no place of its own: the gesture's is where its fix goes.
                if element.source == nil { element.source = modifier.source }
            }
            guard gesture == .tap else { return reached }
            return Self.recordingTapSource(modifier.source, on: reached, tappedFrame: child.takesTouchAcrossItsFrame ? frame : nil)
        case "overlay", "background", "safeAreaInset":
            guard let content = modifier.arguments.lazy.compactMap(\.value.asView).first(where: { !Self.isColorOnly($0) }) else {
                return items
            }
            let size = Layout.measure(content, context, ProposedSize(width: frame.width, height: frame.height))
            if modifier.name == "safeAreaInset" {
                return lowerSafeAreaInset(content, size: size, modifier, items: items, context, frame, path: path)
            }
            let contentFrame = Layout.aligned(Size(width: min(size.width, frame.width), height: min(size.height, frame.height)),
                                            in: frame, alignment: modifier.argument("alignment")?.value.enumName)
            let extra = lower(content, context, contentFrame, path: "\(path)/\(modifier.name)")
            // Nothing drawn over or under the view (an `if` that is false): its order stands.
            if extra.isEmpty { return items }
            if modifier.name == "overlay", Self.isLayer(contentFrame, over: frame) {
                return items + [Self.overlayLayer(extra, frame: contentFrame, source: Self.layerSource(content), path: "\(path)/overlay")]
            }
            return GeometricOrder.sorted(modifier.name == "background" ? extra + items : items + extra)
        case "onDelete":
            // Editable list rows offer Delete in VoiceOver's Actions rotor.
            let action = CustomAction(name: "Delete", source: modifier.source)
            return updating(items, child, frame, path: path, createsElement: false) { $0.customActions.append(action) }
        case "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog":
            recordModal(modifier, path: path)
            return items
        default:
            return applyContentEffect(of: modifier, to: items, child, frame, path: path) ?? items
        }
    }

    /// An overlay drawn over most of its view (a gallery, a custom sheet) as one container after
    /// the view's elements, its own elements in their order inside: VoiceOver meets the layer as a
    /// whole, and it is modal when its content is (`.accessibilityAddTraits(.isModal)`, HIG
    /// Accessibility › VoiceOver; docs/voiceover-speech.md, Navigation order for the order of what lies beneath).
    private static func overlayLayer(_ elements: [Lowered], frame: Rect, source: SourceLocation?, path: String) -> Lowered {
        let isModal = elements.allSatisfy(\.element.isModal)
        // The layer is modal as a whole: its elements, siblings inside it, stay reachable.
        let children = elements.map { item in
            var item = item
            if isModal { item.element.isModal = false }
            return item
        }
        return Lowered(element: AccessibilityElement(id: ElementID(path), frame: frame, isAccessibilityElement: false,
                                                     isModal: isModal, source: source),
                       children: children)
    }

    /// Half the smallest iPhone screen (320×568 pt): an overlay at least this large, and over at
    /// least half its view, is a layer of its own (a gallery, a custom sheet), not a badge.
    static let layerMinimumArea = 320.0 * 568.0 / 2

    private static func isLayer(_ content: Rect, over frame: Rect) -> Bool {
        let area = content.width * content.height
        return area >= layerMinimumArea && area >= frame.width * frame.height / 2
    }

    /// Where a layer's view is written: past the `if`, the view instance and its modifiers, the
    /// stack that holds its elements (where `.accessibilityAddTraits(.isModal)` belongs).
    private static func layerSource(_ content: ViewNode) -> SourceLocation? {
        var node = content
        while node.children.count == 1 { node = node.children[0] }
        return node.source ?? content.source
    }

    /// Applies `change` to each element `items` produced; when there are none and the modifier
    /// makes one (a label on a shape, docs/swiftui-defaults.md, Which views become elements), to a new element for
    /// `child`.
    func updating(_ items: [Lowered], _ child: ViewNode, _ frame: Rect, path: String, createsElement: Bool,
                          _ change: (inout AccessibilityElement) -> Void) -> [Lowered] {
        if items.isEmpty {
            guard createsElement else { return items }
            var element = AccessibilityElement(id: ElementID(path), frame: frame, source: child.source, unresolved: child.unresolved)
            change(&element)
            return [Lowered(element: element)]
        }
        return items.map { item in
            var item = item
            change(&item.element)
            return item
        }
    }

    /// A `.frame` of constant width or height (or a finite maximum) decides that side of the
    /// controls inside it that fill it (`VisualFacts.decidedSize`), whatever their content
    /// measures; a control smaller than the frame keeps the size of what it draws. An infinite
    /// maximum (`.frame(maxWidth: .infinity)`) makes a control that fills it as large as its
    /// container offers, which the code around it decides: that side is no longer the symbol's or
    /// the inner frame's. So is it for a part of a control's label centred in such a frame
    /// (`Label(…).frame(maxWidth: .infinity).labelStyle(.iconOnly)` as a menu's label): the
    /// control draws the frame, whatever the part measures.
    private static func recordingDecidedSize(_ value: FrameValue, at source: SourceLocation?, filling outer: Rect,
                                             _ items: [Lowered]) -> [Lowered] {
        guard let source else { return items }
        return items.map { item in
            guard let size = item.element.frame?.size else { return item }
            let isControl = item.element.isInteractive
            func fills(_ side: Double?, _ measured: Double) -> Bool { side.map { $0.isFinite && abs($0 - measured) < 0.5 } ?? false }
            func grows(_ maximum: Double?, _ measured: Double, _ offered: Double) -> Bool {
                maximum == .infinity && (abs(offered - measured) < 0.5 || (!isControl && offered > measured))
            }
            var item = item
            if !isControl, let width = value.width, let height = value.height, width.isFinite, height.isFinite {
                item.constantFrame = ConstantFrame(source: source, size: Size(width: width, height: height))
            }
            item.element.undeciding(width: value.width == nil && grows(value.maxWidth, size.width, outer.width),
                                    height: value.height == nil && grows(value.maxHeight, size.height, outer.height))
            let width = fills(value.width ?? value.maxWidth, size.width), height = fills(value.height ?? value.maxHeight, size.height)
            return recordingDecidedSize(width: width, height: height, at: source, [item])[0]
        }
    }

    /// `items` with the sides `width` and `height` decided at `source`: a `.frame`, or a
    /// `.buttonStyle(.bordered)` whose height is the system's control height, not the text's.
    private static func recordingDecidedSize(width: Bool, height: Bool, at source: SourceLocation, _ items: [Lowered]) -> [Lowered] {
        guard width || height else { return items }
        return items.map { item in
            var item = item
            item.element.deciding(DecidedSize(source: source, width: width, height: height))
            return item
        }
    }

    /// A fixed `.frame(width:height:)` around text: the size the text cannot grow past
    /// (`VisualFacts.explicitSize`), the unfixed side taken from the layout.
    /// A side the frame sets to a value known only at run time (`.frame(width: dimensions.width)`)
    /// is no longer decided by a part of a control's label it holds (a symbol's font): the frame
    /// decides it, at a size the code does not show. A control inside such a frame keeps the size
    /// it draws, as inside a constant frame larger than it.
    private static func undecidingRunTimeSides(_ value: FrameValue, of modifier: AppliedModifier, _ items: [Lowered]) -> [Lowered] {
        // Written, yet no number (nor infinity) `FrameValue` could read.
        let width = value.width == nil && modifier.argument("width") != nil
        let height = value.height == nil && modifier.argument("height") != nil
        guard width || height else { return items }
        return items.map { item in
            guard !item.element.isInteractive else { return item }
            var item = item
            item.element.undeciding(width: width, height: height)
            return item
        }
    }

    private static func recordingExplicitSize(_ value: FrameValue, _ frame: Rect, _ items: [Lowered]) -> [Lowered] {
        guard value.width != nil || value.height != nil else { return items }
        let size = Size(width: value.width ?? frame.width, height: value.height ?? frame.height)
        return items.map { item in
            var item = item
            if var visual = item.element.visual, visual.explicitSize == nil {
                visual.explicitSize = size
                item.element.visual = visual
            }
            return item
        }
    }

    /// `.safeAreaInset(edge:)`: the inset content sits beside the view, not over it, so the view's
    /// elements keep their order and the inset's come before them (top, leading) or after them
    /// (bottom, trailing), as the bar is laid out.
    private mutating func lowerSafeAreaInset(_ content: ViewNode, size: Size, _ modifier: AppliedModifier, items: [Lowered],
                                             _ context: LoweringContext, _ frame: Rect, path: String) -> [Lowered] {
        let edge = modifier.argument("edge")?.value.enumName ?? "bottom"
        let width = min(size.width, frame.width)
        let height = min(size.height, frame.height)
        let contentFrame: Rect
        switch edge {
        case "top": contentFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        case "leading": contentFrame = Rect(x: frame.minX, y: frame.minY, width: width, height: frame.height)
        case "trailing": contentFrame = Rect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height)
        default: contentFrame = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
        }
        let extra = lower(content, context, contentFrame, path: "\(path)/\(modifier.name)")
        return edge == "top" || edge == "leading" ? extra + items : items + extra
    }

    private static func isColorOnly(_ node: ViewNode) -> Bool {
        if case .shape = node.strippingModifiers.base.primitive { return true }
        return false
    }

    static func symbolName(in node: ViewNode) -> String? {
        if case .image(let source) = node.primitive {
            switch source {
            case .symbol(let name, _, _), .asset(let name): return name
            default: return nil
            }
        }
        return node.children.lazy.compactMap(symbolName(in:)).first
    }
}
