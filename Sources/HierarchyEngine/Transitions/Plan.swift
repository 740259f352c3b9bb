/// A deferred piece of an operation: what runs when its animation ends. Plain values only (no
/// strings or arrays), so plans are copied and dropped without reference counting.
enum Step: Sendable, Equatable {
    /// An appearance callback with its flags; `willAppear` loads the view first (R8).
    case appearance(VCID, Callback, EngineEvent.Appearance)
    /// present's completion on the presented controller.
    case presentationCompleted(VCID, presenter: VCID)
    /// dismiss's completion on the dismissed controller.
    case dismissalCompleted(VCID)
    /// Breaks the presentation link `presenter -> presented` and takes the presented chain out of the window.
    case unpresent(presenter: VCID)
    /// didMove(toParent:) bookkeeping: clears the moving flags.
    case didMove(VCID, parent: VCID?)
    /// `presentationControllerDidDismiss` of a sheet the user pulled down (R108).
    case presentationDidDismiss(VCID)
    /// `navigationController(_:didShow:animated:)` on a navigation controller whose
    /// `delegateEvents` is set (R111).
    case navigationDidShow(VCID, shown: VCID, animated: Bool)
    /// A page leaving its page view controller at the end of a page change (R122, R127).
    case leavePage(VCID, page: VCID)
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
    /// after a swipe on a page view controller whose `delegateEvents` is set (R126); the one or
    /// two previous view controllers.
    case pageDidFinishAnimating(VCID, previous: VCID?, previous2: VCID?, completed: Bool)
}

/// The four appearance callbacks (R13).
enum Callback: Sendable, Equatable { case willAppear, didAppear, willDisappear, didDisappear }

/// What an operation leaves for its end: the did-phase steps and the result.
struct Plan: Sendable {
    var did: [Step] = []
    var result: OperationResult = .none
    /// Animated and in a window: the operation becomes pending with this duration.
    var duration: Double? = nil
    /// Whether this operation counts as a transition in `counts()`.
    var isTransition = false
    /// A push onto this navigation controller (a nested push may join its animation, W3).
    var pushedOnto: VCID? = nil
}

/// A transition started in a window and not yet finished.
struct PendingTransition: Sendable, Equatable {
    var ticket: TransitionTicket
    var did: [Step]
    var result: OperationResult
    /// The navigation controller a running push animates (NestedPush.swift).
    var pushedOnto: VCID? = nil
    /// Controllers whose appearance a nested push reversed mid-animation (W2 at the end).
    var interrupted: [VCID] = []
}

extension Hierarchy {
    /// Either finishes the plan at once or parks it as the window's pending transition.
    /// Inlined into its two callers (`apply`, `tapOutsidePopover`): called, it copied the plan
    /// into its own frame.
    @inline(__always)
    mutating func conclude(_ plan: consuming Plan) -> Outcome {
        if let d = plan.duration, let w = ctxWindow, windowTable[w] != nil {
            nextTicket += 1
            let t = TransitionTicket(id: nextTicket, window: w, duration: d)
            pending[w] = PendingTransition(ticket: t, did: plan.did, result: plan.result, pushedOnto: plan.pushedOnto)
            for step in plan.did {
                switch step {
                case .appearance(let v, _, _), .didMove(let v, _), .unpresent(let v), .presentationCompleted(let v, _),
                     .dismissalCompleted(let v), .presentationDidDismiss(let v), .navigationDidShow(let v, _, _),
                     .leavePage(let v, _), .pageDidFinishAnimating(let v, _, _, _):
                    busy[v] = w
                }
            }
            flushViewIsAppearing()   // the views are in the window and laid out before the animation runs
            let events = takeEvents()
            return Outcome(events: events, status: .pending(t), warnings: takeWarnings())
        }
        if !plan.did.isEmpty {   // (empty: an unanimated present or dismiss ran its did phase itself)
            execute(plan.did)
            giveBackSteps(&plan.did)
        }
        flushViewIsAppearing()
        if plan.isTransition { transitionsCompleted += 1 }
        let events = takeEvents()
        var result = OperationResult.none   // moved out of the plan, not copied (and then destroyed with it)
        swap(&result, &plan.result)
        return Outcome(events: events, status: .completed(result), warnings: takeWarnings())
    }

    mutating func execute(_ steps: [Step]) {
        for s in steps {
            switch s {
            case .appearance(let vc, let cb, let flags): emitAppearance(vc, cb, flags)
            case .presentationCompleted(let vc, let presenter): emit(vc, .presentationCompleted(presenter: presenter))
            case .dismissalCompleted(let vc): emit(vc, .dismissalCompleted)
            case .presentationDidDismiss(let vc): emit(vc, .presentationControllerDidDismiss)
            case .navigationDidShow(let nav, let shown, let animated):
                emit(nav, .navigationControllerDidShow(viewController: shown, animated: animated))
            case .leavePage(let vc, let page): leavePage(vc, page: page)
            case .pageDidFinishAnimating(let page, let p1, let p2, let completed):
                emit(page, .pageViewControllerDidFinishAnimating(finished: true, previousViewControllers: [p1, p2].compactMap { $0 },
                                                                 transitionCompleted: completed))
            case .unpresent(let presenter): unpresent(presenter)
            case .didMove(let vc, let parent):
                nodes[vc]?.movingToParent = false
                nodes[vc]?.movingFromParent = false
                emit(vc, .didMoveToParent(parent: parent))
            }
        }
    }

    /// Refuses when `window` has a running transition (R56 form): UIKit's text is `uikit`, else
    /// "<what> while a presentation is in progress!".
    @inline(__always)
    func checkNotPending(_ window: WindowID?, _ what: @autoclosure () -> String,
                         uikit: @autoclosure () -> String? = nil) throws(EngineError) {
        // `index(forKey:)`: `pending[w] != nil` compared two optional transitions through
        // Optional's generic `!=`, and destroyed them generically.
        guard !pending.isEmpty, let w = window, pending.index(forKey: w) != nil else { return }
        let text = what()
        throw EngineError(.invalidState, "\(text): window \(w) has a transition in progress",
                          uikit: uikit() ?? "\(text) while a presentation is in progress!", raises: false)
    }
}

extension Hierarchy {
    /// Structural equality of two states (tests: a refusal changes nothing).
    func sameState(as o: Hierarchy) -> Bool {
        nodes == o.nodes && windowTable == o.windowTable && windowOrder == o.windowOrder
            && screenTable == o.screenTable && pending == o.pending && busy == o.busy && transitionsCompleted == o.transitionsCompleted
            && balanceViolations == o.balanceViolations
            && sceneTable == o.sceneTable && sceneOrder == o.sceneOrder && scenesIssued == o.scenesIssued
    }
}

extension Hierarchy {
    /// The controllers an operation names.
    static func controllers(in op: Operation) -> [VCID] {
        switch op {
        case .createWindow(_, let root, _, _, _): return root.map { [$0] } ?? []
        case .setRoot(_, let vc): return [vc]
        case .createController(_, _, _, let children): return children
        case .setProperties(let vc, _): return [vc]
        case .present(let a, let b, _, _, _): return [a, b]
        case .instantiateThen(_, _, let use): return [use.actor]
        case .dismiss(let vc, _): return [vc]
        case .show(let vc, let from, _), .showDetail(let vc, let from, _): return [vc, from]
        case .addChild(let p, let c, _): return [p, c]
        case .removeFromParent(let vc, _): return [vc]
        case .addView(let vc, let into): return [vc, into]
        case .transition(let p, let f, let t, _, _): return [p, f, t]
        case .beginAppearanceTransition(let vc, _, _), .endAppearanceTransition(let vc): return [vc]
        case .push(let nav, let vc, _), .popTo(let nav, let vc, _): return [nav, vc]
        case .pop(let nav, _), .popToRoot(let nav, _), .interactivePop(let nav, _): return [nav]
        case .interactiveDismiss(let vc, _), .dragSheet(let vc, _, _): return [vc]
        case .tapBackButton(let nav): return [nav]
        case .setTabs(let tab, let tabs, _): return [tab] + Hierarchy.tabControllers(tabs)
        case .selectTabIdentifier(let tab, _), .tapTabItem(let tab, _): return [tab]
        case .setSplitColumn(let split, _, let vc): return [split] + (vc.map { [$0] } ?? [])
        case .showSplitColumn(let split, _), .hideSplitColumn(let split, _): return [split]
        case .setViewControllers(let nav, let vcs, _), .setTabViewControllers(let nav, let vcs, _): return [nav] + vcs
        case .selectTab(let tab, _), .tapTab(let tab, _), .tapMore(let tab): return [tab]
        case .setPageViewControllers(let page, let vcs, _, _, let pages): return [page] + vcs + (pages ?? [])
        case .swipePage(let page, _, _): return [page]
        case .performSegue(let source, _, _, _), .unwind(let source, _): return [source]
        case .connectScreen, .disconnectScreen, .makeKeyAndVisible, .setTraits, .destroyWindow, .rotate,
             .memoryWarning, .instantiate, .setWindowHidden, .activateScene, .destroyScene, .backgroundScene,
             .foregroundScene, .resizeScene, .setSceneRestorationActivity:
            return []
        }
    }

    /// Refuses operations naming a controller that a pending transition still animates (R56).
    func checkNotBusy(_ op: Operation) throws(EngineError) {
        for v in Hierarchy.controllers(in: op) {
            // Controllers still in the window are refused by each operation's own check (with its
            // UIKit text); this catches those already taken out of it (a popped controller).
            guard let w = busy[v], nodes[v]?.window == nil else { continue }
            switch op {
            case .present(let a, let b, _, let style, _):
                try checkNotPending(w, "Attempt to present \(describe(b)) on \(describe(a))",
                                    uikit: presentationInProgressText(b, from: a, style: style))
            case .dismiss(let x, _):
                try checkNotPending(w, "Attempt to dismiss from view controller \(describe(x))",
                                    uikit: dismissalInProgressText(x))
            default:
                try checkNotPending(w, "Using \(describe(v))")
            }
        }
    }
}
