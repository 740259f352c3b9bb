/// Read-only views of the hierarchy, shaped like the wire results of docs/protocol.md.

/// `vc.get`.
public struct ControllerInfo: Sendable, Equatable {
    public var vc: VCID
    public var className: String
    public var title: String?
    public var storyboard: String?
    public var storyboardIdentifier: String?
    public var scene: String?
    public var window: WindowID?
    public var parent: VCID?
    public var children: [VCID]
    public var presentingViewController: VCID?
    public var presentedViewController: VCID?
    public var navigationController: VCID?
    public var tabBarController: VCID?
    public var splitViewController: VCID?
    public var isViewLoaded: Bool
    public var appearance: AppearanceState
    /// Every property of docs/protocol.md's *Properties*, in a stable order.
    public var properties: [(name: String, value: PropertyValue)]

    public init(vc: VCID, className: String, title: String?, storyboard: String?, storyboardIdentifier: String?,
                scene: String?, window: WindowID?, parent: VCID?, children: [VCID],
                presentingViewController: VCID?, presentedViewController: VCID?, navigationController: VCID?,
                tabBarController: VCID?, splitViewController: VCID?, isViewLoaded: Bool,
                appearance: AppearanceState, properties: [(name: String, value: PropertyValue)]) {
        self.vc = vc; self.className = className; self.title = title; self.storyboard = storyboard
        self.storyboardIdentifier = storyboardIdentifier; self.scene = scene; self.window = window
        self.parent = parent; self.children = children; self.presentingViewController = presentingViewController
        self.presentedViewController = presentedViewController; self.navigationController = navigationController
        self.tabBarController = tabBarController; self.splitViewController = splitViewController
        self.isViewLoaded = isViewLoaded; self.appearance = appearance; self.properties = properties
    }

    public static func == (a: ControllerInfo, b: ControllerInfo) -> Bool {
        a.vc == b.vc && a.className == b.className && a.title == b.title && a.storyboard == b.storyboard
            && a.storyboardIdentifier == b.storyboardIdentifier && a.scene == b.scene && a.window == b.window
            && a.parent == b.parent && a.children == b.children
            && a.presentingViewController == b.presentingViewController
            && a.presentedViewController == b.presentedViewController
            && a.navigationController == b.navigationController && a.tabBarController == b.tabBarController
            && a.splitViewController == b.splitViewController && a.isViewLoaded == b.isViewLoaded
            && a.appearance == b.appearance
            && a.properties.map(\.name) == b.properties.map(\.name)
            && a.properties.map(\.value) == b.properties.map(\.value)
    }
}

/// One node of `tree`, flattened in pre-order so deep hierarchies never recurse:
/// a node is followed by its `childCount` children's subtrees (container order, a navigation
/// stack bottom first) and then, if `hasPresented`, by the subtree of the controller it presents.
public struct TreeEntry: Sendable, Equatable {
    public var vc: VCID
    public var className: String
    public var title: String?
    public var storyboardIdentifier: String?
    public var scene: String?
    public var appearance: AppearanceState
    /// The style this controller was presented with (only on presented controllers).
    public var style: PresentationStyle?
    public var childCount: Int
    public var hasPresented: Bool
    /// What the user can do to it with a gesture now (`tree`'s `gestures`; empty: nothing).
    public var gestures: UserGestures
    /// With `dragSheet`: the detents the user can drag the sheet to (`tree`'s `dragDetents`).
    public var dragDetents: [String]
    /// With `tapUITab`: the identifiers of the tabs the user can tap (`tree`'s `tabIdentifiers`).
    public var tabIdentifiers: [String]
    /// On a presented sheet with several detents: the one it rests at (`tree`'s `detent`,
    /// `Hierarchy.restingDetent`).
    public var detent: String?
    /// With `showColumn`/`hideColumn`: the columns the user can show or hide on this expanded
    /// column-style split (`tree`'s `showColumns`/`hideColumns`, `Hierarchy.userColumnTargets`).
    public var showColumns: [SplitColumn]
    public var hideColumns: [SplitColumn]
    /// On an expanded column-style split: its display mode (`tree`'s `displayMode`, R154, R155),
    /// which decides the columns on screen.
    public var displayMode: SplitDisplayMode?
    public init(vc: VCID, className: String, title: String?, storyboardIdentifier: String?, scene: String?,
                appearance: AppearanceState, style: PresentationStyle?, childCount: Int, hasPresented: Bool,
                gestures: UserGestures = [], dragDetents: [String] = [], tabIdentifiers: [String] = [], detent: String? = nil,
                showColumns: [SplitColumn] = [], hideColumns: [SplitColumn] = [], displayMode: SplitDisplayMode? = nil) {
        self.detent = detent
        self.showColumns = showColumns; self.hideColumns = hideColumns; self.displayMode = displayMode
        self.vc = vc; self.className = className; self.title = title
        self.storyboardIdentifier = storyboardIdentifier; self.scene = scene; self.appearance = appearance
        self.style = style; self.childCount = childCount; self.hasPresented = hasPresented
        self.gestures = gestures
        self.dragDetents = dragDetents
        self.tabIdentifiers = tabIdentifiers
    }
}

/// `screen.list`.
public struct ScreenInfo: Sendable, Equatable {
    public var screen: ScreenID
    public var spec: ScreenSpec
    public var traits: Traits
    public var windows: [WindowID]
    /// Under the scene life cycle, an external display whose scene has no visible window
    /// mirrors the main screen (uikit-rules R135, R136); always false otherwise.
    public var mirrored: Bool
    public init(screen: ScreenID, spec: ScreenSpec, traits: Traits, windows: [WindowID], mirrored: Bool = false) {
        self.screen = screen; self.spec = spec; self.traits = traits; self.windows = windows
        self.mirrored = mirrored
    }
}

/// `window.list` / `window.get`.
public struct WindowInfo: Sendable, Equatable {
    public var window: WindowID
    public var screen: ScreenID
    public var key: Bool
    public var visible: Bool
    public var root: VCID?
    public var traits: Traits
    public var orientation: Orientation
    /// The controller whose preferences decide the status bar (R95-R98), and what it decides.
    public var statusBarController: VCID?
    public var statusBarStyle: StatusBarStyle
    public var statusBarHidden: Bool
    /// The scene the window belongs to (scene life cycle only, uikit-rules R130).
    public var scene: SceneID?
    public init(window: WindowID, screen: ScreenID, key: Bool, visible: Bool, root: VCID?, traits: Traits,
                orientation: Orientation, statusBarController: VCID?, statusBarStyle: StatusBarStyle,
                statusBarHidden: Bool, scene: SceneID? = nil) {
        self.scene = scene
        self.window = window; self.screen = screen; self.key = key; self.visible = visible; self.root = root
        self.traits = traits; self.orientation = orientation; self.statusBarController = statusBarController
        self.statusBarStyle = statusBarStyle; self.statusBarHidden = statusBarHidden
    }
}

/// `vc.segues`.
public struct SegueInfo: Sendable, Equatable {
    public var segue: String
    public var identifier: String?
    public var kind: String
    public var trigger: String
    /// The destination scene's storyboardIdentifier, else its id (nil for unwind segues).
    public var destination: String?
    public init(segue: String, identifier: String?, kind: String, trigger: String, destination: String?) {
        self.segue = segue; self.identifier = identifier; self.kind = kind
        self.trigger = trigger; self.destination = destination
    }
}

/// One broken invariant found by `Hierarchy.checkInvariants()`.
public struct InvariantViolation: Sendable, Equatable, CustomStringConvertible {
    public var rule: String
    public var detail: String
    public init(rule: String, detail: String) { self.rule = rule; self.detail = detail }
    public var description: String { "\(rule): \(detail)" }
}

/// Counts for `server.stats`.
public struct HierarchyCounts: Sendable, Equatable {
    public var screens: Int
    public var windows: Int
    public var viewControllers: Int
    public var transitionsCompleted: Int
    public init(screens: Int, windows: Int, viewControllers: Int, transitionsCompleted: Int) {
        self.screens = screens; self.windows = windows
        self.viewControllers = viewControllers; self.transitionsCompleted = transitionsCompleted
    }
}
