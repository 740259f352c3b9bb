import HierarchyEngine

extension Operation {
    /// The controllers this operation puts into its anchor's window (PROTOCOL.md: "a request
    /// that touches a controller not yet in any window runs on the queue of the window it is
    /// being put into"). While the operation waits in that window's queue, later requests about
    /// these controllers are routed there too, so they run after it, in arrival order.
    var arrivals: [VCID] {
        switch self {
        case .setRoot(_, let vc), .present(_, let vc, _, _, _), .show(let vc, _, _), .showDetail(let vc, _, _),
             .addChild(_, let vc, _), .addView(let vc, _), .transition(_, _, let vc, _, _), .push(_, let vc, _):
            [vc]
        case .setViewControllers(_, let vcs, _):
            vcs
        default:
            []
        }
    }
}
