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

    @Test func aConditionallyCompiledModifierDoesNotEndTheChain() throws {
        let source = """
            Text("Hi")
                .font(.body)
                #if os(visionOS)
                  .hoverEffect()
                #endif
                .accessibilityHidden(true)
            """
        let text = try firstCall(named: "Text", in: source)
        #expect(ModifierChain(startingAt: ExprSyntax(text)).modifiers.map(\.name) == ["font", "accessibilityHidden"])
        let hidden = try firstCall(named: "accessibilityHidden", in: source)
        #expect(ModifierChain(containing: hidden).viewName == "Text")
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

    /// A navigation link's destination and a menu's or picker's items are shown on another screen
    /// or in a pop-up; a link's or menu's label is shown where the control is.
    @Test(arguments: [("NavigationLink { Image(\"x\") } label: { Text(\"Go\") }", true),
                      ("NavigationLink { Text(\"Go\") } label: { Image(\"x\") }", false),
                      ("NavigationLink(\"Go\") { Image(\"x\") }", true),
                      ("NavigationLink(value: item) { Image(\"x\") }", false),
                      ("NavigationLink(destination: { Image(\"x\") }, label: { Text(\"Go\") })", true),
                      ("Menu(\"Sort\") { Image(\"x\") }", true),
                      ("Menu { Image(\"x\") } label: { Text(\"Sort\") }", true),
                      ("Menu { Text(\"Sort\") } label: { Image(\"x\") }", false),
                      ("Picker(\"Size\", selection: $size) { Image(\"x\") }", true)])
    func contentShownElsewhereIsNotHeldWhereTheControlIs(source: String, isShownElsewhere: Bool) throws {
        let enclosing = try #require(EnclosingView.all(around: try firstCall(named: "Image", in: source)).first)
        #expect(enclosing.isShownElsewhere == isShownElsewhere)
        #expect(enclosing.holdsContent == !isShownElsewhere)
    }

    @Test(arguments: [(".accessibilityHidden(true)", true), (".accessibilityHidden(isCompact)", false),
                      (".accessibilityHidden(false)", false), ("", false)])
    func aViewIsAlwaysHiddenOnlyByALiteralTrue(modifier: String, isAlwaysHidden: Bool) throws {
        let image = try firstCall(named: "Image", in: "Image(\"x\")\(modifier)")
        #expect(ModifierChain(startingAt: ExprSyntax(image)).isAlwaysAccessibilityHidden == isAlwaysHidden)
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
