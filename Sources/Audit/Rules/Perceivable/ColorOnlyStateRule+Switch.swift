import SwiftSyntax
import SwiftSyntaxSupport

/// Colours chosen by a `switch` over a state: in a view, in a function (`colour(for: status)`)
/// or in a model's property (`var color: Color { switch self { … } }`).
///
/// Reported when every case of the switch gives only a colour, at least two of them with a hue,
/// the switched value names a state (its name or its type's: status, state, severity, health,
/// connection, availability, result, validity), nothing else in the type switches on the same
/// value to give text or a symbol, no `Text`, `Label` or `Image` of the file shows the value, and
/// the type never reads Differentiate Without Colour.
extension ColorOnlyStateRule {
    /// Words that say a value is a state a person must tell apart, not a theme or a category.
    static let stateWords = ["status", "state", "severity", "health", "connection", "availability", "result",
                             "validity", "valid", "reachab"]

    func switchFindings(in file: ParsedSourceFile) -> [Finding] {
        let switches = file.nodes(SwitchExprSyntax.self)
        return switches.compactMap { choice in
            guard let colors = caseColors(of: choice), colors.filter(isChromatic).count >= 2,
                  Set(colors.map(\.trimmedDescription)).count >= 2,
                  namesAState(choice),
                  !SettingReaders.scope(of: choice, reads: SettingReaders.differentiateWithoutColor),
                  !sameValueGivesOtherContent(choice, among: switches),
                  !fileShowsValue(choice, in: file) else { return nil }
            return finding(.colorOnlySwitch, at: file.location(of: choice.switchKeyword))
        }
    }

    /// The colour each case gives (`.green`, `return .red`), or nil when a case gives anything else.
    private func caseColors(of choice: SwitchExprSyntax) -> [ExprSyntax]? {
        var colors: [ExprSyntax] = []
        for item in choice.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self), switchCase.statements.count == 1,
                  let statement = switchCase.statements.first else { return nil }
            let expression = statement.item.as(ExprSyntax.self)
                ?? statement.item.as(ReturnStmtSyntax.self)?.expression
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            guard let expression, Self.isColor(expression) else { return nil }
            colors.append(expression)
        }
        return colors.count >= 2 ? colors : nil
    }

    /// Whether the switched value (or, for `switch self`, the type) is named as a state.
    private func namesAState(_ choice: SwitchExprSyntax) -> Bool {
        var words = choice.subject.trimmedDescription
        if words == "self", let name = SettingReaders.declaredName(of: choice.enclosingTypeScope) { words = name }
        if let function = sequence(first: Syntax(choice), next: \.parent).lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first {
            words += " " + function.signature.parameterClause.trimmedDescription
        }
        let lowered = words.lowercased()
        return Self.stateWords.contains { lowered.contains($0) }
    }

    /// Whether another switch on the same value in the same type gives something other than
    /// colours (a title, a symbol name).
    private func sameValueGivesOtherContent(_ choice: SwitchExprSyntax, among switches: [SwitchExprSyntax]) -> Bool {
        let subject = choice.subject.trimmedDescription
        let scope = choice.enclosingTypeScope.id
        return switches.contains { other in
            other.id != choice.id && other.subject.trimmedDescription == subject
                && other.enclosingTypeScope.id == scope && caseColors(of: other) == nil
        }
    }

    /// Whether a `Text`, `Label` or `Image` of the file shows the switched value
    /// (`Text(status.title)`, `Image(systemName: status.symbol)`).
    private func fileShowsValue(_ choice: SwitchExprSyntax, in file: ParsedSourceFile) -> Bool {
        guard let name = choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "self" else {
            return false
        }
        return file.nodes(FunctionCallExprSyntax.self).contains { call in
            ["Text", "Label", "Image"].contains(call.calledExpression.calledName ?? "")
                && call.arguments.containsToken([name])
        }
    }
}

extension RuleMessage {
    fileprivate static let colorOnlySwitch = RuleMessage(
        id: "color-only-state.switch",
        text: """
            The cases of this `switch` statement give each state only a colour: a person with a \
            colour-vision deficiency, or using grayscale, cannot tell which state is shown.
            """,
        fix: """
            Give each state a symbol, shape or text as well (a checkmark and an X, "Online" and \
            "Offline") and show it with the colour, or add one when `accessibilityDifferentiateWithoutColor` is on.
            """)
}
