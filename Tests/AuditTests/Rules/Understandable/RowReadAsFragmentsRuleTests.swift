import Audit
import SwiftSyntaxSupport
import Testing

@Suite struct RowReadAsFragmentsRuleTests {
    private func findings(_ source: String) -> [Finding] {
        RowReadAsFragmentsRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "V.swift", text: source))
    }

    private let avatarOverHeading = """
        VStack(spacing: 8) {
            Image("avatar")
            Text(account.name)
            Text("Signature request").font(.headline)
        }
        """

    @Test func anIconAndItsCaptionBeforeAHeadingArePointedAtTheIconAndSpanBoth() throws {
        let found = try #require(findings(avatarOverHeading).only)
        #expect(found.kind == .violation)
        #expect(found.location.line == 2)
        #expect(found.location.column == 5)
        #expect(found.span?.startLine == 2)
        #expect(found.span?.endLine == 3)
    }

    /// A container keeps its children as elements of their own: a row inside it is still read in
    /// fragments, and a combined one is not.
    @Test func aRowInsideAContainerIsStillReadAsFragments() {
        let row = """
            VStack {
                VStack(spacing: 8) {
                    Image("avatar")
                    Text(account.name)
                    Text("Signature request").font(.headline)
                }
            }
            """
        #expect(findings(row + ".accessibilityElement(children: .contain)").count == 1)
        #expect(findings(row + ".accessibilityElement(children: .combine)").isEmpty)
    }

    @Test func aViewOfTheAppsOwnTypeInASquareFrameIsTakenForAnIconToReview() throws {
        let found = try #require(findings("""
            HStack {
                AvatarView(user: user).frame(width: size, height: size)
                Text(user.name)
            }
            """).only)
        #expect(found.kind == .needsReview)
        #expect(found.location.line == 4)
        #expect(found.message.contains("square frame"))
        // The guessed icon is one of the pieces counted: the avatar and the name.
        #expect(found.message.contains("read as 2 separate elements"))
    }

    @Test func aRealImageBesideTheGuessedIconMakesItAViolation() {
        #expect(findings("""
            HStack {
                AvatarView(user: user).frame(width: 40, height: 40)
                Image(systemName: "checkmark.seal")
                Text(user.name)
            }
            """).map(\.kind) == [.violation])
    }

    @Test func aViewOfTheAppsOwnTypeInAnOblongFrameIsNotAnIcon() {
        #expect(findings("""
            HStack {
                ChartView(points: points).frame(width: 200, height: 120)
                Text(caption)
            }
            """).isEmpty)
    }

    @Test func aTitleOverTwoValueLinesIsOneFindingAtTheClosingBrace() {
        let found = findings("""
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text(subtitle).foregroundStyle(.secondary)
                Text(hint).foregroundStyle(.secondary)
            }
            """)
        #expect(found.map(\.location.line) == [5])
    }

    @Test func aTitleOverAPlainLineAndAValueLineIsAHeadingAndItsText() {
        #expect(findings("""
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text(body)
                Text(hint).foregroundStyle(.secondary)
            }
            """).isEmpty)
    }

    @Test func anIconAndCaptionBeforeAPlainValueAreAWholeRow() {
        // No title or control stands apart: the whole stack is one row, reported at its end.
        #expect(findings("""
            HStack {
                Image(systemName: "star")
                Text("Favourites")
                Text(count)
            }
            """).map(\.location.line) == [5])
    }

    @Test func aPairInsideAReportedRowIsNotReportedAgain() {
        #expect(findings("""
            HStack {
                VStack {
                    Image("avatar")
                    Text(name)
                    Text(role).font(.headline)
                }
                Text(count)
            }
            """).map(\.location.line) == [8])
    }

    private let replyBesideItsButton = """
        HStack(spacing: 4) {
            Button(action: {
                reply()
            }, label: {
                Image(systemName: "arrowshape.turn.up.left")
            })
            Text("Reply")
                .foregroundColor(.accentColor)
        }
        """

    @Test func anIconOnlyButtonBesideTheWordThatNamesItIsAViolationAtTheStacksEnd() throws {
        let found = try #require(findings(replyBesideItsButton).only)
        #expect(found.kind == .violation)
        #expect(found.ruleID == "row-read-as-fragments")
        #expect(found.location.line == 9)
        #expect(found.location.column == 1)
        #expect(found.span?.startLine == 1)
        #expect(found.span?.endLine == 9)
        #expect(found.message.contains("\"Reply\""))
    }

    @Test func theButtonAndItsNameCombinedAreNotReported() {
        #expect(findings(replyBesideItsButton + "\n.accessibilityElement(children: .combine)").isEmpty)
    }

    @Test func theWordAfterAButtonWithATitleOrALabelIsNotItsName() {
        #expect(findings("""
            HStack {
                Button("Reply", systemImage: "arrowshape.turn.up.left", action: reply)
                Text("Reply")
            }
            """).isEmpty)
        #expect(findings("""
            HStack {
                Button(action: reply) { Image(systemName: "arrowshape.turn.up.left") }
                    .accessibilityLabel("Reply")
                Text("Reply")
            }
            """).isEmpty)
    }

    @Test func aCountASentenceOrAThirdViewBesideTheButtonIsNotItsName() {
        for beside in ["Text(\"\\(likes)\")", "Text(\"12\")", "Text(\"Tap the arrow to answer this comment.\")",
                       "Text(title)", "Text(\"Reply\"); Spacer()"] {
            #expect(findings("""
                HStack {
                    Button(action: reply) { Image(systemName: "arrowshape.turn.up.left") }
                    \(beside)
                }
                """).isEmpty, "\(beside)")
        }
    }
}

private extension Array {
    var only: Element? { count == 1 ? first : nil }
}
