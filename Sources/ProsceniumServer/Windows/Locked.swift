import Foundation

/// A value shared between the loop thread and the window queues, guarded by its own lock: the
/// engine's hierarchy (`EngineHost`), the inbox's messages (`Inbox`), a window's transition
/// machine (`WindowCoordinator`).
///
/// Swift checks every access to a class's stored `var` at run time (`swift_beginAccess`, ≈ 90
/// instructions each). A value touched only while its lock is held cannot be accessed by two
/// threads at once, so that check finds nothing the lock has not already ruled out; on the
/// request path these three are touched several times per request (docs/performance-history.md,
/// "Halved", issue 17: ≈ 27 checks per request, 2,650 instructions, with the loop-thread fields
/// of `LoopBound`). This box is the one place such a value skips the check, and this is its one
/// justification: **touch `value` only between `lock()` (or a `tryLock()` that succeeded) and
/// `unlock()`, or inside `withLock`.** Other state the same lock guards (an owner's callback,
/// its wake-up) may stay a plain field beside it, checked as usual.
///
/// A pthread mutex of its own (ThreadSanitizer understands it), called directly: through
/// `NSLock` each take or release cost a Foundation call more (≈ 10 instructions each, four a
/// request; docs/performance-history.md). Synchronization's `Mutex` has no separate lock and
/// unlock, which `WindowCoordinator` needs.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `storage` is touched only while `mutex` is held (see above).
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @exclusivity(unchecked) private var storage: Value

    init(_ value: Value) {
        storage = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inline(__always) func lock() { pthread_mutex_lock(mutex) }
    /// Takes the lock if it is free; true when it did.
    @inline(__always) func tryLock() -> Bool { pthread_mutex_trylock(mutex) == 0 }
    @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }

    /// The value (only while the lock is held).
    var value: Value {
        @inline(__always) _read { yield storage }
        @inline(__always) _modify { yield &storage }
    }

    /// Runs `body` with the lock held and the value to change.
    @inline(__always)
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage)
    }
}
