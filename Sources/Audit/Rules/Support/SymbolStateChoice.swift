import SwiftSyntax
import SwiftUIFrontEnd

/// A condition choosing between two pictures of one SF Symbol: `isLiked ? "heart.fill" : "heart"`,
/// `isSelected ? "checkmark.circle.fill" : "circle"`, `selected ? "\(icon).fill" : icon`, or a
/// rendering variant (`.symbolVariant(isOn ? .fill : .none)`).
///
/// The two names are one symbol in two states when one is the other with marks added (a fill, a
/// slash, a checkmark): the parts of the shorter name, read between the dots, are all parts of the
/// longer one, and the parts added are marks. `chevron.up` and `chevron.down`, `play.fill` and
/// `pause.fill` are two symbols, not two states of one.
struct SymbolStateChoice {
    /// The ternary that chooses.
    var choice: ConditionalChoice
    /// The call that draws the symbol: `Image(systemName:)`, `Label(_:systemImage:)`,
    /// `Button(_:systemImage:action:)`, or the `.symbolVariant` modifier.
    var call: FunctionCallExprSyntax
    /// The two names, as written (`heart.fill`, `heart`); nil for a rendering variant.
    var names: (then: String, otherwise: String)?
    /// Whether the marked picture (the filled heart, the checkmark) is the one shown when the
    /// condition holds.
    var marksWhenTrue: Bool

    /// Parts a symbol's name gains to show a state: SF Symbols' fill and slash variants and the
    /// checkmark or filled dot of a chosen item.
    static let marks: Set<String> = ["fill", "slash", "checkmark", "largecircle", "inset", "filled"]

    /// Argument labels that name a symbol.
    static let symbolArgumentLabels: Set<String> = ["systemName", "systemImage", "systemSymbol"]

    init?(_ sequence: SequenceExprSyntax) {
        guard let choice = ConditionalChoice(sequence), choice.target == nil,
              let (call, argument) = sequence.argumentOfCall else { return nil }
        self.choice = choice
        self.call = call
        if let label = argument.label?.text, Self.symbolArgumentLabels.contains(label) {
            guard let then = Self.nameParts(choice.then), let otherwise = Self.nameParts(choice.otherwise),
                  then != otherwise else { return nil }
            let (fewer, more) = then.count < otherwise.count ? (then, otherwise) : (otherwise, then)
            let added = more.filter { !fewer.contains($0) }
            guard fewer.allSatisfy(more.contains), !added.isEmpty, added.allSatisfy(Self.marks.contains) else { return nil }
            names = (then.joined(separator: "."), otherwise.joined(separator: "."))
            marksWhenTrue = then.count > otherwise.count
        } else if argument.label == nil, call.calledExpression.calledName == "symbolVariant",
                  let then = choice.then.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  let otherwise = choice.otherwise.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  then != otherwise {
            names = nil
            marksWhenTrue = otherwise == "none"
        } else {
            return nil
        }
    }

    /// The parts of a symbol's name between its dots: a string literal, whose interpolations are
    /// parts of their own (`"\(icon).fill"` is `\(icon)`, `fill`), a name passed in (`icon`), or an
    /// SFSafeSymbols case (`.heartFill` is `heart`, `fill`).
    static func nameParts(_ expression: ExprSyntax) -> [String]? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            // Split at the dots of the literal's text, never inside an interpolation (`\(tab.icon)`).
            var parts = [""]
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    let pieces = plain.content.text.split(separator: ".", omittingEmptySubsequences: false)
                    parts[parts.count - 1] += pieces[0]
                    parts += pieces.dropFirst().map(String.init)
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                    parts[parts.count - 1] += "\\(" + interpolation.expressions.trimmedDescription + ")"
                }
            }
            return parts.filter { !$0.isEmpty }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return SafeSymbolName.symbolName(fromCaseName: member.declName.baseName.text)
                .split(separator: ".").map(String.init)
        }
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            return ["\\(" + expression.trimmedDescription + ")"]
        }
        return nil
    }

    /// Whether VoiceOver would say the same for both pictures on their own: the front end's
    /// descriptions of the two names agree (a fill or slash variant keeps its symbol's description;
    /// `SymbolDescriptions`), or the names are not known until run time.
    var readsAlike: Bool {
        guard let names else { return true }
        if names.then.contains("\\(") || names.otherwise.contains("\\(") { return true }
        return SymbolDescriptions.label(for: names.then) == SymbolDescriptions.label(for: names.otherwise)
    }
}
