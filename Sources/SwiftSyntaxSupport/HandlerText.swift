import SwiftParser
import SwiftSyntax

/// A gesture's handler known only by its text (an argument the interpreter kept as written:
/// `TapGesture().onEnded(end_editing)`, `{ }`), parsed to read it as syntax.
public enum HandlerText {
    /// The handler `text` is, parsed; nil for text longer than a handler is written.
    public static func parsed(_ text: String) -> Syntax? {
        guard text.utf8.count <= 1_000, let item = Parser.parse(source: text).statements.first?.item else { return nil }
        return Syntax(item)
    }
}
