/// One node of the accessibility tree: an element VoiceOver can focus, or a container of them.
///
/// The properties are UIKit's informal `UIAccessibility` protocol and SwiftUI's modifiers,
/// as a value. A node with `isAccessibilityElement == false` is a container: assistive
/// technologies visit its children instead of it. `SnapshotCodec` makes it `Codable` in the
/// snapshot format (`docs/snapshot-format.md`).
public struct AccessibilityElement: Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: Traits
    /// Screen points; `nil` where no front end could place it.
    public var frame: Rect?
    /// Where a double tap lands; the centre of `frame` when nil (`accessibilityActivationPoint`).
    public var activationPoint: Point?
    public var customActions: [CustomAction]
    /// The escape and magic tap this element handles itself; VoiceOver offers either gesture to
    /// the focused element first, then to its ancestors.
    public var standardActions: [StandardAction]
    public var customRotors: [CustomRotor]
    public var children: [AccessibilityElement]
    /// Whether assistive technologies focus this node itself rather than its children.
    public var isAccessibilityElement: Bool
    /// `accessibilityElementsHidden` / `accessibilityHidden(true)`: the node and its subtree are skipped.
    public var isHidden: Bool
    /// `accessibilityViewIsModal` / `.isModal`: siblings are ignored while this is on screen.
    public var isModal: Bool
    public var containerType: ContainerType
    /// How the children are ordered for navigation.
    public var childOrder: ChildOrder
    /// SwiftUI `accessibilitySortPriority`: higher first among siblings; nil is 0.
    public var sortPriority: Double?
    /// The heading level 1…6 where given (`accessibilityHeading(.h2)`).
    public var headingLevel: Int?
    public var headerElementIDs: [ElementID]
    public var directTouch: DirectTouch?
    /// Names Voice Control accepts (`accessibilityUserInputLabels`); empty means the label.
    public var inputLabels: [String]
    /// `accessibilityIdentifier`: for tests, never spoken.
    public var identifier: String?
    /// BCP-47 language of label, value and hint.
    public var language: String?
    public var largeContent: LargeContent?
    /// `accessibilityRespondsToUserInteraction`; nil derives it from traits and actions.
    public var respondsToUserInteraction: Bool?
    /// Gesture recognisers the app attached (a tap on an image, a drag on a canvas).
    public var gestures: [Gesture]
    public var source: SourceLocation?
    /// Where the caller of a view of the app's own type wrote, as a literal, the content this
    /// element shows and no label replaces (the name of a symbol without a description passed to
    /// the view): the line a developer changes, when it is not `source`'s. Nil otherwise.
    public var contentPassedAt: SourceLocation?
    /// The SF Symbol whose name's words make this element's whole label, when the front end knows
    /// no description for it. Nil for any other label.
    public var symbolNameLabel: SymbolNameLabel?
    /// Where the tap gesture this element answers was added (`.onTapGesture` on its own view, or
    /// on a view around it: a card, a stack, a view of the app's own type), the nearest one, when
    /// the element does not act on its own: VoiceOver's double tap lands on the element and runs
    /// that gesture. The elements one tap on a view around them reaches share it. Nil for an
    /// element with no tap, and for a control that handles its own activation.
    public var tapSource: SourceLocation?
    /// Whether the tap at `tapSource` reaches other elements too: one `.onTapGesture` on a view
    /// around them (a card's texts and pictures), not one on the element's own view. The same
    /// code drawn several times (rows of a list) makes elements that share a `tapSource` but not
    /// a tap.
    public var tapReachesOthers: Bool = false
    /// Where the code lists a UIKit container's elements for assistive technologies
    /// (`accessibilityElements` set, or the last statement of its getter): the line a fix that
    /// adds a control left out of the list edits. The controls left out are its children too,
    /// hidden (`isHidden`): on screen, but out of the list. Nil for any other element.
    public var elementsListedAt: SourceLocation?
    public var visual: VisualFacts?
    /// What a front end could not evaluate about this element (an unknown view, a value computed
    /// at run time); rules report such elements as needing review rather than guessing.
    public var unresolved: [Unresolved]
    /// Traits the source adds only in a state other than the one shown
    /// (`.accessibilityAddTraits(isFavorite ? .isSelected : [])` while the dog is not a favourite):
    /// one preview shows one state, yet in the other the trait tells VoiceOver users the state.
    public var stateDependentTraits: Traits
    /// Extra information kept out of the label, spoken or offered in the More Content rotor
    /// (`accessibilityCustomContent`).
    public var customContent: [CustomContent]
    /// Drag sources and drop points, offered in the Actions rotor after the custom actions.
    public var dragDropPoints: [DragDropPoint]
    /// `accessibilityIgnoresInvertColors`: Smart Invert leaves the view's pixels as they are
    /// (photos, video).
    public var ignoresInvertColors: Bool
    /// How VoiceOver pronounces the text (content type, punctuation, spelling, pitch, queueing).
    public var speech: SpeechAttributes?
    /// Linked groups and labelled pairs the element belongs to.
    public var relations: [ElementRelation]

    public init(
        id: ElementID,
        label: String? = nil,
        value: String? = nil,
        hint: String? = nil,
        traits: Traits = [],
        frame: Rect? = nil,
        activationPoint: Point? = nil,
        customActions: [CustomAction] = [],
        standardActions: [StandardAction] = [],
        customRotors: [CustomRotor] = [],
        children: [AccessibilityElement] = [],
        isAccessibilityElement: Bool = true,
        isHidden: Bool = false,
        isModal: Bool = false,
        containerType: ContainerType = .none,
        childOrder: ChildOrder = .given,
        sortPriority: Double? = nil,
        headingLevel: Int? = nil,
        headerElementIDs: [ElementID] = [],
        directTouch: DirectTouch? = nil,
        inputLabels: [String] = [],
        identifier: String? = nil,
        language: String? = nil,
        largeContent: LargeContent? = nil,
        respondsToUserInteraction: Bool? = nil,
        gestures: [Gesture] = [],
        tapSource: SourceLocation? = nil,
        tapReachesOthers: Bool = false,
        source: SourceLocation? = nil,
        visual: VisualFacts? = nil,
        unresolved: [Unresolved] = [],
        stateDependentTraits: Traits = [],
        customContent: [CustomContent] = [],
        dragDropPoints: [DragDropPoint] = [],
        ignoresInvertColors: Bool = false,
        speech: SpeechAttributes? = nil,
        relations: [ElementRelation] = []
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.activationPoint = activationPoint
        self.customActions = customActions
        self.standardActions = standardActions
        self.customRotors = customRotors
        self.children = children
        self.isAccessibilityElement = isAccessibilityElement
        self.isHidden = isHidden
        self.isModal = isModal
        self.containerType = containerType
        self.childOrder = childOrder
        self.sortPriority = sortPriority
        self.headingLevel = headingLevel
        self.headerElementIDs = headerElementIDs
        self.directTouch = directTouch
        self.inputLabels = inputLabels
        self.identifier = identifier
        self.language = language
        self.largeContent = largeContent
        self.respondsToUserInteraction = respondsToUserInteraction
        self.gestures = gestures
        self.tapSource = tapSource
        self.tapReachesOthers = tapReachesOthers
        self.source = source
        self.visual = visual
        self.unresolved = unresolved
        self.stateDependentTraits = stateDependentTraits
        self.customContent = customContent
        self.dragDropPoints = dragDropPoints
        self.ignoresInvertColors = ignoresInvertColors
        self.speech = speech
        self.relations = relations
    }

    /// A container: not focusable itself, its children are.
    public static func container(
        id: ElementID, children: [AccessibilityElement], frame: Rect? = nil,
        containerType: ContainerType = .none, childOrder: ChildOrder = .given,
        label: String? = nil, isModal: Bool = false
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: id, label: label, frame: frame, children: children, isAccessibilityElement: false,
            isModal: isModal, containerType: containerType, childOrder: childOrder)
    }

    /// The point a double tap lands on: `activationPoint`, else the centre of `frame`.
    public var effectiveActivationPoint: Point? { activationPoint ?? frame?.center }

    /// Whether Voice Control, Switch Control and Full Keyboard Access treat it as interactive:
    /// the explicit value, else derived from traits, actions and gestures (UIKit header:
    /// "notEnabled ⇒ NO"; SwiftUI infers it from traits, actions or gestures).
    public var isInteractive: Bool {
        if let respondsToUserInteraction { return respondsToUserInteraction }
        return isTouchTarget || !traits.contains(.notEnabled) && !customActions.isEmpty
    }

    /// Whether a finger activates it: interactive by its traits, gestures or direct touch. An
    /// element whose only actions are custom actions (a list row's Delete from `.onDelete`) is
    /// interactive but no touch target: VoiceOver's Actions rotor and Switch Control's menu run
    /// those actions, and the touch that offers them lands on the whole row.
    public var isTouchTarget: Bool {
        if let respondsToUserInteraction { return respondsToUserInteraction }
        if traits.contains(.notEnabled) { return false }
        let interactiveTraits: Traits = [.button, .link, .adjustable, .toggle, .searchField, .textEntry,
                                         .keyboardKey, .allowsDirectInteraction, .tabButton, .backButton]
        return !traits.isDisjoint(with: interactiveTraits) || !gestures.isEmpty || directTouch != nil
    }
}
