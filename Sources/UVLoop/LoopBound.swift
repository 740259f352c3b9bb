/// One mutable field of an object that lives on the loop thread, boxed so that Swift does not
/// check at run time that accesses to it do not overlap.
///
/// Swift checks every access to a class's stored `var` (`swift_beginAccess`, ≈ 90 instructions
/// each). A field only the loop thread ever touches cannot be accessed by two threads at once,
/// so that check finds nothing the confinement has not already ruled out; on the request path
/// of `proscd` the shell made ≈ 27 of them per request, 2,650 of its instructions
/// (docs/performance-history.md, "Halved", issue 17: 45,272 → 36,689 instructions per request
/// with this and the other shell changes of commit 32cc302). This box is the one place that
/// skips the check, and this is its one justification: **put here only fields that the loop
/// thread alone reads and writes.** Everything else keeps the checks, in debug and release
/// builds. (State shared with the window queues is guarded by a lock instead: `Locked` in
/// ProsceniumServer.)
///
/// The owner keeps the box in a `let` (reading a `let` is never checked) and reads and writes
/// `value`. A box holds one field, or a small value whose parts are always touched by short
/// statements that call nothing back (a stream's `WriteQueue`, a write batch's `Gathering`): an
/// access that calls out — a framer feeding lines to a callback — gets a box of its own, so no
/// two accesses to one box ever overlap. Each box costs one load where a function first reads it
/// (docs/performance-history.md, "The shell's tuning in named types"). Its accessors are
/// `@inlinable`: a client module that reads the stored property directly would emit the check
/// itself, whatever this declaration says.
public final class LoopBound<Value: ~Copyable> {
    @exclusivity(unchecked) @usableFromInline var storage: Value

    @inlinable public init(_ value: consuming Value) { storage = value }

    /// The field (loop thread only).
    @inlinable public var value: Value {
        @inline(__always) _read { yield storage }
        @inline(__always) _modify { yield &storage }
    }
}
