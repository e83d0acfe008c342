import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// A `UIViewRepresentable` whose `makeUIView(context:)` returns one of UIKit's standard controls,
/// lowered as the SwiftUI view backed by the same control, with the accessibility properties
/// `makeUIView` and `updateUIView` give it.
///
/// SwiftUI's `TextEditor`, `TextField`, `Toggle`, `Slider` and `ProgressView` are drawn on iOS by
/// `UITextView`, `UITextField`, `UISwitch`, `UISlider` and `UIActivityIndicatorView`, so a
/// representable wrapping one of those is heard as the SwiftUI view is (Apple, `UIViewRepresentable`:
/// "a wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy"). What the two functions set on the view is read as the matching modifier
/// (`WrappedUIKitControl.Settings`); what they set in a branch or a closure is left open. A subclass of the app's own is
/// the control it inherits from; its own code may set what the functions do not, so what they
/// leave unset is left open, as it is where they hand the view to other code. Any other wrapped
/// view stays unknown (docs/review.md, Wrapped UIKit views).
extension Interpreter {
    /// The standard control `type`'s `makeUIView` returns, with what is set on it, or nil when it
    /// returns another view or what the control is cannot be read.
    mutating func wrappedStandardControl(_ type: SourceIndex.TypeDecl, call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        guard type.conformances.contains(where: { $0.hasSuffix("UIViewRepresentable") }),
              let make = type.functions["makeUIView"]?.first,
              let returned = make.syntax.signature.returnClause?.type.trimmedText,
              let control = WrappedUIKitControl(className: returned, superclass: { self.superclass(of: $0, near: type.file.path) }),
              let makeBody = make.syntax.body,
              let name = Self.returnedName(in: makeBody.statements) else { return nil }
        let callSite = location(of: call, in: scope)
        let instance = instantiate(type, arguments: arguments(of: call, scope), at: callSite, scope)
        var settings = WrappedUIKitControl.Settings()
        settings.isAppSubclass = WrappedUIKitControl.classes[returned] == nil
        // `updateUIView(_:context:)` runs after `makeUIView`: what it sets wins.
        var functions: [(SourceIndex.Member<FunctionDeclSyntax>, String)] = [(make, name)]
        if let update = type.functions["updateUIView"]?.first,
           let view = update.syntax.signature.parameterClause.parameters.first?.localName {
            functions.append((update, view))
        }
        for (function, view) in functions {
            guard let body = function.syntax.body else { continue }
            var inner = scope.entering(function.file, selfObject: instance, owner: type.name)
            inner.viewStack.append(function.syntax.name.text)
            for found in Self.assignments(toPropertiesOf: view, in: body) {
                // Set in a branch or a closure, the value is one the view may or may not have.
                let value = found.isDefinite ? evaluate(found.value, inner)
                    : .unknown(reason: "`\(found.property)` set in a branch or a closure of `\(function.syntax.name.text)`")
                settings.set(found.property, to: value, written: found.value.trimmedText, at: location(of: found.statement, in: inner))
            }
            if Self.handsOn(view, in: body) { settings.isHandedOn = true }
        }
        return control.view(with: settings, named: type.name, at: callSite)
    }

    /// The superclass a class of the app's own names first, for a subclass of a UIKit control.
    private func superclass(of name: String, near path: String) -> String? {
        index.type(name, near: path)?.conformances.first
    }

    /// The name `makeUIView` returns (`return textView`), from its last statement.
    static func returnedName(in statements: CodeBlockItemListSyntax) -> String? {
        guard let last = statements.last?.item.as(ReturnStmtSyntax.self) else { return nil }
        return last.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// An assignment to a property of the view (`textView.accessibilityLabel = placeholder`).
    struct PropertyAssignment {
        var property: String
        var value: ExprSyntax
        var statement: SequenceExprSyntax
        /// A statement of the function's own, run whenever it runs (not in a branch or closure).
        var isDefinite: Bool
    }

    /// The assignments to properties of the view `name` anywhere in `body`, in source order.
    static func assignments(toPropertiesOf name: String, in body: CodeBlockSyntax) -> [PropertyAssignment] {
        var found: [PropertyAssignment] = []
        func visit(_ node: Syntax) {
            if let sequence = node.as(SequenceExprSyntax.self), let parts = sequence.plainAssignment,
               let target = parts.target.as(MemberAccessExprSyntax.self),
               target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                let isDefinite = sequence.parent?.as(CodeBlockItemSyntax.self)?.parent?.id == body.statements.id
                found.append(PropertyAssignment(property: target.declName.baseName.text, value: parts.value,
                                                statement: sequence, isDefinite: isDefinite))
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(body.statements))
        return found
    }

    /// Whether `body` hands the view `name` to other code, which may set what the function does
    /// not: as an argument (`configure(textField)`) or as the value of an assignment
    /// (`context.coordinator.textView = textView`).
    static func handsOn(_ name: String, in body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            if reference.parent?.is(LabeledExprSyntax.self) == true { return true }
            guard let parts = reference.parent?.parent?.as(SequenceExprSyntax.self)?.plainAssignment else { return false }
            return parts.value.id == ExprSyntax(reference).id
        }
    }
}
