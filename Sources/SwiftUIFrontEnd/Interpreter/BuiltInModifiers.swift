/// The SwiftUI modifiers the interpreter knows, so that only unknown ones are reported.
public enum BuiltInModifiers {
    /// Modifiers whose closures build views (evaluated at once, unlike action closures).
    static let viewBuilderClosures: Set<String> = [
        "overlay", "background", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar",
        "accessibilityRepresentation", "accessibilityChildren", "accessibilityShowsLargeContentViewer", "tabItem",
        "accessibilityActions", "safeAreaInset", "swipeActions", "accessibilityLabel", "mask", "accessibilityRotor",
        "overlayPreferenceValue", "backgroundPreferenceValue",
    ]

    /// Modifiers that draw a second view over or under theirs, by the name of the modifier that
    /// does so directly: Apple, `overlayPreferenceValue(_:_:)`, "Reads the specified preference
    /// value from the view, using it to produce a second view that is applied as an overlay to the
    /// original view" (`backgroundPreferenceValue(_:_:)`, "…as the background of the original view").
    static let layers: [String: String] = ["overlayPreferenceValue": "overlay", "backgroundPreferenceValue": "background"]

    /// Labelled closures that build views in modifiers whose other closures are actions:
    /// `.accessibilityAction { compose() } label: { Label("New Message", systemImage: "plus") }`.
    static let viewBuilderArguments: [String: Set<String>] = ["accessibilityAction": ["label"]]

    /// Whether the closure passed to `modifier` as `label` builds views.
    static func buildsViews(_ modifier: String, argument label: String?) -> Bool {
        viewBuilderClosures.contains(modifier) || label.map { viewBuilderArguments[modifier]?.contains($0) == true } == true
    }

    /// Modifiers that change the environment of the view they wrap, read while evaluating it.
    static let environmentModifiers: Set<String> = ["dynamicTypeSize", "environment"]

    private static let known: Set<String> = [
        // Accessibility (docs/swiftui-defaults.md, Accessibility modifiers).
        "accessibilityElement", "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityHidden",
        "accessibilitySortPriority", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityAction",
        "accessibilityActions", "accessibilityAdjustableAction", "accessibilityActivationPoint",
        "accessibilityDirectTouch", "accessibilityRotor", "accessibilityRotorEntry", "accessibilityInputLabels",
        "accessibilityShowsLargeContentViewer", "accessibilityRepresentation", "accessibilityChildren",
        "accessibilityIdentifier", "accessibilityHeading", "accessibilityRespondsToUserInteraction",
        "accessibilityFocused", "accessibilityScrollAction", "accessibilityZoomAction", "accessibilityCustomContent",
        "accessibilityLinkedGroup", "accessibilityLabeledPair", "accessibilityTextContentType",
        "accessibilityIgnoresInvertColors", "accessibility", "accessibilityLargeContentViewer",
        "accessibilityAddTraits", "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters",
        "speechAdjustedPitch", "speechAnnouncementsQueued", "accessibilityDefaultFocus", "accessibilityDragPoint",
        "accessibilityDropPoint", "accessibilityChartDescriptor",
        // Gestures.
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
        // Text and layout facts.
        "font", "fontWeight", "bold", "italic", "fontDesign", "fontWidth", "lineLimit", "frame", "padding",
        "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "tint", "accentColor", "dynamicTypeSize",
        "disabled", "hidden", "textCase", "labelStyle", "pickerStyle", "toggleStyle", "buttonStyle", "controlSize", "tag",
        "tabItem", "navigationTitle", "toolbar", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
        "overlay", "modifier", "environment", "searchable", "swipeActions", "minimumScaleFactor", "multilineTextAlignment",
        "fixedSize", "layoutPriority", "opacity",
        // Visual or behavioural, with no effect on the accessibility tree.
        "cornerRadius", "clipShape", "clipped", "shadow", "border", "offset", "position", "rotationEffect",
        "scaleEffect", "blur", "animation", "transition", "onAppear", "onDisappear", "task", "onChange", "onReceive",
        "onSubmit", "id", "navigationBarTitleDisplayMode", "navigationBarHidden", "navigationBarBackButtonHidden",
        "listStyle", "listRowBackground", "listRowInsets", "listRowSeparator", "listSectionSeparator", "scrollContentBackground",
        "textFieldStyle", "keyboardType", "textContentType", "autocorrectionDisabled", "textInputAutocapitalization",
        "submitLabel", "focused", "aspectRatio", "resizable", "renderingMode", "symbolRenderingMode", "imageScale",
        "interpolation", "antialiased", "contentShape", "zIndex", "ignoresSafeArea", "edgesIgnoringSafeArea",
        "safeAreaInset", "safeAreaPadding", "navigationDestination", "environmentObject", "preferredColorScheme",
        "colorScheme", "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled", "refreshable",
        "contextMenu", "mask", "compositingGroup", "drawingGroup", "brightness", "contrast", "saturation", "grayscale",
        "colorMultiply", "hueRotation", "blendMode", "luminanceToAlpha", "symbolVariant", "symbolEffect",
        "contentTransition", "matchedGeometryEffect", "scrollIndicators", "scrollDisabled", "scrollTargetBehavior",
        "scrollTargetLayout", "scrollPosition", "containerRelativeFrame", "gridCellColumns", "gridColumnAlignment",
        "gridCellAnchor", "gridCellUnsizedAxes", "badge", "keyboardShortcut", "help", "buttonBorderShape",
        "labelsHidden", "datePickerStyle", "progressViewStyle", "gaugeStyle", "menuStyle", "tabViewStyle",
        "indexViewStyle", "formStyle", "groupBoxStyle", "headerProminence", "allowsHitTesting", "truncationMode",
        "lineSpacing", "kerning", "tracking", "baselineOffset", "underline", "strikethrough", "monospacedDigit",
        "monospaced", "privacySensitive", "redacted", "unredacted", "sensoryFeedback", "onHover", "onDrag", "onDrop",
        "draggable", "dropDestination", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "navigationBarItems",
        "statusBarHidden", "statusBar", "persistentSystemOverlays", "defersSystemGestures", "coordinateSpace",
        "onPreferenceChange", "preference", "anchorPreference", "transformEnvironment", "alignmentGuide",
        "listItemTint", "scaledToFit", "scaledToFill", "previewLayout", "previewDisplayName", "previewDevice",
        "previewInterfaceOrientation", "environment", "fileImporter", "fileExporter", "photosPicker", "onOpenURL",
        "handlesExternalEvents", "userActivity", "onContinueUserActivity", "focusable", "focusSection",
        "defaultFocus", "prefersDefaultFocus", "focusEffectDisabled", "digitalCrownRotation", "containerBackground",
        "presentationBackground", "presentationCornerRadius", "navigationSplitViewStyle", "tableStyle", "textSelection",
        "dismissDisabled", "inspector", "typesettingLanguage", "flipsForRightToLeftLayoutDirection", "lineHeight",
        // A value a custom `Layout` reads from its subviews (Apple, `layoutValue(key:value:)`).
        "layoutValue",
        // Shapes and app-level modifiers.
        "fill", "stroke", "strokeBorder", "trim", "inset", "rotation", "scale", "modelContainer", "navigationBarTitle",
        "listRowSeparatorTint", "listSectionSpacing", "onScrollGeometryChange", "onGeometryChange", "scrollClipDisabled",
        "navigationTransition", "matchedTransitionSource", "toolbarVisibility", "presentationCompactAdaptation",
        "contentMargins", "scrollBounceBehavior", "imageScale", "fontDesign", "textRenderer", "phaseAnimator",
        "keyframeAnimator", "onKeyPress", "onDelete", "onMove", "visualEffect", "scrollDismissesKeyboard",
        "translationPresentation", "glassEffect", "backgroundExtensionEffect", "toolbarTitleDisplayMode",
        "chartXAxis", "chartYAxis", "chartLegend", "chartXScale", "chartYScale", "chartXSelection", "chartOverlay",
        "chartBackground", "chartForegroundStyleScale", "chartPlotStyle", "chartScrollableAxes", "chartAngleSelection",
        "sharedBackgroundVisibility", "safeAreaBar", "quickLookPreview", "searchScopes", "searchSuggestions",
        "presentationBackgroundInteraction", "hoverEffect", "controlGroupStyle", "tabViewBottomAccessory",
        "navigationSubtitle", "toolbarBackgroundVisibility", "listRowSpacing", "defaultScrollAnchor", "onLongPressGesture", "sheet", "task", "refreshable", "alignmentGuide",
        // The order of a menu's items (`menuOrder(_:)`, iOS 16) and the spellings iOS 15 deprecated
        // for styles and text input (`navigationViewStyle`, `autocapitalization`, `disableAutocorrection`).
        "menuOrder", "navigationViewStyle", "autocapitalization", "disableAutocorrection",
        "overlayPreferenceValue", "backgroundPreferenceValue",
        // Geometry and animation that change nothing the rules read: `geometryGroup()` (iOS 17,
        // "isolates the geometry (e.g. position and size) of the view from its parent view"),
        // `transaction(_:)`, and the scroll-visibility event `onScrollVisibilityChange` (iOS 18).
        "geometryGroup", "transaction", "onScrollVisibilityChange",
        // Widget, scene, menu and text details that change nothing the rules read: `widgetURL`,
        // `widgetAccentable`, `widgetAccentedRenderingMode`, `containerShape` (the shape a
        // container clips to), `allowedDynamicRange` (HDR images), `menuIndicator`,
        // `menuActionDismissBehavior`, `allowsTightening`, `labeledContentStyle`,
        // `presentationSizing`, `translationTask`, `lookAroundViewer`, `previewContext`.
        "widgetURL", "widgetAccentable", "widgetAccentedRenderingMode", "containerShape", "allowedDynamicRange",
        "menuIndicator", "menuActionDismissBehavior", "allowsTightening", "labeledContentStyle", "presentationSizing",
        "translationTask", "lookAroundViewer", "previewContext",
        // Updates, effects and system sheets that change nothing the rules read: `equatable()`
        // ("Prevents the view from updating its child view when its new value is the same as its
        // old value"), `rotation3DEffect`, `glassEffectID` (a Liquid Glass shape's identity in
        // morphs), `onScrollPhaseChange` (iOS 18), and the sheets the system draws for
        // `actionSheet` (deprecated; its buttons are an `ActionSheet` value, no view),
        // `fileMover` and StoreKit's `offerCodeRedemption`.
        "equatable", "rotation3DEffect", "glassEffectID", "onScrollPhaseChange", "actionSheet", "fileMover",
        "offerCodeRedemption",
    ]

    public static func isKnown(_ name: String) -> Bool { known.contains(name) }
}
