/// The stack of a depth-first walk over controllers, with its top element kept outside the
/// array: a walk down a chain of single successors (a navigation controller and its top, a
/// leaf) never allocates; the array is used only while two or more ids wait.
struct IDStack {
    private var top: VCID?
    private var rest: [VCID] = []

    init(_ first: VCID) { top = first }

    mutating func push(_ v: VCID) {
        if let t = top { rest.append(t) }
        top = v
    }

    mutating func pop() -> VCID? {
        if let t = top {
            top = nil
            return t
        }
        return rest.popLast()
    }
}
