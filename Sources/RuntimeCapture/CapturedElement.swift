import AccessibilityTree

/// One element as a UI-test capture records it, before it is mapped to the accessibility tree:
/// the attributes XCUITest (`XCUIElement.AttributeName`) and WebDriverAgent expose, each nil
/// where the capture does not carry it.
///
/// The three readers (`PageSourceReader`, `DebugDescriptionReader`, `SnapshotDictionaryReader`)
/// make these; `CaptureLowering` turns them into `AccessibilityElement`s by one table
/// (docs/runtime-capture.md, Mapping).
public struct CapturedElement: Hashable, Sendable {
    /// `XCUIElement.ElementType`; nil for a type name this version does not know (kept in `typeName`).
    public var type: ElementType?
    /// The type as written (`XCUIElementTypeButton`, `Button`, `9`), for messages and unknown types.
    public var typeName: String
    public var identifier: String?
    public var label: String?
    public var value: String?
    public var title: String?
    public var placeholderValue: String?
    public var frame: Rect?
    public var isEnabled: Bool?
    public var isSelected: Bool?
    public var hasFocus: Bool?
    /// WebDriverAgent's `visible`: on screen, read from the accessibility layer.
    public var isVisible: Bool?
    /// WebDriverAgent's `accessible`: an accessibility element with no accessibility element
    /// above it, the element VoiceOver focuses.
    public var isAccessible: Bool?
    /// WebDriverAgent's `traits` (recent versions): `UIAccessibilityTraits` by name.
    public var traits: Traits?
    /// Names in `traits` that `Traits.webDriverAgentNames` does not know: the traits are then unknown.
    public var unknownTraitNames: [String] = []
    /// WebDriverAgent's `customActions`, when the page source includes them.
    public var customActions: [String]?
    public var children: [CapturedElement]
    /// Where the element is written in the capture.
    public var source: SourceLocation?

    public init(type: ElementType?, typeName: String, identifier: String? = nil, label: String? = nil,
                value: String? = nil, title: String? = nil, placeholderValue: String? = nil, frame: Rect? = nil,
                isEnabled: Bool? = nil, isSelected: Bool? = nil, hasFocus: Bool? = nil, isVisible: Bool? = nil,
                isAccessible: Bool? = nil, traits: Traits? = nil, customActions: [String]? = nil,
                children: [CapturedElement] = [], source: SourceLocation? = nil) {
        self.type = type
        self.typeName = typeName
        self.identifier = identifier
        self.label = label
        self.value = value
        self.title = title
        self.placeholderValue = placeholderValue
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.hasFocus = hasFocus
        self.isVisible = isVisible
        self.isAccessible = isAccessible
        self.traits = traits
        self.customActions = customActions
        self.children = children
        self.source = source
    }

    /// An element of a known type.
    public init(_ type: ElementType, label: String? = nil, value: String? = nil, frame: Rect? = nil,
                children: [CapturedElement] = []) {
        self.init(type: type, typeName: type.name, label: label, value: value, frame: frame, children: children)
    }
}
