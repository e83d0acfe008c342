import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// The display-settings group on every command that builds screens: each option reaches the
/// SwiftUI front end, which shows the probe's line for that setting only when it is on.
@Suite struct DisplaySettingsGroupTests {
    /// A view with one tappable text 20 pt high per setting, shown only when the setting is on.
    static let probe = """
        import SwiftUI
        import UIKit

        struct SettingsProbe: View {
            @Environment(\\.dynamicTypeSize) private var size
            @Environment(\\.legibilityWeight) private var weight
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency
            @Environment(\\.colorSchemeContrast) private var contrast
            @Environment(\\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
            @Environment(\\.accessibilityShowButtonShapes) private var buttonShapes
            @Environment(\\.colorScheme) private var colorScheme

            var body: some View {
                VStack {
                    Text("Settings")
                    if size.isAccessibilitySize { Text("Accessibility size").frame(height: 20).onTapGesture { tap() } }
                    if weight == .bold { Text("Bold Text").frame(height: 20).onTapGesture { tap() } }
                    if reduceMotion { Text("Reduce Motion").frame(height: 20).onTapGesture { tap() } }
                    if reduceTransparency { Text("Reduce Transparency").frame(height: 20).onTapGesture { tap() } }
                    if contrast == .increased { Text("Increase Contrast").frame(height: 20).onTapGesture { tap() } }
                    if differentiateWithoutColor { Text("Differentiate Without Color").frame(height: 20).onTapGesture { tap() } }
                    if UIAccessibility.isOnOffSwitchLabelsEnabled { Text("On/Off Labels").frame(height: 20).onTapGesture { tap() } }
                    if buttonShapes { Text("Button Shapes").frame(height: 20).onTapGesture { tap() } }
                    if colorScheme == .dark { Text("Dark Mode").frame(height: 20).onTapGesture { tap() } }
                    if UIAccessibility.isGrayscaleEnabled { Text("Grayscale").frame(height: 20).onTapGesture { tap() } }
                }
            }
        }
        """

    /// One setting as typed, the text the probe shows for it, and that text's line.
    struct Setting: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var text: String
        var line: Int
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let settings = [
        Setting(arguments: ["--dynamic-type", "AX1"], text: "Accessibility size", line: 17),
        Setting(arguments: ["--bold-text"], text: "Bold Text", line: 18),
        Setting(arguments: ["--reduce-motion"], text: "Reduce Motion", line: 19),
        Setting(arguments: ["--reduce-transparency"], text: "Reduce Transparency", line: 20),
        Setting(arguments: ["--increase-contrast"], text: "Increase Contrast", line: 21),
        Setting(arguments: ["--differentiate-without-color"], text: "Differentiate Without Color", line: 22),
        Setting(arguments: ["--on-off-labels"], text: "On/Off Labels", line: 23),
        Setting(arguments: ["--button-shapes"], text: "Button Shapes", line: 24),
        Setting(arguments: ["--dark-mode"], text: "Dark Mode", line: 25),
        Setting(arguments: ["--color-filter", "grayscale"], text: "Grayscale", line: 26),
    ]

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("settings")
    }

    func probeFile() throws -> String {
        try folder.write("SettingsProbe.swift", Self.probe)
    }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func everyOptionOfTheGroupIsProbed() {
        #expect(DisplaySettingsOptions.group.options.map(\.spelling) == Self.settings.map(\.arguments[0]))
    }

    @Test(arguments: settings)
    func treeBuildsTheScreenUnderTheSetting(_ setting: Setting) throws {
        let file = try probeFile()
        let result = run(["tree", file] + setting.arguments)
        #expect(result.status == .clean)
        let shown = result.output.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(shown == ["Settings", Substring(setting.text)])
    }

    @Test(arguments: settings)
    func voiceOverReadsTheScreenBuiltUnderTheSetting(_ setting: Setting) throws {
        let result = run(["voiceover", try probeFile()] + setting.arguments)
        #expect(result.status == .clean)
        #expect(result.output == "Settings\n\(setting.text)\n")
    }

    @Test(arguments: settings)
    func auditChecksTheScreenBuiltUnderTheSetting(_ setting: Setting) throws {
        let result = run(["audit", try probeFile(), "--format", "github"] + setting.arguments)
        #expect(result.status == .findings)
        let smallTargets = result.output.split(separator: "\n").filter { $0.contains("small-hit-region") }
        #expect(smallTargets.count == 1)
        #expect(smallTargets.first?.contains("line=\(setting.line),") == true)
    }

    @Test func withoutSettingsOnlyTheTitleIsShown() throws {
        #expect(run(["voiceover", try probeFile()]).output == "Settings\n")
    }

    @Test func aSnapshotRefusesDisplaySettings() throws {
        let result = run(["voiceover", "screen.json", "--increase-contrast"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.hasPrefix("""
            perceive voiceover: '--increase-contrast' applies where the screen is built (SwiftUI source or --example), \
            not to a snapshot, which keeps the settings it was made under

            USAGE: perceive voiceover
            """))
    }
}
