import AccessibilityTree
import Basics

/// What a storyboard or nib element sets on the view it creates, as the properties setup code
/// would set (`text`, `title`, `image`, `font`, `accessibilityLabel`…), so the lowering reads a
/// view from a file as it reads one made in code.
///
/// Each value is what UIKit decodes from the attribute or child element Interface Builder writes
/// for the property; what is left at its default is not written, and so not set here.
enum InterfaceBuilderAttributes {
    /// The properties `element` sets.
    static func properties(of element: MarkupElement) -> [String: UIKitValue] {
        var properties: [String: UIKitValue] = [:]
        for (attribute, property) in texts {
            if let text = element[attribute: attribute] { properties[property] = .string(text) }
        }
        for (attribute, property) in flags {
            if let value = element[attribute: attribute] { properties[property] = .bool(value == "YES") }
        }
        for (attribute, property) in numbers {
            if let value = element[attribute: attribute].flatMap(Double.init) { properties[property] = .double(value) }
        }
        if let lines = element[attribute: "numberOfLines"].flatMap(Int.init) { properties["numberOfLines"] = .int(lines) }
        if element.name == "stackView" {
            // A stack view's axis is horizontal unless written (`UIStackView.axis`).
            properties["axis"] = .enumCase(element[attribute: "axis"] ?? "horizontal")
        }
        // A system button draws its own image and names itself (`UIButton.ButtonType`).
        if let type = element[attribute: "buttonType"], UIKitDefaults.systemButtonTypes.contains(type) {
            properties["type"] = .enumCase(type)
        }
        if element[attribute: "changesSelectionAsPrimaryAction"] == "YES" { properties["changesSelectionAsPrimaryAction"] = .bool(true) }
        if let height = element[attribute: "rowHeight"].flatMap(Double.init), height > 0 { properties["rowHeight"] = .double(height) }
        if let image = image(of: element) { properties["image"] = image }
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("rect", "frame"?):
                if let rect = rect(child) { properties["frame"] = .rect(.constant(rect)) }
            case ("string", "text"?):
                properties["text"] = .string(child.text)
            case ("attributedString", "attributedText"?):
                properties["attributedText"] = .string(attributedText(child))
            case ("fontDescription", "fontDescription"?):
                if let font = font(child) { properties["font"] = .font(font) }
            case ("accessibility", "accessibilityConfiguration"?):
                properties.merge(accessibility(child)) { _, new in new }
            case ("state", "normal"?):
                if let title = child[attribute: "title"] { properties["title"] = .string(title) }
                if let title = child.child(named: "attributedString") {
                    properties["title"] = .string(attributedText(title))
                }
                if let image = image(of: child) { properties["image"] = image }
            case ("state", "selected"?):
                if image(of: child) != nil { properties[UIKitEvaluator.showsSelection] = .bool(true) }
            default:
                continue
            }
        }
        return properties
    }

    /// What a button configuration (`<buttonConfiguration key="configuration">`) shows: its
    /// title and image (`UIButton.Configuration`).
    static func configuration(of element: MarkupElement) -> [String: UIKitValue] {
        var properties: [String: UIKitValue] = [:]
        if let title = element[attribute: "title"] { properties["title"] = .string(title) }
        if let title = element.child(named: "attributedString", key: "attributedTitle") {
            properties["attributedTitle"] = .string(attributedText(title))
        }
        if let image = image(of: element) { properties["image"] = image }
        return properties
    }

    /// The elements that fix a view's width and height, when something does: a constraint of the
    /// view's own with a constant and no other item (`<constraint firstAttribute="height"
    /// constant="24">`, not one of at least that much), or, for a view Auto Layout does not
    /// place, its frame unless its autoresizing mask lets that side stretch.
    static func sizeFixers(of element: MarkupElement) -> (width: MarkupElement?, height: MarkupElement?) {
        let constraints = element.children(inside: "constraints").filter { constraint in
            constraint[attribute: "secondItem"] == nil && constraint[attribute: "constant"] != nil
                && (constraint[attribute: "firstItem"] == nil || constraint[attribute: "firstItem"] == element[attribute: "id"])
                && constraint[attribute: "relation"] != "greaterThanOrEqual"
        }
        var width = constraints.first { $0[attribute: "firstAttribute"] == "width" }
        var height = constraints.first { $0[attribute: "firstAttribute"] == "height" }
        if element[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO",
           let mask = element.child(named: "autoresizingMask", key: "autoresizingMask"),
           let frame = element.child(named: "rect", key: "frame") {
            if mask[attribute: "widthSizable"] != "YES" { width = width ?? frame }
            if mask[attribute: "heightSizable"] != "YES" { height = height ?? frame }
        }
        return (width, height)
    }

    /// Attributes holding text, and the property each sets.
    private static let texts = ["text": "text", "placeholder": "placeholder", "title": "title"]

    /// `YES`/`NO` attributes, and the property each sets.
    private static let flags = [
        "hidden": "isHidden", "userInteractionEnabled": "isUserInteractionEnabled", "enabled": "isEnabled",
        "selected": "isSelected", "on": "isOn", "editable": "isEditable",
        "adjustsFontForContentSizeCategory": "adjustsFontForContentSizeCategory",
    ]

    /// Number attributes, and the property each sets.
    private static let numbers = ["alpha": "alpha", "value": "value", "minValue": "minimumValue", "maxValue": "maximumValue",
                                  "spacing": "spacing"]

    /// The image an element shows: an `image` attribute or an `<imageReference key="image">`
    /// child, an SF Symbol when its catalog is `system`.
    static func image(of element: MarkupElement) -> UIKitValue? {
        let source = element[attribute: "image"] != nil ? element
            : element.child(named: "imageReference", key: "image")
        guard let source, let name = source[attribute: "image"] else { return nil }
        return .string((source[attribute: "catalog"] == "system" ? "symbol:" : "image:") + name)
    }

    /// The text of an `<attributedString>`: its fragments' content, in order.
    static func attributedText(_ element: MarkupElement) -> String {
        element.children.filter { $0.name == "fragment" }.map { fragment in
            fragment[attribute: "content"]
                ?? fragment.child(named: "string", key: "content")?.text ?? ""
        }.joined()
    }

    /// A `<rect>`'s rectangle, to a thousandth of a point (the editor writes the floating-point
    /// noise of its layout: `22.000000000000007`).
    static func rect(_ element: MarkupElement) -> Rect? {
        let values = ["x", "y", "width", "height"].compactMap { element[attribute: $0].flatMap(Double.init) }
            .map { ($0 * 1000).rounded() / 1000 }
        guard values.count == 4 else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A `<fontDescription>`'s font: a text style (`style="UICTFontTextStyleBody"`), else the
    /// fixed size of a system or named font (`type="system" pointSize="17"`).
    static func font(_ element: MarkupElement) -> VisualFacts.Font? {
        if let style = element[attribute: "style"] {
            return textStyles[style].map { .textStyle($0) }
        }
        return element[attribute: "pointSize"].flatMap(Double.init).map { .fixed(size: $0) }
    }

    /// Interface Builder's names of the text styles (`UIFont.TextStyle`'s raw values).
    private static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// The accessibility inspector's settings: label, hint, identifier, traits and whether the
    /// view is an element.
    static func accessibility(_ element: MarkupElement) -> [String: UIKitValue] {
        var properties: [String: UIKitValue] = [:]
        for (attribute, property) in ["label": "accessibilityLabel", "hint": "accessibilityHint", "identifier": "accessibilityIdentifier"] {
            if let text = element[attribute: attribute] { properties[property] = .string(text) }
        }
        for child in element.children {
            if child.name == "accessibilityTraits" {
                var traits = Traits()
                for (name, trait) in Traits.named where child[attribute: name] == "YES" { traits.insert(trait) }
                properties["accessibilityTraits"] = .traits(traits)
            } else if child.name == "bool", child[attribute: "key"] == "isElement", let value = child[attribute: "value"] {
                properties["isAccessibilityElement"] = .bool(value == "YES")
            }
        }
        return properties
    }
}
