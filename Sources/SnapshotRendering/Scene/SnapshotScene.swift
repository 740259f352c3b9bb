/// Everything a snapshot draws, as collected through the protocol: the screens in
/// `screen.list` order, each with its windows and their controller trees, and the UIKit scenes
/// those windows belong to (none under the app-delegate life cycle or from a server without
/// `scene.list`).
public struct SnapshotScene: Sendable, Equatable {
    public var screens: [SnapshotScreen]
    /// Which UIKit behaviour the server follows; decides how sheets look (see `SnapshotProfile`).
    public var profile: SnapshotProfile
    /// The connected scenes in connection order (`scene.list`); empty without the scene life cycle.
    public var scenes: [SnapshotWindowScene]

    public init(screens: [SnapshotScreen], profile: SnapshotProfile = .classic, scenes: [SnapshotWindowScene] = []) {
        self.screens = screens
        self.profile = profile
        self.scenes = scenes
    }
}

/// The server's UIKit profile as far as pictures go: classic (before iOS 13) draws a page
/// sheet in compact width full screen and in regular width as a full-height page; modern
/// (iOS 13+) draws sheets as cards with the presenter visible behind.
public enum SnapshotProfile: String, Sendable, Equatable, CaseIterable {
    case classic, modern
}

/// A horizontal or vertical size class (`traits` of the protocol).
public enum SizeClass: String, Sendable, Equatable {
    case compact, regular
}

/// One screen of `screen.list` with the windows shown on it.
public struct SnapshotScreen: Sendable, Equatable {
    public var id: String
    public var name: String
    public var main: Bool
    public var size: Size
    public var scale: Double
    public var idiom: String
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// In `window.list` order (later windows are drawn on top).
    public var windows: [SnapshotWindow]
    /// An external display that shows the main screen (`screen.list`'s `mirrored`: its scene
    /// shows no visible window).
    public var mirrored: Bool
    /// The scenes on this screen that have no window at all (an external display's scene whose
    /// role has no storyboard): they get a caption line of their own.
    public var windowlessScenes: [SnapshotWindowScene]

    public init(id: String, name: String, main: Bool, size: Size, scale: Double = 1, idiom: String = "phone",
                horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
                windows: [SnapshotWindow] = [], mirrored: Bool = false, windowlessScenes: [SnapshotWindowScene] = []) {
        self.id = id; self.name = name; self.main = main; self.size = size; self.scale = scale
        self.idiom = idiom; self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass; self.windows = windows
        self.mirrored = mirrored; self.windowlessScenes = windowlessScenes
    }
}

/// One window: whether it is key and visible, its own horizontal size class (`window.get`
/// traits, which `window.setTraits` may override), its root controller's tree, the scene it
/// belongs to (`window.get`'s `windowScene`; nil without the scene life cycle) and whether its
/// interface orientation is landscape (`window.get`'s `orientation`).
public struct SnapshotWindow: Sendable, Equatable {
    public var id: String
    public var key: Bool
    public var visible: Bool
    public var horizontalSizeClass: SizeClass
    public var root: SnapshotController?
    public var scene: SnapshotWindowScene?
    /// The scene's size is then in landscape points, while the picture draws the screen as
    /// `screen.list` gives it (`SceneFrames` turns one into the other).
    public var landscape: Bool

    public init(id: String, key: Bool, visible: Bool = true, horizontalSizeClass: SizeClass = .compact,
                root: SnapshotController?, scene: SnapshotWindowScene? = nil, landscape: Bool = false) {
        self.id = id; self.key = key; self.visible = visible
        self.horizontalSizeClass = horizontalSizeClass; self.root = root; self.scene = scene; self.landscape = landscape
    }
}

/// What kind of container a controller is, which decides which children are visible.
public enum ContainerKind: String, Sendable, Equatable {
    /// No children, or children in a custom container (drawn as tiles when they appear).
    case plain
    /// Shows the top of its stack under a navigation bar.
    case navigation
    /// Shows the selected child above a tab bar.
    case tabBar
    /// Primary and secondary side by side when expanded, the primary alone when collapsed; a
    /// column-style split (`SplitColumns`) its display mode's columns.
    case splitView
    /// A page view controller: its current page (two with a mid spine) above a page indicator
    /// of its declared pages (uikit-rules R120-R125).
    case pageView
}

/// One controller of a window's tree (`tree`'s `Node`), with what the picture needs on top of
/// it: its container kind, the selected tab, and its `preferredContentSize`.
public struct SnapshotController: Sendable, Equatable {
    public var vc: String
    public var className: String
    public var title: String?
    public var storyboardIdentifier: String?
    /// `disappeared`, `appearing`, `appeared` or `disappearing`.
    public var appearance: String
    /// The style it was presented with (presented controllers only).
    public var style: String?
    public var container: ContainerKind
    /// For tab bars: the index of the selected child.
    public var selectedIndex: Int?
    /// `preferredContentSize` when set (non-zero); sizes form sheets and popovers.
    public var preferredContentSize: Size?
    public var children: [SnapshotController]
    /// For page view controllers: their configuration and declared pages (`vc.get`).
    public var pages: PageDeclaration?
    /// For column-style split view controllers (iOS 14+): their columns and display mode.
    public var split: SplitColumns?
    /// For tab bar controllers with iOS 18 tabs: the tabs, the selected one, the sidebar.
    public var tabModel: TabModel?
    /// For presented page and form sheets whose detents were set (iOS 15+).
    public var sheet: SheetDetents?
    /// `Box` keeps the value type finite; `presented` is the controller it presents.
    public var presented: SnapshotController? {
        get { presentedBox?.value }
        set { presentedBox = newValue.map(Box.init) }
    }
    private var presentedBox: Box?

    public init(vc: String, className: String, title: String? = nil, storyboardIdentifier: String? = nil,
                appearance: String = "appeared", style: String? = nil, container: ContainerKind = .plain,
                selectedIndex: Int? = nil, preferredContentSize: Size? = nil,
                children: [SnapshotController] = [], presented: SnapshotController? = nil,
                split: SplitColumns? = nil, tabModel: TabModel? = nil, sheet: SheetDetents? = nil) {
        self.vc = vc; self.className = className; self.title = title
        self.storyboardIdentifier = storyboardIdentifier; self.appearance = appearance; self.style = style
        self.container = container; self.selectedIndex = selectedIndex
        self.preferredContentSize = preferredContentSize; self.children = children
        self.presentedBox = presented.map(Box.init)
        self.split = split; self.tabModel = tabModel; self.sheet = sheet
    }

    /// Indirection for the recursive `presented` member.
    final class Box: Sendable, Equatable {
        let value: SnapshotController
        init(_ value: SnapshotController) { self.value = value }
        static func == (a: Box, b: Box) -> Bool { a.value == b.value }
    }

    /// Whether the controller is on screen or getting there.
    public var isShown: Bool { appearance == "appeared" || appearance == "appearing" }
}

/// A page view controller's configuration and the pages it declares (`vc.get`'s
/// `transitionStyle`, `navigationOrientation`, `spineLocation` and `pages`: the controllers its
/// data source returns, in order — uikit-rules R120, R125).
public struct PageDeclaration: Sendable, Equatable {
    /// `scroll` or `pageCurl`.
    public var transitionStyle: String
    /// `horizontal` or `vertical`.
    public var orientation: String
    /// `none` (scroll), `min`, `mid` or `max`.
    public var spine: String
    /// The declared pages' controller ids, in order (empty: none declared).
    public var declared: [String]

    public init(transitionStyle: String = "pageCurl", orientation: String = "horizontal", spine: String = "min", declared: [String] = []) {
        self.transitionStyle = transitionStyle; self.orientation = orientation; self.spine = spine; self.declared = declared
    }
}
