import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport

/// SwiftUI's own initialisers of the views whose extensions the index reads for the modifiers and
/// initialisers they add (`SourceIndex.viewExtensionInitializers`), as Apple's reference pages
/// declare them (developer.apple.com/documentation/swiftui/image, /text, /label, /button,
/// /toggle, /textfield; generic parameters written as the types they stand for).
///
/// A call these take may be SwiftUI's whatever an app's extension declares with the same labels
/// (overloads are told apart by their types, which the interpreter does not weigh), so it stays
/// SwiftUI's: SwiftGen's `init(decorative asset: ImageAsset)` never takes `Image(decorative:
/// "Backdrop")`. A call none of them takes can only be the app's: mlem's `Image(icon:
/// .general.warning)`, `Button("Strikethrough", icon: .markdown.strikethrough) { … }`.
enum SwiftUIInitializers {
    /// Whether one of SwiftUI's own initialisers of the view `name` takes the arguments of `call`;
    /// nil for a view this table does not hold.
    static func take(_ call: FunctionCallExprSyntax, ofView name: String) -> Bool? {
        parameterLists[name].map { lists in lists.contains { call.fits($0) } }
    }

    static let parameterLists: [String: [FunctionParameterListSyntax]] = declarations.mapValues { signatures in
        signatures.compactMap { signature in
            Parser.parse(source: "init\(signature) {}").statements.first?.item
                .as(DeclSyntax.self)?.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
        }
    }

    static let declarations: [String: [String]] = [
        "Image": [
            "(_ name: String, bundle: Bundle? = nil)",
            "(_ name: String, bundle: Bundle? = nil, label: Text)",
            "(_ name: String, variableValue: Double?, bundle: Bundle? = nil)",
            "(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text)",
            "(decorative name: String, bundle: Bundle? = nil)",
            "(decorative name: String, variableValue: Double?, bundle: Bundle? = nil)",
            "(systemName: String)",
            "(systemName: String, variableValue: Double?)",
            "(_ resource: ImageResource)",
            "(uiImage: UIImage)",
            "(nsImage: NSImage)",
            "(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text)",
            "(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up)",
            "(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, renderer: @escaping (inout GraphicsContext) -> Void)",
        ],
        "Text": [
            "(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)",
            "(verbatim content: String)",
            "(_ date: Date, style: Text.DateStyle)",
            "(_ input: F.FormatInput, format: F)",
            "(_ subject: NSObject, formatter: Formatter)",
            "(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true)",
        ],
        "Label": [
            "(_ titleKey: LocalizedStringKey, systemImage: String)",
            "(_ titleKey: LocalizedStringKey, image: String)",
            "(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)",
            "(_ configuration: LabelStyleConfiguration)",
        ],
        "Button": [
            "(action: @escaping () -> Void, @ViewBuilder label: () -> Label)",
            "(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label)",
            "(role: ButtonRole, action: @escaping () -> Void)",
            "(_ titleKey: LocalizedStringKey, action: @escaping () -> Void)",
            "(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void)",
            "(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void)",
            "(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void)",
            "(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void)",
            "(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void)",
            "(intent: some AppIntent, @ViewBuilder label: () -> Label)",
            "(_ configuration: PrimitiveButtonStyleConfiguration)",
        ],
        "Toggle": [
            "(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)",
            "(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>)",
            "(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>)",
            "(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>)",
            "(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label)",
            "(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)",
            "(isOn: Binding<Bool>, intent: some AppIntent, @ViewBuilder label: () -> Label)",
            "(_ configuration: ToggleStyleConfiguration)",
        ],
        "TextField": [
            "(_ titleKey: LocalizedStringKey, text: Binding<String>)",
            "(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)",
            "(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis)",
            "(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis)",
            "(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {})",
            "(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil)",
            "(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)",
            "(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label)",
            "(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)",
            "(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)",
            "(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil)",
            "(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label)",
        ],
    ]
}
