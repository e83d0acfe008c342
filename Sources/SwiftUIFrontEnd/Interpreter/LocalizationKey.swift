import AccessibilityTree
import SwiftSyntax

/// String literals that read as keys into a strings table (`"report.action.send"`,
/// `"alert.button.ok"`, `"generic_cancel"`): SwiftUI looks a `LocalizedStringKey` up in the app's
/// strings tables, so VoiceOver speaks the translation, which the source does not hold.
public enum LocalizationKey {
    /// Whether an initialiser's first argument label says the initialiser looks a key up in the
    /// app's strings tables: Foundation's `String(localized:)`, or an app's own
    /// (Sileo's `String(localizationKey:)`, which calls `NSLocalizedString`).
    public static func looksUpAKey(argumentLabel label: String) -> Bool {
        label.lowercased().contains("locali")
    }

    /// Why the label is not known, when `text`, written as a literal title, reads as a
    /// strings-table key: no spaces, and two or more lower-case words joined by dots, or by
    /// underscores (Strongbox titles its buttons `Button("generic_cancel")`, its tables kept out of
    /// its repository: 63 titles were reported as file names).
    static func unresolvedLabel(for text: String, expression: ExprSyntax) -> Unresolved? {
        guard expression.is(StringLiteralExprSyntax.self), !text.contains(" ") else { return nil }
        let words = text.split(separator: ".", omittingEmptySubsequences: false)
        let snakeWords = text.split(separator: "_", omittingEmptySubsequences: false)
        let isDotted = words.count >= 2 && words.allSatisfy { word in
            !word.isEmpty && word.first?.isLowercase == true && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        }
        let isSnakeCase = snakeWords.count >= 2 && snakeWords.allSatisfy { word in
            word.first?.isLowercase == true && word.allSatisfy { $0.isLowercase || $0.isNumber }
        }
        guard isDotted || isSnakeCase else { return nil }
        return Unresolved(.label, reason: "`\(text)` is a strings-table key; VoiceOver speaks its translation",
                          origin: .stringsTableKey)
    }
}
