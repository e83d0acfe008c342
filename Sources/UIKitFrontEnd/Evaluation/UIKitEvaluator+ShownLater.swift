import SwiftSyntax
import SwiftSyntaxSupport

extension UIKitEvaluator {
    /// Shows the views under `root` hidden when the screen is set up (`isHidden = true`, in code
    /// or in a nib: WooCommerce's order search hides its empty-state label) that code of the
    /// screen shows later (`emptyStateLabel.isHidden = false` in `displayEmptyState()`), as that
    /// code would: a person meets them once it runs (`UIKitScene.renderWithViewsShownLater`).
    /// Returns the views shown; empty when there are none, and then nothing was run.
    ///
    /// The code is read in the classes of `owner` (the screen's controller or view) and of the
    /// views under `root`, with their superclasses: an assignment to a view's `isHidden`, by the
    /// name of the property holding it, of anything but `true`. Each method holding one runs on
    /// its object, with arguments not known, so that what it sets with the view is set too (the
    /// title the empty state's button is given, the style its label takes); a view the method
    /// leaves hidden by what it reads (`isHidden = !Options.displayDeleteButton`, an option never
    /// turned on) stays hidden, one it would show on a branch not taken is shown. An observer's
    /// or a setter's assignment shows the view without running. A view hidden otherwise as well
    /// (`alpha` 0, `accessibilityElementsHidden`) stays hidden.
    mutating func showViewsShownLater(under root: ObjectID, owner: ObjectID) -> [ObjectID] {
        let views = heap.views(under: root)
        let hidden = views.filter { heap[$0].name != nil && heap[$0].properties["isHidden"]?.asBool == true }
        guard !hidden.isEmpty else { return [] }
        let hiddenNames = Set(hidden.compactMap { heap[$0].name })
        var shows: [ShowingCode] = []
        var read: Set<String> = []
        for object in [owner] + views {
            for type in index.chain(of: heap[object].className) where read.insert(type.name).inserted {
                shows += Self.showingCode(in: type, on: object, of: hiddenNames)
            }
        }
        let shownNames = Set(shows.map(\.viewName))
        let candidates = hidden.filter { view in
            guard let name = heap[view].name, shownNames.contains(name) else { return false }
            return readProperty("alpha", of: view).asDouble != 0 && readProperty("accessibilityElementsHidden", of: view).asBool != true
        }
        guard !candidates.isEmpty else { return [] }
        var ran: Set<String> = []
        for show in shows {
            guard let method = show.method, ran.insert("\(show.object) \(method.name.text)").inserted else { continue }
            let arguments: [UIKitArgument] = method.signature.parameterClause.parameters.map { parameter in
                (parameter.firstName.text == "_" ? nil : parameter.firstName.text, .unknown("an argument given at run time"))
            }
            // Each run, and the lowering after them, within a budget of its own.
            beginAction()
            _ = callMethod(method.name.text, on: show.object, arguments)
        }
        beginAction()
        return candidates.filter { view in
            guard heap[view].properties["isHidden"]?.asBool == true else { return true }
            // Still hidden: shown anyway where the code shows it unconditionally (on a branch the
            // run did not take, or in an observer), left hidden where what it read hides it.
            let unconditional = shows.contains { $0.viewName == heap[view].name && $0.isUnconditional }
            if unconditional { heap[view].properties["isHidden"] = .bool(false) }
            return unconditional
        }
    }

    /// An assignment of the code that shows a view: the view's property name, the method holding
    /// it (nil in an observer or a setter) and the object to run it on.
    private struct ShowingCode {
        var viewName: String
        var method: FunctionDeclSyntax?
        var object: ObjectID
        /// `isHidden = false`, or in an observer or a setter: shown whatever the run reads.
        var isUnconditional: Bool
    }

    /// The assignments of `type` showing one of the views named `names`, in its methods,
    /// observers and setters (`self.emptyStateLabel.isHidden = false`, `spinner.isHidden = !isLoading`).
    private static func showingCode(in type: UIKitClassIndex.TypeDecl, on object: ObjectID, of names: Set<String>) -> [ShowingCode] {
        var found: [ShowingCode] = []
        // In the order the source declares them (file, then place): the tables are keyed by name,
        // and the order they would give varies from run to run.
        let methods = type.functions.values.flatMap { $0 }
            .sorted { ($0.file.path, $0.syntax.position) < ($1.file.path, $1.syntax.position) }.map(\.syntax)
        let setters = type.computedProperties.values.compactMap { property in property.setter.map { (property.file.path, $0.body) } }
            .sorted { ($0.0, $0.1.position) < ($1.0, $1.1.position) }
        let observers: [Syntax] = type.storedProperties.compactMap { $0.didSet.map(Syntax.init) } + setters.map { Syntax($0.1) }
        for (body, method) in methods.compactMap({ method in method.body.map { (Syntax($0), Optional(method)) } })
            + observers.map({ ($0, nil) }) {
            let assignments = Assignments(viewMode: .sourceAccurate)
            assignments.walk(body)
            for sequence in assignments.found {
                guard let (target, value) = sequence.plainAssignment,
                      let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isHidden",
                      let base = member.base, value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.true)
                else { continue }
                let name = propertyName(base.trimmedDescription)
                guard names.contains(name) else { continue }
                let unconditional = method == nil || value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
                found.append(ShowingCode(viewName: name, method: method, object: object, isUnconditional: unconditional))
            }
        }
        return found
    }

    /// `emptyStateLabel` for `self.emptyStateLabel`, `emptyStateLabel?` and `self?.emptyStateLabel`.
    private static func propertyName(_ receiver: String) -> String {
        var text = Substring(receiver)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        for prefix in ["self?.", "self!.", "self."] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        return String(text)
    }
}

/// The sequence expressions under a node (assignments among them), in source order.
private final class Assignments: SyntaxVisitor {
    var found: [SequenceExprSyntax] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
