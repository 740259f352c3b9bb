/// Where an operation happens, as the coordinators that serialise a window's work need to know
/// before running it: which controllers it puts into a window, and UIKit's refusal for an
/// operation that may not wait behind a running transition.
extension Operation {
    /// The controllers this operation puts into its window (docs/protocol.md *Ordering and
    /// concurrency*: "A mutation about a controller in no window runs on the queue of the window
    /// a queued request is putting it into"). While the operation waits in that window's queue, later requests about these
    /// controllers belong to that window too, so they run after it, in arrival order.
    public var arrivals: [VCID] {
        switch self {
        case .setRoot(_, let vc), .present(_, let vc, _, _, _), .show(let vc, _, _), .showDetail(let vc, _, _),
             .addChild(_, let vc, _), .addView(let vc, _), .transition(_, _, let vc, _, _), .push(_, let vc, _):
            [vc]
        case .setViewControllers(_, let vcs, _), .setTabViewControllers(_, let vcs, _), .setPageViewControllers(_, let vcs, _, _, _):
            vcs
        case .setSplitColumn(_, _, let vc?):
            [vc]
        case .setTabs(_, let tabs, _):
            Hierarchy.tabControllers(tabs)
        default:
            []
        }
    }
}

extension Hierarchy {
    /// What UIKit logs when this operation is attempted while its window's transition runs and
    /// the caller will not wait (R56): the present and dismiss warnings in the profile's form
    /// (Presentation/PresentationMessages.swift), nil for the rest.
    public func uikitRefusalWhileTransitioning(_ op: Operation) -> String? {
        switch op {
        case .present(let presenter, let vc, _, let style, _):
            presentationInProgressText(vc, from: presenter, style: style)
        case .dismiss(let vc, _):
            dismissalInProgressText(vc)
        default:
            nil
        }
    }
}
