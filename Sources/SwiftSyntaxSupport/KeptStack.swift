import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The stack of the kept thread running (`LargeStackThreads`), held in a thread-specific value
/// (`pthread_setspecific(3)`), so a task started there can tell how much of the stack is left.
enum KeptStack {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Records `stack` as the calling thread's: called once by each kept thread.
    static func mark(_ stack: ThreadStack?) {
        guard let stack else { return }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: stack.lowest))
    }

    /// Bytes between the caller's frame and the lowest address of its stack on a kept thread
    /// (the stack grows down towards it); nil on any other thread.
    static func roomLeft() -> Int? {
        guard let lowest = pthread_getspecific(key) else { return nil }
        var marker = 0
        let frame = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return Int(frame) - Int(bitPattern: lowest)
    }
}
