import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The stack of the thread that made it, whose deep pages can be given back to the system while
/// the thread lives on.
///
/// A page of a thread's stack, once touched, stays in memory until the thread ends. glibc, when
/// it keeps an ended thread's stack for a new thread, gives back the unused part the same way
/// (`madvise` with `MADV_DONTNEED`, the Linux manual page `madvise(2)`: the pages read as zeros
/// when touched again). Only on Linux with glibc; elsewhere nothing is given back.
struct ThreadStack {
    /// The lowest address of the stack: it grows down towards it.
    let lowest: UInt
    static let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))

    /// The calling thread's stack; nil where its bounds cannot be read.
    static func current() -> ThreadStack? {
        #if canImport(Glibc)
        // `pthread_getattr_np` is a GNU extension the Glibc module leaves out (`pthread_getattr_np(3)`).
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        let attributesOf = unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
        var attributes = pthread_attr_t()
        guard attributesOf(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer? = nil
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return ThreadStack(lowest: UInt(bitPattern: address))
        #else
        return nil
        #endif
    }

    /// The whole pages from `lowest` up to `kept` bytes below `frame`, an address in the caller's
    /// frame; nil when there are none.
    func releasable(below frame: UInt, keeping kept: Int) -> Range<UInt>? {
        guard frame > lowest + UInt(kept) else { return nil }
        let start = (lowest + Self.pageSize - 1) / Self.pageSize * Self.pageSize
        let end = (frame - UInt(kept)) / Self.pageSize * Self.pageSize
        return start < end ? start..<end : nil
    }

    /// Gives back the pages of this stack more than `kept` bytes below the caller's frame. Called
    /// on the thread whose stack this is, between tasks, when nothing lives below its frame.
    func releasePages(keeping kept: Int) {
        #if canImport(Glibc)
        var marker = 0
        let frame = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard let range = releasable(below: frame, keeping: kept),
              let start = UnsafeMutableRawPointer(bitPattern: range.lowerBound) else { return }
        _ = madvise(start, Int(range.upperBound - range.lowerBound), Int32(MADV_DONTNEED))
        #endif
    }
}
