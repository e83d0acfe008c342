import Audit
import Foundation
import TestSupport
import Testing

/// A tap added to a view around several elements (a card of the app's own type, a stack) is
/// judged at the tap, where the trait goes: each element answers it when VoiceOver activates it,
/// and one announced as a link or a button tells a person it is there
/// (`AccessibilityElement.tapSource`, `TappableWithoutButtonTraitRule.announcedTaps`). The source
/// rule, reading the file of the tap alone, is settled by the tree where the tap is announced
/// (`SettlingTreeRule`), and supersedes the tree's finding where it is not.
@Suite struct TapOnViewAroundTests {
    static func card(name: String, nameModifiers: String = "", extra: String = "") -> String {
        """
        import SwiftUI

        struct CouncilCard: View {
            let name: String
            var body: some View {
                VStack {
                    Text("Your local council")
                    Text(name)\(nameModifiers)
        \(extra)
                }
            }
        }
        """
    }

    static let widget = """
        import SwiftUI

        struct CouncilWidget: View {
            var body: some View {
                VStack {
                    CouncilCard(name: "Westminster")
                        .onTapGesture {
                            open()
                        }
                }
            }
            func open() {}
        }
        """

    static let rules = ["tappable-without-button-trait", "tap-gesture-without-button-trait"]

    static func findings(_ files: [String: String], cache: String? = nil) throws -> [Finding] {
        let folder = try TemporaryFolder()
        for (name, text) in files { _ = try folder.write(name, text) }
        var runner = AuditRunner(rules: AllRules.all)
        runner.cache = cache.map { ResultCache(folder: $0, toolIdentity: "test") }
        return try runner.run(paths: [folder.path]).findings.filter { rules.contains($0.ruleID) }
    }

    @Test func aCardWhoseNameIsAnnouncedAsALinkIsNoMissingButton() throws {
        let card = Self.card(name: "name", nameModifiers: "\n                .accessibilityAddTraits(.isLink)")
        let findings = try Self.findings(["CouncilCard.swift": card, "CouncilWidget.swift": Self.widget])
        #expect(findings.isEmpty)
    }

    @Test func theSettlementIsKeptWithTheCachedOutcomes() throws {
        let card = Self.card(name: "name", nameModifiers: "\n                .accessibilityAddTraits(.isLink)")
        let project = try TemporaryFolder(), cache = try TemporaryFolder()
        _ = try project.write("CouncilCard.swift", card)
        _ = try project.write("CouncilWidget.swift", Self.widget)
        func audit() throws -> (findings: [Finding], redone: [String]) {
            var runner = AuditRunner(rules: AllRules.all)
            runner.cache = ResultCache(folder: cache.path, toolIdentity: "test")
            let findings = try runner.run(paths: [project.path]).findings.filter { Self.rules.contains($0.ruleID) }
            return (findings, runner.cache?.statistics.inputsAudited ?? [])
        }
        #expect(try audit().findings.isEmpty)
        // Another file changed: the card's and the widget's outcomes come from the cache.
        _ = try project.write("Other.swift", "import SwiftUI\nstruct Other: View {\n    var body: some View { Text(\"Other\") }\n}\n")
        let again = try audit()
        #expect(again.findings.isEmpty)
        #expect(!again.redone.contains { $0.hasSuffix("CouncilWidget.swift") })
    }

    /// A tap that runs nothing (`.onTapGesture {}`, written to keep a row's tap from a picture)
    /// is no control: the picture's text answers no tap, neither it nor the row's, and only the
    /// row's tap is reported.
    @Test func aTapThatRunsNothingIsNoControlAndKeepsTheRowsTapAway() throws {
        let row = """
            import SwiftUI

            struct NoteRow: View {
                var body: some View {
                    VStack {
                        Text("A note")
                        Text("Photo of the harbour")
                            .onTapGesture { }
                    }
                    .onTapGesture { open() }
                }
                func open() {}
            }
            """
        let findings = try Self.findings(["NoteRow.swift": row])
        #expect(findings.map(\.ruleID) == ["tap-gesture-without-button-trait"])
        #expect(findings.map(\.location.line) == [10])
    }

    @Test func aCardOfPlainTextsIsReportedOnceAtItsTap() throws {
        let findings = try Self.findings(["CouncilCard.swift": Self.card(name: "name"), "CouncilWidget.swift": Self.widget])
        // The tree's finding at the tap's name is the source rule's at its period: told once.
        #expect(findings.map(\.ruleID) == ["tap-gesture-without-button-trait"])
        let finding = try #require(findings.first)
        #expect(finding.location.file.hasSuffix("CouncilWidget.swift"))
        #expect(finding.location.line == 7)
        #expect(finding.location.column == 17)
        #expect(finding.insertion?.line == 9)
    }

    @Test func aButtonInsideTheCardDoesNotAnnounceTheCardsTap() throws {
        let button = "            Button(\"Change\") { change() }"
        let card = Self.card(name: "name", extra: button).replacingOccurrences(of: "    let name: String\n",
                                                                               with: "    let name: String\n    func change() {}\n")
        let findings = try Self.findings(["CouncilCard.swift": card, "CouncilWidget.swift": Self.widget])
        #expect(findings.map(\.ruleID) == ["tap-gesture-without-button-trait"])
        #expect(findings.first?.location.line == 7)
    }

    @Test func aTapOnAStackOfTextsIsReportedOnceAtItsModifierByTheSourceRule() throws {
        let screen = """
            import SwiftUI

            struct Row: View {
                var body: some View {
                    HStack {
                        Text("Westminster")
                        Text("Council")
                    }
                    .onTapGesture { open() }
                }
                func open() {}
            }
            """
        let findings = try Self.findings(["Row.swift": screen])
        #expect(findings.map(\.ruleID) == ["tap-gesture-without-button-trait"])
        #expect(findings.first?.location.line == 9)
        #expect(findings.first?.location.column == 9)
    }
}
