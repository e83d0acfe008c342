import SwiftParser
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

/// Which parameters a call's trailing closure may fill: the unlabelled one passes over a
/// parameter with a default whose type holds no closure (SE-0286, forward scanning).
@Suite struct TrailingClosureFittingTests {
    static func call(_ text: String) -> FunctionCallExprSyntax {
        Parser.parse(source: text).statements.first!.item.as(FunctionCallExprSyntax.self)!
    }

    static func parameters(_ signature: String) -> FunctionParameterListSyntax {
        let function = Parser.parse(source: "func f\(signature) {}").statements.first!.item.as(FunctionDeclSyntax.self)!
        return function.signature.parameterClause.parameters
    }

    @Test func aClosureDoesNotFillDefaultedParametersOfValueTypes() {
        let section = Self.call("Section(header: header, footer: footer) { Text(\"Row\") }")
        #expect(!section.fits(Self.parameters(
            "(header: Extremity? = nil, rows: [Row] = [], footer: Extremity? = nil, indexTitle: String? = nil, uuid: String = UUID().uuidString)")))
        #expect(section.fits(Self.parameters("(header: H, footer: F, @ViewBuilder content: () -> Content)")))
    }

    @Test func aClosureFillsAFunctionTypeAfterDefaultsOrANameThatMayStandForOne() {
        let button = Self.call("Button(title: \"Save\") { save() }")
        #expect(button.fits(Self.parameters("(title: String, style: Style = .plain, action: @escaping () -> Void)")))
        #expect(button.fits(Self.parameters("(title: String, isEnabled: Bool = true, action: Action? = nil)")))
        #expect(button.fits(Self.parameters("(title: String, action: Handler.Completion)")))
        #expect(!button.fits(Self.parameters("(title: String, isEnabled: Bool = true, tags: Set<String> = [])")))
    }

    @Test func aParameterWithoutDefaultTakesTheClosureWhateverItsType() {
        // The type checker would refuse it; the labels alone do not rule it out.
        #expect(Self.call("Row(name: n) { }").fits(Self.parameters("(name: String, detail: String)")))
    }
}
