@testable import Audit
import SwiftSyntaxSupport
import Testing

/// A tap in a button's label: the button's own action is the button's; another action is out of
/// reach, told as such and with no edit adding a trait (`tap-gesture-without-button-trait`).
@Suite struct TapInButtonLabelTests {
    static func findings(buttonAction: String) -> [Finding] {
        let source = """
            Button { \(buttonAction) } label: {
                HStack {
                    Text(file.name)
                    Image(systemName: "plus").onTapGesture { stage(file) }
                }
            }
            """
        return TapGestureWithoutButtonTraitRule(configuration: RuleConfiguration()).check(ParsedSourceFile(path: "Row.swift", text: source))
    }

    @Test func aTapDoingTheButtonsActionIsTheButtons() {
        #expect(Self.findings(buttonAction: "stage(file)").isEmpty)
    }

    @Test(arguments: ["showChanges(file)", ""])
    func aTapDoingSomethingElseIsOutOfReach(_ buttonAction: String) throws {
        let finding = try #require(Self.findings(buttonAction: buttonAction).first)
        #expect(finding.message.contains("sits in a button's label"))
        #expect(finding.edits.isEmpty)
    }
}
