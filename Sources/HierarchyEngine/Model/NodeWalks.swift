/// The walks over controllers that every present and dismiss makes — the shown set, the
/// subtree — done on the table alone. `Hierarchy`'s methods of the same names call these: a
/// non-mutating method of `Hierarchy` called out of line from a mutating one is handed a bitwise
/// copy of the whole hierarchy as its `self` (a `memcpy` of ≈ 250 bytes, ≈ 64 instructions a
/// call), while the table's few words are passed as they are.
extension NodeTable {
    /// The tab a tab bar controller shows: its selected child, or its More navigation
    /// controller while the More item is selected (R115).
    func displayedTab(_ tab: VCID) -> VCID? {
        guard contains(tab) else { return nil }
        return withExisting(tab) { n in
            if n.pointee.moreShown, let more = n.pointee.moreNavigation { return more }
            let children = n.pointee.children
            return n.pointee.selectedIndex < children.count ? children[n.pointee.selectedIndex] : children.first
        }
    }

    /// Pushes the children whose views container `id` currently shows, so that they pop in
    /// their order (no array of them is made).
    func pushDisplayedChildren(of id: VCID, onto stack: inout IDStack) {
        // Fields read in place (`withExisting`; `self[existing:]` inside the table's own
        // methods crashes the 6.3 optimizer, see `hasDescendants`).
        guard contains(id) else { return }
        switch withExisting(id, { $0.pointee.kind }) {
        case .navigation:
            if let top = withExisting(id, { $0.pointee.children.last }) { stack.push(top) }
        case .tabBar:
            if let shown = displayedTab(id) { stack.push(shown) }
        default:
            // Children whose view is in this controller's view, then guest views. (A leaf's
            // empty lists are seen in place: taking them out retains and releases each.)
            if withExisting(id, { $0.pointee.guests.isEmpty && $0.pointee.children.isEmpty }) { return }
            let (guests, children) = withExisting(id) { ($0.pointee.guests, $0.pointee.children) }
            for g in guests.reversed() { stack.push(g) }
            for c in children.reversed() where contains(c) && withExisting(c, { $0.pointee.viewHost }) == id { stack.push(c) }
        }
    }

    /// `Hierarchy.shownSet(from:…)` appended to `result`.
    func shownSet(from root: VCID, skipPresentedOf: VCID?, includePresented: Bool,
                  only: AppearanceState?, except: AppearanceState?, into result: inout [VCID]) {
        // A leaf presenting nothing (what present shows and dismiss takes away, mostly) is its
        // own shown set, if its state passes: no walk (its stack and cycle guard cost more).
        if contains(root), let state = withExisting(root, { n in
            n.pointee.presented == nil && n.pointee.moreNavigation == nil && n.pointee.children.isEmpty
                && n.pointee.guests.isEmpty ? n.pointee.appearance : nil
        }) {
            if (only == nil || state == only) && (except == nil || state != except) { result.append(root) }
            return
        }
        var stack = IDStack(root)
        var budget = count * 2 + 2   // cycle guard: a broken hierarchy never hangs
        while let v = stack.pop() {
            budget -= 1
            if budget < 0 { break }
            guard contains(v) else { continue }
            // `shows`: whether the controller may show children (a leaf — no children, guests
            // or More navigation controller — shows none: no `pushDisplayedChildren` call).
            let (forwards, link, state, shows) = withExisting(v) {
                ($0.pointee.forwardsAppearance, $0.pointee.presented, $0.pointee.appearance,
                 !($0.pointee.children.isEmpty && $0.pointee.guests.isEmpty && $0.pointee.moreNavigation == nil))
            }
            let presented = (v == skipPresentedOf || !includePresented) ? nil : link
            let covered = presented.map { contains($0) && withExisting($0) { $0.pointee.removesPresenter } } ?? false
            if let p = presented { stack.push(p) }
            if covered { continue }
            if (only == nil || state == only) && (except == nil || state != except) { result.append(v) }
            if forwards && shows { pushDisplayedChildren(of: v, onto: &stack) }
        }
    }

    /// `Hierarchy.subtree(_:)` appended to `result`.
    func subtree(_ root: VCID, into result: inout [VCID]) {
        // A controller with nothing below it (what present moves, mostly) is the whole subtree:
        // no walk (its stack and cycle guard cost more than the rest).
        if contains(root), withExisting(root, {
            $0.pointee.presented == nil && $0.pointee.moreNavigation == nil && $0.pointee.guests.isEmpty && $0.pointee.children.isEmpty
        }) {
            result.append(root)
            return
        }
        var stack = IDStack(root)
        var budget = count * 2 + 2   // cycle guard
        while let v = stack.pop() {
            budget -= 1
            if budget < 0 { break }
            guard contains(v) else { continue }
            result.append(v)
            let (presented, more, leaf) = withExisting(v) {
                ($0.pointee.presented, $0.pointee.moreNavigation, $0.pointee.guests.isEmpty && $0.pointee.children.isEmpty)
            }
            if let p = presented { stack.push(p) }
            if leaf {   // (its empty lists not taken out: a retain and a release each)
                if let more { stack.push(more) }
                continue
            }
            let (guests, children) = withExisting(v) { ($0.pointee.guests, $0.pointee.children) }
            for g in guests.reversed() { stack.push(g) }
            if let more {
                // R114: the More navigation controller after the tabs; a tab pushed onto it is
                // reached through it, not twice.
                stack.push(more)
                for c in children.reversed() where contains(c) && withExisting(c, { $0.pointee.parent }) == v { stack.push(c) }
            } else {
                for c in children.reversed() { stack.push(c) }
            }
        }
    }
}
