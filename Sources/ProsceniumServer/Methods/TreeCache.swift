import HierarchyEngine

/// The last `tree` results, reused while the hierarchy's `revision` is unchanged: a client
/// polling the tree of a quiet hierarchy (a dashboard, `prosc tree` in a loop, snapshots) pays
/// a copy instead of an encoding. Loop-thread confined; used under the engine lock, so a
/// revision and the bytes built from it always belong together.
final class TreeCache {
    private var revision = -1
    /// Encoded `{windows: [...]}` objects by window filter (nil: every window).
    private var results: [WindowID?: [UInt8]] = [:]
    /// Enough for every window a client polls separately; beyond it the cache starts over.
    private let capacity = 64

    /// The cached result for `window` at `revision`, or what `build` writes (then cached).
    func result(window: WindowID?, revision: Int, build: () -> [UInt8]) -> [UInt8] {
        if revision != self.revision {
            results.removeAll(keepingCapacity: true)
            self.revision = revision
        }
        if let hit = results[window] { return hit }
        let bytes = build()
        if results.count >= capacity { results.removeAll(keepingCapacity: true) }
        results[window] = bytes
        return bytes
    }
}
