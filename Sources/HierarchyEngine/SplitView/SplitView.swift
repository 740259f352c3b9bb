/// UISplitViewController (R76-R80, C4): side by side in regular width; in compact width collapsed
/// onto the primary (default delegate-less collapse, R78/R79): a navigation primary pushes the
/// secondary, a plain primary stays the only child; expanding again when the width becomes regular.
/// A column-style split (iOS 14+, R150-R164) adapts through `adaptColumns` instead.
extension Hierarchy {
    func isLive(_ vc: VCID) -> Bool {
        guard let n = nodes[vc], let w = n.window, windowTable[w]?.visible == true else { return false }
        return n.appearance == .appeared
    }

    /// C9: whether `nav` takes a navigation controller onto its stack instead of raising: UIKit
    /// lets a split view controller's primary navigation controller nest one (the private
    /// `_allowNestedNavigationControllers` the split sets on it) while the split is collapsed,
    /// so the secondary navigation controller of Xcode's Master-Detail template (and of Apple's
    /// UIKitCatalog) is pushed by the collapse, by `showDetail` and by `show`, and shown with its
    /// own top. Sources: Apple's `collapseSecondaryViewController(_:for:)` ("UINavigationController
    /// … responds by pushing the secondary view controller onto its navigation stack"), and
    /// malcolmhall.com, "Default behaviour of UISplitViewController
    /// collapseSecondaryViewController" (2017-01-27), whose re-implementation of the default
    /// pushes the template's secondary `UINavigationController` onto the primary's stack and
    /// pops it back off on separation. [doc]+[emp]; the flag's name is UIKit's private API.
    func nestsNavigationControllers(_ nav: VCID) -> Bool {
        guard let split = nodes[nav]?.parent, let s = nodes[split], s.kind == .splitView else { return false }
        return s.splitCollapsed && s.children.first == nav
    }

    /// Collapses or expands every split view in `vcs` for the traits of `w` (computed only if needed).
    mutating func adaptSplits(in vcs: [VCID], window w: WindowID, emitting: Bool) {
        guard vcs.contains(where: { nodes[$0]?.kind == .splitView }) else { return }
        adaptSplits(in: vcs, traits: windowTraits(w), emitting: emitting)
    }

    /// Collapses or expands every split view in `vcs` for `traits`. R113: on a size-class change
    /// (`emitting`), a split whose `delegateEvents` is set reports its delegate's classic call
    /// first — `splitViewController(_:collapseSecondary:onto:)` when there is a secondary to
    /// collapse, `splitViewController(_:separateSecondaryFrom:)` on expanding — since UIKit asks
    /// the delegate before it falls back to the primary's default (R78).
    mutating func adaptSplits(in vcs: some Sequence<VCID>, traits: Traits, emitting: Bool) {
        for v in vcs where nodes.contains(v) && nodes[existing: v].kind == .splitView {
            if nodes[v]!.props.split != nil {   // column style (R159-R161): no classic delegate calls
                adaptColumns(v, traits: traits, emitting: emitting)
                continue
            }
            let compact = traits.horizontalSizeClass == .compact
            if compact, !nodes[v]!.splitCollapsed {
                let n = nodes[v]!
                if emitting, n.delegateEvents, let s = n.splitSecondary, n.children.count == 2, n.children[1] == s,
                   let p = n.children.first {
                    emit(v, .splitViewControllerCollapseSecondary(secondary: s, primary: p))
                }
                collapse(v, emitting: emitting)
            }
            if !compact, nodes[v]!.splitCollapsed {
                if emitting, nodes[v]!.delegateEvents, let p = nodes[v]!.children.first {
                    emit(v, .splitViewControllerSeparateSecondary(primary: p))
                }
                expand(v, emitting: emitting)
            }
        }
    }

    mutating func collapse(_ split: VCID, emitting: Bool) {
        nodes[split]!.splitCollapsed = true
        let n = nodes[split]!
        guard let s = n.splitSecondary, n.children.count == 2, n.children[1] == s, let primary = n.children.first else { return }
        let live = emitting && isLive(split)
        if nodes[primary]!.kind == .navigation {
            // R79: the primary navigation controller pushes the secondary.
            let oldTop = nodes[primary]!.children.last
            let oldSet = live && isLive(primary) ? (oldTop.map { shownSet(from: $0, only: .appeared) } ?? []) : []
            if emitting { emit(s, .willMoveToParent(parent: primary)) }
            nodes[split]!.children.removeLast()
            nodes[s]!.parent = primary
            nodes[s]!.viewHost = nil
            nodes[primary]!.children.append(s)
            emitAll(oldSet, .willDisappear, .init(animated: false))
            emitAll(oldSet, .didDisappear, .init(animated: false))
            if emitting { emit(s, .didMoveToParent(parent: primary)) }
        } else {
            // C4 (R79): a plain primary keeps nothing of the secondary: the split removes it from
            // its children (viewControllers holds the primary alone) and keeps it aside for
            // expanding. [inf] The removal is containment's: willMove(nil), its disappearance,
            // didMove(nil).
            let set = live ? shownSet(from: s, only: .appeared) : []
            if emitting {
                nodes[s]!.movingFromParent = true
                emit(s, .willMoveToParent(parent: nil))
            }
            emitAll(set, .willDisappear, .init(animated: false, isMovingFromParent: true))
            emitAll(set, .didDisappear, .init(animated: false, isMovingFromParent: true))
            let w = nodes[s]!.window
            nodes[split]!.children.removeLast()
            nodes[s]!.parent = nil
            nodes[s]!.viewHost = nil
            setWindow(subtree(s), nil)
            if emitting {
                let keep = ctxWindow
                ctxWindow = w
                execute([.didMove(s, parent: nil)])
                ctxWindow = keep
            } else {
                nodes[s]!.movingFromParent = false
            }
        }
    }

    mutating func expand(_ split: VCID, emitting: Bool) {
        nodes[split]!.splitCollapsed = false
        let n = nodes[split]!
        guard let s = n.splitSecondary, let primary = n.children.first else { return }
        let live = emitting && isLive(split)
        if let top = nodes[primary]!.children.last, top != s, nodes[primary]!.children.count > 1,
           nodes[primary]!.kind == .navigation, nodes[top]!.kind == .navigation {
            // C9: a nested navigation controller on top of the primary's stack is separated
            // again (the default separateSecondaryViewController pops the top) and becomes the
            // secondary, with the same callbacks as the collapsed secondary below.
            nodes[split]!.splitSecondary = top
            expand(split, emitting: emitting)
            return
        }
        if nodes[s]?.parent == primary, nodes[primary]!.children.last == s, nodes[primary]!.children.count > 1 {
            if emitting { emit(s, .willMoveToParent(parent: split)) }
            nodes[primary]!.children.removeLast()
            nodes[s]!.parent = split
            nodes[s]!.viewHost = split
            nodes[split]!.children.append(s)
            let newTop = nodes[primary]!.children.last!
            let set = live && nodes[primary]!.appearance == .appeared
                ? shownSet(from: newTop, only: .disappeared) : []
            emitAll(set, .willAppear, .init(animated: false))
            emitAll(set, .didAppear, .init(animated: false))
            if emitting { emit(s, .didMoveToParent(parent: split)) }
        } else if nodes[s]?.parent == split {
            nodes[s]!.viewHost = split
            let set = live ? shownSet(from: s, only: .disappeared) : []
            emitAll(set, .willAppear, .init(animated: false))
            emitAll(set, .didAppear, .init(animated: false))
        } else if nodes[primary]!.kind != .navigation, n.children.count == 1, !isActive(s),
                  !(hasDescendants(s) && isAbove(s, split)) {
            // C4 [inf]: the secondary put aside by the collapse comes back as the second child,
            // with addChild's callbacks.
            if emitting {
                nodes[s]!.movingToParent = true
                emit(s, .willMoveToParent(parent: split))
            }
            nodes[s]!.parent = split
            nodes[s]!.viewHost = split
            nodes[split]!.children.append(s)
            setWindow(subtree(s), nodes[split]!.window)
            let set = live ? shownSet(from: s, only: .disappeared) : []
            emitAll(set, .willAppear, .init(animated: false, isMovingToParent: true))
            emitAll(set, .didAppear, .init(animated: false, isMovingToParent: true))
            if emitting { execute([.didMove(s, parent: split)]) } else { nodes[s]!.movingToParent = false }
        } else if nodes[s]?.parent != primary {
            nodes[split]!.splitSecondary = nil
        }
    }

    /// Replaces the split's child at `index` (0 primary, 1 secondary) with `vc` (R76).
    mutating func replaceSplitChild(_ split: VCID, index: Int, with vc: VCID) -> Plan {
        ctxWindow = nodes[split]!.window
        let live = isLive(split)
        let old: VCID? = index < nodes[split]!.children.count ? nodes[split]!.children[index] : nil
        let oldSet = live ? (old.map { shownSet(from: $0, only: .appeared) } ?? []) : []
        if let o = old {
            nodes[o]!.movingFromParent = true
            emit(o, .willMoveToParent(parent: nil))
        }
        nodes[vc]!.movingToParent = true
        emit(vc, .willMoveToParent(parent: split))
        if let o = old {
            nodes[split]!.children[index] = vc
            nodes[o]!.parent = nil; nodes[o]!.viewHost = nil
            setWindow(subtree(o), nil)
        } else {
            nodes[split]!.children.append(vc)
        }
        nodes[vc]!.parent = split
        nodes[vc]!.viewHost = split
        if index == 1 || nodes[split]!.children.count == 2 && nodes[split]!.children[1] == vc { nodes[split]!.splitSecondary = vc }
        setWindow(subtree(vc), nodes[split]!.window)
        var newSet: [VCID] = []
        if live { loadView(vc); newSet = shownSet(from: vc) }
        emitAll(oldSet, .willDisappear, .init(animated: false, isMovingFromParent: true))
        emitAll(newSet, .willAppear, .init(animated: false, isMovingToParent: true))
        emitAll(oldSet, .didDisappear, .init(animated: false, isMovingFromParent: true))
        emitAll(newSet, .didAppear, .init(animated: false, isMovingToParent: true))
        if let o = old { execute([.didMove(o, parent: nil)]) }
        execute([.didMove(vc, parent: split)])
        var plan = Plan(); plan.isTransition = true
        plan.result = .shown(action: .replaceDetail, container: split)
        return plan
    }
}
