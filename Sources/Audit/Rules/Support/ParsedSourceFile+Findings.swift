import SwiftSyntax
import SwiftSyntaxSupport

extension ParsedSourceFile {
    /// Every node of type `T` in the file, in source order, outside previews.
    ///
    /// `#Preview { … }` and `PreviewProvider` types pin sizes and states on purpose to show them
    /// in Xcode; they never ship, so the source rules do not read them.
    func nodes<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        let collector = NodeCollector<T>(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.nodes
    }

    /// Every call of a modifier named one of `names` on a view (`title.lineLimit(2)`), in source order.
    func modifierCalls(named names: Set<String>) -> [ModifierChain.Modifier] {
        nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                  names.contains(member.declName.baseName.text) else { return nil }
            return ModifierChain.Modifier(name: member.declName.baseName.text, call: call, member: member)
        }
    }

    /// Where a finding about `node` points: its first token, after leading trivia.
    func location(of node: some SyntaxProtocol) -> FindingLocation {
        let (line, column) = lineAndColumn(of: node)
        return FindingLocation(file: path, line: line, column: column)
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
}

/// Collects every node of one type; the only class behind the rules' pure `check(_:)` functions.
private final class NodeCollector<T: SyntaxProtocol>: SyntaxAnyVisitor {
    var nodes: [T] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if isPreview(node) { return .skipChildren }
        if let typed = node.as(T.self) { nodes.append(typed) }
        return .visitChildren
    }

    private func isPreview(_ node: Syntax) -> Bool {
        if let macro = node.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
        if let macro = node.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
        let inherited = node.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes
            ?? node.as(EnumDeclSyntax.self)?.inheritanceClause?.inheritedTypes
        return inherited?.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
    }
}
