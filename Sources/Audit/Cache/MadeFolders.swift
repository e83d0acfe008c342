import Foundation

/// The folders of a cache this process has made or found, so that each is made with one
/// `mkdir(2)` at most rather than one for every entry written into it: a first run of
/// home-assistant/iOS wrote 1,646 entries into 256 shard folders, and a folder's `mkdir` that
/// finds it exists costs a system call all the same (docs/benchmarks.md, "Fewer files and calls
/// for a first run into an empty cache folder").
///
/// A folder removed after it was made (the user clears the cache during a run) makes the writes
/// into it fail, which leaves no entry: the next run computes it again.
final class MadeFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Set<String> = []

    /// Makes `folder` unless this process made or found it already; false when it cannot be made.
    func make(_ folder: String) -> Bool {
        if lock.withLock({ made.contains(folder) }) { return true }
        guard CacheFileCalls.makeFolder(folder) else { return false }
        lock.withLock { _ = made.insert(folder) }
        return true
    }
}
