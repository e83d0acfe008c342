/// The trees of declarations parsed alone (`DeclarationFragment`) that a `SyntaxTreeStore` keeps:
/// the most recently used, up to a number of bytes of source, and which declarations do not
/// parse alone (their file's tree is read instead).
///
/// Not thread-safe: the store calls it with its lock held.
struct DeclarationTrees {
    /// A declaration by its file and the offset of its first token.
    struct Key: Hashable {
        var path: String
        var start: Int
    }

    /// What is known of a declaration's tree.
    enum Known {
        case kept(SyntaxPlaceLookup)
        /// It does not parse alone.
        case unparsable
        case unknown
    }

    private var entries: [Key: (lookup: SyntaxPlaceLookup, bytes: Int, use: Int)] = [:]
    private var unparsable: Set<Key> = []
    /// Each use of an entry, oldest first from `head`: a key whose entry was used again since is
    /// passed over when the oldest are let go.
    private var uses: [(key: Key, use: Int)] = []
    private var head = 0
    private var clock = 0
    private(set) var keptBytes = 0
    private(set) var parseCount = 0
    private(set) var parseBytes = 0

    /// What is known of `key`'s tree, marked as just used when kept.
    mutating func touch(_ key: Key) -> Known {
        if entries[key] != nil {
            clock += 1
            entries[key]?.use = clock
            record(key)
            return entries[key].map { .kept($0.lookup) } ?? .unknown
        }
        return unparsable.contains(key) ? .unparsable : .unknown
    }

    /// Keeps `lookup`, the tree of `key`'s declaration of `bytes` of source just parsed (nil: it
    /// does not parse alone), letting the least recently used go past `limit` bytes, never the
    /// one just added; the tree kept for `key` (another thread's, when it was parsed twice at once).
    mutating func insert(_ lookup: SyntaxPlaceLookup?, for key: Key, bytes: Int, limit: Int) -> SyntaxPlaceLookup? {
        parseCount += 1
        parseBytes += bytes
        guard let lookup else {
            unparsable.insert(key)
            return nil
        }
        if case .kept(let kept) = touch(key) { return kept }
        clock += 1
        entries[key] = (lookup, bytes, clock)
        keptBytes += bytes
        record(key)
        while keptBytes > limit, head < uses.count {
            let (oldest, use) = uses[head]
            head += 1
            guard oldest != key, let entry = entries[oldest], entry.use == use else { continue }
            entries[oldest] = nil
            keptBytes -= entry.bytes
        }
        return lookup
    }

    /// Notes a use of `key` now; once the uses noted outnumber the entries by far, keeps only the
    /// last use of each, in order.
    private mutating func record(_ key: Key) {
        uses.append((key, clock))
        guard uses.count - head > 2 * entries.count + 1_024 else { return }
        uses = entries.map { ($0.key, $0.value.use) }.sorted { $0.use < $1.use }
        head = 0
    }
}
