/// Arrays reused across operations so that the common ones allocate none of their own: the
/// id list for the sets an operation computes and then walks (present's and dismiss's shown
/// sets), and the did-list of a plan (given back once the plan has run). Each is taken for the
/// length of one use and given back empty, capacity kept.
extension Hierarchy {
    mutating func takeIDBuffer() -> [VCID] { take(&idBuffer) }

    mutating func giveBackIDBuffer(_ b: inout [VCID]) { giveBack(&b, to: &idBuffer) }

    /// An empty did-list with the capacity of the last plan run at once.
    mutating func takeStepBuffer() -> [Step] { take(&stepBuffer) }

    /// Keeps the capacity of a plan's did-list after it has run.
    mutating func giveBackSteps(_ did: inout [Step]) { giveBack(&did, to: &stepBuffer) }
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
    b.removeAll(keepingCapacity: true)
    swap(&b, &stored)
}
