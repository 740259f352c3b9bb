/// Device-level events and traits: rotation (R97, seed 003 shouldAutorotate /
/// supportedInterfaceOrientations), memory warnings, per-window trait changes (R70-R73, R78-R80),
/// and the status bar decision (R95-R98).
extension Hierarchy {
    /// The controller deciding orientation: the root or the top-most fullScreen presentation above it.
    func orientationDecider(_ w: WindowID) -> VCID? {
        guard let root = windowTable[w]?.root else { return nil }
        var d = root, cur = root
        while let p = nodes[cur]?.presented {
            if nodes[p]?.style == .fullScreen { d = p }
            cur = p
        }
        return d
    }

    /// R96/R97: root, or the top-most presented controller that is fullScreen or captures the status bar.
    func statusBarBase(_ w: WindowID) -> VCID? {
        guard let root = windowTable[w]?.root else { return nil }
        var d = root, cur = root
        while let p = nodes[cur]?.presented {
            if nodes[p]?.style == .fullScreen || nodes[p]?.props.modalPresentationCapturesStatusBarAppearance == true { d = p }
            cur = p
        }
        return d
    }

    /// R95: follows childForStatusBarStyle (or Hidden) while it names a child.
    func followStatusBarChain(_ start: VCID, hidden: Bool) -> VCID {
        var cur = start
        var steps = 0
        while steps < 10_000, let n = nodes[cur] {
            guard let c = hidden ? n.props.childForStatusBarHidden : n.props.childForStatusBarStyle,
                  nodes[c]?.parent == cur else { break }
            cur = c; steps += 1
        }
        return cur
    }

    func screenSize(_ w: WindowID, orientation o: Orientation) -> (Double, Double) {
        guard let s = windowTable[w].flatMap({ screenTable[$0.screen] }) else { return (0, 0) }
        let (a, b) = (min(s.spec.width, s.spec.height), max(s.spec.width, s.spec.height))
        return (o == .landscapeLeft || o == .landscapeRight) ? (b, a) : (a, b)
    }

    mutating func rotate(_ o: Orientation) throws(EngineError) -> Plan {
        let main = mainScreen
        for w in windowOrder where windowTable[w]?.screen == main { try checkNotPending(w, "Rotating the device") }
        orientation = o
        var report: [OperationResult.RotatedWindow] = []
        for w in windowOrder {
            guard let win = windowTable[w] else { continue }
            var rotated = false
            if win.screen == main, win.orientation != o, let d = orientationDecider(w),
               let dn = nodes[d], dn.props.shouldAutorotate, dn.props.supportedInterfaceOrientations(idiom: deviceIdiom).contains(o) {
                rotated = true
                ctxWindow = w
                let before = windowTraits(w)
                windowTable[w]!.orientation = o
                let (width, height) = screenSize(w, orientation: o)
                if win.visible, let r = win.root {
                    for v in shownSet(from: r) { emit(v, .viewWillTransitionToSize(width: width, height: height, orientation: o)) }
                }
                let after = windowTraits(w)
                if after != before {
                    traitsChanged(w, to: after)
                } else if let r = win.root {
                    // R154: a column-style split's automatic preferences follow the orientation
                    // (classic splits are unchanged: their collapse depends on the traits only).
                    adaptSplits(in: subtree(r), traits: after, emitting: true)
                }
            }
            report.append(.init(window: w, rotated: rotated))
        }
        ctxWindow = nil
        var plan = Plan(); plan.result = .rotated(o, windows: report)
        return plan
    }

    mutating func memoryWarning() -> Plan {
        for id in nodes.keys.sorted() where nodes[id]!.viewLoaded {
            emit(id, .didReceiveMemoryWarning)
        }
        return Plan()
    }

    mutating func setTraits(window w: WindowID, horizontal: SizeClass?, vertical: SizeClass?) throws(EngineError) -> Plan {
        _ = try windowValue(w)
        try checkNotPending(w, "Changing the traits of \(w)")
        ctxWindow = w
        let before = windowTraits(w)
        if let h = horizontal { windowTable[w]!.horizontalOverride = h }
        if let v = vertical { windowTable[w]!.verticalOverride = v }
        let after = windowTraits(w)
        if after != before { traitsChanged(w, to: after) }
        return Plan()
    }

    /// Split views collapse/expand, presentations re-adapt, then every loaded controller in the
    /// window gets traitCollectionDidChange (pre-order).
    mutating func traitsChanged(_ w: WindowID, to traits: Traits) {
        guard let root = windowTable[w]?.root else { return }
        adaptSplits(in: subtree(root), traits: traits, emitting: true)
        readaptPresentations(in: w, traits: traits)
        for v in subtree(root) where nodes[v]?.viewLoaded == true { emit(v, .traitCollectionDidChange(traits)) }
    }
}
