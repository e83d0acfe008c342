import AccessibilityTree

/// The member names each kind of object in a snapshot accepts; anything else is rejected as a
/// likely typo. `docs/snapshot.schema.json` lists the same names (a test keeps them in sync).
public enum SnapshotKeys {
    public static let document = ["$schema", "format", "version", "screen", "screens"]
    public static let screen = ["name", "size", "settings", "root", "source", "contentBeyondScreen", "isPreviewArrangement"]
    public static let contentBeyondScreen = ["source", "size", "height", "heightAtSize", "room"]
    public static let element = [
        "id", "label", "value", "hint", "traits", "frame", "activationPoint", "customActions",
        "standardActions", "customRotors", "children", "isAccessibilityElement", "isHidden", "isModal", "containerType",
        "childOrder", "sortPriority", "headingLevel", "headerElementIDs", "directTouch", "inputLabels",
        "identifier", "language", "largeContent", "respondsToUserInteraction", "gestures", "source", "contentPassedAt",
        "symbolNameLabel", "tapSource", "tapReachesOthers", "elementsListedAt",
        "visual", "unresolved", "stateDependentTraits", "customContent", "dragDropPoints", "ignoresInvertColors",
        "speech", "relations", "behaviors",
    ]
    public static let settings = [
        "contentSize", "boldText", "reduceMotion", "reduceTransparency", "increaseContrast",
        "differentiateWithoutColor", "onOffLabels", "buttonShapes", "colorFilter", "darkMode",
        "voiceOverRunning", "speaksHints",
    ]
    public static let rect = ["x", "y", "width", "height"]
    public static let point = ["x", "y"]
    public static let size = ["width", "height"]
    public static let source = ["file", "line", "column"]
    public static let customAction = ["name", "source"]
    public static let customRotor = ["name", "systemType", "entries", "source"]
    public static let rotorEntry = ["target", "label"]
    public static let directTouch = ["options"]
    public static let largeContent = ["title", "imageName"]
    public static let symbolNameLabel = ["symbol", "isInControlLabel"]
    public static let customContent = ["label", "value", "importance"]
    public static let dragDropPoint = ["kind", "name", "point"]
    public static let speech = [
        "textContentType", "alwaysIncludesPunctuation", "spellsOutCharacters", "adjustedPitch", "announcementsQueued",
    ]
    public static let relation = ["kind", "id", "namespace"]
    public static let visual = [
        "foregroundColor", "backgroundColor", "font", "fontWeight", "lineLimit", "explicitSize",
        "maximumContentSize", "text", "isTruncated", "cutOffAtAccessibilitySize", "cutOffByHeightAt",
        "decidedSize", "interfaceFixedFonts", "fontsNotAdjusting",
    ]
    public static let decidedSize = ["source", "width", "height"]
    public static let unadjustedFont = ["source", "buttonTitle"]
    public static let interfaceFixedFont = ["source", "size"]
    public static let font = ["size", "relativeTo"]
    public static let behavior = [
        "activate", "increment", "decrement", "escape", "magicTap", "customActions", "scroll", "values",
        "wrapsValues",
    ]
    /// The keys each effect kind accepts besides `effect`.
    public static let effects: [(kind: String, keys: [String])] = [
        ("setValue", ["value", "target"]),
        ("stepValue", ["values", "by", "wraps", "target"]),
        ("show", ["target"]),
        ("hide", ["target"]),
        ("setTraits", ["traits", "target"]),
        ("clearTraits", ["traits", "target"]),
        ("toggleTraits", ["traits", "target"]),
        ("setLabel", ["label", "target"]),
        ("navigate", ["screen", "presentation", "notification", "focus"]),
        ("back", ["notification", "focus"]),
        ("dismiss", ["notification", "focus"]),
        ("announce", ["text", "priority"]),
        ("pageScrolled", ["text"]),
        ("screenChanged", ["focus"]),
        ("layoutChanged", ["focus"]),
    ]
    /// The names of the direct touch options, as `DirectTouch.Options` calls them.
    public static let directTouchOptions: [(name: String, option: DirectTouch.Options)] = [
        ("silentOnTouch", .silentOnTouch), ("requiresActivation", .requiresActivation),
    ]
    /// The names of `ChildOrder`'s cases.
    public static let childOrders: [(name: String, option: ChildOrder)] = [("given", .given), ("frame", .frame)]
    /// The values of an effect's `notification`.
    public static let navigationNotifications = ["screenChanged", "layoutChanged", "none"]
}
