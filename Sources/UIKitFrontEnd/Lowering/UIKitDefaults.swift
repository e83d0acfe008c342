import AccessibilityTree
import Basics
import SwiftUIFrontEnd

/// What UIKit's own classes expose when the code assigns nothing (docs/uikit.md, from Apple's
/// class documentation of each): labels from titles and text, values of switches, sliders and
/// text fields, and the traits of each control.
enum UIKitDefaults {
    /// The traits of a view of `object`'s kind in its state: a button's `button`, a label's
    /// `staticText`, a slider's `adjustable`; `selected` and `notEnabled` from `isSelected` and
    /// `isEnabled` on controls.
    static func traits(of object: UIKitObject) -> Traits {
        var traits: Traits
        switch object.kind {
        case .button: traits = .button
        case .label: traits = .staticText
        case .imageView: traits = .image
        case .slider, .pageControl: traits = .adjustable
        case .switchControl: traits = [.button, .toggle]
        case .textField: traits = .textEntry
        case .textView: traits = isReadOnly(object) ? .staticText : [.textEntry, .textArea]
        case .progressView, .activityIndicator: traits = .updatesFrequently
        default: traits = []
        }
        if [.button, .switchControl, .slider, .control, .segmentedControl, .stepper, .textField].contains(object.kind) {
            if object.properties["isSelected"]?.asBool == true { traits.insert(.selected) }
            if object.properties["isEnabled"]?.asBool == false { traits.insert(.notEnabled) }
        }
        return traits
    }

    /// The button types that draw a system image (`UIButton.ButtonType`: `.close`,
    /// `.detailDisclosure`, `.infoLight`, `.infoDark`, `.contactAdd`).
    static let systemButtonTypes: Set<String> = ["close", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]

    /// Set on a view a storyboard or nib gives text through a runtime attribute the audit cannot
    /// follow: why its words are not known.
    static let interfaceWords = "interfaceWords#"

    /// The class of the value a button's `configuration` holds (`UIButton.Configuration.filled()`).
    static let buttonConfiguration = "UIButton.Configuration"
    /// The styles `UIButton.Configuration` makes (Apple, `UIButton.Configuration`: `plain()`,
    /// `tinted()`, `gray()`, `filled()`, `bordered()`, `borderedTinted()`, `borderless()`,
    /// `borderedProminent()`).
    static let buttonConfigurationStyles: Set<String> = ["plain", "tinted", "gray", "filled", "bordered",
                                                          "borderedTinted", "borderless", "borderedProminent"]

    /// What a button shows, with the title, attributed title and image of its configuration where
    /// it sets none of its own: a button with a configuration shows the configuration's (Apple,
    /// `UIButton.Configuration`: "A configuration that specifies the appearance and behavior of a
    /// button and its contents", its `title`, `attributedTitle` and `image`), and with the font
    /// its title label is given. Any other object as it is.
    static func shown(_ object: UIKitObject, in heap: UIKitHeap) -> UIKitObject {
        guard object.kind == .button else { return object }
        var shown = object
        // The title label's font is the title's (`button.titleLabel?.font = …`; nil leaves it).
        if let titleLabel = object.properties["titleLabel"]?.asObject {
            for name in ["font", "adjustsFontForContentSizeCategory"] {
                if let value = heap[titleLabel].properties[name], !value.isNull { shown.properties[name] = value }
            }
        }
        guard let configuration = object.properties["configuration"]?.asObject,
              heap[configuration].className == buttonConfiguration else { return shown }
        let configured = heap[configuration].properties
        if shown.properties["title"] == nil { shown.properties["title"] = configured["title"] ?? configured["attributedTitle"] }
        if shown.properties["image"] == nil { shown.properties["image"] = configured["image"] }
        return shown
    }

    /// The label UIKit gives: a button's title or image name, a label's text, a text field's
    /// placeholder while it is empty; an image's asset name as written.
    static func label(of object: UIKitObject) -> String? {
        // A button's blank title is no title: it is named by its image (`setTitle("", for:
        // .normal)` over an image, a title of one space left in a storyboard).
        let set = textProperties(of: object).lazy.compactMap({ object.properties[$0] }).first
        if let text = set?.asString, object.kind != .button || !text.trimmingWhitespace.isEmpty { return text }
        // A title set to words the audit cannot read (`setTitle(localized("call"), for: .normal)`)
        // is what VoiceOver reads, not the image beside it (`unreadLabel(of:)` says why it is not known).
        if object.kind == .button, let set, set.asString == nil, !set.isNull { return nil }
        switch object.kind {
        case .button, .imageView:
            return object.properties["image"].flatMap(imageLabel)
        case .textField:
            let text = object.properties["text"]?.asString ?? ""
            return text.isEmpty ? object.properties["placeholder"]?.asString : nil
        default:
            return nil
        }
    }

    /// The properties whose text is the label UIKit gives, the first set one read: a button's
    /// title, a label's (or a read-only text view's) text, else its attributed text.
    static func textProperties(of object: UIKitObject) -> [String] {
        switch object.kind {
        case .button: ["title"]
        case .label: ["text", "attributedText"]
        case .textView where isReadOnly(object): ["text", "attributedText"]
        default: []
        }
    }

    /// Why the label UIKit gives is not known though the code sets it: a button's title or a
    /// label's text set to a value not read as text (`setTitle(OCLocalizedString("Proceed", nil),
    /// for: .normal)`, a run-time string, an attributed string built at run time). Such a control
    /// is named, by words the audit cannot read, not left without a label.
    static func unreadLabel(of object: UIKitObject) -> String? {
        if object.kind == .button, case .enumCase(let type)? = object.properties["type"], systemButtonTypes.contains(type) {
            return "a system button of type `\(type)`, which UIKit names itself"
        }
        // A pop-up button shows the title of the menu item chosen (`changesSelectionAsPrimaryAction`).
        if object.kind == .button, object.properties["changesSelectionAsPrimaryAction"]?.asBool == true {
            return "a pop-up button, whose title is the menu item chosen"
        }
        // A button whose `configurationUpdateHandler` gives it its configuration whenever UIKit
        // updates it (Apple, `UIButton.configurationUpdateHandler`), which the audit does not run:
        // Brave's page-security button, titled or pictured by state.
        if object.kind == .button, label(of: object) == nil, case .closure? = object.properties["configurationUpdateHandler"] {
            return "its configuration is made at run time by its `configurationUpdateHandler`"
        }
        // A word set through a runtime attribute the audit cannot follow (a library's
        // `localizableString` that sets the placeholder or text from the strings table).
        if let reason = object.properties[interfaceWords]?.asString, label(of: object) == nil { return reason }
        for property in textProperties(of: object) {
            switch object.properties[property] {
            case nil, .null?, .string?: continue
            case .unknown(let reason)?: return "its \(property) is set at run time (\(reason))"
            default: return "its \(property) is set to a value not read as text"
            }
        }
        // A text field's placeholder set to words the audit cannot read (`placeholder = "key".localized`).
        if object.kind == .textField, label(of: object) == nil {
            switch object.properties["placeholder"] {
            case .unknown(let reason)?: return "its placeholder is set at run time (\(reason))"
            // A static member the audit could not read (Brave's `Strings.bookmarkTitlePlaceholderText`).
            case .enumCase(let member)?: return "its placeholder is `\(member)`, a member whose value was not read"
            default: break
            }
        }
        return nil
    }

    /// Why a button or image view without a title is named by a picture the audit cannot see: its
    /// image is set to what is not read (`icon.withRenderingMode(.alwaysTemplate)`, an image drawn
    /// at run time). VoiceOver reads that picture's name, if it has one.
    static func imageChosenAtRunTime(of object: UIKitObject) -> String? {
        guard [.button, .imageView].contains(object.kind), label(of: object) == nil,
              case .unknown(let reason)? = object.properties["image"] else { return nil }
        return "its image is set at run time (\(reason))"
    }

    /// The value UIKit gives: a switch's "1"/"0", a slider's position as a percentage of its
    /// range, a page control's page ("page 2 of 3", as VoiceOver reads a `UIPageControl`: its
    /// current page counted from one, of its number of pages), a text field's text.
    static func value(of object: UIKitObject) -> String? {
        switch object.kind {
        case .pageControl:
            guard let pages = pageCount(of: object), pages > 0 else { return nil }
            let current = min(max(object.properties["currentPage"]?.asInt ?? 0, 0), pages - 1)
            return "page \(current + 1) of \(pages)"
        case .switchControl:
            return object.properties["isOn"]?.asBool == true ? "1" : "0"
        case .slider:
            let value = object.properties["value"]?.asDouble ?? 0
            let minimum = object.properties["minimumValue"]?.asDouble ?? 0
            let maximum = object.properties["maximumValue"]?.asDouble ?? 1
            guard maximum > minimum else { return "0%" }
            return "\(Int(((value - minimum) / (maximum - minimum) * 100).rounded()))%"
        case .textField, .textView:
            // A text view that cannot be edited reads its text as its label, not as a value.
            guard !isReadOnly(object) else { return nil }
            return object.properties["text"]?.asString.flatMap { $0.isEmpty ? nil : $0 }
        default:
            return nil
        }
    }

    /// The number of pages a page control shows (`numberOfPages`), nil where the code the audit
    /// runs does not set it to a number: it is set where the pages are known, at run time.
    private static func pageCount(of object: UIKitObject) -> Int? {
        object.properties["numberOfPages"]?.asInt
    }

    /// Why the value UIKit gives is not known: a page control whose number of pages is set to
    /// what the audit does not read (the count of a list filled at run time), or not in the code
    /// it runs. VoiceOver reads "page 1 of" that number.
    static func unreadValue(of object: UIKitObject) -> String? {
        guard object.kind == .pageControl, pageCount(of: object) == nil else { return nil }
        return "its number of pages is set at run time"
    }

    /// Whether a text view only shows its text (`isEditable = false`): VoiceOver reads it as
    /// text, its text the label, as a label's (Apple, `UITextView.isEditable`; a text view that is
    /// not editable takes no text entry).
    static func isReadOnly(_ object: UIKitObject) -> Bool {
        object.kind == .textView && object.properties["isEditable"]?.asBool == false
    }

    /// An image's label: an SF Symbol's description, or an asset's name as written, as SwiftUI's
    /// `Image(_:)` gives it (docs/swiftui-defaults.md): VoiceOver hears `_` and `.` as word breaks
    /// (`SpeechComposer.spokenLabel`), and `label-is-file-name` sees the file name it is.
    static func imageLabel(_ image: UIKitValue) -> String? {
        guard let text = image.asString else { return nil }
        // A symbol reads its description, else its name's words, as in SwiftUI
        // (docs/swiftui-defaults.md, Default labels and traits; `symbolReadByName`).
        if text.hasPrefix("symbol:") { return SymbolDescriptions.spokenLabel(for: String(text.dropFirst("symbol:".count))) }
        guard text.hasPrefix("image:") else { return nil }
        return String(text.dropFirst("image:".count))
    }

    /// The SF Symbol whose name's words are the label UIKit gives `object` (a button or an image
    /// view showing `UIImage(systemName: "camera.rotate.fill")` and no title or text), when the
    /// front end knows no description for it: what VoiceOver says is then asked, not claimed.
    static func symbolReadByName(of object: UIKitObject) -> String? {
        guard [.button, .imageView].contains(object.kind),
              !textProperties(of: object).contains(where: { object.properties[$0]?.asString != nil }),
              let text = object.properties["image"]?.asString, text.hasPrefix("symbol:") else { return nil }
        let symbol = String(text.dropFirst("symbol:".count))
        return SymbolDescriptions.isReadByName(symbol) ? symbol : nil
    }

    /// Whether `text` is how the evaluator holds an image (`UIImage(systemName:)`, `UIImage(named:)`).
    static func isImage(_ text: String) -> Bool { text.hasPrefix("symbol:") || text.hasPrefix("image:") }

    /// A UIKit text style by its Swift name (`.body`, `.title1`, `.caption1`).
    static func textStyle(_ name: String) -> TextStyle? {
        switch name {
        case "title1": .title
        case "caption1": .caption
        default: TextStyle(rawValue: name)
        }
    }
}
