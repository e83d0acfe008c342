import Audit
import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// The progress line of `perceive audit`: drawn in place on a terminal's standard error, at most
/// every tenth of a second of its clock, and cleared at the end.
@Suite struct AuditProgressLineTests {
    /// A clock that reads the times a test scripts, and what is written.
    final class Script: @unchecked Sendable {
        private let lock = NSLock()
        private var times: [Double]
        private var written: [String] = []

        init(times: [Double]) { self.times = times }

        func now() -> Double { lock.withLock { times.removeFirst() } }
        func write(_ text: String) { lock.withLock { written.append(text) } }
        var writes: [String] { lock.withLock { written } }
    }

    @Test func theLineIsRedrawnInPlaceAtMostEveryTenthOfASecondAndClearedAtTheEnd() {
        // The first time is the start; then one time per event.
        let script = Script(times: [10.0, 10.02, 10.05, 10.09, 10.1, 10.12, 10.13, 10.2, 10.21, 10.4, 12.5])
        let line = AuditProgressLine(write: { script.write($0) }, clock: { script.now() })
        line.record(.started(reading: 4, auditing: 2))  // 10.02: drawn
        line.record(.read)                              // 10.05: too soon
        line.record(.read)                              // 10.09: too soon
        line.record(.read)                              // 10.1: too soon
        line.record(.read)                              // 10.12: the last file read, drawn
        line.record(.indexed)                           // 10.13: the index built, drawn
        line.record(.lowered(screens: 1))               // 10.2: too soon
        line.record(.audited)                           // 10.21: too soon
        line.record(.lowered(screens: 4))               // 10.4: drawn
        line.record(.audited)                           // 12.5: drawn
        line.finish()
        line.record(.audited)                           // after the end: nothing
        #expect(script.writes == [
            "\r0/4 files read, 0/2 audited, 0 screens lowered, 0.0 s\u{1B}[K",
            "\r4/4 files read, 0/2 audited, 0 screens lowered, indexing, 0.1 s\u{1B}[K",
            "\r4/4 files read, 0/2 audited, 0 screens lowered, 0.1 s\u{1B}[K",
            "\r4/4 files read, 1/2 audited, 5 screens lowered, 0.4 s\u{1B}[K",
            "\r4/4 files read, 2/2 audited, 5 screens lowered, 2.5 s\u{1B}[K",
            "\r\u{1B}[K",
        ])
    }

    @Test func aLineNeverDrawnIsNotCleared() {
        let script = Script(times: [0])
        let line = AuditProgressLine(write: { script.write($0) }, clock: { script.now() })
        line.finish()
        line.finish()
        #expect(script.writes.isEmpty)
    }

    func audit(_ arguments: [String], onTerminal: Bool) throws -> (status: ExitCode, error: String) {
        let recording = RecordingConsole(isErrorTerminal: onTerminal)
        let examples = AuditExamplesCommandTests.examples + "/ExceptionalDogs/Before"
        let status = Perceive.main(arguments: ["audit", examples] + arguments, console: recording.console)
        return (status, recording.standardError)
    }

    @Test func anAuditOnATerminalShowsProgressAndClearsIt() throws {
        let run = try audit([], onTerminal: true)
        #expect(run.status == .findings)
        #expect(run.error.hasPrefix("\r0/6 files read, 0/6 audited, 0 screens lowered, "))
        #expect(run.error.hasSuffix("\u{1B}[K\r\u{1B}[K"))
        #expect(!run.error.contains("\n"))
    }

    @Test func nothingIsWrittenWhenStandardErrorIsNotATerminal() throws {
        #expect(try audit([], onTerminal: false).error == "")
    }

    @Test func quietWritesNoProgressAndNoNotes() throws {
        #expect(try audit(["--quiet"], onTerminal: true).error == "")
        let folder = try TemporaryFolder("quiet")
        let baseline = folder.path("baseline.json")
        #expect(try audit(["--write-baseline", baseline], onTerminal: false).error
            == "perceive audit: wrote 10 findings to the baseline \(baseline)\n")
        #expect(try audit(["--write-baseline", baseline, "--quiet"], onTerminal: false).error == "")
    }

    @Test func quietKeepsErrors() throws {
        let recording = RecordingConsole(isErrorTerminal: true)
        let status = Perceive.main(arguments: ["audit", "/no/such/folder", "--quiet"], console: recording.console)
        #expect(status == .usageOrInputError)
        #expect(recording.standardError == "perceive audit: /no/such/folder: no such file or folder\n")
    }
}
