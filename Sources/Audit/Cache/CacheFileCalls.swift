import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls the result cache makes for every entry, each one system call: Foundation's
/// `attributesOfItem` also listed the entry's extended attributes and looked up its owner's and
/// group's names (opening `/etc/passwd` and `/etc/group` on Linux), `setAttributes` read the
/// attributes back, and `createDirectory(withIntermediateDirectories:)` examined every folder of
/// the path (docs/benchmarks.md, "The cache's file-system calls, one per entry").
enum CacheFileCalls {
    /// When `path` was last modified (`lstat(2)`); nil when it cannot be examined.
    static func modificationDate(of path: String) -> Date? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000)
    }

    /// Sets `path`'s access and modification times to now (`utimensat(2)`). A failure is not an
    /// error: the entry is only pruned sooner, and computed again when next needed.
    static func markModifiedNow(_ path: String) {
        _ = utimensat(AT_FDCWD, path, nil, 0)
    }

    /// Makes `folder` unless it exists: one `mkdir(2)` when its parent exists, else the whole path.
    static func makeFolder(_ folder: String) -> Bool {
        if mkdir(folder, 0o755) == 0 || errno == EEXIST { return true }
        return (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    }
}
