import SwiftSyntax

/// How a `Text` formats the value it shows, with the value left out: the function and what it is
/// told besides the value. `Text(formatTime(startTime))` and `Text(formatTime(endTime))` format
/// alike; `Text(String(format: "%.1fs", start))` and `Text(String(format: "%d pt", size))` do not.
/// Nil for a text that shows a value as it is, a literal or localized words.
struct FormattedValue: Equatable {
    var function: String
    /// The labels of the arguments, and the text of each literal one (nil for the values).
    var arguments: [Argument]

    struct Argument: Equatable {
        var label: String?
        var literal: String?
    }

    /// Functions that look up words, not format a value.
    private static let localizing: Set<String> = ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"]

    init?(text expression: ExprSyntax) {
        guard let text = ModifierChain.innermostView(of: expression).as(FunctionCallExprSyntax.self),
              text.calledExpression.calledName == "Text", text.arguments.count == 1,
              let call = text.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              let function = call.calledExpression.calledName, !Self.localizing.contains(function),
              !call.arguments.contains(where: { $0.label?.text == "localized" }) else { return nil }
        let arguments = call.arguments.map { argument in
            // `.dateTime`, `.abbreviated`: a style named, not a value.
            let isLiteral = argument.expression.is(StringLiteralExprSyntax.self) || argument.expression.is(IntegerLiteralExprSyntax.self)
                || argument.expression.is(FloatLiteralExprSyntax.self)
                || argument.expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } == true
            return Argument(label: argument.label?.text, literal: isLiteral ? argument.expression.trimmedDescription : nil)
        }
        // A type's initialiser formats only when told how (`String(format: "%.1fs", …)`); without,
        // it converts (`String(describing: key)`, `String(describing: value)`: a name and a value).
        if function.first?.isUppercase == true, !arguments.contains(where: { $0.literal != nil }) { return nil }
        self.function = function
        self.arguments = arguments
    }
}
