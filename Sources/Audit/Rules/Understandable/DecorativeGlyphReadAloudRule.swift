import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// A typographic glyph at the start or end of a control's title (`Button("Next →")`,
/// `Text("★ Favourites")` in a button's label): drawn as decoration, spoken by VoiceOver.
///
/// VoiceOver reads a symbol character by its name ("right arrow", "bullet", "black star") as part
/// of the label (docs/voiceover-speech.md, Symbols in labels). Only glyphs at either end of the
/// title, set apart by a space or alone, are taken as decoration: an arrow between two words
/// ("A → B") may carry meaning. A control with an `.accessibilityLabel`, or a `Text` that is hidden
/// or labelled, is not reported.
public struct DecorativeGlyphReadAloudRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a titled control or label view.
    public static let triggers: SourceTriggers? = SourceTriggers(words: controls.union(labelViews))

    public static let description = RuleDescription(
        of: Self.self,
        id: "decorative-glyph-read-aloud",
        title: "Decorative glyph in a control's title is read aloud",
        rationale: """
            An arrow, bullet or star typed into a title decorates it for the eye, but VoiceOver \
            reads it by its character name: "Next right arrow, Button". Every visit costs the \
            listener words that mean nothing, and Voice Control users see a name they cannot say.
            """,
        wcag: [.nonTextContent, .labelInName],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("Button(↓\"Next →\") { next() }"),
            .swift("""
                Button { showFavourites() } label: {
                    Text(↓"★ Favourites")
                }
                """),
            .swift("NavigationLink(↓\"• Settings\") { SettingsView() }"),
            .swift("Link(↓\"Read more ›\", destination: url)"),
        ],
        nonTriggeringExamples: [
            .swift("Button(\"Next\") { next() }"),
            .swift("Button(\"Next →\") { next() }.accessibilityLabel(\"Next\")"),
            .swift("Text(\"Paris → Lyon\")"),
            .swift("Button(\"Paris → Lyon\") { pick() }"),
            .swift("Text(\"★ 4.5\")"),
            .swift("""
                Button { showFavourites() } label: {
                    HStack {
                        Text("★").accessibilityHidden(true)
                        Text("Favourites")
                    }
                }
                """),
            .swift("Button(\"Continue…\") { next() }"),
        ])

    /// Characters that VoiceOver reads by name and that titles use as decoration.
    static let glyphs: Set<Character> = ["→", "←", "↑", "↓", "↗", "↘", "➔", "➜", "➝", "➞", "⇢", "⇨", "⟶",
                                         "›", "‹", "•", "●", "○", "◦", "▪", "▸", "▹", "▶", "◀", "★", "☆",
                                         "✓", "✔", "✗", "✘", "✕", "✖", "♥", "♡"]
    /// Views whose first argument is a control's title.
    static let controls: Set<String> = ["Button", "Link", "NavigationLink", "Menu"]
    /// Views whose title is part of a control's label when written inside it.
    static let labelViews: Set<String> = ["Text", "Label"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(StringLiteralExprSyntax.self).compactMap { literal in
            guard let call = Self.titledCall(of: literal), let name = call.calledExpression.calledName,
                  let glyph = Self.decorativeGlyph(in: literal) else { return nil }
            let chain = ModifierChain(containing: call)
            if chain.hasAccessibilityLabel || chain.isAccessibilityHidden { return nil }
            if Self.labelViews.contains(name) {
                guard let control = Self.enclosingControl(of: call),
                      !ModifierChain(containing: control).hasAccessibilityLabel else { return nil }
            } else if !Self.controls.contains(name) {
                return nil
            }
            let title = literal.segments.trimmedDescription.filter { $0 != glyph }
                .trimmingCharacters(in: .whitespaces)
            return finding(.glyph(glyph, title: title), at: file.location(of: literal))
        }
    }

    /// The call whose unlabelled first argument is the literal.
    static func titledCall(of literal: StringLiteralExprSyntax) -> FunctionCallExprSyntax? {
        guard let (call, argument) = literal.argumentOfCall, argument.label == nil,
              call.arguments.first?.id == argument.id else { return nil }
        return call
    }

    /// The glyph standing alone at the start or end of the title, when there is one.
    static func decorativeGlyph(in literal: StringLiteralExprSyntax) -> Character? {
        guard literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
        let words = literal.segments.trimmedDescription.split(separator: " ")
        guard words.count >= 2, let first = words.first, let last = words.last else { return nil }
        for word in [last, first] where word.count == 1 {
            if let glyph = word.first, glyphs.contains(glyph) { return glyph }
        }
        return nil
    }

    /// The button, link or menu whose label closure holds the view.
    static func enclosingControl(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        EnclosingView.all(around: call).first { enclosing in
            controls.contains(enclosing.call.calledExpression.calledName ?? "") && enclosing.holdsContent
        }?.call
    }
}

extension RuleMessage {
    fileprivate static func glyph(_ glyph: Character, title: String) -> RuleMessage {
        RuleMessage(
            id: "decorative-glyph-read-aloud",
            text: """
                VoiceOver reads "\(glyph)" in this title by its character name: a listener hears a \
                word that means nothing on every visit.
                """,
            fix: """
                Give the control `.accessibilityLabel("\(title)")`, or draw the glyph as an \
                `Image(systemName:)` beside the text (a `Label`), which VoiceOver does not read.
                """)
    }
}
