import SwiftSyntax
import SwiftSyntaxSupport

/// SwiftUI: a row view whose symbol is chosen by a property its callers pass
/// (`Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")` in `AccessRow`), and a
/// caller in the same file making the row a control (`AccessRow(isSelected: selection == option)`
/// in a `Button`'s label, or with `.onTapGesture`). The row's body holds no control, so the
/// control and what it says are read at the caller, with the expression it passes.
extension StatefulButtonLabelUnchangedRule {
    func rowFinding(_ shown: SymbolStateChoice, in file: ParsedSourceFile) -> Finding? {
        let property = ConditionalChoice.normalised(shown.choice.condition)
        guard let row = shown.call.enclosingTypeScope.as(StructDeclSyntax.self),
              Self.storedProperties(of: row).contains(property) else { return nil }
        let outermost = EnclosingView.all(around: shown.call).last?.chain ?? ModifierChain(containing: shown.call)
        guard shown.readsAlike || Self.showsText(outermost.view),
              !Self.chains(from: shown.call, to: outermost).contains(where: { Self.conveysState($0, condition: property) }),
              !Self.choosesText(on: shown.choice.condition, in: outermost.whole, apartFrom: shown.choice.sequence) else {
            return nil
        }
        let callers = file.nodes(FunctionCallExprSyntax.self).lazy.compactMap { call -> (passed: ExprSyntax, control: ModifierChain)? in
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == row.name.text,
                  let passed = call.arguments.first(where: { $0.label?.text == property })?.expression,
                  let control = Self.control(around: call),
                  !Self.chains(from: call, to: control).contains(where: { Self.conveysState($0, condition: passed.trimmedDescription) })
            else { return nil }
            return (passed, control)
        }
        guard let caller = callers.first else { return nil }
        // The row says true when its property is; negated (`!isSelected ? … : …`), the marked
        // symbol is the other branch's, as `marksWhenTrue` reads it.
        let passed = caller.passed.trimmedDescription
        let selected = shown.marksWhenTrue ? "\(passed) ? .isSelected : []" : "\(passed) ? [] : .isSelected"
        var found = finding(.symbolOnly(names: shown.names, besideText: !shown.readsAlike),
                            at: file.location(of: shown.choice.sequence))
        found.insertion = file.insertion(".accessibilityAddTraits(\(selected))", atEndOf: caller.control)
        return found
    }

    /// The names of the stored instance properties a struct declares (`let isSelected: Bool`,
    /// `var isSelect: Bool`): what a caller passes to it, not a computed or static property.
    static func storedProperties(of type: StructDeclSyntax) -> Set<String> {
        Set(type.storedProperties.filter { !$0.declaration.isStatic }.map(\.name))
    }
}
