import Audit
import Foundation
import SwiftSyntaxSupport
import TestSupport
import Testing

/// `stateful-button-label-unchanged` on SwiftUI code: a control whose symbol changes with a state
/// while nothing it says does.
@Suite struct StatefulButtonLabelUnchangedSwiftUITests {
    private func findings(_ source: String) -> [Finding] {
        StatefulButtonLabelUnchangedRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "V.swift", text: source))
    }

    /// Two symbols that read apart ("Checkmark", "Circle") beside the control's text: the finding
    /// rests on the text, read instead of the symbol, not on the two reading alike.
    @Test func symbolsThatReadApartBesideTextAreSaidNotToBeRead() throws {
        let found = try #require(findings("""
            Button(action: toggle) {
                HStack {
                    Text(label)
                    Image(systemName: isChecked ? "checkmark.circle" : "circle")
                }
            }
            """).first)
        #expect(found.message.contains("VoiceOver reads the text beside it, the same in both states, and not the symbol"))
        #expect(!found.message.contains("says the same words in both states"))
    }

    /// The fix-it adds the selected trait on the control, on the state the marked picture shows.
    @Test(arguments: [
        ("isPinned ? \"pin.fill\" : \"pin\"", ".accessibilityAddTraits(isPinned ? .isSelected : [])"),
        ("!isPinned ? \"pin\" : \"pin.fill\"", ".accessibilityAddTraits(!isPinned ? [] : .isSelected)"),
    ])
    func theInsertionSelectsTheMarkedState(_ choice: String, inserted: String) throws {
        let source = """
            Button { isPinned.toggle() } label: {
                Label("Pin", systemImage: \(choice))
            }
            .padding()
            """
        let finding = try #require(findings(source).first)
        #expect(finding.insertion?.text == inserted)
        #expect(finding.insertion?.line == 4)
        #expect(finding.insertion?.column == 11)
    }

    @Test func theMessageNamesBothPictures() throws {
        let finding = try #require(findings("Button(\"Like\", systemImage: isLiked ? \"heart.fill\" : \"heart\") { like() }").first)
        #expect(finding.message.contains("(`heart.fill` or `heart`)"))
    }

    /// Two symbols with one description are read alike; two without one are read by their own
    /// descriptions or by their names' words, which the message says rather than "the same words".
    @Test(arguments: [
        ("isLiked ? \"heart.fill\" : \"heart\"", "VoiceOver says the same words in both states"),
        ("isPinned ? \"pin.fill\" : \"pin\"",
         "VoiceOver reads each symbol's own description, or else the words of its name (\"Pin fill\" and \"Pin\"), which name a picture, not a state"),
    ])
    func theMessageSaysWhatIsHeardInBothStates(_ choice: String, heard: String) throws {
        let finding = try #require(findings("Button { toggle() } label: { Image(systemName: \(choice)) }").first)
        #expect(finding.message.contains(heard))
    }

    /// A name passed in, drawn filled when chosen (a tab bar's tab): one symbol in two states.
    @Test func aPassedNameAndItsFilledVariantAreTwoStates() {
        let source = """
            Button { selected = tab } label: {
                Label(tab.title, systemImage: selected == tab ? "\\(tab.icon).fill" : tab.icon)
            }
            """
        #expect(findings(source).map(\.location.line) == [2])
    }

    /// What tells VoiceOver the state may sit on any view from the symbol out to the control.
    @Test func aValueOnAViewBetweenTheSymbolAndTheControlConveysTheState() {
        let source = """
            VStack {
                HStack {
                    Text(plan.name)
                    Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                }
                .accessibilityElement(children: .combine)
                .accessibilityValue(isSelected ? "Chosen" : "")
            }
            .onTapGesture { choose(plan) }
            """
        #expect(findings(source).isEmpty)
        #expect(findings(source.replacingOccurrences(of: ".accessibilityValue(isSelected ? \"Chosen\" : \"\")", with: ""))
            .map(\.location.line) == [4])
    }

    /// Only a trait the modifier adds counts: `isSelected` read by the picture's condition, in
    /// the content the modifier applies to, is no selected trait.
    @Test func aConditionNamedIsSelectedIsNoSelectedTrait() {
        let source = """
            VStack {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                Text(plan.name)
            }
            .accessibilityAddTraits(.isButton)
            .onTapGesture { choose(plan) }
            """
        #expect(findings(source).map(\.location.line) == [2])
    }

    /// The same condition choosing the control's words, negated or not, says the state.
    @Test func textChosenByTheNegatedConditionSaysTheState() {
        let source = """
            Button { isMuted.toggle() } label: {
                Image(systemName: isMuted ? "bell.slash" : "bell")
                Text(!isMuted ? "Mute" : "Unmute")
            }
            """
        #expect(findings(source).isEmpty)
    }

    /// The source finding, at the symbol inside the button, is the one told: the tree's
    /// `toggle-state-not-conveyed` on the same button is superseded.
    @Test func theTreesToggleFindingOnTheSameButtonIsSuperseded() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("FavoriteButton.swift", """
            import SwiftUI

            struct FavoriteButton: View {
                @State private var isFavorite = false
                var body: some View {
                    Button { isFavorite.toggle() } label: {
                        Label("Favorite", systemImage: isFavorite ? "star.fill" : "star")
                    }
                }
            }
            """)
        let ids: Set<String> = ["stateful-button-label-unchanged", "toggle-state-not-conveyed"]
        let findings = try AuditRunner(rules: AllRules.all).run(paths: [folder.path]).findings.filter { ids.contains($0.ruleID) }
        #expect(findings.map(\.ruleID) == ["stateful-button-label-unchanged"])
        #expect(findings.map(\.location.line) == [7])
    }
}

extension StatefulButtonLabelUnchangedSwiftUITests {
    /// A symbol filled while the control can be used is no state the person chose.
    @Test func aLookWhileTheControlCannotBeUsedIsNoState() {
        let source = """
            Button(action: send) {
                Image(systemName: "paperplane").symbolVariant(isSendingDisabled ? .none : .fill)
            }
            """
        #expect(findings(source).isEmpty)
        #expect(findings(source.replacingOccurrences(of: "isSendingDisabled", with: "isScheduled")).map(\.location.line) == [2])
    }
}

extension StatefulButtonLabelUnchangedSwiftUITests {
    /// A colour chosen by the same condition is seen, not said: the radio button still tells
    /// VoiceOver nothing of its state. A title chosen by it does.
    @Test func aColourChosenByTheConditionSaysNothingATitleDoes() {
        let source = """
            Button(action: action) {
                HStack {
                    Image(systemName: selected ? "largecircle.fill.circle" : "circle")
                        .foregroundColor(selected ? theme.colors.accent : theme.colors.tertiaryContent)
                    Text(title)
                }
            }
            """
        #expect(findings(source).map(\.location.line) == [3])
        let titled = "Button(isFavorite ? L10n.removeFromFavorites : L10n.addToFavorites, systemImage: isFavorite ? \"heart.slash\" : \"heart\") { toggle() }"
        #expect(findings(titled).isEmpty)
    }
}

/// A row view drawing the state symbol from a property its caller passes, made a control by that
/// caller in the same file.
extension StatefulButtonLabelUnchangedSwiftUITests {
    static let row = """
        struct AccessRow: View {
            let isSelected: Bool
            let title: String
            var body: some View {
                HStack {
                    Text(title)
                    Spacer()
                    Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                }
            }
        }

        """

    @Test func aRowTappedByItsCallerIsReportedAtItsConditionAndFixedAtTheCaller() throws {
        let source = Self.row + """
            struct AccessChooser: View {
                @State private var selection = 0
                var body: some View {
                    ForEach(0..<2) { index in
                        AccessRow(isSelected: selection == index, title: "Option \\(index)")
                            .onTapGesture { selection = index }
                    }
                }
            }
            """
        let found = findings(source)
        #expect(found.map(\.location.line) == [8])
        #expect(found.first?.insertion?.text == ".accessibilityAddTraits(selection == index ? .isSelected : [])")
        #expect(found.first?.insertion?.line == 17)
    }

    @Test func aRowInAButtonsLabelIsReportedTooAndOneSayingItsStateIsNot() {
        let inButton = Self.row + """
            struct AccessChooser: View {
                @Binding var selection: Int
                var body: some View {
                    Button { selection = 1 } label: { AccessRow(isSelected: selection == 1, title: "Public") }
                }
            }
            """
        #expect(findings(inButton).map(\.location.line) == [8])
        let saying = inButton.replacingOccurrences(of: "title: \"Public\") }", with: "title: \"Public\") }\n.accessibilityAddTraits(selection == 1 ? .isSelected : [])")
        #expect(findings(saying).isEmpty)
    }

    /// A row nobody in the file makes a control, and a status symbol, are left alone: the file
    /// does not show where, or whether, it is tapped.
    @Test func aRowWithoutAControlingCallerIsLeftAlone() {
        let shownOnly = Self.row + """
            struct AccessList: View {
                var body: some View { AccessRow(isSelected: true, title: "Private") }
            }
            """
        #expect(findings(shownOnly).isEmpty)
    }
}

extension StatefulButtonLabelUnchangedSwiftUITests {
    /// A state that is whether a sheet or full-screen cover is up is met only under it; a popover,
    /// which leaves the control in view on an iPad, and a state no presentation binds still count.
    @Test(arguments: [(".sheet(isPresented: $showFilters) { Filters() }", 0),
                      (".fullScreenCover(isPresented: self.$showFilters) { Filters() }", 0),
                      (".popover(isPresented: $showFilters) { Filters() }", 1),
                      (".sheet(isPresented: $showHelp) { Help() }", 1)])
    func aStateCoveredByItsSheetIsNotMet(presentation: String, count: Int) {
        let source = """
            Button { showFilters.toggle() } label: {
                Image(systemName: !showFilters ? "line.3.horizontal.decrease.circle" : "line.3.horizontal.decrease.circle.fill")
            }
            .accessibilityLabel("Filters")
            \(presentation)
            """
        #expect(findings(source).count == count)
    }
}
