/// The stack of a depth-first walk over controllers, with its top element kept outside the
/// array: a walk down a chain of single successors (a navigation controller and its top, a
/// leaf) never allocates; the array is used only while two or more ids wait. Until then it is
/// nil: an empty array would still be released at the walk's end, and asked for its last
/// element (a uniqueness check) when the walk runs out.
struct IDStack {
    private var top: VCID?
    private var rest: [VCID]? = nil

    init(_ first: VCID) { top = first }

    mutating func push(_ v: VCID) {
        if let t = top {
            if rest == nil { rest = [t] } else { rest!.append(t) }
        }
        top = v
    }

    mutating func pop() -> VCID? {
        if let t = top {
            top = nil
            return t
        }
        return rest?.popLast()
    }
}
