@testable import SwiftUIFrontEnd
import Testing

/// A recorded evaluation gets the distinct look-ups made while it ran, those of evaluations
/// recorded inside it included.
@Suite struct LookupRecorderLogTests {
    @Test func nestedLogsGiveTheirDistinctLookups() {
        let recorder = LookupRecorder()
        recorder.record(.type, "Before")
        let outer = recorder.beginLog()
        recorder.record(.type, "Card")
        let inner = recorder.beginLog()
        for _ in 0..<3 { recorder.record(.type, "Theme") }
        recorder.record(.type, "Card")
        #expect(Set(recorder.endLog(from: inner)) == [IndexLookup(.type, "Theme"), IndexLookup(.type, "Card")])
        let second = recorder.beginLog()
        recorder.record(.global, "spacing")
        #expect(recorder.endLog(from: second) == [IndexLookup(.global, "spacing")])
        recorder.record(.type, "Row")
        let made = recorder.endLog(from: outer)
        #expect(made.count == 4)
        #expect(Set(made) == [IndexLookup(.type, "Card"), IndexLookup(.type, "Theme"), IndexLookup(.global, "spacing"),
                              IndexLookup(.type, "Row")])
        #expect(recorder.lookups.count == 5)
        let after = recorder.beginLog()
        #expect(recorder.endLog(from: after).isEmpty)
    }

    /// A recorder that gathers nothing logs nothing: its logs, nested or not, give no look-ups,
    /// and one that gathers, used after, logs from an empty start.
    @Test func aRecorderThatGathersNothingLogsNothing() {
        let recorder = LookupRecorder(keepsLookups: false)
        let outer = recorder.beginLog()
        recorder.record(.type, "Card")
        let inner = recorder.beginLog()
        recorder.record(.global, "spacing")
        #expect(recorder.endLog(from: inner).isEmpty)
        #expect(recorder.endLog(from: outer).isEmpty)
        #expect(recorder.lookups.isEmpty)
        let gathering = LookupRecorder()
        let mark = gathering.beginLog()
        gathering.record(.type, "Card")
        #expect(gathering.endLog(from: mark) == [IndexLookup(.type, "Card")])
    }
}
