@testable import Audit
import Testing

/// The audit limits glibc's allocator to one heap (`mallopt(M_ARENA_MAX, 1)`): the setting is taken.
@Suite struct OneHeapTests {
    @Test func theAllocatorTakesTheSetting() {
        #if canImport(Glibc)
        #expect(OneHeap.arenaMaximumParameter == -8)
        #expect(OneHeap.use())
        #else
        #expect(!OneHeap.use())
        #endif
    }
}
