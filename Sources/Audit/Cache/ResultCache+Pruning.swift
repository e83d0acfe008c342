import Foundation

extension ResultCache {
    /// How long an entry that no audit has read or written stays in the folder.
    public static let entryLifetime: TimeInterval = 14 * 24 * 60 * 60

    /// Marks an entry as used now, so pruning keeps it.
    func touch(_ path: String) {
        CacheFileCalls.markModifiedNow(path)
    }

    /// Removes entries no audit has read or written within `entryLifetime` before `now`, and
    /// temporary files older than an hour (left by an audit that was killed while writing).
    /// Run after an audit that wrote entries; a full hit never walks the folder.
    public func prune(now: Date = Date()) {
        let manager = FileManager.default
        for kind in [Kind.run, Kind.input] {
            let root = "\(folder)/v1/\(kind.rawValue)"
            for shard in (try? manager.contentsOfDirectory(atPath: root)) ?? [] {
                let shardFolder = root + "/" + shard
                for name in (try? manager.contentsOfDirectory(atPath: shardFolder)) ?? [] {
                    let path = shardFolder + "/" + name
                    guard let modified = CacheFileCalls.modificationDate(of: path) else { continue }
                    let lifetime = name.hasSuffix(".tmp") ? 60 * 60 : Self.entryLifetime
                    if now.timeIntervalSince(modified) > lifetime { try? manager.removeItem(atPath: path) }
                }
            }
        }
    }
}
