@testable import Audit
import SwiftSyntax
import SwiftSyntaxSupport
import Testing

@Suite struct ModifierChainTests {
    private func firstCall(named name: String, in source: String) throws -> FunctionCallExprSyntax {
        let file = ParsedSourceFile(path: "f.swift", text: source)
        return try #require(file.nodes(FunctionCallExprSyntax.self).first { $0.calledExpression.calledName == name })
    }

    @Test func modifiersAreListedInTheOrderApplied() throws {
        let text = try firstCall(named: "Text", in: "Text(\"Hi\").font(.body).lineLimit(1).accessibilityHidden(true)")
        let chain = ModifierChain(startingAt: ExprSyntax(text))
        #expect(chain.viewName == "Text")
        #expect(chain.modifiers.map(\.name) == ["font", "lineLimit", "accessibilityHidden"])
        #expect(chain.isAccessibilityHidden)
    }

    @Test func aModifierFindsItsWholeChain() throws {
        let lineLimit = try firstCall(named: "lineLimit", in: "Text(\"Hi\")\n    .lineLimit(1)\n    .padding()")
        let chain = ModifierChain(containing: lineLimit)
        #expect(chain.viewName == "Text")
        #expect(chain.modifiers.map(\.name) == ["lineLimit", "padding"])
    }

    @Test func accessibilityElementWithoutArgumentsIgnoresChildren() throws {
        let stack = try firstCall(named: "VStack", in: "VStack { Text(\"a\") }.accessibilityElement()")
        #expect(ModifierChain(startingAt: ExprSyntax(stack)).elementChildrenBehaviour == "ignore")
    }

    @Test(arguments: [("Button(action: go) { Image(\"x\") }", true), ("Button(\"Go\") { Image(\"x\") }", false),
                      ("Button { Image(\"x\") } label: { Text(\"Go\") }", false),
                      ("Text(\"a\").onTapGesture { Image(\"x\") }", false), ("HStack { Image(\"x\") }", true)])
    func aClosureHoldsContentUnlessItIsAnAction(source: String, holdsContent: Bool) throws {
        let image = try firstCall(named: "Image", in: source)
        #expect(EnclosingView.all(around: image).first?.holdsContent == holdsContent)
    }

    @Test func enclosingViewsRunFromInnermostOutward() throws {
        let source = "HStack { Button(action: go) { Image(\"x\") } }.accessibilityElement(children: .combine)"
        let image = try firstCall(named: "Image", in: source)
        let enclosing = EnclosingView.all(around: image)
        #expect(enclosing.map { $0.call.calledExpression.calledName } == ["Button", "HStack"])
        #expect(enclosing.last?.chain.elementChildrenBehaviour == "combine")
    }
}

@Suite struct PreviewSkippingTests {
    @Test func previewsAreNotRead() {
        let source = """
            #Preview("Large") { Text("Hi").dynamicTypeSize(.xxxLarge) }
            struct Badge_Previews: PreviewProvider {
                static var previews: some View { Text("Hi").dynamicTypeSize(.large) }
            }
            struct Badge: View {
                var body: some View { Text("Hi").dynamicTypeSize(.large) }
            }
            """
        let file = ParsedSourceFile(path: "Badge.swift", text: source)
        let findings = CappedTypeWithoutLargeContentViewerRule(configuration: RuleConfiguration()).check(file)
        #expect(findings.map(\.location.line) == [6])
    }
}
