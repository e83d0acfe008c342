import AccessibilityTree
import AssistiveTechnologies

extension AccessibilityElement {
    /// What VoiceOver says for this element's type, its traits alone ("Button", "Image", "Text
    /// Field", "Switch Button"), as the simulator composes it, without the closing full stop; nil
    /// when its traits say nothing (a text).
    var typeHeard: String? {
        let bare = AccessibilityElement(id: id, traits: traits.subtracting(.selected))
        let text = SpeechComposer.speech(for: bare, context: nil).text
        let type = text.hasSuffix(".") ? String(text.dropLast()) : text
        return type.isEmpty ? nil : type
    }
}
