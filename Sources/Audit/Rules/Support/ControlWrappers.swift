import SwiftSyntax
import SwiftSyntaxSupport

/// The views a file declares that show what they are given inside a button, link or label, which
/// reads it as one element: unstoppable wallet's `ClickableRow { … } content: { … }`, whose body
/// is `Button(action: action) { content }`. Read once per file, by the names of the properties
/// each view's controls show.
struct ControlWrappers {
    /// View name → the identifiers written in the content of its buttons, links and labels.
    private let shown: [String: Set<String>]

    static let none = ControlWrappers(shown: [:])

    private init(shown: [String: Set<String>]) {
        self.shown = shown
    }

    init(_ file: ParsedSourceFile) {
        var shown: [String: Set<String>] = [:]
        for view in file.nodes(StructDeclSyntax.self) {
            for control in view.memberBlock.descendants(FunctionCallExprSyntax.self)
            where RowPieces.combiningViews.contains(control.calledExpression.calledName ?? "") {
                // The label's content, not the action run on a tap (`Button { add() } label: { … }`).
                for closure in control.allClosures where EnclosingView.owning(closure)?.holdsContent ?? false {
                    shown[view.name.text, default: []].formUnion(closure.tokens(viewMode: .sourceAccurate).map(\.text))
                }
            }
        }
        self.shown = shown
    }

    /// Whether the view `name` shows its property `property` (a closure's label, `content` for a
    /// trailing closure) inside one of its buttons, links or labels.
    func showsInAControl(_ property: String, of name: String) -> Bool {
        shown[name]?.contains(property) == true
    }
}

extension ControlWrappers {
    /// These wrappers and `other`'s, for views of several files.
    func merged(with other: ControlWrappers) -> ControlWrappers {
        ControlWrappers(shown: shown.merging(other.shown) { $0.union($1) })
    }

    /// The wrappers of `views` only.
    func restricted(to views: Set<String>) -> ControlWrappers {
        ControlWrappers(shown: shown.filter { views.contains($0.key) })
    }
}
