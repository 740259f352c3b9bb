/// Arrays reused across operations so that the common ones allocate none of their own: the
/// id list for the sets an operation computes and then walks (present's and dismiss's shown
/// sets), and the did-list of a plan (given back once the plan has run). Each is taken for the
/// length of one use and given back empty, capacity kept.
extension Hierarchy {
    mutating func takeIDBuffer() -> [VCID] {
        var b: [VCID] = []
        swap(&b, &idBuffer)
        return b
    }

    mutating func giveBackIDBuffer(_ b: inout [VCID]) {
        b.removeAll(keepingCapacity: true)
        swap(&b, &idBuffer)
    }

    /// An empty did-list with the capacity of the last plan run at once.
    mutating func takeStepBuffer() -> [Step] {
        var b: [Step] = []
        swap(&b, &stepBuffer)
        return b
    }

    /// Keeps the capacity of a plan's did-list after it has run.
    mutating func giveBackSteps(_ did: inout [Step]) {
        did.removeAll(keepingCapacity: true)
        swap(&did, &stepBuffer)
    }
}
