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
        return ExpectedNode(vc: root, children: stack.map { ExpectedNode(vc: $0) }, presented: chain)
    }

    /// The controller a new presentation is made from: the top of the chain.
    public var presentingController: String { presented.last?.vc ?? root }

    public func applies(_ op: OperationKind) -> Bool {
        if blocked { return false }
        switch op {
        case .present: return kind != .storyboard && presented.count < Self.maxPresented && !pool.isEmpty
        case .dismiss: return kind != .storyboard && !presented.isEmpty
        case .push: return kind == .navigation && stack.count < Self.maxStack && !pool.isEmpty
        case .pop: return kind == .navigation && stack.count > 1
        case .tab: return kind == .tabs && stack.count > 1
        // A user can touch only what nothing covers (R105, checkUserReachable); only the top
        // presentation, a page or form sheet, can be pulled down (R108).
        case .tapTab: return kind == .tabs && stack.count > 1 && presented.isEmpty
        case .swipeBack: return kind == .navigation && stack.count > 1 && presented.isEmpty
        case .pullDown: return kind != .storyboard && presented.last.map { $0.style == "pageSheet" || $0.style == "formSheet" } == true
        case .pageSet: return kind == .pages
        // R125: a swipe needs a page view controller the user can touch.
        case .pageSwipe: return kind == .pages && presented.isEmpty
        case .segue: return kind == .storyboard && segueDestination == nil
        case .unwind: return kind == .storyboard && segueDestination != nil
        case .tree: return true
        case .ping: return false
        case .connectDisplay, .disconnectDisplay, .background, .foreground, .resize, .openScene, .closeScene: return false
        }
    }
}
