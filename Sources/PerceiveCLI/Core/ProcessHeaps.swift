import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How many heaps the C allocator keeps, set once when a program starts: one.
///
/// glibc gives each new thread that allocates a heap ("arena") of its own, up to eight per core
/// (the Linux manual page `mallopt(3)`, `M_ARENA_MAX`), and returns little of a heap's free memory
/// to the system. An audit parses and lowers its files on several large-stack threads (`LargeStack`),
/// so which heap a file's trees land in changes from run to run, and a thread attached to one heap
/// cannot reuse the pages another freed: on three large apps audited one after the other, the
/// second app's first pass grew a heap of its own beside the pages the first app had left free,
/// and its peak moved by 18 MB between two runs of one build (docs/benchmarks.md, "Fewer heaps and
/// one copy of the text" and "What of one app stays under the next"). With one heap every page an
/// app frees is there for the next, at no measured cost in CPU time on two cores.
///
/// The setting is the process's, so the programs set it (`perceive`, `perceive-bench`), not the
/// audit: a program that embeds the library keeps its allocator as it chose. Set before the
/// program starts threads; an environment that sets `MALLOC_ARENA_MAX` keeps its own value. Only
/// glibc has per-thread heaps of this kind: elsewhere this does nothing.
public enum ProcessHeaps {
    /// The most heaps the allocator may create.
    public static let limit: Int32 = 1

    /// Limits the allocator to `limit` heaps, unless the environment's `MALLOC_ARENA_MAX`
    /// (`environmentLimit`) says otherwise; whether the allocator took the setting.
    @discardableResult
    public static func limitHeaps(environmentLimit: String? = ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"]) -> Bool {
        #if canImport(Glibc)
        guard environmentLimit == nil, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        // `mallopt` and `M_ARENA_MAX` are declared in `malloc.h`, which the Glibc module leaves out.
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        return mallopt(arenaMaxParameter, limit) == 1
        #else
        return false
        #endif
    }

    /// `M_ARENA_MAX` of glibc's `malloc.h`.
    static let arenaMaxParameter: Int32 = -8
}
