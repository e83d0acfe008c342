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

    /// A row of one picture and one text has no title and no value: it is said as an icon and
    /// its text (swift-paperless' error row); a row with a value keeps the usual wording.
    @Test func aRowOfAnIconAndOneTextIsSaidSo() throws {
        let errorRow = """
            List {
                HStack(alignment: .top) {
                    Image(systemName: "xmark.circle.fill")
                    Text(message)
                }
                .foregroundStyle(.red)
            }
            """
        let found = try #require(findings(errorRow).only)
        #expect(found.message.hasPrefix("This row's icon and its text are read as 2 separate elements"))
        let withValue = errorRow.replacingOccurrences(of: "Text(message)", with: "Text(title)\n Spacer()\n Text(\"\\(count)\")")
        #expect(try #require(findings(withValue).only).message.hasPrefix("This row is read as 3 separate elements"))
    }

    /// A chosen option's checkmark shown by a condition is the row's state: the fix says it with
    /// the selected trait, using the condition, rather than hiding the mark as decoration; a
    /// checkmark reporting a status keeps the row's usual wording.
    @Test func aSelectionMarkIsSaidAsTheRowsState() throws {
        let row = """
            HStack {
                Text(method.title)
                Spacer()
                if method == selectedMethod {
                    Image(systemName: "checkmark")
                }
            }
            """
        let found = try #require(findings(row).only)
        #expect(found.message.contains("never says \"Selected\""))
        #expect(found.fix?.contains("`.accessibilityAddTraits(method == selectedMethod ? .isSelected : [])`") == true)
        let decorated = try #require(findings(row.replacingOccurrences(of: "checkmark", with: "star.fill")).only)
        #expect(decorated.fix?.contains("hide a decorative icon") == true)
        // A checkmark that reports a state (supported, done) is no choice: "Selected" would misname it.
        let status = try #require(findings(row.replacingOccurrences(of: "method == selectedMethod", with: "capability.supported")).only)
        #expect(!status.message.contains("Selected"))
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

    /// One case of a `switch` is shown at a time (damus's budget status: nothing, a check and
    /// "Successfully updated", a spinner and "Updating", or the error), as one branch of an `if` is.
    @Test func theCasesOfASwitchAreNotAddedUp() {
        #expect(findings("""
            HStack {
                switch state {
                case .done: Image(systemName: "checkmark")
                case .busy: Text("Updating")
                case .failed: Text("Failed")
                }
            }
            """).isEmpty)
        #expect(findings("""
            HStack {
                switch state {
                case .done: Image("check-circle"); Text("Successfully updated")
                case .failed: Text(error)
                }
            }
            """).count == 1)
    }

    /// A helper of the file whose trailing closure is its `label:` makes the stack a control's label.
    @Test func aStackGivenAsAHelpersLabelIsNoRow() {
        let helper = """
            @ViewBuilder
            func navLink_plain<Content: View>(_ tag: Tag, label: @escaping () -> Content) -> some View {
                NavigationLink(value: tag, label: label)
            }
            """
        let call = #"navLink_plain(.background) { HStack(spacing: 4) { Text("Receive quietly"); Text(amount).font(.subheadline) } }"#
        #expect(findings(call + "\n" + helper).isEmpty)
        #expect(findings(call + "\n" + helper.replacingOccurrences(of: "label: @escaping", with: "content: @escaping")
            .replacingOccurrences(of: "label: label", with: "label: content")).count == 1)
    }

    /// Prose is no row, and a screen holding it beside a view of the app's own is not one either.
    @Test func proseAndTheScreenAroundItAreNoRows() {
        #expect(findings("""
            VStack {
                Text("Widgets")
                WidgetChart(items: items)
                HStack {
                    Image(systemName: "info.circle")
                    Text("To re-order widgets, remove them and re-add them in the desired order.")
                }
            }
            """).isEmpty)
        #expect(findings(#"HStack { Image(systemName: "info.circle"); Text("Reorder") }"#).count == 1)
    }

    /// A control a property of the view draws keeps the stack from being a row, as one written in it.
    @Test func aControlDrawnByAPropertyIsNoPartOfARow() {
        let view = """
            struct SecretRow: View {
                var body: some View {
                    HStack {
                        Image(systemName: "key")
                        Text("Recovery phrase")
                        CopyButton
                    }
                }
                var CopyButton: some View { PART }
            }
            """
        // As with the button written in the stack: the icon and its caption are one thing, apart from it.
        let withButton = findings(view.replacingOccurrences(of: "PART", with: #"Button("Copy") { copy() }"#))
        #expect(withButton.map { $0.message.hasPrefix("This icon and the text under or beside it") } == [true])
        let withText = findings(view.replacingOccurrences(of: "PART", with: #"Text("Copied")"#))
        #expect(withText.map { $0.message.hasPrefix("This row is read as") } == [true])
    }

    /// An icon before a sentence, beside a control a property draws (Loop's simple bolus
    /// explanation and its info button), is prose, not an icon and its caption.
    @Test func anIconBeforeASentenceBesideAControlIsProse() {
        #expect(findings("""
            struct SimpleBolusView: View {
                var body: some View {
                    HStack {
                        Image("Open Loop")
                        Text("When out of Closed Loop mode, the app uses a simplified bolus calculator.")
                        infoButton
                    }
                }
                private var infoButton: some View { Button(action: showInfo) { Image(systemName: "info.circle") } }
            }
            """).isEmpty)
    }

    /// The message names the parts the row has: no icon in a row of texts.
    @Test func aRowOfTextsIsNotSaidToHaveAnIcon() throws {
        let texts = try #require(findings("HStack { Text(item.name); Spacer(); Text(item.price) }").only)
        #expect(texts.message.contains("VoiceOver stops on the title and each value apart"))
        #expect(texts.fix?.contains("hide a decorative icon") == false)
        let icon = try #require(findings(#"HStack { Image(systemName: "star.fill"); Text("Favourites"); Text(count) }"#).only)
        #expect(icon.message.contains("VoiceOver stops on the icon, the title and each value apart"))
    }

    /// Two values formatted alike side by side (nostur's trim times) are peers, neither the name of
    /// the other; a name beside its value, or the same conversion of each, is still a row.
    @Test func valuesFormattedAlikeSideBySideAreNoRow() {
        #expect(findings("""
            HStack {
                Text(formatTime(startTime)).font(.caption)
                Spacer()
                Text(formatTime(endTime)).font(.caption)
            }
            """).isEmpty)
        #expect(findings(#"HStack { Text(String(format: "%.1fs", start)); Spacer(); Text(String(format: "%.1fs", end)) }"#).isEmpty)
        #expect(findings("HStack { Text(formatter.string(from: range.start)); Spacer(); Text(formatter.string(from: range.end)) }").isEmpty)
        #expect(findings(#"HStack { Text(String(format: "%@", name)); Spacer(); Text(String(format: "%d pt", size)) }"#).count == 1)
        #expect(findings("HStack { Text(String(describing: key)); Spacer(); Text(String(describing: value)) }").count == 1)
        #expect(findings("HStack { Text(item.name); Spacer(); Text(item.price) }").count == 1)
        #expect(findings(#"HStack { Text(NSLocalizedString("Total", comment: "")); Spacer(); Text(NSLocalizedString("Free", comment: "")) }"#).count == 1)
    }

    /// Hackers' comment row: `body` combines `rowDisplay`, which shows `rowContent`'s stack. The
    /// stack is one element where it is shown; shown nowhere combined, it is reported.
    @Test func aRowCombinedByTheViewsThatShowItIsOneElement() {
        let row = """
            struct CommentRow: View {
                var body: some View {
                    rowDisplay
                        .accessibilityElement(children: .combine)
                }
                private var rowDisplay: some View {
                    VStack { rowContent }.padding()
                }
                private var rowContent: some View {
                    HStack {
                        Text(author).bold()
                        Spacer()
                        Text(age).foregroundStyle(.secondary)
                    }
                }
            }
            """
        #expect(findings(row).isEmpty)
        let shownApart = row.replacingOccurrences(of: ".accessibilityElement(children: .combine)", with: ".padding()")
        #expect(findings(shownApart).map(\.location.line) == [14])
    }
}

private extension Array {
    var only: Element? { count == 1 ? first : nil }
}
