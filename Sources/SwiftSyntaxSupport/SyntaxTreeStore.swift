import Foundation
import SwiftSyntax

/// The syntax trees of a project's files, at most `byteLimit` bytes of source parsed at once:
/// a file whose tree was let go is parsed again when asked for.
///
/// A syntax tree takes about 25 to 40 times the bytes of its source, so a whole project's trees
/// do not fit in memory together (an audit of three large apps held 0.9 GB of them). The store
/// keeps the most recently used trees up to the limit and lets the oldest go; a tree parsed again
/// from the same text has the same shape, so a `SyntaxReference` into it finds the same node.
///
/// With `declarationByteLimit`, a node asked for in a tree let go is read from its innermost
/// declaration parsed alone (`DeclarationFragment`, by the file's `DeclarationOutline`) rather
/// than from the whole file parsed again: those trees are kept apart, the most recently used up
/// to that many bytes of source. A lowering reads a few declarations of each file it reaches
/// (one icon of a generated table of 7,450, one mock of a file of mocks), so it parses those.
/// With `readsSmallFilesByDeclaration`, smaller files are read so too (but for those a later step
/// parses whole, `parsesWholeLater(_:)`), and the declarations' trees count against `byteLimit`
/// as well: the trees kept take no more room than before.
///
/// Thread-safe: files are parsed outside the lock, so two threads may parse one file at once; the
/// tree stored first is kept.
public final class SyntaxTreeStore: @unchecked Sendable {
    /// The most source bytes whose trees are kept at once.
    public let byteLimit: Int
    /// The most source bytes of declarations parsed alone kept at once; nil parses whole files only.
    public let declarationByteLimit: Int?
    /// Only the declarations of files of more bytes than this are parsed alone; a smaller file
    /// let go is parsed again whole, unless `readsSmallFilesByDeclaration`.
    public let declarationFilesAboveBytes: Int
    /// Whether the declarations of smaller files are parsed alone too, but for the files whose
    /// whole tree is parsed later anyway (`parsesWholeLater(_:)`).
    public let readsSmallFilesByDeclaration: Bool
    private let lock = NSLock()
    /// By path: every front end makes its own handle of a file, and they share its one tree.
    private var entries: [String: Entry] = [:]
    /// When each entry was last used (`clock`), by path, apart from the entries to scan them cheaply.
    private var lastUses: [String: Int] = [:]
    private var keptBytes = 0
    private var clock = 0
    private var parseCount = 0
    private var parseBytes = 0
    private var parsedAgain: [String: Int] = [:]
    private var parseNanoseconds: UInt64 = 0
    /// The outline of each file's declarations, by path, with the text it was taken from.
    private var outlines: [String: (text: String, outline: DeclarationOutline)] = [:]
    private var declarations = DeclarationTrees()
    /// The paths of files a later step parses whole (`parsesWholeLater(_:)`), until it has.
    private var wholeLater: Set<String> = []

    private struct Entry {
        /// The text the tree was parsed from: a handle of the same path with other text (a file
        /// changed between two audits sharing a store) does not take this tree.
        var text: String
        var file: ParsedSourceFile
        var bytes: Int
        /// The nodes of the tree found by their place.
        var lookup: SyntaxPlaceLookup
    }

    /// A store keeping the trees of at most `byteLimit` bytes of source, and, when
    /// `declarationByteLimit` is given, the trees of declarations parsed alone of at most that
    /// many, taken from the files of more than `declarationFilesAboveBytes` bytes of source.
    /// With `readsSmallFilesByDeclaration`, smaller files' declarations are parsed alone too.
    public init(byteLimit: Int, declarationByteLimit: Int? = nil, declarationFilesAboveBytes: Int = 0,
                readsSmallFilesByDeclaration: Bool = false) {
        self.byteLimit = byteLimit
        self.declarationByteLimit = declarationByteLimit
        self.declarationFilesAboveBytes = declarationFilesAboveBytes
        self.readsSmallFilesByDeclaration = readsSmallFilesByDeclaration
    }

    /// Tells the store that `path`'s whole tree will be parsed by a later step, which finds it
    /// kept (`keptFile(path:text:)`) when a lowering has read the file before: a node read in it
    /// until then comes from the whole file, not from its declaration parsed alone, or the file
    /// would be parsed twice. Only small files (`readsSmallFilesByDeclaration`) are read so.
    public func parsesWholeLater(_ path: String) {
        guard readsSmallFilesByDeclaration else { return }
        lock.withLock { _ = wholeLater.insert(path) }
    }

    /// How many trees were parsed again after being let go.
    public var reparsedCount: Int { lock.withLock { parseCount } }

    /// The source bytes of the trees parsed again, each parse counted (for `perceive-bench`).
    public var reparsedBytes: Int { lock.withLock { parseBytes } }

    /// How many different files had their tree parsed again at least once.
    public var reparsedFileCount: Int { lock.withLock { parsedAgain.count } }

    /// How many times each file had its tree parsed again, by path.
    public var reparsesByPath: [String: Int] { lock.withLock { parsedAgain } }

    /// The time spent parsing trees again, summed over threads (for `perceive-bench`).
    public var reparseSeconds: Double { lock.withLock { Double(parseNanoseconds) / 1e9 } }

    /// How many declarations were parsed alone, and their bytes (for `perceive-bench` and tests).
    public var declarationParseCount: Int { lock.withLock { declarations.parseCount } }
    public var declarationParseBytes: Int { lock.withLock { declarations.parseBytes } }

    /// How many source bytes have their trees kept now.
    public var keptSourceBytes: Int { lock.withLock { keptBytes } }

    /// Keeps `parsed`, the tree of `handle`, as the most recently used (a file just parsed), unless
    /// the file is read by declaration only (`readsByDeclarationOnly(_:)`).
    func offer(_ parsed: ParsedSourceFile, for handle: SourceFileHandle) {
        guard !readsByDeclarationOnly(parsed) else { return }
        lock.withLock { _ = insert(parsed, path: handle.path, text: handle.text) }
    }

    /// Whether the whole tree of `parsed`, just parsed by a step that is done with it, is let go
    /// at once, its nodes read later from its declarations parsed alone: so for a file of more
    /// than a quarter of `byteLimit`, when declarations are read alone. Such a file is generated
    /// (an icon table of 7,447 entries, a file of mocks, a protocol buffer's messages), its tree
    /// is denser than other code's and kept would push out the trees of several files; a lowering
    /// reads a few of its declarations (docs/benchmarks.md, "Where the three apps' peak is").
    private func readsByDeclarationOnly(_ parsed: ParsedSourceFile) -> Bool {
        declarationByteLimit != nil && parsed.text.utf8.count > max(byteLimit / 4, declarationFilesAboveBytes)
    }

    /// Takes the outline of `parsed`'s declarations (its whole tree or its skeleton's), once per
    /// path and text, when declarations are read alone and the file is large enough (or small
    /// files are read so too).
    func outline(_ parsed: ParsedSourceFile) {
        guard declarationByteLimit != nil, readsSmallFilesByDeclaration || parsed.text.utf8.count > declarationFilesAboveBytes else { return }
        guard outline(of: parsed.path, text: parsed.text) == nil else { return }
        let outline = DeclarationOutline(parsed.tree)
        lock.withLock { outlines[parsed.path] = (parsed.text, outline) }
    }

    /// The outline the store took of the file at `path` (`outline(_:)`), when it was taken from
    /// `text`.
    public func outline(of path: String, text: String) -> DeclarationOutline? {
        lock.withLock { outlineTaken(of: path, text: text) }
    }

    /// `outline(of:text:)`, the lock held.
    private func outlineTaken(of path: String, text: String) -> DeclarationOutline? {
        outlines[path].flatMap { $0.text == text ? $0.outline : nil }
    }

    /// Keeps `parsed`, the whole tree of a file a handle may already name (indexed from its
    /// declaration skeleton), as the most recently used: a lowering reading the file then finds it
    /// (but for a file read by declaration only, `readsByDeclarationOnly(_:)`).
    public func keep(_ parsed: ParsedSourceFile) {
        precondition(!parsed.isDeclarationSkeleton, "\(parsed.path): the store keeps whole trees")
        let keepsWhole = !readsByDeclarationOnly(parsed)
        lock.withLock {
            wholeLater.remove(parsed.path)
            if keepsWhole { _ = insert(parsed, path: parsed.path, text: parsed.text) }
        }
    }

    /// The whole tree of `path` parsed from `text`, when the store holds it (a lowering that read
    /// the file parsed it), marked as just used; nil otherwise.
    public func keptFile(path: String, text: String) -> ParsedSourceFile? {
        lock.withLock {
            guard let entry = entries[path], entry.text == text else { return nil }
            clock += 1
            lastUses[path] = clock
            return entry.file
        }
    }

    /// The parsed file of `handle`, parsed again if it was let go.
    func file(of handle: SourceFileHandle) -> ParsedSourceFile {
        entry(of: handle).file
    }

    /// The node at `place` in the tree of `handle`: from its tree when kept, else from its
    /// declaration holding `place` parsed alone when there is one, else from its tree parsed again.
    func node(at place: SyntaxPlace, in handle: SourceFileHandle) -> Syntax? {
        if let kept = lock.withLock({ touchedLookup(handle) }) { return kept.node(at: place) }
        if let lookup = declarationLookup(holding: place, in: handle), let node = lookup.node(at: place) { return node }
        return entry(of: handle).lookup.node(at: place)
    }

    /// The nodes of the declaration of `handle` holding `place`, parsed alone (or kept from an
    /// earlier look-up); nil when declarations are not read alone, none holds `place`, or it
    /// does not parse alone.
    private func declarationLookup(holding place: SyntaxPlace, in handle: SourceFileHandle) -> SyntaxPlaceLookup? {
        guard let limit = declarationByteLimit else { return nil }
        let found: (DeclarationOutline.Declaration, DeclarationTrees.Key, DeclarationTrees.Known)? = lock.withLock {
            guard let outline = outlineTaken(of: handle.path, text: handle.text),
                  handle.text.utf8.count > declarationFilesAboveBytes || !wholeLater.contains(handle.path),
                  let declaration = outline.declaration(holding: place) else { return nil }
            let key = DeclarationTrees.Key(path: handle.path, start: declaration.start)
            return (declaration, key, declarations.touch(key))
        }
        guard let (declaration, key, known) = found else { return nil }
        switch known {
        case .kept(let lookup): return lookup
        case .unparsable: return nil
        case .unknown: break
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let lookup = DeclarationFragment(declaration, of: handle.text).map { SyntaxPlaceLookup($0.tree) }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        return lock.withLock {
            parseNanoseconds += elapsed
            return declarations.insert(lookup, for: key, bytes: declaration.end - declaration.start, limit: limit)
        }
    }

    /// The entry of `handle`, its file parsed again if it was let go.
    private func entry(of handle: SourceFileHandle) -> Entry {
        if let kept = lock.withLock({ touch(handle) }) { return kept }
        let start = DispatchTime.now().uptimeNanoseconds
        let parsed = ParsedSourceFile(path: handle.path, text: handle.text, lines: handle.lines, indexesNodes: false)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        return lock.withLock {
            parseCount += 1
            parseBytes += handle.text.utf8.count
            parsedAgain[handle.path, default: 0] += 1
            parseNanoseconds += elapsed
            if let kept = touch(handle) { return kept }
            return insert(parsed, path: handle.path, text: handle.text)
        }
    }

    /// The node look-up of `handle`'s entry, marked as just used, without a copy of the rest of
    /// the entry (read for every node a lowering looks up); called with the lock held.
    private func touchedLookup(_ handle: SourceFileHandle) -> SyntaxPlaceLookup? {
        let key = handle.path
        guard let index = entries.index(forKey: key), entries.values[index].text == handle.text else { return nil }
        clock += 1
        lastUses[key] = clock
        return entries.values[index].lookup
    }

    /// The entry of `handle`, marked as just used; called with the lock held.
    private func touch(_ handle: SourceFileHandle) -> Entry? {
        let key = handle.path
        guard let entry = entries[key], entry.text == handle.text else { return nil }
        clock += 1
        lastUses[key] = clock
        return entry
    }

    /// Adds `parsed` and lets the least recently used trees go past the limit (never the one
    /// just added); called with the lock held. The entry of `key`, a path: the one added, or
    /// the one already there with the same text.
    private func insert(_ parsed: ParsedSourceFile, path key: String, text: String) -> Entry {
        if let entry = entries[key] {
            guard entry.text != text else { return entry }
            keptBytes -= entry.bytes
            entries[key] = nil
            lastUses[key] = nil
        }
        clock += 1
        let bytes = parsed.text.utf8.count
        let entry = Entry(text: text, file: parsed, bytes: bytes, lookup: SyntaxPlaceLookup(parsed.tree))
        entries[key] = entry
        lastUses[key] = clock
        keptBytes += bytes
        // The declarations' trees count against the whole trees' limit too: read by declaration,
        // a small file's nodes take the room its whole tree would have taken.
        while keptBytes + sharedDeclarationBytes > byteLimit, entries.count > 1, let oldest = leastRecentlyUsed(other: key) {
            keptBytes -= entries[oldest]?.bytes ?? 0
            entries[oldest] = nil
            lastUses[oldest] = nil
        }
        return entry
    }

    /// The source bytes of the declarations' trees kept that count against `byteLimit` too: all
    /// of them when small files are read by declaration (`readsSmallFilesByDeclaration`), none
    /// otherwise (the declarations of large files alone have a limit of their own).
    private var sharedDeclarationBytes: Int { readsSmallFilesByDeclaration ? declarations.keptBytes : 0 }

    /// The path of the entry used longest ago, other than `key`; called with the lock held.
    /// Scans the times of last use alone: copying the entries (a filtered dictionary) at each
    /// eviction cost a few percent of an audit.
    private func leastRecentlyUsed(other key: String) -> String? {
        var oldestPath: String? = nil
        var oldestUse = Int.max
        for (path, use) in lastUses where use < oldestUse && path != key {
            oldestUse = use
            oldestPath = path
        }
        return oldestPath
    }
}
