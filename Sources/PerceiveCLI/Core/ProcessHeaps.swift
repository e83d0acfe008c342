import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How many heaps the C allocator keeps, set once when a program starts: one for each core and
/// one more.
///
/// glibc gives each new thread that allocates a heap ("arena") of its own, up to eight per core
/// (the Linux manual page `mallopt(3)`, `M_ARENA_MAX`), and returns little of a heap's free memory
/// to the system; a thread frees into the heap its memory came from, holding that heap's lock. An
/// audit parses and lowers its files on one kept large-stack thread per core (`LargeStack.runLanes`),
/// each attached to one heap for the whole run. With one heap for all of them (this setting's
/// value until docs/benchmarks.md's "Threads that wait on each other"), every allocation and
/// release of every thread took the one lock: on the three large apps the threads slept on it
/// 30,000 to 45,000 times a run. With a heap per core and one for the program's first thread they
/// sleep about 1,000 times, and a run takes 3–11 % less wall time and up to 9 % less CPU, for 7 to
/// 13 MB more at the peak.
///
/// The setting is the process's, so the programs set it (`perceive`, `perceive-bench`), not the
/// audit: a program that embeds the library keeps its allocator as it chose. Set before the
/// program starts threads; an environment that sets `MALLOC_ARENA_MAX` keeps its own value. Only
/// glibc has per-thread heaps of this kind: elsewhere this does nothing.
public enum ProcessHeaps {
    /// The most heaps the allocator may create.
    public static let limit = Int32(clamping: ProcessInfo.processInfo.activeProcessorCount + 1)

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
