#if canImport(Glibc)
import Glibc
#endif

/// How many heaps the C allocator keeps, set once when a program starts.
///
/// glibc gives each new thread that allocates its own heap ("arena"), up to eight per core, and
/// returns little of a heap's free memory to the system. An audit parses and lowers each file on a
/// fresh large-stack thread (`LargeStack`), so its allocations spread over many heaps, each holding
/// on to its own free pages: on three large apps, 510 MB resident against 362 MB with two heaps,
/// for the same report and about the same CPU time (`docs/benchmarks.md`, "Fewer heaps and one
/// copy of the text"). Two heaps are kept, one per core of the machines the audit is measured
/// on; more threads than that share them, each with its own small cache of freed blocks (glibc's
/// tcache).
///
/// Set before the program starts threads; an environment that sets `MALLOC_ARENA_MAX` itself keeps
/// its own value. Only glibc has per-thread heaps of this kind: elsewhere this does nothing.
public enum ProcessHeaps {
    /// The most heaps the allocator may create.
    public static let limit: Int32 = 2

    /// Limits the allocator to `limit` heaps, unless `MALLOC_ARENA_MAX` says otherwise.
    public static func limitHeaps() {
        #if canImport(Glibc)
        guard getenv("MALLOC_ARENA_MAX") == nil, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        // `mallopt` and `M_ARENA_MAX` are declared in `malloc.h`, which the Glibc module leaves out.
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(arenaMaxParameter, limit)
        #endif
    }

    /// `M_ARENA_MAX` of glibc's `malloc.h`.
    private static let arenaMaxParameter: Int32 = -8
}
