import Audit
import SwiftSyntaxSupport
import Testing

@Suite struct ValueReadAsLabelRuleTests {
    private func lines(_ source: String) -> [Int] {
        ValueReadAsLabelRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "V.swift", text: source)).map(\.location.line)
    }

    @Test func aFormattedDateIsAValue() {
        #expect(lines("Button(action: reload) { Text(updated.formatted(date: .omitted, time: .shortened)) }") == [1])
    }

    @Test func aTimerIsAValue() {
        #expect(lines("Link(destination: url) { Text(timerInterval: start...end) }") == [1])
    }

    @Test func aHintDoesNotNameTheControl() {
        #expect(lines("Button(action: reload) { Text(updated, style: .relative) }\n.accessibilityHint(\"Reloads\")") == [2])
    }

    @Test func aValueBesideAControlOrALabelIsNotTheName() {
        #expect(lines("Button(action: reload) { Label(\"Reload\", systemImage: \"arrow.clockwise\"); Text(updated, style: .time) }").isEmpty)
        #expect(lines("HStack { Text(updated, style: .time); Button(\"Reload\", action: reload) }.accessibilityElement(children: .combine)").isEmpty)
    }

    @Test func aTitledControlOrAValueOfTheChainIsNotReported() {
        #expect(lines("Button(\"Reload\") { reload() }").isEmpty)
        #expect(lines("Button(action: reload) { Text(updated, style: .time) }.accessibilityValue(Text(updated, style: .time))").isEmpty)
    }

    @Test func anAddressOfTheModelIsAValueAndAStringConstantNamedForOneIsNot() {
        #expect(lines("Button(action: copy) { Text(wallet.receivingAddress) }") == [1])
        #expect(lines("Button(action: scan) { HStack { Image(systemName: \"qrcode\"); Text(L10n.AddressBook.scanAddress) } }").isEmpty)
    }
}
