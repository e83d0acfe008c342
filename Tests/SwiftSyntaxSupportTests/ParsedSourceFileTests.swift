import SwiftSyntax
import SwiftSyntaxSupport
import Testing

@Suite struct ParsedSourceFileTests {
    @Test func parsesALineOfSwiftWithTheToolchainParser() {
        let file = ParsedSourceFile(path: "ContentView.swift", text: #"let greeting = Text("Hello")"#)
        #expect(!file.hasSyntaxErrors)
        let call = file.tree.statements.first?.item.as(VariableDeclSyntax.self)?
            .bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)
        #expect(call?.calledExpression.trimmedDescription == "Text")
        #expect(file.lineAndColumn(of: call!).line == 1)
        #expect(file.lineAndColumn(of: call!).column == 16)
    }

    @Test func reportsSyntaxErrors() {
        #expect(ParsedSourceFile(path: "Broken.swift", text: "struct {").hasSyntaxErrors)
    }
}
