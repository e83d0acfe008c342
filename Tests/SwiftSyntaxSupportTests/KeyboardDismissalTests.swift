import SwiftSyntaxSupport
import Testing

/// Tap handlers that only put the keyboard away, as apps write them.
@Suite struct KeyboardDismissalTests {
    static let dismissals = [
        "{ hideKeyboard() }",
        "{ self.dismissKeyboard() }",
        "{ UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) }",
        "{ UIApplication.shared.windows.first?.endEditing(true) }",
        "{ isFocused = false }",
        "{ focusedField = nil; end_editing() }",
        "hideKeyboard",
        "TapGesture().onEnded(end_editing)",
        "TapGesture().onEnded { _ in ResponderManager.resignFirstResponder() }",
    ]

    static let others = [
        "{ }",
        "{ hideKeyboard(); open(route) }",
        "{ isFocused = true }",
        "{ showKeyboard() }",
        "{ select(route) }",
        "select",
        "LongPressGesture().onEnded { _ in hideKeyboard() }",
        "TapGesture().onEnded { open() }",
    ]

    @Test(arguments: dismissals)
    func endsEditing(_ handler: String) {
        #expect(KeyboardDismissal.onlyEndsEditing(written: handler))
    }

    @Test(arguments: others)
    func doesMore(_ handler: String) {
        #expect(!KeyboardDismissal.onlyEndsEditing(written: handler))
    }
}
