import HierarchyEngine

extension Operation {
    /// The controllers this operation puts into its anchor's window (docs/protocol.md *Ordering
    /// and concurrency*: "A mutation about a controller in no window runs on the queue of the
    /// window a queued request is putting it into"). While the operation waits in that window's
    /// queue, later requests about these controllers are routed there too, so they run after it,
    /// in arrival order.
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
