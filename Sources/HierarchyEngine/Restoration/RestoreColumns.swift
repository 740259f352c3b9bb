/// Restoring a column-style split view controller (RS9, uikit-rules R183): its style, columns
/// and preferences come back; its display mode is recomputed from them; the controllers a
/// collapse had moved onto the primary's stack go back to their columns, expanded, and the
/// window's traits collapse the split again when its window is installed (as a classic split's,
/// RS2).
extension Hierarchy {
    /// Returns false when the split cannot be column-style here (before iOS 14, R150): it is then
    /// restored as a classic split, its children as its primary and secondary.
    mutating func restoreColumns(_ split: VCID, _ columns: PreservedSplitColumns, preferences: [PreservedProperty],
                                 skipped: inout [String]) -> Bool {
        guard configuration.ios >= .ios14 else {
            skipped.append("\(split) style '\(columns.style.rawValue)': column-style split view controllers are iOS 14 API (R150); restored as a classic split")
            let children = nodes[split]!.children
            nodes[split]!.splitSecondary = children.count == 2 ? children[1] : nil
            for c in children { nodes[c]!.viewHost = split }   // a classic split shows both (R76)
            return false
        }
        // A storyboard split was made with its scene's columns (RS2); one made in code
        // (`vc.create`, a restoration class's `init(style:)`) gets the preserved columns that
        // came back as its children.
        var sp = nodes[split]!.props.split ?? SplitProps(style: columns.style)
        if nodes[split]!.props.split == nil {
            for (column, child) in columns.children where nodes[child]?.parent == split {
                sp.installed[column] = child
                sp.assigned[column] = columns.viewControllers[column].flatMap { nodes.contains($0) ? $0 : nil } ?? child
            }
        }
        for p in preferences where SplitProps.settable.contains(p.name) {
            do { try sp.set(p.name, p.value) } catch { skipped.append("\(split) property '\(p.name)': \(error.message)") }
        }
        for column in [SplitColumn.supplementary, .secondary] {
            guard let moved = columns.stacked[column], let nav = sp.installed[column], nodes[nav]?.kind == .navigation else { continue }
            for v in moved where nodes.contains(v) && nodes[v]!.parent != nav {
                if let old = nodes[v]!.parent { nodes[old]!.children.removeAll { $0 == v } }
                nodes[v]!.parent = nav
                nodes[v]!.viewHost = nil
                nodes[nav]!.children.append(v)
            }
        }
        sp.stacked = [:]
        (sp.splitBehavior, sp.displayMode) = sp.resolved(landscape: false)
        nodes[split]!.props.split = sp
        let others = nodes[split]!.children.filter { !sp.installed.inColumnOrder.contains($0) }
        nodes[split]!.children = sp.installed.inColumnOrder + others
        nodes[split]!.splitCollapsed = false
        let shown = Set(shownColumnControllers(split))
        for c in nodes[split]!.children { nodes[c]!.viewHost = shown.contains(c) ? split : nil }
        return true
    }
}
