import SwiftSyntax
import SwiftSyntaxSupport

/// A control, or a group read as one element, whose only words are a value — a time, a date, a
/// number, an address — so VoiceOver reads the value as its name ("10:42, Button").
///
/// Apple's documentation of `accessibilityValue(_:)` separates the two: the label names the
/// element, the value describes what it holds "only if that's different than the view's label",
/// as a slider labelled "Volume" with the value "60%". A button whose title is the time it last
/// refreshed, or an account chip that shows only a shortened address, has a value and no name;
/// a hint does not give one (VoiceOver reads hints after a pause, and people can turn them off).
/// Reported: a `Button`, `Link`, `NavigationLink` or `Menu` whose label closure, or a stack
/// combined with `.accessibilityElement(children: .combine)`, shows texts that are all values
/// (`Text(date, style: .time)`, `Text(total, format: .currency(code:))`, `Text(date.formatted())`,
/// a text of a value named as an address) beside images and views that show no words, with no
/// `.accessibilityLabel`. The finding points at the modifier after which the label goes.
public struct ValueReadAsLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a control or a layout container.
    public static let triggers: SourceTriggers? = SourceTriggers(words: controls.union(ViewText.layoutContainers))

    public static let description = RuleDescription(
        of: Self.self,
        id: "value-read-as-label",
        title: "A value is read as the element's name",
        rationale: """
            Sighted people see what a control does from where it stands: the time beside a \
            reload arrow, the address on the account chip. VoiceOver reads only its words, so a \
            control whose only words are a time or an address is heard as "10:42, Button": the \
            person hears a value and not what it is or what tapping does. The label names the \
            element; the value goes in its accessibility value.
            """,
        wcag: [.nameRoleValue, .headingsAndLabels],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                Button(action: reload) {
                    HStack {
                        Image(systemName: "arrow.clockwise")
                        Text(lastUpdate, style: .time)
                    }
                }
                .buttonStyle(.plain)
                ↓.accessibilityHint("Reloads the forecast")
                .sheet(isPresented: $showsDetails) { ForecastDetails() }
                """),
            .swift("""
                HStack {
                    Text(wallet.address.truncatedAddress)
                    Identicon(seed: wallet.address)
                }
                ↓.accessibilityElement(children: .combine)
                """),
            .swift("""
                NavigationLink(destination: OrderView(order: order)) {
                    Text(order.total, format: .currency(code: "EUR"))
                ↓}
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                Button(action: reload) {
                    HStack {
                        Image(systemName: "arrow.clockwise")
                        Text(lastUpdate, style: .time)
                    }
                }
                .accessibilityLabel("Reload")
                .accessibilityValue(Text(lastUpdate, style: .time))
                """),
            .swift("""
                Button(action: reload) {
                    HStack {
                        Text("Updated")
                        Text(lastUpdate, style: .time)
                    }
                }
                """),
            .swift("""
                HStack {
                    Text(wallet.name)
                    Text(wallet.address.truncatedAddress)
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                Button(action: reload) {
                    HStack {
                        Text(lastUpdate, style: .time)
                        AccountNameView(account: account)
                    }
                }
                """),
            .swift("""
                VStack {
                    Text(lastUpdate, style: .time)
                    Text(wallet.address)
                }
                """),
        ])

    /// Controls whose label closure is read as their name.
    static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Menu"]
    /// Words a value's name ends with that make it an address or an identifier, not a name.
    static let addressNames = ["address", "Address"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let content = content(of: call, named: name) else { return nil }
            let chain = ModifierChain(startingAt: ExprSyntax(call))
            guard Self.controls.contains(name) || chain.elementChildrenBehaviour == "combine",
                  !chain.hasAccessibilityLabel, !chain.isAccessibilityHidden, !chain.hasModifier("accessibilityValue"),
                  !content.containsToken(["accessibilityLabel", "accessibilityHidden"]),
                  let texts = Self.texts(in: content), !texts.isEmpty, texts.allSatisfy(Self.showsValue),
                  !ViewText.namesViewOfWords(content, apartFrom: ["Text"]) else { return nil }
            let place = chain.lastShapingModifier.map { file.location(of: $0.member.period) } ?? file.location(of: content.rightBrace)
            var found = finding(.valueAsName, at: place)
            found.span = file.span(of: chain.modifiers.last.map { ExprSyntax($0.call) } ?? ExprSyntax(call))
            return found
        }
    }

    /// The closure read as the element's name: a control's label, or a stack's content.
    private func content(of call: FunctionCallExprSyntax, named name: String) -> ClosureExprSyntax? {
        if Self.controls.contains(name) { return ViewText.hasTitle(call) ? nil : ViewText.labelClosure(of: call) }
        return ViewText.layoutContainers.contains(name) ? call.trailingClosure : nil
    }

    /// The `Text(…)` calls in `content`; nil when it holds a `Label` or a control, whose words
    /// are read apart or are a title.
    private static func texts(in content: ClosureExprSyntax) -> [FunctionCallExprSyntax]? {
        var texts: [FunctionCallExprSyntax] = []
        for token in content.tokens(viewMode: .sourceAccurate) {
            guard token.parent?.is(DeclReferenceExprSyntax.self) == true,
                  let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.id == token.parent?.id else { continue }
            if token.text == "Text" { texts.append(call) } else if ViewText.titledViews.contains(token.text) { return nil }
        }
        return texts
    }

    /// Whether the text shows a value rather than words: a date or time style, a format, a
    /// `formatted()` value, or a value named as an address.
    static func showsValue(_ text: FunctionCallExprSyntax) -> Bool {
        guard let first = text.arguments.first, first.label == nil || first.label?.text == "verbatim" else {
            return text.arguments.first?.label?.text == "timerInterval"
        }
        if text.arguments.contains(where: { ["style", "format"].contains($0.label?.text ?? "") }) { return true }
        let expression = first.expression
        if expression.is(StringLiteralExprSyntax.self) { return false }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.calledName == "formatted" { return true }
        // A type's constant (`L10n.AddressBook.scanAddress`, a strings table's key) is words
        // written once for every person, not a value of the one shown.
        if let member = expression.as(MemberAccessExprSyntax.self), member.rootName?.first?.isUppercase == true { return false }
        let lastName = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        return addressNames.contains { lastName.hasSuffix($0) }
    }
}

extension RuleMessage {
    fileprivate static let valueAsName = RuleMessage(
        id: "value-read-as-label",
        text: """
            VoiceOver reads a value as this element's name (a time, an amount, an address): a \
            person who cannot see what stands around it hears the value, not what it is or does.
            """,
        fix: """
            Name it with `.accessibilityLabel("…")`, words for what it is or does ("Reload", \
            "Account"), and give the value as `.accessibilityValue(…)`, where it is read after the name.
            """)
}
