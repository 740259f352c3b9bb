import Foundation
import HierarchyEngine

/// The one `Hierarchy` of a server, shared by every window coordinator and the loop thread.
///
/// The engine is a value; this box serialises access to it with a lock (`Locked`: NSLock, which
/// ThreadSanitizer understands). A mutation runs while holding the lock — a request's on the
/// loop thread, a transition's end on its window's queue — and hands its events on before
/// releasing it: straight back to the loop (a request's, while nothing older waits in the
/// inbox) or posted to the inbox. So whoever holds the lock on the loop thread sees a state
/// whose every event is either already delivered or waiting in the inbox. The
/// snapshot-consistent subscribe and `sync` rely on that.
final class EngineHost: Sendable {
    private let hierarchy: Locked<Hierarchy>

    init(_ hierarchy: Hierarchy) { self.hierarchy = Locked(hierarchy) }

    /// Runs `body` with exclusive access to the hierarchy.
    @inline(__always)
    func withHierarchy<R>(_ body: (inout Hierarchy) throws -> R) rethrows -> R {
        try hierarchy.withLock(body)
    }
}
