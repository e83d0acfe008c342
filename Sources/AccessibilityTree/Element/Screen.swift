/// Everything on screen at one moment: the accessibility tree an assistive technology walks.
///
/// `SnapshotCodec` makes it `Codable` in the snapshot format (`docs/snapshot-format.md`).
public struct Screen: Hashable, Sendable {
    /// A name for people: the view or screen the tree came from ("Exceptional Dogs").
    public var name: String?
    /// The root container; its children are the top-level elements.
    public var root: AccessibilityElement
    /// The screen's size in points (an iPhone 15's 393×852 by default).
    public var size: Size
    /// The settings the tree was built under (a front end lays out differently at AX5).
    public var settings: AccessibilitySettings
    /// Where the screen was declared, when a front end knows it.
    public var source: SourceLocation?
    /// A column that fits at this screen's text size and runs past its edge at an accessibility
    /// size without scrolling, where a front end worked it out (`ContentBeyondScreen`).
    public var contentBeyondScreen: ContentBeyondScreen?
    /// A preview that lays several views of one kind side by side (a component in its variants,
    /// a sheet of styles), not a screen of the app: the app never shows them together, so
    /// nothing a person meets on one screen is shared across them (set by the SwiftUI front end).
    public var isPreviewArrangement: Bool

    public static let defaultSize = Size(width: 393, height: 852)

    public init(name: String? = nil, root: AccessibilityElement, size: Size = Screen.defaultSize,
                settings: AccessibilitySettings = AccessibilitySettings(), source: SourceLocation? = nil,
                contentBeyondScreen: ContentBeyondScreen? = nil, isPreviewArrangement: Bool = false) {
        self.name = name
        self.root = root
        self.size = size
        self.settings = settings
        self.source = source
        self.contentBeyondScreen = contentBeyondScreen
        self.isPreviewArrangement = isPreviewArrangement
    }

    /// A preview arrangement (`isPreviewArrangement`) whose root holds `elements` in the given order.
    public static func previewArrangement(elements: [AccessibilityElement]) -> Screen {
        var screen = Screen(name: "Preview", elements: elements)
        screen.isPreviewArrangement = true
        return screen
    }

    /// A screen whose root holds `elements` in the given order.
    public init(name: String? = nil, elements: [AccessibilityElement], size: Size = Screen.defaultSize,
                settings: AccessibilitySettings = AccessibilitySettings()) {
        self.init(
            name: name,
            root: .container(id: "root", children: elements,
                             frame: Rect(origin: .zero, size: size)),
            size: size, settings: settings)
    }
}
