/// Arrays reused across operations so that the common ones allocate none of their own: the
/// id list for the sets an operation computes and then walks (present's and dismiss's shown
/// sets), and the did-list of a plan (given back once the plan has run). Each is taken for the
/// length of one use and given back empty, capacity kept. Also the storage of the last
/// dismissal's result (`takeDismissedBuffer`), and the events' (`recycle(_:)`, kept with the
/// events in it until written over).
extension Hierarchy {
    /// The id buffer, taken: nil is left in its place, so giving it back releases nothing (an
    /// empty array left there was released then, ≈ 18 instructions).
    @inline(__always)
    mutating func takeIDBuffer() -> [VCID] { idBuffer.take() ?? [] }

    /// Gives the id buffer back, emptied, capacity kept; the caller's array ends here.
    @inline(__always)   // (a call of its own cost ≈ 10 instructions more per use)
    mutating func giveBackIDBuffer(_ b: consuming [VCID]) {
        clearKeepingCapacity(&b)
        idBuffer = b
    }

    /// An empty did-list with the capacity of the last plan run at once.
    mutating func takeStepBuffer() -> [Step] { take(&stepBuffer) }

    /// Keeps the capacity of a plan's did-list after it has run.
    @inline(__always)
    mutating func giveBackSteps(_ did: inout [Step]) { giveBack(&did, to: &stepBuffer) }

    /// An empty array for a dismissal's result (`OperationResult.dismissed`): the last
    /// dismissal's, kept by `keepDismissedBuffer`, whose storage is reused once its caller has
    /// dropped that result (until then it is shared, and emptying it makes a new one). A
    /// dismissal allocated its result's array each time.
    @inline(__always)
    mutating func takeDismissedBuffer() -> [VCID] {
        var b = dismissedBuffer.take() ?? []
        clearKeepingCapacity(&b)
        return b
    }

    /// Keeps a reference to a dismissal's result for `takeDismissedBuffer`.
    mutating func keepDismissedBuffer(_ chain: [VCID]) { dismissedBuffer = chain }

    /// The events of the step being concluded, for its `Outcome`; `out` is left with none of
    /// this step's (`outCount` 0). With storage a caller gave back (`recycle(_:)`), `out` takes
    /// it, with the events it still holds, and nothing is allocated; without, `out` gets a new
    /// array of its capacity (the events keep the old one).
    mutating func takeEvents() -> [EngineEvent] {
        while out.count > outCount { out.removeLast() }   // an earlier operation's, not written over
        outCount = 0
        guard spareEvents.capacity > 0 else {
            let events = out
            out.removeAll(keepingCapacity: true)
            return events
        }
        var events = take(&spareEvents)
        swap(&events, &out)
        return events
    }

    /// Gives back the events of an `Outcome` its caller is done with: their storage holds the
    /// next step's events (written over these, which are not destroyed one by one here), so a
    /// caller that gives every outcome's events back (the server) allocates no array for them
    /// per operation; `events` is left empty. Changes nothing else.
    public mutating func recycle(_ events: inout [EngineEvent]) {
        guard events.capacity > spareEvents.capacity else { return }
        swap(&events, &spareEvents)
        if !events.isEmpty { clearKeepingCapacity(&events) }   // (given back twice before a step)
    }
}

/// Hands out the array kept in `stored`, leaving an empty one there.
@inline(__always)
private func take<T>(_ stored: inout [T]) -> [T] {
    var b: [T] = []
    swap(&b, &stored)
    return b
}

/// Empties `b`, capacity kept, and keeps it in `stored` for the next use.
@inline(__always)
private func giveBack<T>(_ b: inout [T], to stored: inout [T]) {
    clearKeepingCapacity(&b)
    swap(&b, &stored)
}

/// Empties `b`, capacity kept. A short array (the usual few ids, steps or events) is emptied
/// from its end, element by element: `removeAll(keepingCapacity:)` goes through the general
/// `replaceSubrange` (≈ 85 instructions for one trivial element) and destroys non-trivial
/// elements through the runtime's generic `swift_arrayDestroy`.
@inline(__always)
func clearKeepingCapacity<T>(_ b: inout [T]) {
    guard b.count <= 8 else { b.removeAll(keepingCapacity: true); return }
    while !b.isEmpty { b.removeLast() }
}
