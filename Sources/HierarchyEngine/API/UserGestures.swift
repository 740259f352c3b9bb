/// What a user can do to one controller with a gesture, as `tree` lists it (`gestures`): the
/// gestures UIKit would let them make there now and that change something. Each is decided by
/// the same refusal check the gesture's operation throws (`tabTapRefusal`, `tabItemRefusal`, `backSwipeRefusal`,
/// `backButtonRefusal`, `pullDownRefusal` with `pullDownDismisses`, `pageSwipeRefusal`, `columnGestureRefusal`), so `tree` never offers a
/// gesture the operation would refuse.
public struct UserGestures: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A tab bar controller whose tab bar the user can tap (`tab.tap`, R102-R105).
    public static let tapTab = UserGestures(rawValue: 1 << 0)
    /// A navigation controller the user can swipe back on (`nav.interactivePop`, R106).
    public static let swipeBack = UserGestures(rawValue: 1 << 1)
    /// A presented sheet a pull down dismisses (`vc.interactiveDismiss`, R108); absent when
    /// `isModalInPresentation` or the delegate holds it (R109), or the style cannot be pulled.
    public static let pullDown = UserGestures(rawValue: 1 << 2)
    /// A page view controller a swipe turns to its next declared pages (`page.swipe`, R124).
    public static let swipeForward = UserGestures(rawValue: 1 << 3)
    /// … to its previous declared pages.
    public static let swipeReverse = UserGestures(rawValue: 1 << 4)
    /// A tab bar controller with more tabs than its bar shows, whose More item the user can tap
    /// (`tab.tapMore`, R114, R117).
    public static let tapMore = UserGestures(rawValue: 1 << 5)
    /// A tab whose item the user can tap now (`tab.tap` with its index, `tabItemRefusal`): on
    /// the tab bar, or a row of the More list while that list is on screen (R114, R116); a tab
    /// of the More list is not tappable from the bar.
    public static let tapItem = UserGestures(rawValue: 1 << 6)
    /// A navigation controller whose back button the user can tap (`nav.tapBack`, R169,
    /// `backButtonRefusal`): there whenever `swipeBack` is, and also where only the swipe is
    /// turned off (`interactivePopGestureEnabled` false, R170).
    public static let tapBack = UserGestures(rawValue: 1 << 7)
    /// A presented sheet with more than one detent the user can drag to another of them
    /// (`sheet.drag`, R166-R168, `sheetDragRefusal`): `tree` lists the detents as the node's
    /// `dragDetents` (`sheetDragTargets`).
    public static let dragSheet = UserGestures(rawValue: 1 << 8)
    /// A tab bar controller with iOS 18 tabs (`UITab`, R171-R175) whose tabs the user can tap
    /// (`tab.tapTab` by identifier, `tabTapRefusal`): `tree` lists the identifiers as the node's
    /// `tabIdentifiers` (`tabItemTargets`).
    public static let tapUITab = UserGestures(rawValue: 1 << 9)
    /// An expanded column-style split with a hidden primary or supplementary column the user
    /// can bring in with the display-mode button or the edge swipe (`split.showColumn`, R157,
    /// R184, `columnGestureRefusal`): `tree` lists the columns as the node's `showColumns`
    /// (`userColumnTargets`).
    public static let showColumn = UserGestures(rawValue: 1 << 10)
    /// … with a shown primary or supplementary column the user can put away (`split.hideColumn`):
    /// `tree` lists the columns as the node's `hideColumns`.
    public static let hideColumn = UserGestures(rawValue: 1 << 11)

    /// The wire names, in this order: `tapTab`, `swipeBack`, `pullDown`, `swipeForward`,
    /// `swipeReverse`, `tapMore`, `tapItem`, `tapBack`, `dragSheet`, `tapUITab`, `showColumn`, `hideColumn`.
    public static let all: [(UserGestures, String)] = [
        (.tapTab, "tapTab"), (.swipeBack, "swipeBack"), (.pullDown, "pullDown"),
        (.swipeForward, "swipeForward"), (.swipeReverse, "swipeReverse"), (.tapMore, "tapMore"), (.tapItem, "tapItem"),
        (.tapBack, "tapBack"), (.dragSheet, "dragSheet"), (.tapUITab, "tapUITab"),
        (.showColumn, "showColumn"), (.hideColumn, "hideColumn"),
    ]

    /// The names of the gestures in the set, in `all`'s order.
    public var names: [String] { Self.all.filter { contains($0.0) }.map(\.1) }
}

extension Hierarchy {
    /// The gestures a user can make on `vc` now (empty for a controller that does not exist).
    public func userGestures(_ vc: VCID) -> UserGestures {
        guard let n = nodes[vc] else { return [] }
        var g: UserGestures = []
        switch n.kind {
        case .tabBar:
            if tabTapRefusal(vc) == nil {
                g.insert(.tapTab)
                if overflowStart(vc) != nil { g.insert(.tapMore) }
                if tabs(of: vc) != nil { g.insert(.tapUITab) }
            }
        case .navigation:
            if n.children.count > 1 {
                if backSwipeRefusal(nav: vc) == nil { g.insert(.swipeBack) }
                if backButtonRefusal(nav: vc) == nil { g.insert(.tapBack) }
            }
        case .splitView where n.props.split != nil:
            if !userColumnTargets(vc, show: true).isEmpty { g.insert(.showColumn) }
            if !userColumnTargets(vc, show: false).isEmpty { g.insert(.hideColumn) }
        case .pageViewController:
            if pageSwipeRefusal(vc, direction: .forward) == nil { g.insert(.swipeForward) }
            if pageSwipeRefusal(vc, direction: .reverse) == nil { g.insert(.swipeReverse) }
        default: break
        }
        if let p = n.parent, nodes[p]?.kind == .tabBar, let index = nodes[p]!.children.firstIndex(of: vc),
           tabItemRefusal(p, index: index) == nil { g.insert(.tapItem) }
        // Cheap tests first (a presentation chain 10,000 deep lists every node): only a sheet
        // that presents nothing itself can be the top presentation `pullDownRefusal` looks for.
        if n.presenting != nil, n.parent == nil, n.presented == nil, n.style == .pageSheet || n.style == .formSheet,
           pullDownDismisses(vc) { g.insert(.pullDown) }
        if n.presenting != nil, n.parent == nil, n.presented == nil, !sheetDragTargets(vc).isEmpty { g.insert(.dragSheet) }
        return g
    }
}
