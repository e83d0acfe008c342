import Audit
import SwiftSyntaxSupport
import Testing

@Suite struct InitialsReadAloudRuleTests {
    private func findings(_ source: String) -> [Finding] {
        InitialsReadAloudRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "Avatar.swift", text: source))
    }

    @Test func placeholderInitialsOverAShapeArePointedAtTheTextAndSpanItsModifiers() throws {
        let found = findings("""
            struct Avatar: View {
                var body: some View {
                    ZStack {
                        Rectangle().foregroundColor(.gray)
                        Text(failureInitials)
                            .font(.largeTitle)
                            .foregroundColor(.secondary)
                    }
                }
            }
            """)
        try #require(found.count == 1)
        #expect(found[0].kind == .violation)
        #expect(found[0].location.line == 5)
        #expect(found[0].location.column == 13)
        #expect(found[0].span?.startLine == 5)
        #expect(found[0].span?.endLine == 7)
        #expect(found[0].fix?.contains("accessibilityHidden(true)") == true)
    }

    @Test func theFirstLettersOfANameAreInitials() {
        #expect(findings("VStack { Text(user.name.prefix(2)) }").count == 1)
        #expect(findings("VStack { Text(String(user.name.first ?? \"?\")) }").count == 1)
        #expect(findings("VStack { Text(user.name.prefix(3)) }").isEmpty)
        #expect(findings("VStack { Text(user.name.first ?? \"?\") }").isEmpty)
    }

    @Test func valuesNamedLikeInitialsButMeaningSomethingElseAreNotInitials() {
        #expect(findings("VStack { Text(initialValue.formatted()) }").isEmpty)
        #expect(findings("VStack { Text(\"initials\") }").isEmpty)
        #expect(findings("VStack { Text(showInitials ? name : \"\") }").isEmpty)
    }

    @Test func namesOfInitialsAreToldFromFlagsAndOtherWords() {
        func reported(_ name: String) -> Bool { !findings("VStack { Text(\(name)) }").isEmpty }
        #expect(reported("initials"))
        #expect(reported("failureInitials"))
        #expect(reported("contact.nameInitial"))
        #expect(reported("initialsText"))
        #expect(reported("issueInitial"))
        #expect(!reported("isInitial ? a : b"))
        #expect(!reported("hasInitials ? a : b"))
        #expect(!reported("initialValue"))
    }

    @Test func hidingOrLabellingTheTextOrTheAvatarSilencesTheLetters() {
        #expect(findings("VStack { Text(initials).accessibility(hidden: true) }").isEmpty)
        #expect(findings("ZStack { Circle(); Text(initials) }.accessibilityHidden(true)").isEmpty)
        #expect(findings("ZStack { Circle(); Text(initials) }.accessibilityLabel(name)").isEmpty)
        #expect(findings("ZStack { Circle(); Text(initials) }.accessibilityElement(children: .ignore)").isEmpty)
    }

    @Test func aCombinedAvatarStillReadsTheLetters() {
        #expect(findings("""
            HStack { ZStack { Circle(); Text(initials) }; Text(name) }
                .accessibilityElement(children: .combine)
            """).count == 1)
    }

    @Test func aButtonLabelledOnlyByInitialsIsReported() {
        #expect(findings("Button(action: open) { Text(contact.initials) }").count == 1)
    }
}
