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

    init(store: ResultCache, identity: String, contents: [String: ContentHash]) {
        self.store = store
        self.identity = identity
        self.contents = contents
    }

    /// The key of each input of `audited`, by path: the audit's identity, the input's path, kind
    /// and contents and, for a Swift file a whole-project front end reads, what else of the
    /// project that reading depends on besides its look-ups (`ProjectReader.context`).
    func keys(for audited: [AuditInput], projects: [(FrontEnd, ProjectReader?)]) -> [String: ContentHash] {
        var keys: [String: ContentHash] = [:]
        for input in audited where keys[input.path] == nil {
            var text = identity + "input \(input.kind.rawValue) \(input.path)\n"
            text += "contents \(contents[input.path]?.description ?? "unreadable")\n"
            for case (let frontEnd, let project?) in projects where frontEnd.kind == input.kind {
                text += "context \(frontEnd.name)\n\(project.context(input.path))\n"
            }
            keys[input.path] = ContentHash(text)
        }
        return keys
    }

    /// The findings stored under `key` when the answers to the look-ups stored with them are
    /// unchanged, else those `audit` computes (kept for `commit()` with the answers to its look-ups).
    func outcome(for key: ContentHash, path: String, answers: LookupAnswers, audit: () -> InputOutcome) -> InputOutcome {
        if let stored = store.outcome(for: key), answers.hash(of: stored.outcome.lookups)?.description == stored.answers {
            store.statistics.recordInputHit()
            return stored.outcome
        }
        let outcome = audit()
        store.statistics.recordAudited(path)
        if let hash = answers.hash(of: outcome.lookups),
           let written = store.written(StoredOutcome(outcome: outcome, answers: hash.description), for: key) {
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

/// An input's findings as its entry holds them, with the hash of the answers to its look-ups
/// when they were computed (`ContentHash.description`).
struct StoredOutcome {
    var outcome: InputOutcome
    var answers: String
}
