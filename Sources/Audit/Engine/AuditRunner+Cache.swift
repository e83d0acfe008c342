extension AuditRunner {
    /// Audits `inputs` through `cache`: every input is hashed (never parsed) first; when a run
    /// of the same inputs, contents and identity is stored, its result is the answer. Otherwise
    /// the inputs are read and the project indexed as usual, each input whose own entry is
    /// stored is not audited again, and the whole-project steps (the merge: findings once per
    /// place, supersession, suppressions, fingerprints) run over all of them.
    ///
    /// Entries are written only when no input changed while the audit ran.
    ///
    /// - Parameter audited: the inputs audited (a shard's); the others of `inputs` are read for
    ///   the project index. The run's key holds both.
    func audit(_ inputs: [AuditInput], auditing audited: [AuditInput], cache: ResultCache) -> AuditResult {
        let identity = AuditIdentity(runner: self, toolIdentity: cache.toolIdentity).text
        // The nibs, storyboards and Objective-C files are read for the catalog colours they name
        // and the Swift types they create: the run's result changes with them (`checkCatalogs`,
        // `TypesNothingNames`).
        let keyed = inputs + filesReadForNames
        let contents = phaseClock.measure(.read) { parallelMap(keyed) { InputContent.hash(of: $0) } }
        let isAudited = Set(audited)
        let runKey = ContentHash(identity + zip(keyed, contents).map { input, hash in
            "\(isAudited.contains(input) ? "audit" : "index") \(input.kind.rawValue) \(input.path) \(hash?.description ?? "unreadable")\n"
        }.joined())
        if let result = cache.result(for: runKey) {
            progress?(.started(reading: inputs.count, auditing: audited.count))
            return result
        }
        var byPath: [String: ContentHash] = [:]
        for (input, hash) in zip(keyed, contents) { byPath[input.path] = hash }
        let inputCache = InputCache(store: cache, identity: identity, contents: byPath)
        let cached = inputCache.entriesKept(among: audited)
        let result = audit(inputs, auditing: isAudited, cache: inputCache, load: loader(for: inputs, cached: cached))
        guard parallelMap(keyed, InputContent.hash(of:)) == contents else {
            inputCache.discard()
            return result
        }
        inputCache.commit()
        cache.store(result, for: runKey)
        cache.prune()
        return result
    }
}
