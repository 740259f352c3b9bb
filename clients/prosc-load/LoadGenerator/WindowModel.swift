/// What kind of window the generator built, which decides the operations it supports.
public enum WindowKind: String, Sendable, CaseIterable {
    /// Root `UINavigationController` with one or more children: push, pop, present, dismiss.
    case navigation
    /// Root `UITabBarController` with three children: tab switches, present, dismiss.
    case tabs
    /// `HomeNavigation` of the demo storyboard `Main`: the `showDetail` and `presentModal`
    /// segues from Home and the `unwindToHome` unwind back.
    case storyboard
    /// Root `UIPageViewController` (scroll) with three declared pages, the first shown: page
    /// changes in code and the user's swipes, present, dismiss.
    case pages
    /// A plain root controller under a page sheet presented at set-up with the detents
    /// `medium` and `large` (iOS 15+, R166-R168): the user's drags between them, presents over
    /// the sheet and their dismissals (the sheet itself stays).
    case sheet
    /// Root `UITabBarController` whose three children are UITabs (`tab.setTabs`, iOS 18+,
    /// R171-R174), the third vetoed by the delegate: tabs set again, selected from code and
    /// tapped, present, dismiss. Before iOS 18 the same tab bar with `viewControllers`.
    case uiTabs
    /// Root column-style `UISplitViewController` (iOS 14+, R150-R165), double- and
    /// triple-column in turn, a plain controller in each column (each wrapped by UIKit in a
    /// navigation controller, R151), its delegate reporting (R178-R182), made regular-width so it
    /// starts expanded: columns shown and hidden, display modes, collapses and expansions.
    /// Before iOS 14 a classic split, whose column API is refused.
    case columns
}

/// The client-side model of one window: what its hierarchy must look like after every
/// operation sent so far (operations are applied when sent, so several can be pipelined),
/// plus a pool of free controllers that presents and pushes reuse.
public struct WindowModel: Sendable {
    public let window: String
    public let kind: WindowKind
    public let root: String
    /// The navigation stack (bottom first), the tab bar's children, or the page shown.
    public var stack: [String]
    /// Page windows: the declared pages (the data source's, in order) and the shown one's index.
    public var pages: [String] = []
    public var pageIndex = 0
    public var selectedTab = 0
    /// The presentation chain from the root: each presents the next; `how` is the requested
    /// style and transition (part of the context that decides the next presentation).
    public var presented: [(vc: String, style: String, how: String)] = []

    /// The presentation context of the next presentation: the chain's requested styles.
    public var presentationContext: String { presented.isEmpty ? "root" : presented.map(\.how).joined(separator: ">") }
    /// Free controllers (made by the generator, in no hierarchy).
    public var pool: [String]
    /// Storyboard windows: the destination of the segue performed last, until unwound.
    public var segueDestination: (vc: String, pushed: Bool)?
    /// An operation whose outcome the model cannot predict is in flight: send nothing more.
    public var blocked = false
    /// The model after every answered mutation (what the server has certainly done).
    public var acknowledged: ExpectedNode
    /// With `tree` operations in the mix: the predicted hierarchy after each mutation in
    /// flight, oldest first (a `tree` answered meanwhile must show one of these or
    /// `acknowledged`).
    public var tracksStates = false
    public var pendingStates: [ExpectedNode] = []
    /// Numbers of mutations sent and answered: a window's answers come in the order sent.
    public var mutationsSent = 0
    public var mutationsSettled = 0
    /// Counts the segues performed (alternating push and present).
    public var seguesPerformed = 0
    /// Whether the server's iOS has this window's API: sheet detents (iOS 15+, R166) for a
    /// sheet window, UITabs (iOS 18+, R171) for a UITabs window. Without it their requests
    /// are refused with -32005, as the model predicts.
    public var hasModernAPI = true
    /// Navigation windows with `tapBack` in the mix: the pool controller whose
    /// `hidesBackButton` is true (R169). On top, it leaves no back button to tap and turns off
    /// the back swipe: both are refused (-32003); `nav.pop` from code still pops it.
    public var hidesBackButton: String?
    /// Navigation windows with `tapBack` in the mix: the navigation controller has a delegate
    /// (`delegateEvents`), whose willShow/didShow a back tap must call (R111).
    public var navigationDelegate = false
    /// Sheet windows: the sheet's detents (smallest first) and the one it rests at (nil: the
    /// smallest, R167); the drags made so far (finished to the other detent, cancelled, finished
    /// where it rests, in turn).
    public var detents: [String] = []
    public var detent: String?
    public var sheetDrags = 0
    /// UITabs windows: each tab's identifier by its controller (the tabs are `stack`, in
    /// order), and the one the delegate's `shouldSelectTab` refuses (`vetoedTabIdentifiers`).
    public var tabIdentifiers: [String: String] = [:]
    public var vetoedTab: String?
    /// Columns windows: the split's columns, display mode and collapse state (nil elsewhere).
    public var split: ColumnSplitState?

    public static let maxPresented = 3
    public static let maxStack = 6

    public init(window: String, kind: WindowKind, root: String, stack: [String], pool: [String]) {
        self.window = window
        self.kind = kind
        self.root = root
        self.stack = stack
        self.pool = pool
        acknowledged = ExpectedNode(vc: root)
        acknowledged = expected
    }

    /// The hierarchy the model predicts once every operation sent has completed.
    public var expected: ExpectedNode {
        var chain: ExpectedNode?
        for p in presented.reversed() {
            chain = ExpectedNode(vc: p.vc, presented: chain, style: p.style)
        }
        if let split { return ExpectedNode(vc: root, children: split.expectedColumns(stack), presented: chain) }
        return ExpectedNode(vc: root, children: stack.map { ExpectedNode(vc: $0) }, presented: chain)
    }

    /// The controller a new presentation is made from: the top of the chain.
    public var presentingController: String { presented.last?.vc ?? root }

    public func applies(_ op: OperationKind) -> Bool {
        if blocked { return false }
        switch op {
        // A columns window presents nothing: its operations predict the columns' appearance.
        case .present: return kind != .storyboard && kind != .columns && presented.count < Self.maxPresented && !pool.isEmpty
        // A sheet window keeps its sheet: what is presented over it is dismissed, not it.
        case .dismiss: return kind != .storyboard && presented.count > (kind == .sheet ? 1 : 0)
        case .push: return kind == .navigation && stack.count < Self.maxStack && !pool.isEmpty
        case .pop: return kind == .navigation && stack.count > 1
        case .tab: return kind == .tabs && stack.count > 1
        // A user can touch only what nothing covers (R105, checkUserReachable); only the top
        // presentation, a page or form sheet, can be pulled down (R108).
        case .tapTab: return kind == .tabs && stack.count > 1 && presented.isEmpty
        case .swipeBack: return kind == .navigation && stack.count > 1 && presented.isEmpty
        case .pullDown: return kind != .storyboard && presented.count > (kind == .sheet ? 1 : 0)
            && presented.last.map { $0.style == "pageSheet" || $0.style == "formSheet" } == true
        case .pageSet: return kind == .pages
        // R125: a swipe needs a page view controller the user can touch.
        case .pageSwipe: return kind == .pages && presented.isEmpty
        case .segue: return kind == .storyboard && segueDestination == nil
        case .unwind: return kind == .storyboard && segueDestination != nil
        // R169: the back button shows on the top of a stack of two or more, which the user
        // can touch (nothing presented).
        case .tapBack: return kind == .navigation && stack.count > 1 && presented.isEmpty
        // R168: only the top presentation can be dragged.
        case .dragSheet: return kind == .sheet && presented.count == 1
        // R171: before iOS 18 only `setTabs` is sent (refused); no tab exists to select or tap.
        case .setTabs: return kind == .uiTabs
        case .selectUITab: return kind == .uiTabs && hasModernAPI
        case .tapUITab: return kind == .uiTabs && presented.isEmpty && hasModernAPI
        // R157/R158: expanded only (collapsed, show and hide move the primary's stack, not
        // modelled here); before iOS 14 they are sent to be refused.
        case .showColumn, .hideColumn: return kind == .columns && split.map { !$0.collapsed || !hasModernAPI } == true
        case .displayMode, .collapseSplit: return kind == .columns && hasModernAPI
        case .tree: return true
        case .ping: return false
        case .connectDisplay, .disconnectDisplay, .background, .foreground, .resize, .openScene, .closeScene: return false
        }
    }
}
