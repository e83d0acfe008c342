import SwiftSyntax
import SwiftSyntaxSupport

/// UIKit code: a colour property of a view (`backgroundColor`, `tintColor`, `textColor`,
/// `layer.borderColor`) chosen by a state, written as a conditional choice or as an
/// `if … else` whose branches only colour.
///
/// UIKit's setting is `UIAccessibility.shouldDifferentiateWithoutColor` (Apple); a class that
/// reads it is not reported. Conditions on a touch in progress (`isHighlighted`, `isTracking`)
/// or on `isEnabled` (VoiceOver says "dimmed") are feedback, not state, and conditions on the
/// app's light or dark theme or on a static setting (`BuildSettings.newLayoutEnabled`) are
/// appearance and configuration, and a condition on a destructive role (`row.destructive`) is a
/// role SwiftUI itself shows by tint: none is read.
extension ColorOnlyStateRule {
    /// The colour properties of UIKit views and layers.
    static let uikitColorProperties: Set<String> = ["backgroundColor", "tintColor", "textColor", "borderColor",
                                                    "fillColor", "strokeColor", "onTintColor", "thumbTintColor",
                                                    "minimumTrackTintColor", "maximumTrackTintColor",
                                                    "progressTintColor", "trackTintColor", "barTintColor"]
    /// Words of conditions about the appearance or a touch in progress, not about a state.
    static let feedbackWords: Set<String> = ["ishighlighted", "highlighted", "istracking", "istouchinside",
                                             "isenabled", "enabled", "ispressed", "isfocused"]

    /// Words of conditions on an app's own light or dark theme (`Theme.isDarkTheme()`).
    static let themeWords: Set<String> = ["dark", "isdark", "isdarktheme", "theme", "islight", "islighttheme"]

    /// Words of conditions on a control's destructive role (`row.destructive`): SwiftUI shows
    /// `ButtonRole.destructive` by its red tint alone, a role the title's words name ("Delete
    /// account"; Apple, `ButtonRole.destructive`), not a state that changes under the person.
    static let roleWords: Set<String> = ["destructive", "isdestructive"]

    /// Names, in lower case, of where or how the view is laid out (`inControlGroup`,
    /// `isInToolbar`, `horizontalSizeClass == .compact`, `isLandscape`): a control drawn filled
    /// side by side in a `ControlGroup`, or smaller in a compact layout, looks different where it
    /// is, not in a state the person chose.
    static let layoutNames = ["controlgroup", "toolbar", "sizeclass", "landscape", "portrait", "sidebar",
                              "navigationbar", "tabbar", "popover"]

    /// Whether a word of a condition names where or how the view is laid out (`layoutNames`, or
    /// a compact layout: `.compact`, `isCompact`; not `compactMap`).
    static func namesLayout(_ word: String) -> Bool {
        layoutNames.contains(where: word.contains) || word == "compact" || word.hasPrefix("iscompact")
    }

    static func isAboutAppearance(_ condition: String) -> Bool {
        condition.lowercasedWords.contains {
            appearanceWords.contains($0) || feedbackWords.contains($0) || themeWords.contains($0) || roleWords.contains($0)
                || namesLayout($0)
        }
            || isAboutConfiguration(condition)
    }

    /// Whether the condition reads a setting of the app (`BuildSettings.newLayoutEnabled`,
    /// `Theme.isDarkTheme()`: a static member of a settings, configuration, flag or theme type, or
    /// a static `is…`/`has…`): the same for every view, not a state (`Status.online` is one).
    static func isAboutConfiguration(_ condition: String) -> Bool {
        condition.contains(/(^|[^A-Za-z0-9_.])[A-Z][A-Za-z0-9_]*(Settings|Config|Configuration|Flags?|Features?|Theme|Defaults)\.[a-z]/)
            || condition.contains(/(^|[^A-Za-z0-9_.])[A-Z][A-Za-z0-9_]*\.(is|has|should)[A-Z]/)
    }

    /// Whether the choice is assigned to a colour property of a UIKit view.
    static func colorsUIKitView(_ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        guard let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), assignment > 0 else {
            return false
        }
        return elements[assignment - 1].calledName.map(uikitColorProperties.contains) ?? false
    }

    /// `if condition { v.backgroundColor = a } else { v.backgroundColor = b }`: both branches
    /// only colour, with at least one hue, and nothing else in the type changes with the condition.
    func branchFindings(_ ternaries: [ConditionalChoice], in file: ParsedSourceFile) -> [Finding] {
        file.nodes(IfExprSyntax.self).compactMap { ifExpression in
            guard case .codeBlock(let elseBlock)? = ifExpression.elseBody,
                  let thenColors = colorAssignments(ifExpression.body), let elseColors = colorAssignments(elseBlock),
                  let first = thenColors.first,
                  Set(thenColors.map(\.property)) == Set(elseColors.map(\.property)),
                  (thenColors + elseColors).contains(where: { isChromatic($0.value) }) else { return nil }
            let condition = ifExpression.conditions.trimmedDescription
            guard !Self.isAboutAppearance(condition),
                  !SettingReaders.scope(of: ifExpression, reads: SettingReaders.differentiateWithoutColor),
                  !changesMoreThanColor(condition, besides: ifExpression, ternaries: ternaries),
                  !Self.saysTheStateInWords(ifExpression) else { return nil }
            return finding(.colorOnlyUIKit, at: file.location(of: first.statement))
        }
    }

    /// The colour assignments of a branch, or nil when it does anything else.
    private func colorAssignments(_ block: CodeBlockSyntax) -> [(statement: CodeBlockItemSyntax, property: String, value: ExprSyntax)]? {
        let assignments = block.statements.map { item -> (CodeBlockItemSyntax, String, ExprSyntax)? in
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let property = elements[0].calledName, Self.uikitColorProperties.contains(property),
                  Self.isColor(elements[2]) else { return nil }
            return (item, elements[0].trimmedDescription, elements[2])
        }
        guard !assignments.isEmpty, assignments.allSatisfy({ $0 != nil }) else { return nil }
        return assignments.compactMap { $0 }
    }

    /// Whether the function around the `if` also sets a view's words or image, and every value
    /// the condition reads (`valuesRead`) also chooses words (`switch status { case .active: text = tr("…") }`,
    /// `isOnDemandEngaged ? " (On-Demand)" : ""`): each state the colour shows is said in words
    /// too. wireguard's tunnel detail switch is yellow while on demand and not yet active, and the
    /// same `update(cell:with:)` sets the status text from the status ("Inactive", "Active") and
    /// adds " (On-Demand)", which VoiceOver reads. Its tunnel list is not so: there the words say
    /// only "On-Demand", and whether the tunnel is active shows by the colour alone.
    static func saysTheStateInWords(_ ifExpression: IfExprSyntax) -> Bool {
        guard let function = sequence(first: Syntax(ifExpression), next: \.parent).dropFirst()
                .first(where: { $0.is(FunctionDeclSyntax.self) || $0.is(ClosureExprSyntax.self) || $0.is(AccessorDeclSyntax.self) }),
              function.trimmedDescription.contains(wordsOrImageSet) else { return false }
        let read = valuesRead(in: Syntax(ifExpression.conditions))
        guard !read.isEmpty else { return false }
        var saidInWords: Set<String> = []
        for token in function.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .keyword(.switch):
                guard let choice = token.parent?.as(SwitchExprSyntax.self), choosesWords(Syntax(choice.cases)) else { continue }
                saidInWords.formUnion(valuesRead(in: Syntax(choice.subject)))
            case .keyword(.if):
                guard let other = token.parent?.as(IfExprSyntax.self), other.id != ifExpression.id,
                      choosesWords(Syntax(other.body)) || other.elseBody.map({ choosesWords(Syntax($0)) }) == true else { continue }
                saidInWords.formUnion(valuesRead(in: Syntax(other.conditions)))
            case .infixQuestionMark:
                guard let ternary = token.parent?.as(UnresolvedTernaryExprSyntax.self),
                      let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self), choosesWords(Syntax(sequence)) else { continue }
                // The condition: what stands before the `?`, after any assignment (`text += isOn ? … : …`).
                let elements = Array(sequence.elements)
                let value = FoldedExpression.assignment(in: elements)?.value ?? elements
                for part in value.prefix(while: { $0.id != ternary.id }) { saidInWords.formUnion(valuesRead(in: Syntax(part))) }
            default: continue
            }
        }
        return read.isSubset(of: saidInWords)
    }

    /// Whether the code chooses words: it writes a string or sets a view's words or image.
    private static func choosesWords(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .stringQuote } || node.trimmedDescription.contains(wordsOrImageSet)
    }

    /// The values an expression reads, each as written whole (`status` in `status == .active`,
    /// `tunnel.status` in `tunnel.status != .active`): not an enum case (`.active`), not a part of
    /// a longer path, so that `item.isNew` choosing words says nothing of `item.isSelected`.
    private static func valuesRead(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id else { return nil }
            var path = Syntax(reference)
            while true {
                // `tunnel.status`, or `tunnel?.status` through its optional chaining.
                let below = path.parent?.as(OptionalChainingExprSyntax.self).map(Syntax.init) ?? path
                guard let member = below.parent?.as(MemberAccessExprSyntax.self), member.base?.id == below.id else { break }
                path = Syntax(member)
            }
            return path.trimmedDescription.replacingOccurrences(of: "?", with: "")
        })
    }

    /// A view's words or image set (`label.text = …`, `button.setTitle(…)`, `accessibilityValue = …`).
    nonisolated(unsafe) private static let wordsOrImageSet =
        /\.(text|attributedText|accessibilityValue|accessibilityLabel|image)\s*=[^=]|\.set(Title|AttributedTitle|Image)\(/

    /// Whether another `if` on the same condition, or a choice on it, changes something besides colour.
    private func changesMoreThanColor(_ condition: String, besides ifExpression: IfExprSyntax,
                                      ternaries: [ConditionalChoice]) -> Bool {
        let scope = ifExpression.enclosingTypeScope
        let otherIfs = scope.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.if) }.compactMap {
            $0.parent?.as(IfExprSyntax.self)
        }.filter { $0.id != ifExpression.id && $0.conditions.trimmedDescription == condition }
        let choices = ternaries.filter { $0.scope.id == scope.id && $0.condition == condition && !$0.isAccessibilityOnly }
        return !otherIfs.isEmpty || choices.contains { !(Self.isColor($0.then) && Self.isColor($0.otherwise)) }
    }
}

extension RuleMessage {
    static let colorOnlyUIKit = RuleMessage(
        id: "color-only-state.uikit",
        text: """
            Only the colour of this view changes with this condition: a person with a colour-vision \
            deficiency, or using grayscale, cannot tell which state it is in.
            """,
        fix: """
            Change an image or text with the colour (a checkmark and an X, "Online" and "Offline"), or \
            add one when `UIAccessibility.shouldDifferentiateWithoutColor` is true; for VoiceOver, \
            say the state in `accessibilityValue`.
            """)
}
