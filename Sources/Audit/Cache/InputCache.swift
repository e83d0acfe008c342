import Foundation

/// The result cache as one audit uses it for single inputs: each input's key, its entry read
/// (when the answers to the look-ups it recorded are unchanged) or its findings computed, and
/// the entries computed held back until the audit knows no input changed while it ran (`commit()`,
/// `discard()`). Each is written to a temporary file as soon as it is computed, on the thread
/// that computed it: held in memory to the end, the entries of home-assistant/iOS (their
/// look-ups above all, 180,000 strings) were 14 MB of the run's peak (docs/benchmarks.md, "The
/// cache's entries written as each input is audited").
final class InputCache: @unchecked Sendable {
    let store: ResultCache
    /// `AuditIdentity.text`: what every key starts with.
    let identity: String
    /// The hash of each input's contents, by path, taken before it was read.
    let contents: [String: ContentHash]
    private let lock = NSLock()
    private var computed: [WrittenEntry] = []
    /// The paths of the inputs with an entry kept for their contents (`entriesKept(among:)`); nil
    /// until asked, when every input's entry is read.
    private var keptPaths: Set<String>? = nil

    init(store: ResultCache, identity: String, contents: [String: ContentHash]) {
        self.store = store
        self.identity = identity
        self.contents = contents
    }

    /// The key of `input`'s entry: the audit's identity and the input's path, kind and contents.
    /// What else of the project its reading depends on is stored in the entry and compared when
    /// it is read (`context(of:projects:)`, `outcome`), so whether an entry is kept for these
    /// contents is known before the project is indexed (`holdsEntry(for:)`).
    func key(for input: AuditInput) -> ContentHash {
        ContentHash(identity + "input \(input.kind.rawValue) \(input.path)\ncontents \(contents[input.path]?.description ?? "unreadable")\n")
    }

    /// Whether an entry is kept for `input`'s contents: the entry will be used unless the project
    /// around the input changed what its reading depends on. One `lstat`, nothing read.
    private func holdsEntry(for input: AuditInput) -> Bool {
        FileStatus(of: store.path(of: .input, key: key(for: input))) != nil
    }

    /// The inputs of `inputs` with an entry kept for their contents (`holdsEntry(for:)`),
    /// remembered: the entry of any other is not read (`outcome`), since none was there.
    func entriesKept(among inputs: [AuditInput]) -> Set<AuditInput> {
        let kept = inputs.filter(holdsEntry(for:))
        lock.withLock { keptPaths = Set(kept.map(\.path)) }
        return Set(kept)
    }

    /// What, besides its look-ups, the reading of `input` depends on in the project, for a Swift
    /// file a whole-project front end reads (`ProjectReader.context`: its entry points), hashed.
    func context(of input: AuditInput, projects: [(FrontEnd, ProjectReader?)]) -> String {
        var text = ""
        for case (let frontEnd, let project?) in projects where frontEnd.kind == input.kind {
            text += "context \(frontEnd.name)\n\(project.context(input.path))\n"
        }
        return ContentHash(text).description
    }

    /// The findings stored under `key` when they were computed in the same `context` and the
    /// answers to the look-ups stored with them are unchanged, else those `audit` computes (kept
    /// for `commit()` with the context and the answers to its look-ups).
    func outcome(for key: ContentHash, context: String, path: String, answers: LookupAnswers,
                 audit: () -> InputOutcome) -> InputOutcome {
        if lock.withLock({ keptPaths?.contains(path) }) != false, let stored = store.outcome(for: key), stored.context == context,
           answers.hash(of: stored.outcome.lookups)?.description == stored.answers {
            store.statistics.recordInputHit()
            return stored.outcome
        }
        let outcome = audit()
        store.statistics.recordAudited(path)
        if let hash = answers.hash(of: outcome.lookups),
           let written = store.written(StoredOutcome(outcome: outcome, context: context, answers: hash.description), for: key) {
            lock.withLock { computed.append(written) }
        }
        return outcome
    }

    /// Makes the entries computed during the audit entries.
    func commit() {
        for written in lock.withLock({ computed }) { store.place(written) }
    }

    /// Removes the entries computed during the audit: an input changed while it ran.
    func discard() {
        for written in lock.withLock({ computed }) { store.discard(written) }
    }
}

/// An input's findings as its entry holds them, with the hash of what else of the project its
/// reading depended on (`InputCache.context`) and of the answers to its look-ups when they were
/// computed (`ContentHash.description`).
struct StoredOutcome {
    var outcome: InputOutcome
    var context: String
    var answers: String
}
