import AccessibilityTree

/// A UIKit control a `UIViewRepresentable` wraps, as the SwiftUI view iOS draws with the same
/// control (`Interpreter.wrappedStandardControl`).
enum WrappedUIKitControl {
    case textView, textField, toggle, slider, activityIndicator

    /// UIKit's controls by class name, each the one behind a SwiftUI view: `TextEditor` is a
    /// `UITextView`, `TextField` a `UITextField`, `Toggle` a `UISwitch`, `Slider` a `UISlider`,
    /// an indeterminate `ProgressView` a `UIActivityIndicatorView`.
    static let classes: [String: WrappedUIKitControl] = [
        "UITextView": .textView, "UITextField": .textField, "UISwitch": .toggle, "UISlider": .slider,
        "UIActivityIndicatorView": .activityIndicator,
    ]

    /// The control `className` is, following `superclass` through the app's own subclasses.
    init?(className: String, superclass: (String) -> String?) {
        var name = className
        for _ in 0..<Self.maximumSubclassDepth {
            if let control = Self.classes[name] {
                self = control
                return
            }
            guard let next = superclass(name), next != name else { return nil }
            name = next
        }
        return nil
    }

    /// How many of the app's own subclasses are followed up to a UIKit control.
    static let maximumSubclassDepth = 6

    /// What `makeUIView` and `updateUIView` set on the control, by property, and what else may.
    struct Settings {
        struct Setting {
            var value: Value
            var written: String
            var source: SourceLocation
        }
        var label, hint, value, placeholder, isAccessibilityElement, isSecureTextEntry, text, isEditable: Setting?
        /// The control is a subclass of the app's own, whose code may set what the functions do not.
        var isAppSubclass = false
        /// A function hands the control to other code, which may set what it does not.
        var isHandedOn = false

        /// Records `property = value` when it is one the control's element reads.
        mutating func set(_ property: String, to value: Value, written: String, at source: SourceLocation) {
            let setting = Setting(value: value, written: written, source: source)
            switch property {
            case "accessibilityLabel": label = setting
            case "accessibilityHint": hint = setting
            case "accessibilityValue": self.value = setting
            case "placeholder": placeholder = setting
            case "isAccessibilityElement": isAccessibilityElement = setting
            case "isSecureTextEntry": isSecureTextEntry = setting
            case "text", "attributedText": text = setting
            case "isEditable": isEditable = setting
            default: return
            }
        }

        /// Whether code the audit does not read may set what these settings leave unset.
        var mayBeSetElsewhere: Bool { isAppSubclass || isHandedOn }
    }

    /// The SwiftUI view drawn by this control, with `settings` applied as modifiers written at
    /// the statements that set them; nil for a text view of the app's own class whose
    /// editability the functions do not set (a read-only one is text, an editable one a field).
    func view(with settings: Settings, named name: String, at source: SourceLocation) -> ViewNode? {
        guard let primitive = primitive(settings, named: name) else { return nil }
        var view = ViewNode(primitive.primitive, source: source, unresolved: primitive.unresolved)
        var label = settings.label
        if self == .textField, label == nil, let placeholder = settings.placeholder, placeholder.value.asString == nil {
            // A placeholder known only at run time is still what VoiceOver reads for an empty field.
            label = placeholder
        }
        if label == nil, settings.isAccessibilityElement == nil, settings.mayBeSetElsewhere {
            view.unresolved.append(Unresolved(.label, reason: "`\(name)`'s UIKit view may be named by code the audit does not read"))
        }
        for (modifier, setting) in [("accessibilityLabel", label), ("accessibilityHint", settings.hint),
                                    ("accessibilityValue", settings.value)] {
            guard let setting else { continue }
            view = view.modified(by: AppliedModifier(name: modifier, arguments: [.init(label: nil, value: setting.value, sourceText: setting.written)],
                                                     source: setting.source))
        }
        if let setting = settings.isAccessibilityElement, setting.value.asBool == false {
            view = view.modified(by: AppliedModifier(name: "accessibilityHidden", arguments: [.init(label: nil, value: .bool(true), sourceText: "true")],
                                                     source: setting.source))
        }
        return view
    }

    private func primitive(_ settings: Settings, named name: String) -> (primitive: Primitive, unresolved: [Unresolved])? {
        let text = settings.text?.value ?? .unknown(reason: "run-time text")
        switch self {
        case .textView:
            // `UITextView.isEditable` is true unless set (Apple, `isEditable`: "The default value of
            // this property is true"); a read-only text view is read as its text.
            let isEditable: Bool? = if let setting = settings.isEditable { setting.value.asBool } else { settings.isAppSubclass ? nil : true }
            guard let editable = isEditable else { return nil }
            if editable { return (.textEditor(text: text), []) }
            if let content = text.asString { return (.text(content), []) }
            let written = settings.text.map { "\\(\($0.written))" } ?? "\\(\(name).text)"
            return (.text(text.partialText ?? written), [Unresolved(.label, reason: text.unknownReason ?? "text set at run time")])
        case .textField:
            return (.textField(placeholder: settings.placeholder?.value.asString, text: text,
                               isSecure: settings.isSecureTextEntry?.value.asBool == true), [])
        case .toggle:
            return (.toggle(isOn: .unknown(reason: "run-time value `isOn`")), [])
        case .slider:
            return (.slider(value: .unknown(reason: "run-time value"), range: nil), [])
        case .activityIndicator:
            return (.progress(value: nil, total: nil), [])
        }
    }
}
