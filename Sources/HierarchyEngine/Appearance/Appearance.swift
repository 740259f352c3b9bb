/// Appearance state machine and callback emission (R8, R13-R21).
///
/// ```
///  disappeared --vWA--> appearing --vDA--> appeared
///       ^                  |  ^               |
///       |                 vWD vWA            vWD
///      vDD                 v  |               v
///       +------------------ disappearing <----+
/// ```
/// Any other callback is a balance violation (R15) and is recorded, not emitted.
extension Hierarchy {
    /// Appends one event; `kind` is consumed (moved into the event, not copied).
    mutating func emit(_ vc: VCID?, _ kind: consuming EngineEvent.Kind) {
        let w: WindowID? = if let v = vc, nodes.contains(v) { nodes[existing: v].window } else { nil }
        emit(vc, in: w, kind)
    }

    /// `emit` for a controller whose window was just read: the event's window is `window`, else
    /// the operation's. Inlined: the appearance callbacks' events are built straight into the
    /// events' array (a call passed the kind through a copy on the stack).
    @inline(__always)
    mutating func emit(_ vc: VCID?, in window: WindowID?, _ kind: consuming EngineEvent.Kind) {
        guard recordsEvents else { return }
        let event = EngineEvent(window: window ?? ctxWindow, vc: vc, kind: kind)
        if outCount < out.count { out[outCount] = event } else { out.append(event) }   // (over an earlier operation's)
        outCount += 1
    }

    /// Loads `vc`'s view if needed (R8): its embed segues are performed, then `viewDidLoad`.
    /// Each embed segue (R89, C7) is what UIKit's embed segue does while the parent's view loads
    /// (`-[UIViewController loadViewIfRequired]` performs the templates marked perform-on-view-load
    /// before `viewDidLoad`): the parent's `prepareForSegue`, then the child's view loads, then
    /// `addChild` (`willMove(toParent:)`), the view goes into the container view, and
    /// `didMove(toParent:)`. Iterative: an embedded child's own embeds run inside its load.
    mutating func loadView(_ vc: VCID) {
        guard nodes.contains(vc), !nodes[existing: vc].viewLoaded else { return }
        // A stack of loads in progress: (controller, next embed to perform).
        var loading: [(VCID, Int)] = [(vc, 0)]
        nodes[vc]!.viewLoaded = true
        while let (v, i) = loading.popLast() {
            let embeds = nodes[v]!.pendingEmbeds
            guard i < embeds.count else {
                nodes[v]!.pendingEmbeds = []
                emit(v, .viewDidLoad)
                runCodeSetProperties(v, .viewDidLoad)
                if let (parent, _) = loading.last {
                    emit(v, .willMoveToParent(parent: parent))
                    emit(v, .didMoveToParent(parent: parent))
                }
                continue
            }
            loading.append((v, i + 1))
            let e = embeds[i]
            emit(v, .prepareForSegue(identifier: e.identifier, segue: e.segue, destination: e.child,
                                     kind: "embed", segueClass: nil))
            guard nodes[e.child]?.parent == v else { continue }   // removed from the parent meanwhile
            if nodes[e.child]!.viewLoaded {
                emit(e.child, .willMoveToParent(parent: v))
                emit(e.child, .didMoveToParent(parent: v))
            } else {
                nodes[e.child]!.viewLoaded = true
                loading.append((e.child, 0))
            }
        }
    }

    mutating func emitAppearance(_ vc: VCID, _ cb: Callback, _ flags: EngineEvent.Appearance) {
        guard nodes.contains(vc) else { return }
        let (current, viewLoaded) = nodes.withExisting(vc) { ($0.pointee.appearance, $0.pointee.viewLoaded) }
        let next: AppearanceState
        switch (cb, current) {
        case (.willAppear, .disappeared), (.willAppear, .disappearing): next = .appearing
        case (.didAppear, .appearing): next = .appeared
        case (.willDisappear, .appeared), (.willDisappear, .appearing): next = .disappearing
        case (.didDisappear, .disappearing): next = .disappeared
        default:
            balanceViolations.append(InvariantViolation(
                rule: "balancedCallbacks", detail: "\(describe(vc)) got \(cb) while \(current.rawValue)"))
            return
        }
        if sceneStateChanging {
            balanceViolations.append(InvariantViolation(
                rule: "sceneStateAppearance", detail: "\(describe(vc)) got \(cb) while its scene changed activation state (R142)"))
        }
        if cb == .willAppear, !viewLoaded { loadView(vc) }
        if !isAppearingPending.isEmpty {
            switch cb {
            case .didAppear, .didDisappear: flushViewIsAppearing()
            case .willDisappear: flushViewIsAppearing(ifPending: vc)
            case .willAppear: break
            }
        }
        let (w, parent) = nodes[existing: vc].enterAppearance(next)
        switch cb {
        case .willAppear:
            emit(vc, in: w, .viewWillAppear(flags))
            if configuration.ios >= .ios13 { isAppearingPending.append((vc, flags)) }
            if let p = parent { navigationTopWillAppear(vc, in: p, flags) }
        case .didAppear:
            emit(vc, in: w, .viewDidAppear(flags))
            if let p = parent, nodes.withExisting(p, { $0.pointee.owedDidShow == vc }) {
                nodes[existing: p].owedDidShow = nil
                emit(p, in: w, .navigationControllerDidShow(viewController: vc, animated: flags.animated))
            }
        case .willDisappear: emit(vc, in: w, .viewWillDisappear(flags))
        case .didDisappear: emit(vc, in: w, .viewDidDisappear(flags))
        }
        if !configuration.codeSetProperties.isEmpty { runCodeSetProperties(vc, cb.codeMoment) }   // (no call when there are none)
    }

    /// R111b: the first time a navigation controller's top appears (the navigation controller is
    /// first shown: at launch, presented, its tab first selected), its delegate hears willShow for
    /// it after that viewWillAppear, and didShow after its viewDidAppear. Later appearances of the
    /// same navigation controller (back from under a presentation, its tab selected again) call
    /// nothing; stack changes call R111's.
    mutating func navigationTopWillAppear(_ vc: VCID, in nav: VCID, _ flags: EngineEvent.Appearance) {
        // Read in place (no copy of the parent's `Node`): every appearance of a child asks.
        guard nodes.withExisting(nav, { n in n.pointee.kind == .navigation && !n.pointee.navTopShown && n.pointee.children.last == vc })
        else { return }
        nodes[nav]!.navTopShown = true
        guard nodes[nav]!.delegateEvents else { return }
        nodes[nav]!.owedDidShow = vc
        emit(nav, .navigationControllerWillShow(viewController: vc, animated: flags.animated))
    }

    /// Emits `cb` on every controller in `vcs`, flags on the first only (R20), parent first (R21).
    mutating func emitAll(_ vcs: some Sequence<VCID>, _ cb: Callback, _ flags: EngineEvent.Appearance) {
        var first = true
        for v in vcs {
            emitAppearance(v, cb, first ? flags : EngineEvent.Appearance(animated: flags.animated))
            first = false
        }
    }

    /// `emitAll` on `ids[range]`, read by index: a slice of the array would retain and release
    /// its buffer (present's and dismiss's sets share one scratch array).
    mutating func emitAll(_ ids: [VCID], _ range: Range<Int>, _ cb: Callback, _ flags: EngineEvent.Appearance) {
        for i in range {
            emitAppearance(ids[i], cb, i == range.lowerBound ? flags : EngineEvent.Appearance(animated: flags.animated))
        }
    }

    /// `steps(_:_:_:into:)` on `ids[range]`, read by index (no slice).
    func steps(_ ids: [VCID], _ range: Range<Int>, _ cb: Callback, _ flags: EngineEvent.Appearance, into s: inout [Step]) {
        for i in range {
            s.append(.appearance(ids[i], cb, i == range.lowerBound ? flags : EngineEvent.Appearance(animated: flags.animated)))
        }
    }

    /// Steps for `emitAll`, deferred.
    func steps(_ vcs: [VCID], _ cb: Callback, _ flags: EngineEvent.Appearance) -> [Step] {
        var s: [Step] = []
        steps(vcs, cb, flags, into: &s)
        return s
    }

    func steps(_ vcs: some Sequence<VCID>, _ cb: Callback, _ flags: EngineEvent.Appearance, into s: inout [Step]) {
        var first = true
        for v in vcs {
            s.append(.appearance(v, cb, first ? flags : EngineEvent.Appearance(animated: flags.animated)))
            first = false
        }
    }

    /// The controllers that are on screen when `root` is (pre-order, parent first): `root` unless
    /// covered by a presentation that removed its views, the displayed children of shown controllers
    /// (when they forward appearance), and presented controllers. Iterative (deep hierarchies).
    /// `skipPresentedOf` ignores that controller's presentation (a dismissal in progress).
    func shownSet(from root: VCID, skipPresentedOf: VCID? = nil, includePresented: Bool = true,
                  only: AppearanceState? = nil, except: AppearanceState? = nil) -> [VCID] {
        var result: [VCID] = []
        shownSet(from: root, skipPresentedOf: skipPresentedOf, includePresented: includePresented,
                 only: only, except: except, into: &result)
        return result
    }

    /// `shownSet` appended to `result` (the walk is the table's: `NodeWalks.swift`).
    @inline(__always)
    func shownSet(from root: VCID, skipPresentedOf: VCID? = nil, includePresented: Bool = true,
                  only: AppearanceState? = nil, except: AppearanceState? = nil, into result: inout [VCID]) {
        nodes.shownSet(from: root, skipPresentedOf: skipPresentedOf, includePresented: includePresented,
                       only: only, except: except, into: &result)
    }

    /// Everything reachable from `root` through children, guests and presentations.
    func subtree(_ root: VCID) -> [VCID] {
        var result: [VCID] = []
        subtree(root, into: &result)
        return result
    }

    /// `subtree` appended to `result` (the walk is the table's: `NodeWalks.swift`).
    @inline(__always)
    func subtree(_ root: VCID, into result: inout [VCID]) { nodes.subtree(root, into: &result) }

    /// `setWindow(subtree(root), w)`, with no array for a controller with nothing below it.
    mutating func setWindow(subtreeOf root: VCID, _ w: WindowID?) {
        if hasDescendants(root) {
            setWindow(subtree(root), w)
        } else if nodes.contains(root) {   // (`setWindow(CollectionOfOne(root), w)`, without its runs)
            let old = nodes[existing: root].window
            if old != w {
                nodes[existing: root].window = w
                moveControllerCount(1, from: old, to: w)
            }
        }
    }

    /// Sets the cached window of every controller in `vcs`, keeping per-window counts.
    /// Controllers moving together share their old window, so the counts change once per run
    /// of equal old windows, not once per controller.
    mutating func setWindow(_ vcs: some Sequence<VCID>, _ w: WindowID?) {
        var run = WindowMoveRun()
        for v in vcs {
            let exists = nodes.contains(v)
            let old = exists ? nodes[existing: v].window : nil
            if old == w { continue }
            extend(&run, from: old, to: w)
            if exists { nodes[existing: v].window = w }
        }
        end(run, to: w)
    }

    /// `setWindow` on `ids[range]`, read by index (no slice), for present's moving set; returns
    /// whether a split view controller is among them (only then need its traits be applied:
    /// `adaptSplits` walked the set again to find none).
    mutating func setWindow(_ ids: [VCID], _ range: Range<Int>, _ w: WindowID?) -> Bool {
        if range.count == 1, nodes.contains(ids[range.lowerBound]) {
            // One controller (a leaf presented): the loop below without its run (≈ 100 instructions less).
            let v = ids[range.lowerBound]
            let (old, kind) = nodes.withExisting(v) { ($0.pointee.window, $0.pointee.kind) }
            if old != w {
                nodes[existing: v].window = w
                moveControllerCount(1, from: old, to: w)
            }
            return kind == .splitView
        }
        var run = WindowMoveRun()
        var splits = false
        for i in range {
            let v = ids[i]
            guard nodes.contains(v) else {   // (as `setWindow(_:_:)`: counted, nothing written)
                if w != nil { extend(&run, from: nil, to: w) }
                continue
            }
            let (old, kind) = nodes.withExisting(v) { ($0.pointee.window, $0.pointee.kind) }
            if kind == .splitView { splits = true }
            if old == w { continue }
            extend(&run, from: old, to: w)
            nodes[existing: v].window = w
        }
        end(run, to: w)
        return splits
    }

    /// Consecutive controllers of `setWindow` leaving one window (`from`) for the same new one:
    /// the per-window counts change once per run, not once per controller.
    private struct WindowMoveRun {
        var from: WindowID? = nil
        var count = 0
    }

    /// Adds a controller leaving `old` for `w` to `run`, first counting the run it ends.
    @inline(__always)
    private mutating func extend(_ run: inout WindowMoveRun, from old: WindowID?, to w: WindowID?) {
        if run.count > 0, old != run.from {
            moveControllerCount(run.count, from: run.from, to: w)
            run.count = 0
        }
        run.from = old
        run.count += 1
    }

    /// Counts the last run of `setWindow`.
    @inline(__always)
    private mutating func end(_ run: WindowMoveRun, to w: WindowID?) {
        if run.count > 0 { moveControllerCount(run.count, from: run.from, to: w) }
    }

    /// Moves `n` controllers' worth of `controllerCount` from window `old` to window `new`.
    @inline(__always)   // called once or twice per present or dismissal: its call cost more than its body
    mutating func moveControllerCount(_ n: Int, from old: WindowID?, to new: WindowID?) {
        if let o = old { windowTable.update(o) { $0.controllerCount -= n } }
        if let w = new { windowTable.update(w) { $0.controllerCount += n } }
    }
}
