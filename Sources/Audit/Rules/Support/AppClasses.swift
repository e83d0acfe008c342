import SwiftSyntax
import SwiftSyntaxSupport

/// The classes an app declares in all its files, for the UIKit source rules, which read one file
/// at a time: a view's class or superclass declared in another file (Mammoth's `final class
/// UnreadIndicator: UIButton` in its own file, tapped from the feed's controller), read there.
struct AppClasses {
    /// One class of a lineage: declared by the app, as the source rules read it, or a class of
    /// UIKit or of a package the app does not declare (`UIButton`).
    enum Ancestor {
        case app(UIKitClassSource, ParsedSourceFile)
        case other(String)

        var name: String {
            switch self {
            case .app(let type, _): type.name
            case .other(let name): name
            }
        }
    }

    /// UIKit's controls: `UIControl` and its subclasses, each an accessibility element with the
    /// traits of its kind (Apple, Accessibility for UIKit: "standard UIKit controls and views are
    /// accessible by default").
    static let controlClasses: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl",
        "UIDatePicker", "UIColorWell",
    ]

    /// The class the app declares with `name` and its file, nil where it declares none.
    let declaration: (_ name: String) -> (UIKitClassSource, ParsedSourceFile)?

    /// The class named `name` and its superclasses, nearest first, as far as the app declares them,
    /// ending with the first it does not (`[UnreadIndicator, UIButton]`); a cycle ends it too.
    func lineage(of name: String) -> [Ancestor] {
        var lineage: [Ancestor] = []
        var seen: Set<String> = []
        var next: String? = name
        while let current = next, seen.insert(current).inserted {
            guard let (type, file) = declaration(current) else {
                lineage.append(.other(current))
                break
            }
            lineage.append(.app(type, file))
            next = type.superclass
        }
        return lineage
    }

    /// Whether the class named `name`, or a superclass of it, is one of UIKit's controls.
    func isControl(_ name: String) -> Bool {
        lineage(of: name).contains { Self.controlClasses.contains($0.name) }
    }
}
