#if canImport(Glibc)
import Glibc
#endif

/// Makes every thread of the process allocate from one heap of the C allocator.
///
/// glibc gives threads heaps ("arenas") of their own, up to eight per core, to spare them waiting
/// for each other's lock (the Linux manual page `mallopt(3)`, `M_ARENA_MAX`). An audit parses and
/// lowers on a new thread for each file (`LargeStack`), so which heap a file's trees land in
/// changes from run to run, and memory one heap frees is not there for a thread of another: on
/// three large apps audited one after the other, the second app's first pass grew a heap of its
/// own by 54 MB beside the pages the first app had left free in the others, and its peak moved by
/// 18 MB between two runs of the same build (docs/benchmarks.md, "What of one app stays under the
/// next"). With one heap, every page an app frees is there for the next, at no measured cost in
/// CPU time on two cores. Set before the audit's threads start: a heap already made stays.
///
/// Only glibc has `mallopt`: elsewhere this does nothing.
enum OneHeap {
    /// `M_ARENA_MAX` in glibc's `malloc.h`.
    static let arenaMaximumParameter: Int32 = -8

    /// Limits the allocator to one heap; whether it took the setting.
    @discardableResult
    static func use() -> Bool {
        #if canImport(Glibc)
        // `mallopt` is declared in `malloc.h`, which the Glibc module leaves out.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let set = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        return set(arenaMaximumParameter, 1) == 1
        #else
        return false
        #endif
    }
}
