import PerceiveCLI
import PerceiveExamples
import Testing

@Suite struct ExamplesCommandTests {
    @Test func listsEveryExampleOnePerLine() {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["examples"], console: recording.console)
        #expect(status == .clean)
        let lines = recording.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == ExampleCatalog.all.count)
        #expect(lines.first == "exceptional-dogs         Exceptional Dogs — adjustable dog picker, grouped stats, "
            + "shelter actions, modal gallery")
        #expect(lines.map { String($0.prefix { $0 != " " }) } == ExampleCatalog.names)
    }

    @Test func everyListedNameWorksWithVoiceOver() {
        for name in ExampleCatalog.names {
            let recording = RecordingConsole()
            let status = Perceive.main(arguments: ["voiceover", "--example", name], console: recording.console)
            #expect(status == .clean, "\(name): \(recording.standardError)")
            #expect(!recording.standardOutput.isEmpty)
        }
    }

    @Test func rejectsArguments() {
        let recording = RecordingConsole()
        #expect(Perceive.main(arguments: ["examples", "extra"], console: recording.console) == .usageOrInputError)
        #expect(recording.standardError.hasPrefix("perceive examples: unexpected argument 'extra'"))
    }
}
