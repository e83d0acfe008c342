#if canImport(Glibc)
import Glibc
#endif

/// Gives the free pages inside the C allocator's heaps back to the system.
///
/// glibc keeps the memory a program frees in its heaps for later allocations and returns only
/// what lies at a heap's top; `malloc_trim(0)` returns every whole free page, wherever it lies
/// (the Linux manual page `malloc_trim(3)`). The audit calls it when one
/// app is done and before the next is read: the next app's index and trees then grow from what is
/// in use, not on top of the pages the last app left scattered through the heaps (on three large
/// apps audited together, the third app's first pass peaked 57 MB higher than the same app alone
/// without it; docs/benchmarks.md, "One app at a time").
///
/// Only glibc has `malloc_trim`: elsewhere this does nothing.
enum FreeHeapPages {
    /// Returns the free pages of every heap to the system.
    static func returnToSystem() {
        #if canImport(Glibc)
        // `malloc_trim` is declared in `malloc.h`, which the Glibc module leaves out.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        _ = trim(0)
        #endif
    }
}
