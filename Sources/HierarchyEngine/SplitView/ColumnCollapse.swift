/// A column-style split in a compact width (uikit-rules R159-R161): collapsed onto its compact
/// column's controller or onto the primary's navigation stack, and expanded again; and its
/// display mode following the window (R154).
extension Hierarchy {
    /// The column `top` of a collapse: the delegate's answer to
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, else the proposed
    /// column, the secondary (R159). An answer the split has no column for (the supplementary of
    /// a double-column split, the compact column) is taken as the proposal [inf].
    func topColumnForCollapsing(_ sp: SplitProps) -> SplitColumn {
        let proposed = SplitColumn.secondary
        guard let answer = sp.topColumnForCollapsing, answer != .compact,
              answer != .supplementary || sp.style == .tripleColumn else { return proposed }
        return answer
    }

    /// R159: without a compact column's controller, moves the stacks of the supplementary and
    /// secondary columns, up to the top column, onto the primary's navigation stack (no events:
    /// `settleColumns` reports the moves).
    mutating func stackColumns(_ split: VCID) {
        var sp = nodes[split]!.props.split!
        guard sp.installed.compact == nil, let primary = sp.installed.primary, nodes[primary]!.kind == .navigation else { return }
        let top = topColumnForCollapsing(sp)
        let columns: [SplitColumn] = top == .primary ? [] : top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
        for column in columns {
            guard let nav = sp.installed[column], nodes[nav]!.kind == .navigation, !nodes[nav]!.children.isEmpty else { continue }
            let moving = nodes[nav]!.children
            nodes[nav]!.children = []
            for v in moving {
                nodes[v]!.parent = primary
                nodes[v]!.viewHost = nil
            }
            nodes[primary]!.children += moving
            sp.stacked[column] = moving
        }
        nodes[split]!.props.split = sp
    }

    /// R161 [inf]: gives the stacked controllers back to their columns' navigation controllers:
    /// each controller of the primary's stack goes to the column of the nearest stacked
    /// controller at or below it (one pushed while collapsed stays with the column it was pushed
    /// over). Returns whether anything was stacked.
    @discardableResult
    mutating func unstackColumns(_ split: VCID) -> Bool {
        var sp = nodes[split]!.props.split!
        guard !sp.stacked.isEmpty else { return false }
        defer { sp.stacked = [:]; nodes[split]!.props.split = sp }
        guard let primary = sp.installed.primary else { return true }
        var column = SplitColumn.primary
        var keep: [VCID] = []
        var back: [SplitColumn: [VCID]] = [:]
        for v in nodes[primary]!.children {
            if let c = [SplitColumn.supplementary, .secondary].first(where: { sp.stacked[$0]?.contains(v) == true }) { column = c }
            if column == .primary { keep.append(v) } else { back[column, default: []].append(v) }
        }
        nodes[primary]!.children = keep
        for (c, vcs) in back {
            guard let nav = sp.installed[c] else { continue }
            nodes[nav]!.children += vcs
            for v in vcs { nodes[v]!.parent = nav }
        }
        return true
    }

    /// Whether `split` lays out for a landscape window: its window, at its orientation, is wider
    /// than tall (R154). A split in no window lays out for portrait.
    func isLandscape(_ split: VCID) -> Bool {
        guard let w = nodes[split]?.window, let win = windowTable[w] else { return false }
        let (width, height) = screenSize(w, orientation: win.orientation)
        return width > height
    }

    /// Collapses, expands or re-resolves the display mode of the column-style split `split` for
    /// `traits` (R154, R159-R161): called where `adaptSplits` adapts a classic split.
    mutating func adaptColumns(_ split: VCID, traits: Traits, emitting: Bool) {
        let compact = traits.horizontalSizeClass == .compact
        let collapsed = nodes[split]!.splitCollapsed
        let before = columnSnapshot(split)
        let visibleBefore = columnVisibility(split)!
        var sp = nodes[split]!.props.split!
        let (behavior, proposed) = sp.resolved(landscape: isLandscape(split))
        let delegate = reportsColumnDelegate(split, emitting: emitting)
        if compact, !collapsed {
            // R179: the delegate is asked for the top column as the collapse begins.
            if delegate {
                emit(split, .splitViewControllerTopColumnForCollapsing(proposedTopColumn: .secondary,
                                                                       result: sp.topColumnForCollapsing ?? .secondary))
            }
            nodes[split]!.splitCollapsed = true
            stackColumns(split)
        } else if !compact, collapsed {
            nodes[split]!.splitCollapsed = false
            unstackColumns(split)
            sp = nodes[split]!.props.split!
            // R161: the delegate's displayModeForExpandingToProposedDisplayMode, else the proposal.
            let answer = sp.displayModeForExpanding.flatMap { $0 == .automatic ? nil : $0 }
            if delegate {   // R180: asked as the expansion begins
                emit(split, .splitViewControllerDisplayModeForExpanding(proposedDisplayMode: proposed,
                                                                        result: answer ?? proposed))
            }
            sp.splitBehavior = behavior
            sp.displayMode = (answer ?? proposed).allowed(by: behavior, style: sp.style)
            nodes[split]!.props.split = sp
        } else if !compact {
            // R154: a preference left to UIKit follows the window (a rotation).
            guard sp.preferredDisplayMode == .automatic || sp.preferredSplitBehavior == .automatic else { return }
            sp.splitBehavior = behavior
            sp.displayMode = proposed
            nodes[split]!.props.split = sp
        } else {
            return
        }
        tellColumnDelegateWill(split, since: visibleBefore, cause: .system, emitting: emitting)
        _ = settleColumns(split, since: before, emitting: emitting, animated: false)
        tellColumnDelegateDid(split, since: visibleBefore, cause: .system, emitting: emitting)
    }

    /// R164 [inf]: a preference changed by the app (`vc.set`) on a split in regular width is
    /// applied at once, without animation (outside an animation block).
    mutating func applyColumnPreferences(_ split: VCID) {
        guard nodes[split]?.props.split != nil, !nodes[split]!.splitCollapsed else { return }
        let before = columnSnapshot(split)
        let visibleBefore = columnVisibility(split)!
        var sp = nodes[split]!.props.split!
        (sp.splitBehavior, sp.displayMode) = sp.resolved(landscape: isLandscape(split))
        nodes[split]!.props.split = sp
        ctxWindow = nodes[split]!.window
        tellColumnDelegateWill(split, since: visibleBefore, cause: .app, emitting: true)
        _ = settleColumns(split, since: before, emitting: true, animated: false)
    }
}
