/// `UIPageViewController.setViewControllers(_:direction:animated:completion:)` (R121-R123): the
/// number of view controllers its configuration shows (else UIKit's NSInvalidArgumentException),
/// none listed twice or placed elsewhere; then the page change of `changePages`. `direction`
/// only decides which way the animation runs; `pages`, when given, declares the data source's
/// pages (the `pages` property, R125) with the same call. No delegate call: `willTransitionTo` and
/// `didFinishAnimating` are for gesture-driven transitions only (Apple's
/// UIPageViewControllerDelegate reference).
extension Hierarchy {
    mutating func setPageViewControllers(page: VCID, vcs: [VCID], direction: PageDirection, animated: Bool,
                                         pages: [VCID]? = nil) throws(EngineError) -> Plan {
        let n = try pageNode(page)
        let required = n.props.page!.requiredCount
        guard vcs.count == required else { throw pageCountError(provided: vcs.count, required: required) }
        var seen = Set<VCID>()
        for v in vcs {
            try requireNode(v)
            guard seen.insert(v).inserted else { throw EngineError(.invalidParams, "\(describe(v)) is listed twice") }
            try checkPageCandidate(v, page: page)
        }
        if let pages {
            var declared = Set<VCID>()
            for v in pages {
                try requireNode(v)
                guard declared.insert(v).inserted else { throw EngineError(.invalidParams, "pages lists \(describe(v)) twice") }
            }
        }
        try checkNotPending(n.window, "Setting the pages of \(describe(page))")
        for v in vcs where nodes[v]?.parent != page { try checkLimit(adding: v, to: n.window) }
        if let pages { nodes[page]!.props.page!.pages = pages }
        return changePages(page, to: vcs, animated: animated, finish: true, delegate: false)
    }
}
