import SwiftParser
import SwiftSyntax
@testable import SwiftUIFrontEnd
import Testing

/// The calls SwiftUI's own initialisers of a view take, which an app's extension of the view
/// cannot take from it.
@Suite struct SwiftUIInitializersTests {
    static func call(_ text: String) throws -> FunctionCallExprSyntax {
        let item = try #require(Parser.parse(source: text).statements.first?.item)
        guard case .expr(let expression) = item else { throw CancellationError() }
        return try #require(expression.as(FunctionCallExprSyntax.self))
    }

    @Test func everyDeclarationParses() {
        for (view, declarations) in SwiftUIInitializers.declarations {
            #expect(SwiftUIInitializers.parameterLists[view]?.count == declarations.count, "\(view)")
        }
    }

    @Test(arguments: [
        ("Image(systemName: \"gear\")", true), ("Image(\"logo\", bundle: .module)", true),
        ("Image(decorative: \"backdrop\")", true), ("Image(icon: .general.warning)", false),
        ("Button(\"Edit\") { }", true), ("Button(\"Edit\", systemImage: \"pencil\") { }", true),
        ("Button { } label: { Text(\"Edit\") }", true), ("Button(\"Edit\", icon: .general.edit) { }", false),
        ("Label(\"Edit\", systemImage: \"pencil\")", true), ("Label { Text(\"A\") } icon: { Image(\"b\") }", true),
        ("Label(\"Edit\", icon: .general.edit)", false), ("Text(\"Hello\")", true), ("Text(verbatim: \"a.b\")", true),
        ("Toggle(\"Mute\", isOn: $muted)", true), ("Toggle(isOn: $muted) { Text(\"Mute\") }", true),
        ("TextField(\"Name\", text: $name, axis: .vertical)", true), ("TextField(\"Name\", text: $name, icon: .x)", false),
    ])
    func swiftUIsOwnInitialisersTakeTheirCalls(text: String, taken: Bool) throws {
        let call = try Self.call(text)
        let name = try #require(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text)
        #expect(SwiftUIInitializers.take(call, ofView: name) == taken)
    }

    @Test func aViewTheTableDoesNotHoldIsNotJudged() throws {
        #expect(SwiftUIInitializers.take(try Self.call("Picker(\"A\", selection: $a) { }"), ofView: "Picker") == nil)
    }
}
