import Foundation
import HierarchyEngine

/// The one `Hierarchy` of a server, shared by every window coordinator and the loop thread.
///
/// The engine is a value; this box serialises access to it with a pthread lock (NSLock, which
/// ThreadSanitizer understands). Every mutation runs on its window's queue while holding the
/// lock *and posts its events to the inbox before releasing it*: so whoever holds the lock sees
/// a state whose every event is already in the inbox. The snapshot-consistent subscribe and
/// `sync` rely on that.
final class EngineHost: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`: no runtime exclusivity checks (docs/performance.md).
    @exclusivity(unchecked) private var hierarchy: Hierarchy

    init(_ hierarchy: Hierarchy) { self.hierarchy = hierarchy }

    /// Runs `body` with exclusive access to the hierarchy.
    @inline(__always)
    func withHierarchy<R>(_ body: (inout Hierarchy) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&hierarchy)
    }
}
