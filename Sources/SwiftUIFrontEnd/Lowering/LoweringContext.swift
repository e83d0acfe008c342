import AccessibilityTree

/// What a view inherits from the views around it while it is lowered: SwiftUI's environment
/// for text (font, line limit, colours), enabled state and control styles.
struct LoweringContext {
    var settings: AccessibilitySettings
    /// The content size in effect after `.dynamicTypeSize` clamps.
    var contentSize: ContentSizeCategory
    var maximumContentSize: ContentSizeCategory?
    var font: VisualFacts.Font?
    /// Whether the font in effect was made from a UIKit or AppKit font the front end does not
    /// read (`.font(Font(UIFont.boldAppFont(ofSize: 15)))`): how its text grows with the text
    /// size is not in the code.
    var isFontUnknown = false
    /// Where the font in effect was set (`.font(…)`) in the view being lowered: the line that
    /// sizes a symbol drawn here. Cleared on entering a view of the app's own type.
    var fontSource: SourceLocation?
    /// The outermost modifier of the chain around the view being lowered, by file: in the file
    /// of the view's call, the last modifier written on it there, where a caller hides or labels
    /// a picture that a view of the app's own type draws (`Lowerer.placingPicture`); in another,
    /// one from the body of an app's own modifier (`.subtleShadow()`). Cleared below the chain.
    var callerModifiers: [String: SourceLocation] = [:]
    /// Whether the view being lowered is called in the body of a view of the app's own type (not
    /// the screen's root, nor written directly in a preview).
    var isInsideAppView = false
    var fontWeight: VisualFacts.Weight?
    /// The line limit; nil for unlimited.
    var lineLimit: Int?
    var foregroundColor: String?
    var backgroundColor: String?
    var isDisabled = false
    /// `.textCase(.uppercase)` and friends; section headers in lists default to upper case.
    var textCase: String?
    var pickerStyle: String?
    /// `.labelStyle(.iconOnly)` and friends: whether a `Label` draws its title.
    var labelStyle: String?
    /// `.buttonStyle(.bordered)` and friends: whether a `Button` draws a bezel around its label.
    var buttonStyle: String?
    /// `.controlSize(.large)` and friends: how large a bordered button's bezel is drawn.
    var controlSize: String?
    /// `.progressViewStyle(.circular)`, `.linear`: how a `ProgressView` draws.
    var progressViewStyle: String?
    /// `.tabViewStyle(.page(indexDisplayMode:))`: tab views here page through their tabs, and
    /// show their page index view in this mode (`automatic`, `always`, `never`); nil when they
    /// show a tab bar.
    var pageIndexDisplay: PageIndexDisplay?

    /// Whether a `Button` here draws a bezel around its label (`.bordered`, `.borderedProminent`,
    /// or the Liquid Glass styles Apple documents as similar to them, `.glass` and `.glassProminent`).
    var drawsButtonBezel: Bool { buttonStyle.map(Self.bezelButtonStyles.contains) ?? false }

    /// The button styles that draw a bezel around a button's label: `.glass(_:)` is "similar to
    /// the bordered style", `.glassProminent` "similar to the borderedProminent style" (Apple,
    /// `PrimitiveButtonStyle.glass(_:)`, `.glassProminent`).
    static let bezelButtonStyles: Set<String> = ["bordered", "borderedProminent", "glass", "glassProminent"]
    var isSectionHeader = false
    /// The width of the nearest scroll view, which `.containerRelativeFrame(.horizontal)` fills.
    var containerWidth: Double?
    /// The width offered to the views lowered here at the size text is judged at (AX3), into
    /// which a text may grow: the screen's, a list row's, a frame's, less padding and, in a
    /// horizontal stack, its share as the stack lays out at AX3; infinite in a horizontal scroll
    /// view or at a fixed size; nil where unknown. A vertical stack offers its children what it
    /// is offered (SwiftUI proposes a stack's width to each of its children), whatever width the
    /// widest of them ends up taking.
    var offeredWidth: OfferedWidth?
    /// A fixed height from `.frame(height:)` that text must fit in.
    var availableHeight: Double?
    /// Where that height is written.
    var availableHeightSource: SourceLocation?
    /// Inside a view that lays out otherwise at other text sizes (`ViewNode.adaptsToTextSize`,
    /// `ViewThatFits`): what it shows at AX3 is not what was lowered here.
    var adaptsToTextSize = false
    /// While a screen runs, the state holding the enclosing `NavigationStack(path:)`'s path, which
    /// a `NavigationLink(value:)` appends to.
    var navigationPathKey: String?
    /// Inside a `NavigationStack` or `NavigationView`, where a `NavigationLink(destination:)` pushes.
    var isInNavigationStack = false

    init(settings: AccessibilitySettings) {
        self.settings = settings
        self.contentSize = settings.contentSize
    }

    /// The font in effect: the explicit one, else Body.
    var effectiveFont: VisualFacts.Font { font ?? .textStyle(.body) }

    /// Point size and line height of the font in effect at the content size in effect.
    var textMetrics: (size: Double, lineHeight: Double) {
        switch effectiveFont {
        case .textStyle(let style):
            return (TextMetrics.pointSize(style, at: contentSize), TextMetrics.lineHeight(style, at: contentSize))
        case .fixed(let size):
            return (size, TextMetrics.lineHeight(forFixedSize: size))
        case .scaled(let size, let style):
            let scaled = size * TextMetrics.scale(for: style, at: contentSize)
            return (scaled, TextMetrics.lineHeight(forFixedSize: scaled))
        }
    }

    var isBold: Bool {
        settings.boldText || [.semibold, .bold, .heavy, .black].contains(fontWeight ?? .regular)
    }

    /// The visual facts an element drawn in this context carries.
    func visualFacts(text: String?, isTruncated: Bool?) -> VisualFacts {
        VisualFacts(foregroundColor: foregroundColor, backgroundColor: backgroundColor, font: font ?? .textStyle(.body),
                    fontWeight: fontWeight, lineLimit: lineLimit, maximumContentSize: maximumContentSize,
                    text: text, isTruncated: isTruncated)
    }
}
