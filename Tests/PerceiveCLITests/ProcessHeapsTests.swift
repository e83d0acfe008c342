@testable import PerceiveCLI
import Testing

/// The programs limit glibc's allocator to one heap (`mallopt(M_ARENA_MAX, 1)`) unless the
/// environment sets `MALLOC_ARENA_MAX`.
@Suite struct ProcessHeapsTests {
    @Test func theAllocatorTakesOneHeap() {
        #expect(ProcessHeaps.limit == 1)
        #expect(ProcessHeaps.arenaMaxParameter == -8)
        #if canImport(Glibc)
        #expect(ProcessHeaps.limitHeaps(environmentLimit: nil))
        #else
        #expect(!ProcessHeaps.limitHeaps(environmentLimit: nil))
        #endif
    }

    @Test func anEnvironmentLimitIsKept() {
        #expect(!ProcessHeaps.limitHeaps(environmentLimit: "4"))
    }
}
