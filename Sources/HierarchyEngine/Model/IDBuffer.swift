/// A list of controller ids reused across operations for the sets an operation computes and
/// then walks (present's and dismiss's shown sets), so they need no array of their own each
/// time. Taken for the length of one operation step and given back empty, capacity kept.
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
}
