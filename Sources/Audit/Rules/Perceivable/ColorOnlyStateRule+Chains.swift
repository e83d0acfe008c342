import SwiftSyntax
import SwiftSyntaxSupport

/// Colours chosen by chained ternaries (`inLibrary ? .accentColor : inReadLater ? .yellow : nil`,
/// Suwatte's badge on a tile): a state among several told by colour alone, as with one ternary.
///
/// Reported when every value is a colour or `nil` (no colour: the default one, or none drawn), at
/// least two different colours are chosen and one has a hue, and, for each condition, what a single
/// choice needs: no condition about the appearance, nothing else in the type chosen by it but
/// colours, no `if` on it, no control disabled by it, no repeating animation's phase. Not reported
/// when every condition compares the same value with an order or a literal and the coloured view
/// shows that value (`percentage >= 90 ? .green : percentage >= 75 ? .orange : .red` on the bar or
/// the text that shows the percentage): the colour grades what is written or drawn beside it; nor
/// when every condition disables the control the chain colours.
extension ColorOnlyStateRule {
    func chainFindings(_ chains: [ConditionalChain], choosers: [ConditionalChoice.Key: [ChoiceOnCondition]],
                       in file: ParsedSourceFile) -> [Finding] {
        chains.compactMap { chain in
            let colors = chain.values.filter { !$0.is(NilLiteralExprSyntax.self) }
            guard colors.count >= 2, colors.allSatisfy(Self.isColor), colors.contains(where: isChromatic),
                  Set(colors.map(\.trimmedDescription)).count >= 2,
                  !chain.conditions.contains(where: Self.isAboutAppearance),
                  !SettingReaders.scope(of: chain.sequence, reads: SettingReaders.differentiateWithoutColor),
                  !ConditionalChoice.feedsAccessibilityOnly(chain.sequence, target: chain.target),
                  chain.keys.allSatisfy({ key in
                      (choosers[key] ?? []).allSatisfy { $0.sequence.id == chain.sequence.id || $0.choosesOnlyHues }
                  }),
                  !chain.conditions.contains(where: { condition in
                      branchesOnCondition(condition, in: chain.scope) || Self.disablesOnCondition(condition, in: chain.scope)
                          || Self.isPhaseOfRepeatingAnimation(condition, in: chain.scope)
                          || Self.showsTheStateInTheSameView(chain.target, on: condition, at: chain.sequence)
                  }),
                  !Self.gradesAValueItShows(chain), !Self.onlyColoursADisabledControl(chain) else { return nil }
            return finding(Self.colorsUIKitView(chain.sequence) ? .colorOnlyUIKit : .colorOnly,
                           at: file.location(of: chain.sequence))
        }
    }

    /// Whether every condition compares one value — with an order (`percentage >= 90`,
    /// `Decimal($0.glucose ?? 0) > high`) or with a literal (`contributor.login == "IBH-RAD"`) —
    /// and the view the chain colours shows that value (`BarMark(x: .value("Loops", percentage))`,
    /// `Text(contributor.login)`): the colour grades or marks what is written or drawn beside it.
    static func gradesAValueItShows(_ chain: ConditionalChain) -> Bool {
        guard let modifier = modifierCall(around: chain.sequence),
              let shown = ModifierChain(containing: modifier).viewCall else { return false }
        let tested = chain.conditionElements.map { elements -> Set<String>? in
            let operators = elements.flatMap { element in
                [element.as(BinaryOperatorExprSyntax.self)].compactMap { $0 } + element.descendants(BinaryOperatorExprSyntax.self)
            }
            guard !operators.isEmpty, operators.allSatisfy({ Self.gradingOperators.contains($0.operator.text) }),
                  operators.allSatisfy({ !["==", "!="].contains($0.operator.text) || Self.comparesWithALiteral($0) }) else { return nil }
            return Set(elements.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap { token -> String? in
                switch token.tokenKind {
                // Values, not the types converting them (`Decimal(…)`).
                case .identifier where token.text.first?.isLowercase == true, .dollarIdentifier: token.text
                default: nil
                }
            })
        }
        guard let first = tested.first ?? nil, tested.allSatisfy({ $0 != nil }) else { return false }
        let common = tested.compactMap { $0 }.reduce(first) { $0.intersection($1) }
        return !common.isEmpty && shown.arguments.containsToken(common)
    }

    /// Whether an equality compares with a literal or a constant case (`login == "IBH-RAD"`,
    /// `state == .active`): a value marked, not two values compared.
    private static func comparesWithALiteral(_ equality: BinaryOperatorExprSyntax) -> Bool {
        guard let list = equality.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == equality.id }), index > 0, index + 1 < elements.count else { return false }
        return [elements[index - 1], elements[index + 1]].contains { side in
            side.is(StringLiteralExprSyntax.self) || side.is(IntegerLiteralExprSyntax.self) || side.is(FloatLiteralExprSyntax.self)
                || side.is(BooleanLiteralExprSyntax.self) || side.is(NilLiteralExprSyntax.self)
                || side.as(MemberAccessExprSyntax.self)?.base == nil && side.is(MemberAccessExprSyntax.self)
        }
    }

    /// The operators a condition grading one value is built from.
    private static let gradingOperators: Set<String> = ["<", "<=", ">", ">=", "==", "!=", "||", "&&", "??"]

    /// Whether every condition of the chain disables its control: each of its alternatives
    /// (`a || b`) is one of a `.disabled(…)`'s in the type (Trio's save button, grey or red while
    /// disabled, "Max Carbs of 250 g exceeded" in its title). The colours are the looks of a
    /// control VoiceOver reads as dimmed, as `disablesOnCondition` says of one condition.
    static func onlyColoursADisabledControl(_ chain: ConditionalChain) -> Bool {
        let disabling = chain.scope.descendants(FunctionCallExprSyntax.self).filter {
            $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "disabled" && $0.arguments.count == 1
        }.flatMap { call -> [String] in
            guard let argument = call.arguments.first?.expression else { return [] }
            return alternatives(of: argument.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [argument])
        }
        guard !disabling.isEmpty else { return false }
        return chain.conditionElements.allSatisfy { Set(alternatives(of: $0)).isSubset(of: disabling) }
    }

    /// The alternatives of a condition's elements joined by `||` (the operator binding loosest,
    /// so each part between two is one alternative, as `WrittenTest` splits on `&&`), each
    /// without spaces.
    private static func alternatives(of elements: [ExprSyntax]) -> [String] {
        elements.split { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" }.map { part in
            part.map(\.trimmedDescription).joined().filter { !$0.isWhitespace }
        }
    }
}
