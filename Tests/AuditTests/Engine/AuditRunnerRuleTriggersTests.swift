@testable import Audit
import Testing

/// A source rule none of whose triggers occur in a file is not asked about it (`SourceTriggers`:
/// it can find nothing there); one whose trigger occurs is, and finds what it finds alone. Each
/// rule's time and the inputs it was asked about are counted when the clock times rules.
@Suite struct AuditRunnerRuleTriggersTests {
    static let fontOnly = """
        import SwiftUI

        struct Caption: View {
            var body: some View {
                Text("Dogs").font(.system(size: 12))
            }
        }
        """

    static let fontAndIncrement = fontOnly.replacingOccurrences(
        of: "Text(\"Dogs\")", with: "Text(\"Dogs\").accessibilityAction(named: \"More\") { }\n            .onTapGesture { accessibilityIncrement() }")

    /// The audit of `text` by the two rules, with the inputs each was asked about.
    func audit(_ text: String) -> (findings: [Finding], asked: [String: Int]) {
        var runner = AuditRunner(rules: [FixedFontSizeRule.self, IncrementWithoutAdjustableTraitRule.self])
        let clock = AuditPhaseClock()
        clock.timesRules = true
        runner.phaseClock = clock
        let result = runner.audit(source: text, path: "Caption.swift")
        return (result.findings, clock.ruleTimes.mapValues(\.inputs))
    }

    @Test func aRuleWhoseTriggersDoNotOccurIsNotAsked() {
        let (findings, asked) = audit(Self.fontOnly)
        #expect(asked == ["fixed-font-size": 1])
        #expect(findings.map(\.ruleID) == ["fixed-font-size"])
    }

    @Test func aRuleWhoseTriggerOccursIsAsked() {
        let (_, asked) = audit(Self.fontAndIncrement)
        #expect(asked == ["fixed-font-size": 1, "increment-without-adjustable-trait": 1])
    }

    @Test func aFileTheScanIsUnsureOfAsksEveryRule() {
        let (_, asked) = audit(Self.fontOnly + "\nlet pattern = /Dogs+/\n")
        // The engine's own rule too (`AuditRunner.engineRules`), whose trigger is a suppression's marker.
        #expect(asked == ["fixed-font-size": 1, "increment-without-adjustable-trait": 1, "suppression-without-reason": 1])
    }

    @Test func withoutTheRuleClockNoRuleIsTimed() {
        var runner = AuditRunner(rules: [FixedFontSizeRule.self])
        let clock = AuditPhaseClock()
        runner.phaseClock = clock
        _ = runner.audit(source: Self.fontOnly, path: "Caption.swift")
        #expect(clock.ruleTimes.isEmpty)
        #expect(clock[.rules] > 0)
    }

    /// A call of the app's own UIKit `TextField` in a file that never names SwiftUI is not read
    /// as SwiftUI's: the SwiftUI rules are not asked about it.
    @Test(arguments: [("import UIKit", []), ("import UIKit\nimport SwiftUI", ["control-without-label"]), ("", ["control-without-label"])])
    func theSwiftUIRulesAreNotAskedAboutAFileOfUIKitCodeOnly(_ imports: String, _ expected: [String]) {
        let source = imports + """

            final class NewGroupController: UIViewController {
                private lazy var nameField = TextField(placeholder: "Enter group name", usesDefaultHeight: false)
            }
            """
        var runner = AuditRunner(rules: [ControlWithoutLabelRule.self])
        runner.jobs = 1
        #expect(runner.audit(source: source, path: "NewGroupController.swift").findings.map(\.ruleID) == expected)
    }

    /// A file that imports modules, none of them SwiftUI, and writes no `View` type cannot see
    /// SwiftUI: its `Text` set in a title font is another library's (a static site's Ignite
    /// `HTML`), and its `Toggle` its own. Importing SwiftUI, importing nothing, or writing a
    /// `View` type (a module of the project may re-export SwiftUI) keeps the SwiftUI rules asked.
    @Test(arguments: [
        ("import Ignite", "HTML", []),
        ("import Foundation\nimport Ignite", "HTML", []),
        ("import Ignite\nimport SwiftUI", "HTML", ["heading-without-header-trait"]),
        ("#if canImport(SwiftUI)\nimport SwiftUI\n#endif", "HTML", ["heading-without-header-trait"]),
        ("import struct SwiftUI.Text", "HTML", ["heading-without-header-trait"]),
        ("", "HTML", ["heading-without-header-trait"]),
        ("import DesignSystem", "View", ["heading-without-header-trait"]),
    ])
    func theSwiftUIRulesAreNotAskedAboutAFileThatCannotSeeSwiftUI(_ imports: String, _ protocolName: String, _ expected: [String]) {
        let source = imports + """

            struct ScheduleSection: \(protocolName) {
                var body: some \(protocolName) {
                    VStack {
                        Text("Schedule").font(.title2)
                        Text("View the talks of each day")
                    }
                }
            }
            """
        var runner = AuditRunner(rules: [HeadingWithoutHeaderTraitRule.self])
        runner.jobs = 1
        #expect(runner.audit(source: source, path: "ScheduleSection.swift").findings.map(\.ruleID) == expected)
    }
}
