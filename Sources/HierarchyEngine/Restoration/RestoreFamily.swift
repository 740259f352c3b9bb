/// One window's preserved controllers seen as a family tree, for recreating a storyboard
/// controller the way UIKit does (RS2): from its storyboard, with every child the storyboard
/// gives it, and then with the state of those children that were preserved. It decides which
/// preserved child stands for which scene the storyboard makes, and remembers the preserved
/// controllers already made that way (`claimed`).
struct RestoreFamily {
    /// Preserved children per parent, in their container's order (a stack bottom first).
    private var children: [VCID: [PreservedController]] = [:]
    private var byID: [VCID: PreservedController] = [:]
    /// A column-style split's column navigation controller → the controllers its column had
    /// moved onto the collapsed primary's stack (RS9).
    private var stackedOn: [VCID: [VCID]] = [:]
    /// Preserved controllers made as part of an ancestor's storyboard scene.
    private(set) var claimed: Set<VCID> = []

    init(_ records: [PreservedController]) {
        for r in records {
            byID[r.id] = r
            if case .child(let parent, _) = r.link { children[parent, default: []].append(r) }
            for (column, moved) in r.splitColumns?.stacked ?? [:] {
                if let nav = r.splitColumns?.children[column] { stackedOn[nav] = moved }
            }
        }
    }

    /// The identifier of each controller of `plan` (a storyboard scene and its children, top
    /// first, parents before children), whose top is the preserved `top`:
    /// - a planned child takes the identifier of the first preserved child of its parent that
    ///   comes from the same scene (that child is then claimed);
    /// - a navigation controller's stack is the one it preserved, as UIKit's navigation
    ///   controller decodes its children: the storyboard's root is kept only if it is the
    ///   preserved bottom of the stack or nothing of the stack was preserved (else nil: left out);
    /// - a split view controller's secondary may sit on its collapsed primary's stack: it still
    ///   stands for the storyboard's secondary; so does a column-style split's column controller
    ///   the collapse moved onto the primary's stack, for its column's navigation controller (RS9);
    /// - any other planned child is new (an identifier from `ids`): the storyboard makes it,
    ///   restoration has nothing to restore in it.
    mutating func identifiers(for plan: [Hierarchy.PlannedScene], top: PreservedController, ids: IDSource,
                              exists: (VCID) -> Bool) -> [VCID?] {
        var result: [VCID?] = [top.id]
        result.reserveCapacity(plan.count)
        var used: Set<VCID> = [top.id]
        for p in plan.dropFirst() {
            guard let pi = p.parent, let parent = result[pi] else { result.append(nil); continue }
            var candidates = children[parent] ?? []
            let parentKind = plan[pi].scene.container
            if parentKind == .navigation, let moved = stackedOn[parent] {
                candidates = moved.compactMap { byID[$0] } + candidates
            }
            if parentKind == .splitView, let s = byID[parent]?.splitSecondary, let secondary = byID[s] {
                candidates.append(secondary)
            }
            func stands(for r: PreservedController) -> Bool {
                guard case .storyboard(let name, let scene, _) = r.origin else { return false }
                return name == p.storyboard && scene == p.scene.id && !claimed.contains(r.id)
                    && !used.contains(r.id) && !exists(r.id)
            }
            let match: PreservedController?
            if parentKind == .navigation, let bottom = candidates.first {
                guard stands(for: bottom) else { result.append(nil); continue }
                match = bottom
            } else {
                match = candidates.first(where: stands)
            }
            if let m = match {
                result.append(m.id)
                used.insert(m.id)
                claimed.insert(m.id)
            } else {
                result.append(ids.nextVC())
            }
        }
        return result
    }
}
