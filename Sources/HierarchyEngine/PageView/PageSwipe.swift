/// The user's swipe on a page view controller (R124-R127). The data source is app code, so the
/// engine turns to the pages the controller's `pages` property declares: the `requiredCount`
/// pages after (forward) or before (reverse) the shown ones. Past the first or last declared
/// page the data source returns nil and UIKit does not turn the page — a refusal here, nothing
/// changed. A finished swipe is the animated page change; a cancelled one takes it back (R127).
/// The delegate's `willTransitionTo` / `didFinishAnimating` are events when `delegateEvents` is
/// set (R126).
extension Hierarchy {
    mutating func swipePage(_ page: VCID, direction: PageDirection, outcome: InteractiveOutcome) throws(EngineError) -> Plan {
        let n = try pageNode(page)
        let (shown, new) = try pageSwipeTarget(page, direction: direction)
        let finish = outcome == .finish
        var plan = changePages(page, to: new, animated: true, finish: finish, delegate: n.props.delegateEvents)
        plan.result = .pageSwiped(viewControllers: finish ? new : shown, completed: finish)
        return plan
    }

    /// Why a user's swipe on `page` (a page view controller) in `direction` would be refused, or
    /// nil when it turns the page: the one check `swipePage` throws and `userGestures` (what
    /// `tree` lists) asks.
    public func pageSwipeRefusal(_ page: VCID, direction: PageDirection) -> EngineError? {
        do throws(EngineError) {
            _ = try pageNode(page)
            _ = try pageSwipeTarget(page, direction: direction)
        } catch {
            return error
        }
        return nil
    }

    /// The pages shown and the declared pages a swipe in `direction` turns to, or the refusal.
    private func pageSwipeTarget(_ page: VCID, direction: PageDirection) throws(EngineError) -> (shown: [VCID], new: [VCID]) {
        let n = nodes[page]!
        let pg = n.props.page!
        try checkNotPending(n.window, "Swiping \(describe(page))")
        if pg.effectiveSpine != .mid && pg.requiredCount == 2 {
            throw EngineError(.unsupported, "a swipe on a double-sided page curl with its spine at \(pg.effectiveSpine.rawValue) (the front of a page with the back of the previous one) is not modelled; set its pages with page.setViewControllers")
        }
        guard !pg.pages.isEmpty else {
            throw EngineError(.invalidState, "\(describe(page)) has no declared pages: its data source is app code, so set its 'pages' property to the controllers the data source returns, in order")
        }
        let shown = n.children.filter { nodes[$0]?.viewHost == page }
        guard let first = shown.first else {
            throw EngineError(.invalidState, "\(describe(page)) shows no page yet: give it its first pages with page.setViewControllers")
        }
        guard let i = pg.pages.firstIndex(of: first) else {
            throw EngineError(.invalidState, "\(describe(page)) shows \(describe(first)), which is not among its declared pages")
        }
        try checkUserReachable(page, what: "a swipe on \(describe(page))")
        let k = pg.requiredCount
        let range = direction == .forward ? (i + k)..<(i + 2 * k) : (i - k)..<i
        guard range.lowerBound >= 0, range.upperBound <= pg.pages.count else {
            let edge = direction == .forward ? "last" : "first"
            let method = direction == .forward ? "pageViewController(_:viewControllerAfter:)" : "pageViewController(_:viewControllerBefore:)"
            throw EngineError(.invalidState, "nothing to swipe to: \(describe(page)) shows its \(edge) declared page, so its data source's \(method) returns nil and UIKit does not turn the page")
        }
        let new = Array(pg.pages[range])
        for v in new {
            try checkPageCandidate(v, page: page)
            if nodes[v]!.parent != page { try checkLimit(adding: v, to: n.window) }
        }
        return (shown, new)
    }
}
