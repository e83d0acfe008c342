import SwiftSyntax
import SwiftSyntaxSupport

extension ParsedSourceFile {
    /// Every node of type `T` in the file, in source order, outside previews.
    ///
    /// `#Preview { … }` and `PreviewProvider` types pin sizes and states on purpose to show them
    /// in Xcode; they never ship, so the source rules do not read them. Scans the file's
    /// `SyntaxIndex` (built once per file) instead of walking the tree for every rule.
    func nodes<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        index.nodesOutsidePreviews(type)
    }

    /// The nodes of type `T` that `nodes(_:)` gives inside `roots` (declarations of this file),
    /// in source order, each once: only the roots' own nodes are scanned.
    func nodes<T: SyntaxProtocol>(_ type: T.Type, inside roots: [Syntax]) -> [T] {
        index.nodesOutsidePreviews(type, inSubtrees: roots.compactMap(index.subtree(of:)))
    }

    /// Every call of a modifier named one of `names` on a view (`title.lineLimit(2)`), in source order;
    /// `.accessibility(hidden: true)` is a call of `accessibilityHidden`.
    func modifierCalls(named names: Set<String>) -> [ModifierChain.Modifier] {
        nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
            let modifier = ModifierChain.Modifier(call: call, member: member)
            return names.contains(modifier.name) ? modifier : nil
        }
    }

    /// Where a finding about `node` points: its first token, after leading trivia.
    func location(of node: some SyntaxProtocol) -> FindingLocation {
        let (line, column) = lineAndColumn(of: node)
        return FindingLocation(file: path, line: line, column: column)
    }

    /// The stretch `node` covers, without its leading and trailing trivia.
    func span(of node: some SyntaxProtocol) -> SourceSpan {
        span(from: node, to: node)
    }

    /// The stretch from the start of `first` to the end of `last`, without their trivia.
    func span(from first: some SyntaxProtocol, to last: some SyntaxProtocol) -> SourceSpan {
        let start = lineAndColumn(of: first.positionAfterSkippingLeadingTrivia)
        let end = lineAndColumn(of: last.endPositionBeforeTrailingTrivia)
        return SourceSpan(file: path, startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
    }

    /// The outermost expression that starts where `location` points (a view with all its
    /// modifiers), or nil where no expression starts there.
    func outermostExpression(startingAt location: FindingLocation) -> ExprSyntax? {
        let position = position(ofLine: location.line, column: location.column)
        guard let token = tree.token(at: position), token.positionAfterSkippingLeadingTrivia == position else { return nil }
        var outermost: ExprSyntax?
        var node = Syntax(token)
        while let parent = node.parent, parent.positionAfterSkippingLeadingTrivia == position {
            if let expression = parent.as(ExprSyntax.self) { outermost = expression }
            node = parent
        }
        return outermost
    }

    /// Replace `node` (without its trivia) with `replacement`.
    func edit(replacing node: some SyntaxProtocol, with replacement: String) -> TextEdit {
        TextEdit(file: path, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                 end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement)
    }

    /// Insert `text` right after `node` (before its trailing trivia).
    func edit(inserting text: String, after node: some SyntaxProtocol) -> TextEdit {
        let offset = node.endPositionBeforeTrailingTrivia.utf8Offset
        return TextEdit(file: path, start: offset, end: offset, replacement: text)
    }

    /// Insert `text` right before `node` (after its leading trivia).
    func edit(inserting text: String, before node: some SyntaxProtocol) -> TextEdit {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return TextEdit(file: path, start: offset, end: offset, replacement: text)
    }

    /// A suggestion to insert `text` at the end of `chain`: after the last modifier that shapes
    /// the view (`ModifierChain.lastShapingModifier`), before any that only presents another screen
    /// or runs code, as accessibility modifiers are written; after the view where it has none.
    func insertion(_ text: String, atEndOf chain: ModifierChain) -> SuggestedInsertion {
        let last = chain.lastShapingModifier.map { Syntax($0.call) } ?? Syntax(chain.view)
        let position = last.endPositionBeforeTrailingTrivia
        let (line, column) = lineAndColumn(of: position)
        return SuggestedInsertion(file: path, line: line, column: column, offset: position.utf8Offset, text: text)
    }
}
