/// The labels SwiftUI's own initialisers of a view give their first argument ("" for none), for
/// the views whose extensions the index reads for modifiers and initialisers
/// (`SourceIndex.viewExtensionInitializers`), as Apple's reference pages list the initialisers
/// (developer.apple.com/documentation/swiftui/image, /text, /label, /button, /toggle, /textfield):
/// `Image(_:bundle:)`, `Image(decorative:bundle:)`, `Image(systemName:)`, `Image(uiImage:)`,
/// `Image(nsImage:)`, `Image(size:label:opaque:colorMode:renderer:)`; `Text(_:)`,
/// `Text(verbatim:)`, `Text(timerInterval:pauseTime:countsDown:showsHours:)`; `Label(_:systemImage:)`,
/// `Label(title:icon:)`; `Button(action:label:)`, `Button(role:action:label:)`,
/// `Button(intent:label:)`, `Button(_:action:)`; `Toggle(isOn:label:)`, `Toggle(sources:isOn:label:)`,
/// `Toggle(_:isOn:)`; `TextField(_:text:)`, `TextField(text:prompt:label:)`,
/// `TextField(value:format:prompt:label:)`.
///
/// A call beginning with one of these may be SwiftUI's whatever an app's extension declares with
/// the same label (overloads are told apart by their types, which the interpreter does not
/// weigh), so it stays SwiftUI's; a call beginning otherwise (`Image(icon: .general.close)`) can
/// only be the app's.
enum SwiftUIInitializerLabels {
    static let firstLabels: [String: Set<String>] = [
        "Image": ["", "decorative", "systemName", "uiImage", "nsImage", "size"],
        "Text": ["", "verbatim", "timerInterval"],
        "Label": ["", "title"],
        "Button": ["", "action", "role", "intent"],
        "Toggle": ["", "isOn", "sources"],
        "TextField": ["", "text", "value"],
    ]
}
