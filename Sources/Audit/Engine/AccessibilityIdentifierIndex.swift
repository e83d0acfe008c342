import SwiftSyntax
import SwiftSyntaxSupport

/// Where each accessibility identifier is written in Swift source, so a finding on a captured
/// element that carries one can point at the line that set it (docs/runtime-capture.md, Merge
/// with source).
///
/// Only string literals without interpolation count: SwiftUI's `.accessibilityIdentifier("…")`
/// (`View.accessibilityIdentifier(_:)`) and UIKit's `accessibilityIdentifier = "…"` (the
/// `UIAccessibilityIdentification` property), on a view or on `self`.
struct AccessibilityIdentifierIndex: Sendable {
    private var places: [String: [FindingLocation]] = [:]

    init() {}

    /// Whether `text` could set an identifier at all: files that do not are not parsed.
    static func mayHoldIdentifiers(_ text: String) -> Bool {
        text.contains(propertyName)
    }

    /// Adds the identifiers `file` sets.
    mutating func add(_ file: ParsedSourceFile) {
        let collector = IdentifierCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        for (identifier, literal) in collector.found {
            let (line, column) = file.lineAndColumn(of: literal)
            places[identifier, default: []].append(FindingLocation(file: file.path, line: line, column: column))
        }
    }

    /// The places that set `identifier`, in file and line order.
    func places(of identifier: String) -> [FindingLocation] {
        (places[identifier] ?? []).sorted()
    }

    static let propertyName = "accessibilityIdentifier"
}

/// Finds `.accessibilityIdentifier("…")` calls and `….accessibilityIdentifier = "…"` assignments.
private final class IdentifierCollector: SyntaxVisitor {
    var found: [(String, StringLiteralExprSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == AccessibilityIdentifierIndex.propertyName,
           node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
           let literal = argument.expression.as(StringLiteralExprSyntax.self) {
            record(literal)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), Self.namesTheProperty(elements[0]),
           let literal = elements[2].as(StringLiteralExprSyntax.self) {
            record(literal)
        }
        return .visitChildren
    }

    private static func namesTheProperty(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == AccessibilityIdentifierIndex.propertyName
        }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text == AccessibilityIdentifierIndex.propertyName
    }

    private func record(_ literal: StringLiteralExprSyntax) {
        guard let value = literal.representedLiteralValue, !value.isEmpty else { return }
        found.append((value, literal))
    }
}
