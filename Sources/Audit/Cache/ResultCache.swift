import Basics
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of audit results keyed by content hash, so a run over unchanged inputs is read
/// instead of recomputed (`docs/cache.md`).
///
/// Two kinds of entry: the result of a whole run (`runs/`), keyed by every input's contents and
/// everything else the audit depends on, and the findings of one input before they are merged
/// (`inputs/`), keyed by its contents and the same rest, and used only while the look-ups its
/// reading made of the project have the same answers (`LookupAnswers`). An entry that cannot be
/// read or does not parse is a miss;
/// entries are written to a temporary file and renamed into place, so a reader sees a whole
/// entry or none, however many audits share the folder.
public struct ResultCache: Sendable {
    /// The folder entries are kept in; made when the first entry is written.
    public let folder: String
    /// Names the build of the tool (its version, and where known its executable's size and
    /// date), so entries a different build wrote are never read.
    public let toolIdentity: String
    /// What the audits using this value read from and wrote to the cache.
    public let statistics = CacheStatistics()
    /// The shard folders made or found so far.
    private let folders = MadeFolders()

    public init(folder: String, toolIdentity: String) {
        self.folder = folder
        self.toolIdentity = toolIdentity
    }

    /// `perceive` + the user's cache folder: `$XDG_CACHE_HOME`, else `~/Library/Caches` on macOS
    /// and `~/.cache` elsewhere; nil when there is no home folder.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/perceive" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        #if os(macOS)
        return home + "/Library/Caches/perceive"
        #else
        return home + "/.cache/perceive"
        #endif
    }

    enum Kind: String {
        case run = "runs"
        case input = "inputs"
    }

    /// Where the entry `key` of `kind` is kept.
    func path(of kind: Kind, key: ContentHash) -> String {
        let name = key.description
        return "\(folder)/v1/\(kind.rawValue)/\(name.prefix(2))/\(name).json"
    }

    /// The entry's JSON, or nil when it is absent, unreadable, not JSON, or written for another key.
    func read(_ kind: Kind, key: ContentHash) -> JSONNode? {
        let path = path(of: kind, key: key)
        guard let data = FileManager.default.contents(atPath: path),
              let value = try? JSONParser.parse(data),
              let object = try? JSONNode(value: value, path: .root).object(keys: ["key", "entry"]),
              (try? object.required("key").string()) == key.description
        else { return nil }
        touch(path)
        return object["entry"]
    }

    /// Writes the entry whole (a temporary file renamed over it); a failure leaves no entry and
    /// is not an error: the next run computes the result again.
    func write(_ kind: Kind, key: ContentHash, entry: JSONValue) {
        if let written = written(kind, key: key, entry: entry) { place(written) }
    }

    /// An entry written to a temporary file beside its place, not yet an entry (`place(_:)`,
    /// `discard(_:)`); nil when it could not be written.
    ///
    /// The file is not flushed to the disk (`fsync`): an entry is only ever recomputed work, and
    /// one cut short by a crash of the system reads as a miss (`read` checks it parses and names
    /// its key). `FileManager.createFile` flushed every entry and renamed it through a temporary
    /// file of its own while the lane that wrote it waited (docs/benchmarks.md, "Entries of the
    /// result cache written without a flush").
    func written(_ kind: Kind, key: ContentHash, entry: JSONValue) -> WrittenEntry? {
        let path = path(of: kind, key: key)
        let folder = (path as NSString).deletingLastPathComponent
        let text = JSONWriter.text(of: .object([("key", .string(key.description)), ("entry", entry)]), layout: .documentOrder)
        let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp"
        guard folders.make(folder),
              Self.writeNewFile(temporary, bytes: Array(text.utf8)) else { return nil }
        return WrittenEntry(temporary: temporary, path: path)
    }

    /// Renames `written` over its entry, so readers see it whole.
    func place(_ written: WrittenEntry) {
        if rename(written.temporary, written.path) != 0 { return discard(written) }
        statistics.recordWrite()
    }

    /// Removes `written`'s temporary file: it never becomes an entry.
    func discard(_ written: WrittenEntry) { unlink(written.temporary) }

    /// Creates `path` (which must not exist) holding `bytes`; false, with nothing left at `path`,
    /// when it cannot be created or written whole.
    static func writeNewFile(_ path: String, bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        let whole = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        let closed = close(descriptor) == 0
        if !(whole && closed) { unlink(path) }
        return whole && closed
    }
}

/// An entry's temporary file and the place it is renamed to (`ResultCache.written`).
struct WrittenEntry: Sendable {
    let temporary: String
    let path: String
}

/// `write(2)`, named apart from `ResultCache.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

/// Counts of what audits found in a cache, and which inputs they had to audit again.
public final class CacheStatistics: @unchecked Sendable {
    private let lock = NSLock()
    private var runHits = 0
    private var writes = 0
    private var inputHits = 0
    private var recomputed: [String] = []

    /// How many whole runs were read from the cache.
    public var runsRead: Int { lock.withLock { runHits } }
    /// How many inputs' findings were read from the cache.
    public var inputsRead: Int { lock.withLock { inputHits } }
    /// The inputs audited again (missing from the cache), sorted.
    public var inputsAudited: [String] { lock.withLock { recomputed.sorted() } }
    /// How many entries were written.
    public var entriesWritten: Int { lock.withLock { writes } }

    func recordRunHit() { lock.withLock { runHits += 1 } }
    func recordInputHit() { lock.withLock { inputHits += 1 } }
    func recordAudited(_ path: String) { lock.withLock { recomputed.append(path) } }
    func recordWrite() { lock.withLock { writes += 1 } }
}
