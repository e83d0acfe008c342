import Foundation

/// The result cache as one audit uses it for single inputs: each input's key, its entry read or
/// its findings computed, and the entries computed held back until the audit knows no input
/// changed while it ran (`commit()`).
final class InputCache: @unchecked Sendable {
    let store: ResultCache
    /// `AuditIdentity.text`: what every key starts with.
    let identity: String
    /// The hash of each input's contents, by path, taken before it was read.
    let contents: [String: ContentHash]
    private let lock = NSLock()
    private var computed: [(ContentHash, InputOutcome)] = []

    init(store: ResultCache, identity: String, contents: [String: ContentHash]) {
        self.store = store
        self.identity = identity
        self.contents = contents
    }

    /// The key of each input of `audited`, by path: the audit's identity, the input's path, kind
    /// and contents and, for a Swift file a whole-project front end reads, the key of what it
    /// depends on among the files of `loaded` (`DependencyKeys`) and what else of the project that
    /// reading depends on (`ProjectReader.context`).
    func keys(for audited: [AuditInput], dependencies: [(AuditInput, SourceDependencies?)],
              projects: [(FrontEnd, ProjectReader?)]) -> [String: ContentHash] {
        let readsProject = projects.contains { $0.0.kind == .swiftSource && $0.1 != nil }
        let swiftFiles = dependencies.filter { $0.0.kind == .swiftSource }
        let dependencyKeys = DependencyKeys(swiftFiles.map { input, dependencies in
            DependencyKeys.File(path: input.path, contents: contents[input.path] ?? ContentHash(""),
                                dependencies: dependencies)
        }).keys
        var keys: [String: ContentHash] = [:]
        for input in audited where keys[input.path] == nil {
            var text = identity + "input \(input.kind.rawValue) \(input.path)\n"
            text += "contents \(contents[input.path]?.description ?? "unreadable")\n"
            if readsProject, input.kind == .swiftSource {
                text += "depends \(dependencyKeys[input.path]?.description ?? "nothing")\n"
                for (frontEnd, project) in projects where frontEnd.kind == input.kind {
                    text += "context \(frontEnd.name)\n\(project?.context(input.path) ?? "")\n"
                }
            }
            keys[input.path] = ContentHash(text)
        }
        return keys
    }

    /// The findings stored under `key`, else those `audit` computes (kept for `commit()`).
    func outcome(for key: ContentHash, path: String, audit: () -> InputOutcome) -> InputOutcome {
        if let stored = store.outcome(for: key) { return stored }
        let outcome = audit()
        store.statistics.recordAudited(path)
        lock.withLock { computed.append((key, outcome)) }
        return outcome
    }

    /// Writes the entries computed during the audit.
    func commit() {
        for (key, outcome) in lock.withLock({ computed }) { store.store(outcome, for: key) }
    }
}
