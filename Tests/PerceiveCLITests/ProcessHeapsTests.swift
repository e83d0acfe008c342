import Foundation
@testable import PerceiveCLI
import Testing

/// The programs limit glibc's allocator to a heap per core and one more (`mallopt(M_ARENA_MAX,
/// cores + 1)`) unless the environment sets `MALLOC_ARENA_MAX`.
@Suite struct ProcessHeapsTests {
    @Test func theAllocatorTakesAHeapPerCoreAndOneMore() {
        #expect(ProcessHeaps.limit == Int32(ProcessInfo.processInfo.activeProcessorCount) + 1)
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
