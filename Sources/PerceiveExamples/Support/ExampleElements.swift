import AccessibilityTree

/// Short constructors for the elements the examples are built from: what UIKit and SwiftUI
/// expose for a button, a label, an image or an adjustable control by default.
enum ExampleElements {
    /// A `UIButton` / SwiftUI `Button`: the button trait, its title as the label.
    static func button(_ id: ElementID, _ label: String, value: String? = nil, hint: String? = nil,
                       frame: Rect, traits: Traits = []) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, value: value, hint: hint, traits: traits.union(.button),
                             frame: frame, gestures: [.tap])
    }

    /// A `UILabel` / SwiftUI `Text`: static text whose label is what it shows.
    static func text(_ id: ElementID, _ text: String, frame: Rect, traits: Traits = []) -> AccessibilityElement {
        AccessibilityElement(id: id, label: text, traits: traits.union(.staticText), frame: frame)
    }

    /// A heading: text with the header trait.
    static func heading(_ id: ElementID, _ text: String, frame: Rect) -> AccessibilityElement {
        AccessibilityElement(id: id, label: text, traits: [.header, .staticText], frame: frame)
    }

    /// An image that conveys content: the image trait and a label.
    static func image(_ id: ElementID, _ label: String, frame: Rect, traits: Traits = []) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, traits: traits.union(.image), frame: frame)
    }

    /// An adjustable control: swipe up and down call increment and decrement.
    static func adjustable(_ id: ElementID, _ label: String, value: String, hint: String? = nil, frame: Rect,
                           activationPoint: Point? = nil, gestures: [Gesture] = [.drag]) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, value: value, hint: hint, traits: .adjustable, frame: frame,
                             activationPoint: activationPoint, gestures: gestures)
    }
}
