/// One of `count` shares of an audit's inputs (`perceive audit --shard 2/4`), so several
/// machines can each audit a share and `perceive merge` joins their reports.
///
/// An input belongs to the share picked by a hash of its path relative to the project root
/// (64-bit FNV-1a, modulo `count`). Unlike a share of the sorted list, this is stable when files
/// are added or removed: every other file stays in its shard, and every machine computes the same
/// split from the same checkout.
public struct AuditShard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based: `1...count`.
    public let index: Int
    public let count: Int

    /// Why a `K/N` text is not a shard.
    public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        case notKOverN(String)
        case countBelowOne(String)
        case indexOutOfRange(String)

        public var description: String {
            switch self {
            case .notKOverN(let text): "'\(text)' is not a shard: expected K/N with whole numbers, as 2/4"
            case .countBelowOne(let text): "'\(text)' is not a shard: the number of shards N must be at least 1"
            case .indexOutOfRange(let text): "'\(text)' is not a shard: K must be between 1 and N"
            }
        }
    }

    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "a shard is K/N with 1 ≤ K ≤ N")
        self.index = index
        self.count = count
    }

    /// Reads `K/N`.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { throw .notKOverN(text) }
        guard count >= 1 else { throw .countBelowOne(text) }
        guard (1...count).contains(index) else { throw .indexOutOfRange(text) }
        self.init(index: index, count: count)
    }

    /// Whether the input at `relativePath` (relative to the project root) is in this share.
    public func contains(relativePath: String) -> Bool {
        Int(Fingerprint.fnv1a(relativePath) % UInt64(count)) == index - 1
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }
}
