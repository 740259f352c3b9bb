/// The structural invariants (docs/semantics.md): one parent, children lists and parent links
/// agree, acyclic presentation chains, one presented controller per presenter with matching
/// back links, no controller both presented and contained, window caches right, appearance
/// consistent with what is on screen (outside running transitions and manually forwarding
/// containers), and balanced callbacks (R15).
extension Hierarchy {
    public func checkInvariants() -> [InvariantViolation] {
        var v = balanceViolations
        func bad(_ rule: String, _ detail: String) { v.append(InvariantViolation(rule: rule, detail: detail)) }
        var childCount: [VCID: Int] = [:]
        // Every (child, parent) pair some children list holds: a parent link is then checked
        // in constant time, not by searching the parent's list (a 100,000-deep stack).
        var listed = Set<ChildListing>()
        for (id, n) in nodes {
            for c in n.children {
                // R114: a tab pushed onto its tab bar's More navigation controller is listed by
                // both (UIKit's viewControllers keeps it); its parent is the More controller.
                if let more = n.moreNavigation, nodes[c]?.parent == more { continue }
                childCount[c, default: 0] += 1
                listed.insert(ChildListing(child: c, parent: id))
                if nodes[c]?.parent != id { bad("parentLink", "\(c) listed by \(id) but parent is \(String(describing: nodes[c]?.parent))") }
            }
            if let more = n.moreNavigation {
                listed.insert(ChildListing(child: more, parent: id))
                if nodes[more]?.parent != id { bad("moreNavigation", "\(id)'s More navigation controller \(more) has parent \(String(describing: nodes[more]?.parent))") }
                if nodes[more]?.children.first.flatMap({ nodes[$0]?.uikitClass }) != Hierarchy.moreListClass {
                    bad("moreNavigation", "\(id)'s More navigation controller \(more) does not have the More list at its root")
                }
            }
            if n.kind == .tabBar {
                // R115: the selection is on the bar unless More is selected, and More only when
                // there is a More item.
                if n.moreShown, n.moreNavigation == nil || overflowStart(id) == nil {
                    bad("moreSelection", "\(id) shows More without a More item")
                }
                if !n.moreShown, let start = overflowStart(id), n.selectedIndex >= start {
                    bad("moreSelection", "\(id) selects tab \(n.selectedIndex), which is in the More list, outside More")
                }
            }
        }
        for (id, n) in nodes {
            if let p = n.parent {
                if !listed.contains(ChildListing(child: id, parent: p)) { bad("parentLink", "\(id).parent = \(p) which does not list it") }
                if n.presenting != nil { bad("presentedAndContained", "\(id) has a parent and a presenter") }
                if n.windowRoot != nil { bad("rootHasNoParent", "\(id) is a window root with a parent (R10)") }
            }
            if let d = n.presented {
                if nodes[d]?.presenting != id { bad("presentationLink", "\(id).presented = \(d) whose presenter differs") }
            }
            if let p = n.presenting {
                if nodes[p]?.presented != id { bad("presentationLink", "\(id).presenting = \(p) which presents something else") }
                if n.windowRoot != nil { bad("rootNotPresented", "\(id) is a root and presented (R10)") }
            }
            if n.viewHost != nil, n.parent == nil, nodes[n.viewHost!]?.guests.contains(id) != true {
                bad("viewHost", "\(id) hosted without parent but not a guest")
            }
        }
        for (c, k) in childCount where k > 1 { bad("oneParent", "\(c) listed as child \(k) times") }
        if usesScenes || !sceneTable.isEmpty { sceneViolations(bad) }
        // A page view controller's children are the pages it shows, in its view: one or two
        // outside a page change (R121, R122).
        for (id, n) in nodes where n.kind == .pageViewController && (n.window.map { pending[$0] == nil } ?? true) {
            if n.children.count > 2 { bad("pageCount", "\(id) shows \(n.children.count) pages") }
            for c in n.children where nodes[c]?.viewHost != id { bad("pageHosted", "\(c) is a page of \(id) outside its view") }
        }
        // Acyclic presentation chains and containment: each controller has one "up" link
        // (parent, else presenter); follow each path once (linear, iterative).
        var state: [VCID: UInt8] = [:]   // 1 on the current path, 2 done
        for (start, _) in nodes where state[start] == nil {
            var path: [VCID] = []
            var cur: VCID? = start
            while let c = cur, state[c] == nil {
                state[c] = 1
                path.append(c)
                cur = nodes[c]?.parent ?? nodes[c]?.presenting
            }
            if let c = cur, state[c] == 1 { bad("acyclic", "cycle through \(c)") }
            for p in path { state[p] = 2 }
        }
        // Window caches and membership (counted in one pass: linear in controllers + windows).
        var expectedWindow: [VCID: WindowID] = [:]
        var cachedCount: [WindowID: Int] = [:]
        for n in nodes.values { if let w = n.window { cachedCount[w, default: 0] += 1 } }
        for w in windowOrder {
            guard let win = windowTable[w] else { continue }
            if let r = win.root {
                if nodes[r]?.windowRoot != w { bad("windowRoot", "\(w).root = \(r) not marked") }
                for x in subtree(r) {
                    if expectedWindow[x] != nil { bad("oneWindow", "\(x) reachable from two windows") }
                    expectedWindow[x] = w
                }
            }
            let count = cachedCount[w] ?? 0
            if count != win.controllerCount { bad("windowCount", "\(w) counts \(win.controllerCount), has \(count)") }
        }
        for (id, n) in nodes where n.window != expectedWindow[id] {
            bad("windowCache", "\(id) cached window \(String(describing: n.window)) expected \(String(describing: expectedWindow[id]))")
        }
        // Appearance consistent with what is on screen.
        var participants = Set<VCID>()
        for p in pending.values {
            for s in p.did { if case .appearance(let x, _, _) = s { participants.insert(x) } }
        }
        var exempt = Set<VCID>()
        for (id, n) in nodes where !n.props.shouldAutomaticallyForwardAppearanceMethods || n.manuallyDriven {
            for x in subtree(id) where x != id || n.manuallyDriven { exempt.insert(x) }
            // the children of a manual container and everything reachable from them
        }
        // controllers whose appearance is driven by begin/endAppearanceTransition keep their state
        var shown = Set<VCID>()
        for w in windowOrder where windowTable[w]?.visible == true {
            if let r = windowTable[w]?.root { for x in shownSet(from: r) { shown.insert(x) } }
        }
        for (id, n) in nodes where !participants.contains(id) && !exempt.contains(id) {
            let appeared = n.appearance == .appeared
            if n.appearance == .appearing || n.appearance == .disappearing {
                bad("appearanceSettled", "\(id) is \(n.appearance.rawValue) with no transition running")
            } else if appeared != shown.contains(id) {
                bad("appearanceMatchesScreen", "\(id) is \(n.appearance.rawValue) but \(shown.contains(id) ? "on" : "off") screen")
            }
            if n.appearance != .disappeared, !n.viewLoaded { bad("viewLoaded", "\(id) appeared without a loaded view") }
        }
        return v
    }
}

/// A controller named in a container's children list (`checkInvariants`).
private struct ChildListing: Hashable {
    let child: VCID
    let parent: VCID
}
