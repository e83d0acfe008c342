import Audit
import Foundation
import Testing

/// The runner's progress hook: told each phase's work as it is done, from its worker threads.
@Suite struct AuditProgressTests {
    /// Events gathered from any thread.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [AuditProgressEvent] = []

        func append(_ event: AuditProgressEvent) { lock.withLock { events.append(event) } }
        var all: [AuditProgressEvent] { lock.withLock { events } }
    }

    func events(shard: AuditShard?) throws -> [AuditProgressEvent] {
        let folder = try AuditShardTests.project()
        try folder.write("Info.plist", "<plist><dict></dict></plist>")
        let events = Events()
        var runner = AuditRunner(rules: AuditShardTests.rules)
        runner.shard = shard
        runner.progress = { events.append($0) }
        _ = try runner.run(paths: [folder.path], root: folder.path)
        return events.all
    }

    @Test func everyInputIsReadThenAudited() throws {
        let events = try events(shard: nil)
        #expect(events.first == .started(reading: 5, auditing: 5))
        #expect(events.filter { $0 == .read }.count == 5)
        #expect(events.filter { $0 == .audited }.count == 5)
        let indexed = try #require(events.firstIndex(of: .indexed))
        #expect(events[..<indexed].allSatisfy { $0 != .audited })
        #expect(events[indexed...].allSatisfy { $0 != .read })
        // RouteList's preview and Card's: the two views the previews show are not lowered alone.
        let screens = events.map { if case let .lowered(screens) = $0 { screens } else { 0 } }.reduce(0, +)
        #expect(screens == 2)
    }

    @Test func aShardReadsEverySwiftFileAndAuditsItsShare() throws {
        let count = AuditShardTests.splittingCount
        let shard = AuditShard(index: AuditShardTests.shardIndex(of: "Info.plist", count: count), count: count)
        let events = try events(shard: shard)
        guard case let .started(reading, auditing) = events.first else {
            Issue.record("no start: \(events)")
            return
        }
        #expect(reading == 5)
        #expect(auditing < 5)
        #expect(events.filter { $0 == .read }.count == 5)
        #expect(events.filter { $0 == .audited }.count == auditing)
    }
}
