import AccessibilityTree
import Foundation
import SwiftParser
import SwiftSyntax
@testable import SwiftUIFrontEnd
import Testing

/// `LoweringContext.applying(_:)` returns its context unchanged for a modifier outside
/// `contextModifiers`: the set must name every case of its switch, or a modifier added there
/// would never be read.
@Suite struct LoweringContextModifierNamesTests {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SwiftUIFrontEnd/Lowering/LoweringContext+Modifiers.swift")

    /// The string literals of the cases of the switch over `modifier.name` in `applying(_:)`.
    static func switchCaseNames() throws -> [String] {
        let tree = Parser.parse(source: try String(contentsOf: source, encoding: .utf8))
        let applying = try #require(tree.tokens(viewMode: .sourceAccurate).lazy
            .compactMap { $0.parent?.as(FunctionDeclSyntax.self) }
            .first { $0.name.text == "applying" })
        let switchOverName = try #require(applying.body?.statements.lazy
            .compactMap { $0.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) }
            .first { $0.subject.trimmedDescription == "modifier.name" })
        return try switchOverName.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }
            .flatMap(\.caseItems)
            .map { try #require($0.pattern.as(ExpressionPatternSyntax.self)?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue) }
    }

    @Test func namesExactlyTheCasesOfTheSwitch() throws {
        let names = try Self.switchCaseNames()
        #expect(names.count == Set(names).count)
        #expect(Set(names) == LoweringContext.contextModifiers)
    }

    @Test func changesTheContextOnlyForTheseModifiers() {
        let context = LoweringContext(settings: AccessibilitySettings())
        let bold = AppliedModifier(name: "bold", arguments: [])
        let padding = AppliedModifier(name: "padding", arguments: [])
        #expect(context.applying(bold).fontWeight == .bold)
        #expect(context.applying(padding).fontWeight == nil)
    }
}
