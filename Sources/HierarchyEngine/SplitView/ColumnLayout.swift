/// What a column-style split shows and how a change of it is reported (R155, R156, R159, R160).
///
/// Every change of a column-style split — a column set or cleared, a column shown or hidden, a
/// display mode, a collapse or an expansion — is made in three steps: `columnSnapshot` before,
/// the structural change, then `settleColumns`, which puts the column controllers' views in or
/// out of the split's view and reports, as one transition: `willMove(toParent:)` of every
/// controller whose parent changed, the will phase (disappearing controllers, then appearing
/// ones), then the did phase and `didMove(toParent:)` (R156 [inf]: the order of
/// `replaceSplitChild`, R76).
extension Hierarchy {
    /// The state `settleColumns` compares against: each controller's parent in the split's
    /// subtree and, when the split is on screen, the controllers that have appeared.
    struct ColumnSnapshot {
        var parents: [VCID: VCID?]
        var appeared: [VCID]
    }

    /// The controllers a column-style split puts in its view now (R155, R159, R160): collapsed,
    /// the compact column's controller if set, else the primary's (whose navigation stack holds
    /// the collapsed columns); expanded, those of the display mode's columns.
    func shownColumnControllers(_ split: VCID) -> [VCID] {
        guard let sp = nodes[split]?.props.split else { return [] }
        if nodes[split]!.splitCollapsed {
            if let c = sp.installed.compact { return [c] }
            if let p = sp.installed.primary { return [p] }
            return sp.installed.secondary.map { [$0] } ?? []
        }
        return sp.displayMode.visibleColumns(style: sp.style).compactMap { sp.installed[$0] }
    }

    func columnSnapshot(_ split: VCID) -> ColumnSnapshot {
        var parents: [VCID: VCID?] = [:]
        for v in subtree(split) where v != split { parents[v] = nodes[v]!.parent }
        return ColumnSnapshot(parents: parents, appeared: isLive(split) ? shownSet(from: split, only: .appeared) : [])
    }

    /// Puts the shown column controllers' views in the split's view (the others out), updates
    /// the window of every controller that joined or left the split, and reports the change
    /// (see the type's comment). `emitting` false (traits applied before a window shows) changes
    /// the structure only. Animated, the did phase is returned for the caller's plan; else it
    /// runs now and nothing is returned.
    mutating func settleColumns(_ split: VCID, since before: ColumnSnapshot, emitting: Bool, animated: Bool) -> [Step] {
        let shown = Set(shownColumnControllers(split))
        for c in nodes[split]!.children { nodes[c]!.viewHost = shown.contains(c) ? split : nil }
        let after = subtree(split).dropFirst()
        let window = nodes[split]!.window
        var moved: [(VCID, VCID?)] = []
        var arrived = Set<VCID>(), left = Set<VCID>()
        for v in after {
            let p = nodes[v]!.parent
            if let old = before.parents[v] {
                if old != p { moved.append((v, p)) }
            } else {
                arrived.insert(v)
                if nodes[v]!.parent.map({ before.parents[$0] != nil || $0 == split }) == true { moved.append((v, p)) }
            }
        }
        let afterSet = Set(after)
        for (v, _) in before.parents where !afterSet.contains(v) {
            left.insert(v)
            if nodes[v]?.parent == nil { moved.append((v, nil)) }
        }
        setWindow(after, window)
        setWindow(left.filter { nodes[$0]?.parent == nil }.flatMap { subtree($0) }, nil)
        guard emitting else { return [] }
        moved = moved.filter { $0.1 == nil } + moved.filter { $0.1 != nil }   // removals first, as replaceSplitChild
        for (v, p) in moved {
            if p == nil { nodes[v]!.movingFromParent = true } else if arrived.contains(v) { nodes[v]!.movingToParent = true }
            emit(v, .willMoveToParent(parent: p))
        }
        let now = isLive(split) ? shownSet(from: split) : []
        let nowSet = Set(now)
        let gone = before.appeared.filter { !nowSet.contains($0) }
        let beforeSet = Set(before.appeared)
        let coming = now.filter { !beforeSet.contains($0) && nodes[$0]!.appearance != .appeared }
        let outFlags = EngineEvent.Appearance(animated: animated, isMovingFromParent: gone.first.map(left.contains) ?? false)
        let inFlags = EngineEvent.Appearance(animated: animated, isMovingToParent: coming.first.map(arrived.contains) ?? false)
        emitAll(gone, .willDisappear, outFlags)
        emitAll(coming, .willAppear, inFlags)
        var did = steps(gone, .didDisappear, outFlags) + steps(coming, .didAppear, inFlags)
        for (v, p) in moved { did.append(.didMove(v, parent: p)) }
        if animated { return did }
        execute(did)
        return []
    }
}
