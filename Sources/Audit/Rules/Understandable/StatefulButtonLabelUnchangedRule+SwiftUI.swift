import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// SwiftUI: a control whose symbol changes with a state (`heart`/`heart.fill`, `eye`/`eye.slash`,
/// `circle`/`checkmark.circle.fill`; `SymbolStateChoice`) while nothing it says does.
///
/// A control is a `Button` or `Menu` drawing the symbol in its label, or a view answering a tap
/// (`.onTapGesture`, a `TapGesture`) around it. Its words do not change when the symbol is drawn
/// beside a title or text (a symbol beside text is not read; docs/swiftui-defaults.md), or when
/// both pictures read alike on their own (a fill or slash variant keeps its symbol's
/// description). Accepted, from the symbol out to the control: an `.accessibilityValue`, an
/// `.accessibilityRepresentation`, the `.isSelected` or `.isToggle` trait, a label reading the
/// condition or chosen by one, or text chosen by the same condition (`Label(isPinned ? "Unpin" :
/// "Pin", systemImage: …)`). A `Toggle` (and a `ToggleStyle`'s body) says on or off itself; a
/// pressed, hovered, focused, enabled or disabled look is no state the person chose; a state that
/// is whether a sheet the file presents is up is met only under the sheet (`isCoveredWhileOn`).
extension StatefulButtonLabelUnchangedRule {
    func swiftUIFindings(in file: ParsedSourceFile) -> [Finding] {
        file.nodes(SequenceExprSyntax.self).compactMap(SymbolStateChoice.init).compactMap { shown -> Finding? in
            let condition = shown.choice.condition
            guard !ColorOnlyStateRule.isAboutAppearance(condition), !Self.isPassingLook(condition),
                  !Self.isInToggleStyle(shown.call), !Self.isCoveredWhileOn(condition, in: file) else { return nil }
            guard let control = Self.control(around: shown.call) else { return rowFinding(shown, in: file) }
            guard shown.readsAlike || Self.showsText(control.view) else { return nil }
            let chains = Self.chains(from: shown.call, to: control)
            guard !chains.contains(where: { Self.conveysState($0, condition: condition) }),
                  !Self.choosesText(on: condition, in: control.whole, apartFrom: shown.choice.sequence) else { return nil }
            let selected = shown.marksWhenTrue ? "\(condition) ? .isSelected : []" : "\(condition) ? [] : .isSelected"
            // Pictures that read apart are reported for the text beside them, which is read instead.
            var found = finding(.symbolOnly(names: shown.names, besideText: !shown.readsAlike),
                                at: file.location(of: shown.choice.sequence))
            found.insertion = file.insertion(".accessibilityAddTraits(\(selected))", atEndOf: control)
            return found
        }
    }

    /// Controls whose label VoiceOver reads as one element with the button trait.
    static let labelledControls: Set<String> = ["Button", "Menu"]
    /// Controls that say their state themselves: a toggle's on or off, a picker's choice.
    static let controlsSayingTheirState: Set<String> = ["Toggle", "Picker"]

    /// The control the view `call` makes belongs to: its own call when that is a `Button` or `Menu`
    /// (`Button("Pin", systemImage: …)`), else the innermost view around it that is a `Button` or
    /// `Menu` holding it in its label, or answers a tap. Nil inside a `Toggle` or a `Picker`,
    /// which say their state themselves, or with no control around.
    static func control(around call: FunctionCallExprSyntax) -> ModifierChain? {
        let own = ModifierChain(containing: call)
        if let name = own.viewName {
            if labelledControls.contains(name) { return own }
            if controlsSayingTheirState.contains(name) { return nil }
        }
        if answersTap(own) { return own }
        for enclosing in EnclosingView.all(around: call) where enclosing.holdsContent {
            let name = enclosing.call.calledExpression.calledName ?? ""
            if controlsSayingTheirState.contains(name) { return nil }
            if labelledControls.contains(name) { return enclosing.chain }
            if answersTap(enclosing.chain) { return enclosing.chain }
        }
        return nil
    }

    /// Whether the chain answers a tap: `.onTapGesture`, or a `TapGesture` given to `.gesture`.
    static func answersTap(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            (modifier.name == "onTapGesture" && !TapGestureWithoutButtonTraitRule.isMultipleTap(modifier.call))
                || (["gesture", "simultaneousGesture", "highPriorityGesture"].contains(modifier.name)
                    && modifier.call.arguments.containsToken(["TapGesture"]))
        }
    }

    /// The chains from the view `call` makes (the symbol, a row) out to the control's, each once.
    static func chains(from call: FunctionCallExprSyntax, to control: ModifierChain) -> [ModifierChain] {
        var chains = [ModifierChain(containing: call)]
        for enclosing in EnclosingView.all(around: call) {
            guard chains.last?.whole.id != control.whole.id else { break }
            chains.append(enclosing.chain)
        }
        if chains.last?.whole.id != control.whole.id { chains.append(control) }
        return chains
    }

    /// Whether a chain tells VoiceOver the state: a value, a representation, the selected or
    /// toggle trait, a label that reads the condition or is chosen by one, or `.disabled` on the
    /// same condition (Food Truck's order button, filled once the order is complete and no longer
    /// usable: VoiceOver says "dimmed" in that state).
    static func conveysState(_ chain: ModifierChain, condition: String) -> Bool {
        let conditionNames = Set(condition.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        return chain.modifiers.contains { modifier in
            switch modifier.name {
            case "accessibilityValue", "accessibilityRepresentation":
                return true
            case "accessibilityAddTraits":
                return modifier.call.arguments.containsToken(["isSelected", "isToggle"])
            // Disabled in one of the states: VoiceOver says "dimmed" then (the not-enabled trait).
            case "disabled":
                return modifier.argument().map { ConditionalChoice.testsTheSameState($0.trimmedDescription, condition) } ?? false
            case "accessibilityLabel":
                guard let label = modifier.argument() else { return false }
                return label.containsToken(conditionNames) || label.tokens(viewMode: .sourceAccurate).contains {
                    [.infixQuestionMark, .keyword(.if), .keyword(.switch)].contains($0.tokenKind)
                }
            default:
                return false
            }
        }
    }

    /// Whether the same condition (or its negation) also chooses words inside the control: a
    /// string or a `Text` (`isPinned ? "Unpin" : "Pin"`), a title given to `Text`, `Label`,
    /// `Button`, `Menu` or a localized string (`Button(isFavorite ? L10n.remove : L10n.add, …)`),
    /// or an `if` on it showing a text (`if isPinned { Text("Pinned") }`). A colour, font or
    /// opacity chosen by it is seen, not said.
    static func choosesText(on condition: String, in control: ExprSyntax, apartFrom symbol: SequenceExprSyntax) -> Bool {
        let wanted = ConditionalChoice.normalised(condition)
        let tokens = control.tokens(viewMode: .sourceAccurate)
        let choosesWords = tokens.contains { token in
            guard token.tokenKind == .infixQuestionMark,
                  let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self), sequence.id != symbol.id,
                  let other = ConditionalChoice(sequence), ConditionalChoice.normalised(other.condition) == wanted else { return false }
            return isWords(other.then) || isWords(other.otherwise) || isTitle(sequence)
        }
        let showsTextOnIt = tokens.contains { token in
            guard token.tokenKind == .keyword(.if), let branch = token.parent?.as(IfExprSyntax.self),
                  ConditionalChoice.normalised(branch.conditions.trimmedDescription) == wanted else { return false }
            return branch.body.containsToken(["Text"]) || branch.body.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .stringQuote
            }
        }
        return choosesWords || showsTextOnIt
    }

    /// A string literal or a `Text`.
    private static func isWords(_ expression: ExprSyntax) -> Bool {
        expression.is(StringLiteralExprSyntax.self) || expression.calledName == "Text"
    }

    /// Whether the choice is the words given to a view or a localized string: the first
    /// unlabelled argument of `Text`, `Label`, `Button`, `Menu`, `NSLocalizedString`,
    /// `LocalizedStringKey` or `String(localized:)`, or one labelled as a title.
    private static func isTitle(_ choice: SequenceExprSyntax) -> Bool {
        guard let (call, argument) = choice.argumentOfCall,
              let name = call.calledExpression.calledName else { return false }
        return ["Text", "Label", "Button", "Menu", "NSLocalizedString", "LocalizedStringKey", "String"].contains(name)
            && (argument.label.map { ["title", "titleKey", "localized"].contains($0.text) } ?? true)
    }

    /// Words of conditions on how the control looks while a finger or pointer is on it, while it
    /// has focus, or while it can be used (`isSendingDisabled`): no state the person chose, and
    /// `.disabled(_:)`, not a selected trait, is what says the last.
    static let passingLookWords: Set<String> = ["pressed", "hovered", "hovering", "highlighted", "focused", "enabled",
                                                "disabled"]

    static func isPassingLook(_ condition: String) -> Bool {
        condition.split { !$0.isLetter && !$0.isNumber }.contains { name in
            name.camelCaseWords.contains { passingLookWords.contains($0) }
        }
    }

    /// Whether the state is whether a sheet or a full-screen cover of the file is up
    /// (`.sheet(isPresented: $isEditingFilters)`): while it is, the presentation covers the
    /// control and keeps assistive technologies in it (it is modal), so nobody meets the control
    /// in that state (Meshtastic's log filter button, filled only under its filter sheet). A
    /// popover is not counted: on an iPad it leaves the control in view.
    static func isCoveredWhileOn(_ condition: String, in file: ParsedSourceFile) -> Bool {
        var state = condition.trimmingCharacters(in: .whitespaces)
        if state.hasPrefix("!") { state.removeFirst() }
        if state.hasPrefix("self.") { state.removeFirst("self.".count) }
        guard !state.isEmpty, state.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        return file.nodes(FunctionCallExprSyntax.self).contains { call in
            guard ["sheet", "fullScreenCover"].contains(call.calledExpression.calledName ?? "") else { return false }
            let bound = call.arguments.first { $0.label?.text == "isPresented" }?.expression.trimmedDescription
            return bound == "$" + state || bound == "self.$" + state
        }
    }

    /// Whether the symbol is drawn by a `ToggleStyle`'s body: the `Toggle` it styles says on or off.
    static func isInToggleStyle(_ node: some SyntaxProtocol) -> Bool {
        let scope = node.enclosingTypeScope
        let inherited = scope.as(StructDeclSyntax.self)?.inheritanceClause ?? scope.as(ExtensionDeclSyntax.self)?.inheritanceClause
        return inherited?.trimmedDescription.contains("ToggleStyle") ?? false
    }

    /// Whether the control shows words beside the symbol, which VoiceOver reads in its place: a
    /// title (`Button("Pin", systemImage: …)`, `Label("Pin", systemImage: …)`) or a `Text`.
    static func showsText(_ view: ExprSyntax) -> Bool {
        view.tokens(viewMode: .sourceAccurate).contains { token in
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.firstToken(viewMode: .sourceAccurate)?.id == token.id else { return false }
            switch token.text {
            case "Text":
                return true
            case "Label", "Button", "Menu":
                guard let title = call.arguments.first, title.label == nil, !title.expression.is(ClosureExprSyntax.self) else {
                    return false
                }
                return title.expression.stringLiteralValue.map { !$0.isEmpty } ?? true
            default:
                return false
            }
        }
    }
}

extension RuleMessage {
    static func symbolOnly(names: (then: String, otherwise: String)?, besideText: Bool) -> RuleMessage {
        let pictures = names.map { "(`\($0.then)` or `\($0.otherwise)`)" } ?? "(filled or not)"
        // A symbol beside text is not read (docs/swiftui-defaults.md, Grouping children).
        let heard = besideText ? "VoiceOver reads the text beside it, the same in both states, and not the symbol" : heard(names)
        return RuleMessage(
            id: "stateful-button-label-unchanged",
            text: """
                This control shows its state only by its symbol \(pictures): \(heard), so a person \
                who cannot see it does not know which state it is in.
                """,
            fix: """
                Say the state with it: add the selected trait when it is on \
                (`.accessibilityAddTraits(isOn ? .isSelected : [])`; VoiceOver then says "Selected"), \
                or an `.accessibilityValue`, or change the label with the symbol ("Pin" and "Unpin").
                """)
    }

    /// What VoiceOver says in the two states: the same description, or, for two symbols the
    /// audit knows no description for, their own descriptions or else their names' words ("Pin"
    /// and "Pin fill"), which name a picture, not a state (`SymbolDescriptions`).
    private static func heard(_ names: (then: String, otherwise: String)?) -> String {
        guard let names, !names.then.contains("\\("), !names.otherwise.contains("\\("),
              SymbolDescriptions.isReadByName(names.then), SymbolDescriptions.isReadByName(names.otherwise) else {
            return "VoiceOver says the same words in both states"
        }
        let words = [names.then, names.otherwise].map { "\"\(SymbolDescriptions.nameWords($0))\"" }
        return "VoiceOver reads each symbol's own description, or else the words of its name (\(words[0]) and "
            + "\(words[1])), which name a picture, not a state"
    }
}
