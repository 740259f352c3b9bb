/// A state's path of actions from its start, kept as a link to the path before it: a record
/// shares its parent's path instead of copying it (adding a state costs one link, not a copy
/// of every action before). Immutable once made, so links are shared between tasks freely.
final class ActionPath: Sendable {
    /// The path's last action.
    let last: UserAction
    /// The path before `last`; nil: `last` is the first action after the start.
    let before: ActionPath?
    /// How many actions the path has.
    let count: Int
    /// Whether a code action is on the path.
    let throughCode: Bool

    init(_ last: UserAction, after before: ActionPath?) {
        self.last = last
        self.before = before
        count = (before?.count ?? 0) + 1
        throughCode = last.codePlan != nil || before?.throughCode == true
    }

    /// The actions, first to last.
    var actions: [UserAction] {
        var out = [UserAction](repeating: last, count: count)
        var link: ActionPath? = self
        var i = count
        while let l = link {
            i -= 1
            out[i] = l.last
            link = l.before
        }
        return out
    }
}

extension Optional where Wrapped == ActionPath {
    /// The actions of a path that may be empty (nil), first to last.
    var actions: [UserAction] { self?.actions ?? [] }
}
