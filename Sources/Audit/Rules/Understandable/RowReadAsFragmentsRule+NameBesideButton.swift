import SwiftSyntax

/// A button drawn as an icon alone, with the word that names it written beside it in the same
/// stack (`HStack { Button { reply() } label: { Image(systemName: "arrowshape.turn.up.left") };
/// Text("Reply") }`): the two look like one control, but VoiceOver stops on the button, named by
/// its symbol's description or by nothing ("Button"), then on the word, which does nothing.
///
/// WCAG 2.5.3 (Label in Name) asks that a control's name contain the text that labels it on
/// screen: a Voice Control user who says "Tap Reply" names a text, not the button. The fix puts the
/// word into the button's label (`Label("Reply", systemImage: …)`), or makes the stack one element
/// with `.accessibilityElement(children: .combine)` after its closing brace, where the finding
/// points. A button that is labelled already, a word that is a value (`Text("\(count)")`) or a
/// sentence, and a stack with more in it (a spacer between a row's title and an accessory
/// button) are left alone.
struct NameBesideIconButton {
    var stack: FunctionCallExprSyntax
    var closingBrace: TokenSyntax
    var name: String

    /// Controls whose label may be an icon alone.
    private static let controls: Set<String> = ["Button", "Link", "NavigationLink"]
    /// At most this many words make a name; more is a sentence about the control.
    private static let wordsInName = 3

    init?(stack: FunctionCallExprSyntax, content: ClosureExprSyntax, pieces: RowPieces) {
        // The two views are all the stack holds: no spacer sets a title apart from an accessory.
        guard content.statements.count == 2, pieces.ownPieces.count == 2 else { return nil }
        let kinds = pieces.ownPieces.map(\.kind)
        guard let buttonIndex = kinds.firstIndex(of: .control),
              case .text(let emphasis) = kinds[1 - buttonIndex], emphasis != .heading,
              Self.isUnlabelledIconButton(pieces.ownPieces[buttonIndex].expression),
              let word = Self.shownWord(pieces.ownPieces[1 - buttonIndex].expression) else { return nil }
        self.stack = stack
        self.closingBrace = content.rightBrace
        self.name = word
    }

    /// Whether the expression is a `Button`, `Link` or `NavigationLink` whose label is only an
    /// image, with no accessibility label of its own.
    private static func isUnlabelledIconButton(_ expression: ExprSyntax) -> Bool {
        let view = ModifierChain.innermostView(of: expression)
        guard let call = view.as(FunctionCallExprSyntax.self), let name = call.calledExpression.calledName,
              controls.contains(name), let label = ViewText.unnamedLabel(of: call)?.label,
              !label.containsToken(["accessibilityHidden"]) else { return false }
        return label.tokens(viewMode: .sourceAccurate).contains { $0.text == "Image" }
    }

    /// The word a `Text` shows when it is a short literal name ("Reply", "Add to list"): not a
    /// value, a number or a sentence.
    private static func shownWord(_ expression: ExprSyntax) -> String? {
        let view = ModifierChain.innermostView(of: expression)
        guard let call = view.as(FunctionCallExprSyntax.self), call.calledExpression.calledName == "Text",
              let first = call.arguments.first, first.label == nil,
              let literal = first.expression.stringLiteralValue,
              literal.contains(where: \.isLetter), !literal.contains(where: \.isNumber) else { return nil }
        let words = literal.split(whereSeparator: \.isWhitespace)
        guard (1...wordsInName).contains(words.count), !literal.contains(where: { ".!?:".contains($0) }) else { return nil }
        return literal
    }
}

extension RuleMessage {
    static func nameBesideButton(_ name: String) -> RuleMessage {
        RuleMessage(
            id: "row-read-as-fragments.name-beside-button",
            text: """
                This button shows only an icon, and the word that names it, "\(name)", is written beside \
                it apart: VoiceOver stops on the button, named by its image or not at all, then on \
                "\(name)", which does nothing; and the word a person sees is not the button's name, so \
                "Tap \(name)" in Voice Control reaches the button only if its image happens to be called so.
                """,
            fix: """
                Put the word into the button's label (`Label("\(name)", systemImage: …)`), or add \
                `.accessibilityElement(children: .combine)` to the stack so the button and its name are \
                read as one control ("\(name), Button").
                """)
    }
}
