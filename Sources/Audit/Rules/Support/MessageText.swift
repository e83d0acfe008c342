import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// Whether a `Text` shows a sentence: a message or an explanation, read whole on its own ("You
/// have no bookmarks yet, add them in the context menu"), not a caption naming something
/// ("Favourites") or a value ("12").
///
/// The words are read from the text's literal, from each branch of a ternary, and from a string
/// constant the same file declares (`static let printingMessage = NSLocalizedString("Customs forms
/// must be printed …", comment: …)`, the strings enum many apps keep beside a view; the `value:`
/// of a localizing call given a key). A text is a sentence when every string it may show is known
/// and is one: five words or more, or two or more ending as a sentence does (".", "!" or "?").
struct MessageText {
    /// The strings each name of the file is declared with, by name (several where types repeat a name).
    private let constants: [String: [String]]

    init(_ file: ParsedSourceFile) {
        var constants: [String: [String]] = [:]
        for binding in file.nodes(PatternBindingSyntax.self) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, let text = Self.words(of: value) else { continue }
            constants[name, default: []].append(text)
        }
        self.constants = constants
    }

    /// Whether `text`, a `Text` with its modifiers, shows a sentence.
    func isSentence(_ text: ExprSyntax) -> Bool {
        guard let argument = Self.shownArgument(of: text), let strings = strings(of: argument), !strings.isEmpty else { return false }
        return strings.allSatisfy(Self.isSentence)
    }

    /// Whether `text`, a `Text` with its modifiers, shows fixed words written whole in the code,
    /// three or more and no number (`Text("Always in Dark mode")`): nothing the app fills in.
    /// Under a term ("Dark:") such words are its definition, read whole, not a value heard apart
    /// from what it belongs to.
    static func isFixedPhrase(_ text: ExprSyntax) -> Bool {
        guard let argument = shownArgument(of: text), argument.descendants(ExpressionSegmentSyntax.self).isEmpty,
              let words = Self.words(of: argument) else { return false }
        return words.split(whereSeparator: \.isWhitespace).count >= 3 && !words.contains(where: \.isNumber)
    }

    /// What a `Text` with its modifiers is given to show: its first argument.
    static func shownArgument(of text: ExprSyntax) -> ExprSyntax? {
        guard let call = ModifierChain.innermostView(of: text).as(FunctionCallExprSyntax.self),
              call.calledExpression.calledName == "Text" else { return nil }
        return call.arguments.first?.expression
    }

    /// The strings `expression` may be, or nil when one of them is not known.
    private func strings(of expression: ExprSyntax) -> [String]? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return Self.both(strings(of: ternary.thenExpression), strings(of: ternary.elseExpression))
        }
        // Operators as parsed, not folded yet: `condition ? first : second`.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return FoldedExpression.fold(Array(sequence.elements)).flatMap(strings(of:))
        }
        if let text = Self.words(of: expression) { return [text] }
        let isName = expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
        guard isName, let name = expression.calledName else { return nil }
        return constants[name]
    }

    /// The strings a folded sequence may be: each choice of a ternary's, nested ones too; nil for
    /// any other operator.
    private func strings(of folded: FoldedExpression) -> [String]? {
        switch folded {
        case .operand(let expression): strings(of: expression)
        case .ternary(_, let then, let otherwise): Self.both(strings(of: then), strings(of: otherwise))
        case .binary: nil
        }
    }

    /// The strings of two choices, or nil when either is not known.
    private static func both(_ first: [String]?, _ second: [String]?) -> [String]? {
        guard let first, let second else { return nil }
        return first + second
    }

    /// The words of a string literal, or of the literal a localizing call is given
    /// (`NSLocalizedString("…", comment:)`, `String(localized: "…")`, `LocalizedStringKey("…")`);
    /// an interpolation counts as one word.
    private static func words(of expression: ExprSyntax) -> String? {
        if let literal = literalWords(of: expression) { return literal }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.calledName, localizingCalls.contains(name) else { return nil }
        // `NSLocalizedString("login.subtitle", value: "Almost there! Enter the code…", comment:)`:
        // the words shown where no translation is found are the value's, the first is a key.
        if let value = call.argument("value"), let words = literalWords(of: value) { return words }
        return call.arguments.first.flatMap { literalWords(of: $0.expression) }
    }

    /// The words of a string literal, or of literals joined by `+` (a long message written over
    /// several lines: `"Tap to Pay on iPhone lets you accept " + "all types of contactless payments"`).
    private static func literalWords(of expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? "value" }.joined()
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        var parts: [String] = []
        for (index, element) in sequence.elements.enumerated() {
            if index.isMultiple(of: 2) {
                guard let part = element.as(StringLiteralExprSyntax.self).flatMap({ literalWords(of: ExprSyntax($0)) }) else { return nil }
                parts.append(part)
            } else if element.as(BinaryOperatorExprSyntax.self)?.operator.text != "+" {
                return nil
            }
        }
        return parts.joined()
    }

    private static let localizingCalls: Set<String> = ["NSLocalizedString", "String", "LocalizedStringKey",
                                                       "LocalizedStringResource"]

    private static func isSentence(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        let ending = text.trimmingCharacters(in: .whitespacesAndNewlines).last
        return words.count >= 5 || (words.count >= 2 && [".", "!", "?"].contains(ending))
    }
}
