@testable import Audit
import Foundation
import TestSupport
import Testing

/// The result cache: a run over unchanged inputs is read back without parsing, a change redoes
/// the inputs whose lowering looked up what changed and nothing else, and a cached result always
/// equals the uncached one.
@Suite struct ResultCacheTests {
    static let rules: [any Rule.Type] = [MissingLabelRule.self, FixedFontSizeRule.self]

    /// `Screen` (previewed) shows `Icon`, whose body is `Glyph`: three files, each using the next.
    static let screen = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                Button {
                } label: {
                    Icon()
                }
            }
        }

        #Preview {
            Screen()
        }
        """
    static let icon = """
        import SwiftUI
        struct Icon: View {
            var body: some View {
                Glyph()
            }
        }
        """
    static let unlabelledGlyph = """
        import SwiftUI
        struct Glyph: View {
            var body: some View {
                Image(decorative: "star")
            }
        }
        """
    static let labelledGlyph = unlabelledGlyph.replacingOccurrences(of: "Image(decorative: \"star\")", with: "Text(\"Star\")")
    /// A file nothing else uses.
    static let other = """
        import SwiftUI
        struct Other: View {
            var body: some View {
                Text("Hi").font(.system(size: 17))
            }
        }
        """

    let project: TemporaryFolder
    let cacheFolder: TemporaryFolder

    init() throws {
        project = try TemporaryFolder()
        cacheFolder = try TemporaryFolder()
        try project.write("Screen.swift", Self.screen)
        try project.write("Icon.swift", Self.icon)
        try project.write("Glyph.swift", Self.unlabelledGlyph)
        try project.write("Other.swift", Self.other)
    }

    func path(_ name: String) -> String { project.path + "/" + name }

    /// An audit of the project with a fresh `ResultCache` over the shared folder (or none), on
    /// `jobs` threads (all cores when nil).
    func audit(cached: Bool = true, rules: [any Rule.Type] = rules, configuration: AuditConfiguration = AuditConfiguration(),
               clock: AuditPhaseClock? = nil, jobs: Int? = nil,
               adjusting adjust: (inout AuditRunner) -> Void = { _ in }) throws -> (result: AuditResult, cache: ResultCache?) {
        var runner = AuditRunner(rules: rules, configuration: configuration)
        adjust(&runner)
        runner.phaseClock = clock
        runner.jobs = jobs
        runner.cache = cached ? ResultCache(folder: cacheFolder.path, toolIdentity: "test") : nil
        return (try runner.run(paths: [project.path]), runner.cache)
    }

    func ruleIDs(_ result: AuditResult) -> [String] {
        result.findings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID)" }
    }

    @Test func aRunWithNothingChangedIsReadWholeWithoutParsing() throws {
        let uncached = try audit(cached: false).result
        // A suggested insertion is read back from the cache with the rest of its finding.
        #expect(uncached.findings.contains { $0.insertion != nil })
        let first = try audit()
        #expect(first.result == uncached)
        #expect(first.cache?.statistics.runsRead == 0)
        #expect(first.cache?.statistics.inputsAudited == ["Glyph.swift", "Icon.swift", "Other.swift", "Screen.swift"].map(path))

        let clock = AuditPhaseClock()
        let second = try audit(clock: clock)
        #expect(second.result == uncached)
        #expect(second.cache?.statistics.runsRead == 1)
        #expect(second.cache?.statistics.inputsRead == 0)
        #expect(second.cache?.statistics.inputsAudited == [])
        #expect(clock[.parse] == 0 && clock[.index] == 0 && clock[.lower] == 0)
    }

    @Test func aViewChangedInAnotherFileRedoesTheFilesThatUseItAndNothingElse() throws {
        let before = try audit().result
        #expect(ruleIDs(before) == ["Other.swift:4 fixed-font-size", "Screen.swift:4 missing-label"])

        try project.write("Glyph.swift", Self.labelledGlyph)
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(ruleIDs(after.result) == ["Other.swift:4 fixed-font-size"])
        #expect(after.cache?.statistics.runsRead == 0)
        // `Icon` is shown by `Screen`'s preview, so `Icon.swift` lowers nothing of its own and
        // looks nothing up: its findings (source rules) stand. `Screen`'s preview looked up `Glyph`.
        #expect(after.cache?.statistics.inputsAudited == ["Glyph.swift", "Screen.swift"].map(path))
        #expect(after.cache?.statistics.inputsRead == 2)
    }

    /// A file whose entry is kept for its contents is read as its declaration skeleton for the
    /// index, and parsed whole only if its entry cannot be used: `Other.swift` (a fixed font size,
    /// so read whole for its rules in a run without entries) is never parsed whole once cached.
    @Test func filesWithAnEntryForTheirContentsAreNotParsedWholeUnlessRedone() throws {
        let coldClock = AuditPhaseClock()
        _ = try audit(clock: coldClock)
        #expect(coldClock.parseVolume.skeletonFiles == 0)
        #expect(coldClock.parseVolume.wholeParses.keys.sorted() == ["Glyph.swift", "Icon.swift", "Other.swift", "Screen.swift"].map(path))

        try project.write("Glyph.swift", Self.labelledGlyph)
        let clock = AuditPhaseClock()
        let after = try audit(clock: clock)
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == ["Glyph.swift", "Screen.swift"].map(path))
        // The three unchanged files are read as skeletons; `Screen.swift`, redone, is parsed whole
        // for its rules and lowering, which reads `Icon.swift`'s body.
        #expect(clock.parseVolume.skeletonFiles == 3)
        #expect(clock.parseVolume.wholeParses.keys.sorted() == ["Glyph.swift", "Icon.swift", "Screen.swift"].map(path))
    }

    /// A finding placed in a file whose entry was read (not parsed whole in the run) is made
    /// final from its declaration parsed alone, found by the outline of the file's skeleton, as
    /// in a run that parses the file whole.
    @Test func aPlacedFindingOfAFileReadFromItsEntryIsResolvedByDeclaration() throws {
        _ = try audit()
        try project.write("Other.swift", Self.other.replacingOccurrences(of: "size: 17", with: "size: 18"))
        let (trees, declarations) = (PlacedFindingResolutionTests.ParsedTrees(), PlacedFindingResolutionTests.ParsedTrees())
        let after = try audit { runner in
            runner.treeParsedForPlacedFindings = { trees.record($0, $1) }
            runner.declarationParsedForPlacedFindings = { declarations.record($0, 0) }
        }
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == [path("Other.swift")])
        #expect(ruleIDs(after.result).contains("Screen.swift:4 missing-label"))
        #expect(declarations.all.map(\.path) == [path("Screen.swift")])
        #expect(trees.all.isEmpty)
    }

    /// What a file's reading depends on besides its look-ups (the entry points the project gives
    /// it) is kept in its entry: when it changes, the file is redone though its contents did not.
    /// Without `Screen`'s preview, no preview shows `Icon` and `Glyph` any more, so each is lowered
    /// on its own.
    @Test func aFileWhoseEntryPointsChangedIsRedone() throws {
        _ = try audit()
        let withoutPreview = String(Self.screen[..<Self.screen.range(of: "#Preview")!.lowerBound])
        try project.write("Screen.swift", withoutPreview)
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == ["Glyph.swift", "Icon.swift", "Screen.swift"].map(path))
        #expect(after.cache?.statistics.inputsRead == 1)
    }

    @Test func aFileNothingUsesRedoesOnlyItself() throws {
        _ = try audit()
        try project.write("Other.swift", Self.other.replacingOccurrences(of: "size: 17", with: "size: 18"))
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == [path("Other.swift")])
    }

    @Test func aNewFileDeclaringAUsedNameRedoesItsUsers() throws {
        _ = try audit()
        try FileManager.default.removeItem(atPath: path("Glyph.swift"))
        try project.write("Shapes/Glyph.swift", Self.labelledGlyph)
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == ["Screen.swift", "Shapes/Glyph.swift"].map(path))
    }

    @Test func aChangedConfigurationIsAMiss() throws {
        _ = try audit()
        let configuration = AuditConfiguration(disabled: ["fixed-font-size"])
        let after = try audit(configuration: configuration)
        #expect(after.result == (try audit(cached: false, configuration: configuration).result))
        #expect(ruleIDs(after.result) == ["Screen.swift:4 missing-label"])
        #expect(after.cache?.statistics.runsRead == 0)
        #expect(after.cache?.statistics.inputsRead == 0)

        let severities = AuditConfiguration(severities: ["missing-label": .note])
        let third = try audit(configuration: severities)
        #expect(third.result.findings.map(\.severity) == [.warning, .note])
        #expect(third.cache?.statistics.inputsRead == 0)
    }

    @Test func aChangedCatalogueIsAMiss() throws {
        _ = try audit(rules: [MissingLabelRule.self])
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.runsRead == 0)
        #expect(after.cache?.statistics.inputsRead == 0)
    }

    @Test func corruptOrForeignEntriesAreMisses() throws {
        let uncached = try audit(cached: false).result
        _ = try audit()
        let entries = try entryFiles()
        #expect(entries.count == 5)
        let damage = [Data(), Data("{\"key\": ".utf8), Data("[1, 2]".utf8), Data([0xFF, 0xFE, 0x00]),
                      Data(#"{"key": "0123", "entry": {"findings": []}}"#.utf8)]
        for (index, entry) in entries.enumerated() { try damage[index % damage.count].write(to: URL(fileURLWithPath: entry)) }
        let damaged = try audit()
        #expect(damaged.result == uncached)
        #expect(damaged.cache?.statistics.runsRead == 0)
        #expect(damaged.cache?.statistics.inputsAudited.count == 4)
        let repaired = try audit()
        #expect(repaired.result == uncached)
        #expect(repaired.cache?.statistics.runsRead == 1)
    }

    @Test func anEntryWithAWrongFieldIsAMissNotAGuess() throws {
        _ = try audit()
        var damaged = 0
        for entry in try entryFiles() {
            let text = try String(contentsOfFile: entry, encoding: .utf8)
            if text.contains("\"line\": 4") { damaged += 1 }
            try text.replacingOccurrences(of: "\"line\": 4", with: "\"line\": \"4\"").write(toFile: entry, atomically: true, encoding: .utf8)
        }
        #expect(damaged == 3)
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.runsRead == 0)
        #expect(after.cache?.statistics.inputsAudited == ["Other.swift", "Screen.swift"].map(path))
    }

    @Test func aFolderThatCannotBeWrittenStillAudits() throws {
        let blocked = cacheFolder.path + "/blocked"
        try Data("a file, not a folder".utf8).write(to: URL(fileURLWithPath: blocked))
        var runner = AuditRunner(rules: Self.rules)
        runner.cache = ResultCache(folder: blocked, toolIdentity: "test")
        #expect(try runner.run(paths: [project.path]) == (try audit(cached: false).result))
        #expect(runner.cache?.statistics.entriesWritten == 0)
    }

    @Test func concurrentRunsSeeWholeEntriesOnly() throws {
        let uncached = try audit(cached: false).result
        let results = Results()
        let projectPath = project.path, cachePath = cacheFolder.path
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            var runner = AuditRunner(rules: Self.rules)
            runner.cache = ResultCache(folder: cachePath, toolIdentity: "test")
            results.append(try? runner.run(paths: [projectPath]))
        }
        #expect(results.all.count == 6)
        #expect(results.all.allSatisfy { $0 == uncached })
        #expect(try entryFiles().allSatisfy { $0.hasSuffix(".json") })
        #expect(try audit().result == uncached)
    }

    @Test func theToolsIdentityIsPartOfTheKey() throws {
        _ = try audit()
        var runner = AuditRunner(rules: Self.rules)
        runner.cache = ResultCache(folder: cacheFolder.path, toolIdentity: "another build")
        _ = try runner.run(paths: [project.path])
        #expect(runner.cache?.statistics.runsRead == 0)
        #expect(runner.cache?.statistics.inputsRead == 0)
    }

    @Test func theDefaultFolderIsTheUsersCacheFolder() {
        #expect(ResultCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]) == "/x/cache/perceive")
        #expect(ResultCache.defaultFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"])?.hasPrefix("/home/a/") == true)
        #expect(ResultCache.defaultFolder(environment: [:]) == nil)
    }

    /// Every file under the cache folder.
    func entryFiles() throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: cacheFolder.path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = cacheFolder.path + "/" + relative
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue { files.append(full) }
        }
        return files.sorted()
    }
}

/// Results gathered from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [AuditResult] = []

    func append(_ value: AuditResult?) { if let value { lock.withLock { values.append(value) } } }
    var all: [AuditResult] { lock.withLock { values } }
}

extension ResultCacheTests {
    @Test func entriesNoAuditUsedForTwoWeeksArePruned() throws {
        _ = try audit()
        let cache = ResultCache(folder: cacheFolder.path, toolIdentity: "test")
        try cacheFolder.write("v1/inputs/00/00.json.123.456.tmp", "half an entry")
        #expect(try entryFiles().count == 6)
        cache.prune(now: Date().addingTimeInterval(2 * 60 * 60))
        #expect(try entryFiles().count == 5)
        cache.prune(now: Date().addingTimeInterval(ResultCache.entryLifetime - 60))
        #expect(try entryFiles().count == 5)
        cache.prune(now: Date().addingTimeInterval(ResultCache.entryLifetime + 60))
        #expect(try entryFiles().isEmpty)
    }
}

extension ResultCacheTests {
    @Test func eachShardIsCachedApartFromTheWholeRun() throws {
        _ = try audit()
        for text in ["1/2", "2/2"] {
            let shard = try AuditShard(parsing: text)
            func run(cached: Bool) throws -> (AuditResult, ResultCache?) {
                var runner = AuditRunner(rules: Self.rules)
                runner.shard = shard
                runner.cache = cached ? ResultCache(folder: cacheFolder.path, toolIdentity: "test") : nil
                return (try runner.run(paths: [project.path]), runner.cache)
            }
            let uncached = try run(cached: false).0
            let cold = try run(cached: true), warm = try run(cached: true)
            #expect(cold.0 == uncached && warm.0 == uncached)
            #expect(cold.1?.statistics.runsRead == 0)
            #expect(warm.1?.statistics.runsRead == 1)
        }
    }
}

extension ResultCacheTests {
    /// An entry's file is made new, holds exactly its bytes, and leaves nothing behind when it
    /// cannot be made: a path that exists (another writer's temporary file) is not touched.
    @Test func anEntrysFileIsWrittenNewAndWhole() throws {
        let bytes = Array(#"{"key": "0123", "entry": {"findings": []}}"#.utf8) + Array(repeating: UInt8(ascii: " "), count: 70_000)
        let written = cacheFolder.path("entry.json.tmp")
        #expect(ResultCache.writeNewFile(written, bytes: bytes))
        #expect(FileManager.default.contents(atPath: written).map(Array.init) == bytes)
        #expect(!ResultCache.writeNewFile(written, bytes: Array("other".utf8)))
        #expect(FileManager.default.contents(atPath: written).map(Array.init) == bytes)
        let missingFolder = cacheFolder.path("missing/entry.json.tmp")
        #expect(!ResultCache.writeNewFile(missingFolder, bytes: bytes))
        #expect(!FileManager.default.fileExists(atPath: missingFolder))
        let empty = cacheFolder.path("empty.json.tmp")
        #expect(ResultCache.writeNewFile(empty, bytes: []))
        #expect(FileManager.default.contents(atPath: empty) == Data())
    }
}

extension ResultCacheTests {
    /// Entries are written as each input is audited, and become entries only when no input
    /// changed while the audit ran: here one changes after the index is built, so the run's
    /// report stands but nothing is left in the cache, not even a temporary file.
    @Test func anInputChangedDuringTheAuditLeavesNoEntryNorTemporaryFile() throws {
        let changed = path("Other.swift")
        var runner = AuditRunner(rules: Self.rules)
        runner.cache = ResultCache(folder: cacheFolder.path, toolIdentity: "test")
        runner.progress = { event in
            if case .indexed = event { try? (Self.other + "\n// changed\n").write(toFile: changed, atomically: true, encoding: .utf8) }
        }
        let result = try runner.run(paths: [project.path])
        #expect(!result.findings.isEmpty)
        #expect(runner.cache?.statistics.entriesWritten == 0)
        #expect(try entryFiles().isEmpty)
        // The next run, with the file as it is now, writes its entries.
        let next = try audit()
        #expect(next.cache?.statistics.entriesWritten == 5)
        #expect(try entryFiles().count == 5)
        #expect(try entryFiles().allSatisfy { $0.hasSuffix(".json") })
    }
}

extension ResultCacheTests {
    /// Reading an entry marks it used now, so pruning keeps it; one nobody read for longer than
    /// the lifetime goes. A folder made for an entry is made whole, its parents too.
    @Test func readingAnEntryKeepsItFromPruning() throws {
        let cache = ResultCache(folder: cacheFolder.path + "/new/cache", toolIdentity: "test")
        let read = ContentHash("read"), unread = ContentHash("unread")
        for key in [read, unread] { cache.write(.input, key: key, entry: .object([])) }
        let longAgo = Date().addingTimeInterval(-ResultCache.entryLifetime - 60 * 60)
        for key in [read, unread] {
            try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: cache.path(of: .input, key: key))
            #expect(CacheFileCalls.modificationDate(of: cache.path(of: .input, key: key)).map { abs($0.timeIntervalSince(longAgo)) < 1 } == true)
        }
        #expect(cache.read(.input, key: read) != nil)
        cache.prune()
        #expect(cache.read(.input, key: read) != nil)
        #expect(cache.read(.input, key: unread) == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.path(of: .input, key: unread)))
    }

    /// A shard folder is made once per process: made with its parents the first time, then known
    /// without a system call (a folder removed since is not made again, and writes into it fail).
    @Test func eachFolderIsMadeOncePerProcess() throws {
        let folders = MadeFolders()
        let folder = cacheFolder.path + "/v1/inputs/ab"
        #expect(folders.make(folder))
        #expect(FileManager.default.fileExists(atPath: folder))
        try FileManager.default.removeItem(atPath: folder)
        #expect(folders.make(folder))
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(!MadeFolders().make("/dev/null/inputs"))
    }

    /// The talk's example app with every rule: after one view changes, the audit through the cache
    /// (the other files read from their entries, as skeletons) reports what an audit without it
    /// reports, finding for finding, placed findings and their insertion sites included.
    @Test func theExampleAppWithEveryRuleAfterOneViewChangedEqualsAnAuditWithoutTheCache() throws {
        let source = ExpectedFindings.root + "/Examples/ExceptionalDogs/Before"
        for name in try FileManager.default.contentsOfDirectory(atPath: source) where name.hasSuffix(".swift") {
            _ = try project.write("Dogs/" + name, String(contentsOfFile: source + "/" + name, encoding: .utf8))
        }
        for name in ["Screen.swift", "Icon.swift", "Glyph.swift", "Other.swift"] { try FileManager.default.removeItem(atPath: path(name)) }
        let first = try audit(rules: AllRules.all)
        #expect(first.result == (try audit(cached: false, rules: AllRules.all).result))
        let gallery = try String(contentsOfFile: path("Dogs/GalleryView.swift"), encoding: .utf8)
        try project.write("Dogs/GalleryView.swift", gallery + "\nstruct Probe: View {\n    var body: some View {\n        Button(action: {}) { Image(systemName: \"star\") }\n    }\n}\n")
        let after = try audit(rules: AllRules.all)
        let uncached = try audit(cached: false, rules: AllRules.all).result
        #expect(after.result == uncached)
        #expect(after.result != first.result)
        // `DogDetailView` shows the gallery; `Dog.swift`, a model, has no entry.
        #expect(after.cache?.statistics.inputsAudited == ["Dogs/DogDetailView.swift", "Dogs/GalleryView.swift"].map(path))
        #expect(after.cache?.statistics.inputsRead == 3)
    }
}
