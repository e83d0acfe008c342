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
    /// The extensions of the class `name` and of the types nested in it, in any of the app's files
    /// (`extension ProfileCardView.ViewModel { func bind(view: ProfileCardView) { … } }` in
    /// `ProfileCardView+ViewModel.swift`): code of the class written apart from its declaration.
    var extensions: (_ name: String) -> [Syntax] = { _ in [] }

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

    /// The class a view or object `receiver` is, read where `node` uses it: a local or a property
    /// declared around it (`declaredTypeName(of:)`), else a stored property of the class the code
    /// belongs to, declared by the app in another file or outside the extension holding `node`
    /// (KeePassium's `private var progressOverlay: ProgressOverlay?`, used in an extension).
    func typeName(of receiver: String, at node: some SyntaxProtocol) -> String? {
        if let declared = node.declaredTypeName(of: receiver) { return declared }
        // A view of another object (`footer.detailTextButton`): the property of the object's
        // class (Firefox Focus's `ActionFooterView`, its `lazy var detailTextButton: UIButton`).
        if let dot = receiver.lastIndex(of: "."), let owner = typeName(of: String(receiver[..<dot]), at: node) {
            return typeName(ofProperty: String(receiver[receiver.index(after: dot)...]), in: owner)
        }
        let scope = node.enclosingTypeScope
        let owner = scope.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            ?? scope.as(ClassDeclSyntax.self)?.name.text
        return owner.flatMap { typeName(ofProperty: receiver, in: $0) }
    }

    /// The declared type of the stored property `name` of the class `owner` or of a superclass the
    /// app declares.
    private func typeName(ofProperty name: String, in owner: String) -> String? {
        for case .app(let type, _) in lineage(of: owner) {
            for part in type.parts {
                for binding in part.descendants(PatternBindingSyntax.self) where binding.pattern.trimmedDescription == name {
                    if let declared = binding.declaredTypeName(of: name) { return declared }
                }
            }
        }
        return nil
    }

    /// Whether the class named `name`, or a superclass of it, is one of UIKit's controls.
    func isControl(_ name: String) -> Bool {
        lineage(of: name).contains { Self.controlClasses.contains($0.name) }
    }
}
