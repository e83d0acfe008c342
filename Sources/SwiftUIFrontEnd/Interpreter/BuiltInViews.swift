/// The SwiftUI view types the interpreter builds itself.
enum BuiltInViews {
    static let shapes: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "Path",
        "Canvas", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "ContainerRelativeShape",
        "Material", "VideoPlayer", "SpriteView", "SceneView",
    ]

    static let views: Set<String> = [
        "Text", "Image", "Label", "Button", "Toggle", "Slider", "Stepper", "Picker", "DatePicker", "MultiDatePicker",
        "TextField", "SecureField", "TextEditor", "Link", "NavigationLink", "Menu", "ProgressView", "Gauge", "Map",
        "Marker", "Annotation", "MapMarker", "MapAnnotation", "MapPin", "AccessibilityRotorEntry", "VStack", "HStack", "ZStack", "LazyVStack",
        "LazyHStack", "LazyVGrid", "LazyHGrid", "List", "Form", "Section", "ScrollView", "Group", "Grid", "GridRow",
        "ViewThatFits", "TabView", "NavigationStack", "NavigationView", "NavigationSplitView", "ForEach", "Spacer",
        "Divider", "EmptyView", "AnyView", "GeometryReader", "ShareLink", "EditButton", "ColorPicker",
        "DisclosureGroup", "LabeledContent", "ContentUnavailableView", "AsyncImage", "TimelineView", "ControlGroup",
        "ScrollViewReader", "MapReader", "GroupBox", "PhotosPicker", "SignInWithAppleButton", "RenameButton", "PasteButton",
        "OutlineGroup", "Table", "HSplitView", "VSplitView", "TupleView", "ToolbarItem", "ToolbarItemGroup", "Alert", "Chart", "Tab",
        "GlassEffectContainer",
    ]

    static func isView(_ name: String) -> Bool { views.contains(name) || shapes.contains(name) }

    /// `Layout` types used through `AnyLayout`, by the stack they arrange like.
    static let layouts: [String: String] = [
        "VStackLayout": "VStack", "HStackLayout": "HStack", "ZStackLayout": "ZStack", "GridLayout": "Grid",
    ]

    /// SwiftUI and Foundation types that appear as values (`Color.red`, `Font.title`).
    static func isKnownType(_ name: String) -> Bool {
        isView(name) || ["Font", "DynamicTypeSize", "ContentSizeCategory", "Binding", "UnitPoint", "Alignment",
                         "Edge", "AccessibilityTraits", "URL", "Date", "Angle", "UIAccessibility"].contains(name)
    }
}
