/// What UIKit's state preservation would write for the whole app, as plain values (the server
/// encodes them to JSON; docs/restoration.md): every screen, every window, and per window the
/// controllers that are preserved (RS1) in pre-order — a controller comes after its container
/// parent or its presenter, and a container's children come in the container's order.
public struct PreservedState: Sendable, Equatable {
    public var screens: [PreservedScreen]
    public var windows: [PreservedWindow]
    /// The device orientation.
    public var orientation: Orientation
    /// The last identifiers issued, so a restored server never reuses one.
    public var lastIssued: IssuedIdentifiers
    /// Under the scene life cycle, the connected scenes and their sessions (issue 39 §6); empty
    /// otherwise, and in state written before scenes were preserved.
    public var scenes: [PreservedScene]
    /// The last scene number issued (`sc<n>`, `session-<n>`).
    public var scenesIssued: Int

    public init(screens: [PreservedScreen], windows: [PreservedWindow], orientation: Orientation,
                lastIssued: IssuedIdentifiers, scenes: [PreservedScene] = [], scenesIssued: Int = 0) {
        self.screens = screens; self.windows = windows; self.orientation = orientation
        self.lastIssued = lastIssued; self.scenes = scenes; self.scenesIssued = scenesIssued
    }

    /// Every preserved controller of every window, in window order then pre-order.
    public var controllers: [PreservedController] { windows.flatMap(\.controllers) }
}

/// A connected screen.
public struct PreservedScreen: Sendable, Equatable {
    public var id: ScreenID
    public var spec: ScreenSpec
    public init(id: ScreenID, spec: ScreenSpec) { self.id = id; self.spec = spec }
}

/// A window, its flags, and its preserved controllers (empty when its root is not preserved).
public struct PreservedWindow: Sendable, Equatable {
    public var id: WindowID
    public var screen: ScreenID
    public var key: Bool
    public var visible: Bool
    public var orientation: Orientation
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    /// The root, when it is preserved (then it is `controllers[0]`).
    public var root: VCID?
    /// When the root is not preserved but was a storyboard's initial controller: that storyboard,
    /// whose initial controller becomes the new root, as UIKit's launch would make it (RS6).
    public var launchStoryboard: String?
    public var controllers: [PreservedController]

    public init(id: WindowID, screen: ScreenID, key: Bool, visible: Bool, orientation: Orientation,
                horizontalSizeClass: SizeClass?, verticalSizeClass: SizeClass?, root: VCID?,
                launchStoryboard: String?, controllers: [PreservedController]) {
        self.id = id; self.screen = screen; self.key = key; self.visible = visible
        self.orientation = orientation; self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass; self.root = root
        self.launchStoryboard = launchStoryboard; self.controllers = controllers
    }
}

/// How a controller is recreated (RS2): from its storyboard scene, or as a class made in code
/// (the stand-in for a restoration class).
public enum PreservedOrigin: Sendable, Equatable {
    /// `scene` is the controller element's XML id; `storyboardIdentifier` the fallback lookup.
    case storyboard(name: String, scene: String, storyboardIdentifier: String?)
    case code(className: String)
}

/// One preserved controller: identity, origin, properties and its place in the hierarchy.
public struct PreservedController: Sendable, Equatable {
    public var id: VCID
    public var restorationIdentifier: String
    public var origin: PreservedOrigin
    public var title: String?
    /// The properties (docs/protocol.md *Properties*, `title` excepted) whose values differ from
    /// a new controller's defaults: what `encodeRestorableState` writes for the stand-in app code.
    public var properties: [PreservedProperty]
    /// Where it hangs: a container child, a presented controller, or the window's root.
    public var link: Link
    /// Tab bar: the selected child (restore selects the first tab when it is not restored).
    public var selectedChild: VCID?
    /// Split view: whether it is collapsed and which child is its secondary.
    public var splitCollapsed: Bool
    public var splitSecondary: VCID?
    /// A column-style split (iOS 14+): its style and columns (RS9, uikit-rules R183); nil for
    /// every other controller, a classic split included.
    public var splitColumns: PreservedSplitColumns?

    public enum Link: Sendable, Equatable {
        case root
        /// `embedded`: the child's view sits in the parent's view (custom containers, splits).
        case child(of: VCID, embedded: Bool)
        case presented(by: VCID, presentation: PreservedPresentation)
    }

    public init(id: VCID, restorationIdentifier: String, origin: PreservedOrigin, title: String?,
                properties: [PreservedProperty], link: Link, selectedChild: VCID? = nil,
                splitCollapsed: Bool = false, splitSecondary: VCID? = nil, splitColumns: PreservedSplitColumns? = nil) {
        self.id = id; self.restorationIdentifier = restorationIdentifier; self.origin = origin
        self.title = title; self.properties = properties; self.link = link
        self.selectedChild = selectedChild; self.splitCollapsed = splitCollapsed
        self.splitSecondary = splitSecondary; self.splitColumns = splitColumns
    }
}

/// What a column-style split preserves besides its properties (RS9, uikit-rules R183): the
/// style `init(style:)` gave it (the stand-in for a restoration class making it again), and per
/// column its child and the controller the app set. Its preferences and its delegate's answers
/// are properties (`preferredDisplayMode`, …); the display mode is not preserved (recomputed
/// from them, R154). The children a split wrapped in navigation controllers of its own (R151)
/// have no restoration identifier, so they are not preserved (RS1), and their controllers with
/// them.
public struct PreservedSplitColumns: Sendable, Equatable {
    public var style: SplitViewStyle
    /// Per column, the split's child: the navigation controller wrapping the app's controller,
    /// or that controller (R151).
    public var children: [SplitColumn: VCID]
    /// Per column, what the app set (`viewController(for:)`).
    public var viewControllers: [SplitColumn: VCID]
    /// While collapsed onto the primary's stack (R159): the controllers each column moved there,
    /// bottom first. Restore gives them back to their columns; the window's traits collapse the
    /// split again.
    public var stacked: [SplitColumn: [VCID]]

    public init(style: SplitViewStyle, children: [SplitColumn: VCID], viewControllers: [SplitColumn: VCID],
                stacked: [SplitColumn: [VCID]] = [:]) {
        self.style = style; self.children = children; self.viewControllers = viewControllers; self.stacked = stacked
    }
}

/// How a preserved presentation was made.
public struct PreservedPresentation: Sendable, Equatable {
    /// The style the caller asked for (before adaptation), the style in effect, the transition.
    public var requestedStyle: PresentationStyle
    public var style: PresentationStyle
    public var transitionStyle: TransitionStyle
    public init(requestedStyle: PresentationStyle, style: PresentationStyle, transitionStyle: TransitionStyle) {
        self.requestedStyle = requestedStyle; self.style = style; self.transitionStyle = transitionStyle
    }
}

/// One named property value.
public struct PreservedProperty: Sendable, Equatable {
    public var name: String
    public var value: PropertyValue
    public init(name: String, value: PropertyValue) { self.name = name; self.value = value }
}

/// The last identifier of each kind an `IDSource` has issued.
public struct IssuedIdentifiers: Sendable, Equatable {
    public var viewControllers: Int
    public var windows: Int
    public var screens: Int
    public init(viewControllers: Int, windows: Int, screens: Int) {
        self.viewControllers = viewControllers; self.windows = windows; self.screens = screens
    }
}

/// What `Hierarchy.restore` did: its events in UIKit's order, the restored controllers, and what
/// it could not restore (a scene that no longer exists, a storyboard not loaded).
public struct RestoreReport: Sendable, Equatable {
    public var events: [EngineEvent]
    public var restored: [VCID]
    public var skipped: [String]
    public init(events: [EngineEvent], restored: [VCID], skipped: [String]) {
        self.events = events; self.restored = restored; self.skipped = skipped
    }
}
