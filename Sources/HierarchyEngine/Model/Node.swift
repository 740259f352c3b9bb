/// The rarely-written, reference-heavy part of a controller (names, storyboard origin,
/// properties), boxed so copying a `Node` costs a few retains. Copy-on-write through `Node`.
final class NodeInfo: @unchecked Sendable, Equatable {
    // @unchecked: only mutated through Node's setters after a uniqueness check (COW).
    var className: String
    var uikitClass: String
    var title: String?
    var storyboard: String?
    var storyboardIdentifier: String?
    var scene: String?
    /// The scene's number in the catalog (`StoryboardCatalog.numberedScenes`), set with
    /// `storyboard` and `scene` by an instantiation; nil once either is changed.
    var sceneNumber: Int?
    var props: Props
    var pendingEmbeds: [PendingEmbed] = []

    init(className: String, uikitClass: String, props: Props) {
        self.className = className; self.uikitClass = uikitClass; self.props = props
    }

    func copy() -> NodeInfo {
        let c = NodeInfo(className: className, uikitClass: uikitClass, props: props)
        c.title = title; c.storyboard = storyboard; c.storyboardIdentifier = storyboardIdentifier
        c.scene = scene; c.sceneNumber = sceneNumber; c.pendingEmbeds = pendingEmbeds
        return c
    }

    static func == (a: NodeInfo, b: NodeInfo) -> Bool {
        a === b || (a.className == b.className && a.uikitClass == b.uikitClass && a.title == b.title
            && a.storyboard == b.storyboard && a.storyboardIdentifier == b.storyboardIdentifier
            && a.scene == b.scene && a.sceneNumber == b.sceneNumber && a.props == b.props && a.pendingEmbeds == b.pendingEmbeds)
    }
}

/// One view controller as the engine stores it: identity, storyboard origin, properties,
/// the links UIKit reports, view/appearance state and container-specific state.
@usableFromInline
struct Node: Sendable, Equatable {
    let id: VCID
    var kind: ContainerKind
    private var info: NodeInfo
    /// The boxed names and properties, shared (read-only: `TreeNodeView`).
    var nameInfo: NodeInfo { info }

    private mutating func uniqueInfo() -> NodeInfo {
        if !isKnownUniquelyReferenced(&info) { info = info.copy() }
        return info
    }

    /// `customClass ?? className`: what descriptions and queries show.
    var className: String { get { info.className } set { uniqueInfo().className = newValue } }
    /// The UIKit class (`UIViewController`, `UINavigationController`, ...).
    var uikitClass: String { get { info.uikitClass } set { uniqueInfo().uikitClass = newValue } }
    var title: String? { get { info.title } set { uniqueInfo().title = newValue } }
    var storyboard: String? {
        get { info.storyboard }
        set { let i = uniqueInfo(); i.storyboard = newValue; i.sceneNumber = nil }
    }
    var storyboardIdentifier: String? { get { info.storyboardIdentifier } set { uniqueInfo().storyboardIdentifier = newValue } }
    var scene: String? {
        get { info.scene }
        set { let i = uniqueInfo(); i.scene = newValue; i.sceneNumber = nil }
    }
    var props: Props { get { info.props } set { uniqueInfo().props = newValue } }
    /// `props.delegateEvents` read in place (every on-screen navigation change asks; no copy of `Props`).
    var delegateEvents: Bool { info.props.delegateEvents }
    /// Single properties every present, dismiss and shown-set walk reads, in place like `delegateEvents`.
    var forwardsAppearance: Bool { info.props.shouldAutomaticallyForwardAppearanceMethods }
    var modalPresentationStyle: PresentationStyle { info.props.modalPresentationStyle }
    var modalTransitionStyle: TransitionStyle { info.props.modalTransitionStyle }
    var definesPresentationContext: Bool { info.props.definesPresentationContext }
    var adaptivePresentationStyle: PresentationStyle? { info.props.adaptivePresentationStyle }
    var popoverAnchor: Bool { info.props.popoverAnchor }
    /// Embed segues whose prepareForSegue runs when this controller's view loads (R89).
    var pendingEmbeds: [PendingEmbed] { get { info.pendingEmbeds } set { uniqueInfo().pendingEmbeds = newValue } }

    // Containment
    var parent: VCID?
    var children: [VCID] = []
    /// Controllers whose root view sits in this controller's view without containment (R35).
    var guests: [VCID] = []
    /// The controller whose view contains this controller's root view, if any.
    var viewHost: VCID?
    /// Between willMove(toParent: p) and didMove(toParent: p) (R19).
    var movingToParent = false
    /// Between willMove(toParent: nil) and removeFromParent (R19).
    var movingFromParent = false

    // Presentation (links as stored: the actual presenter and presented, R49)
    var presenting: VCID?
    var presented: VCID?
    /// The style requested by the caller (before adaptation).
    var requestedStyle: PresentationStyle?
    /// The effective style after adaptation; set only on presented controllers.
    var style: PresentationStyle?
    var transitionStyle: TransitionStyle?
    /// Whether this presentation removed its presenter's views (R51).
    var removesPresenter = false
    /// The caller of `present` (for descriptions only).
    var presentCaller: VCID?

    // Window membership
    var windowRoot: WindowID?
    @usableFromInline var window: WindowID?

    // View and appearance
    var viewLoaded = false
    var appearance: AppearanceState = .disappeared
    var lastWillAnimated = false
    var appearanceCallbacks = 0
    /// Appearance driven by begin/endAppearanceTransition at least once (R29); exempt from the on-screen check.
    var manuallyDriven = false

    // Containers
    var selectedIndex = 0
    /// On a tab bar controller: its More navigation controller, made when first needed
    /// (R114); its parent is the tab bar controller, but it is not one of its `children`
    /// (`viewControllers`).
    var moreNavigation: VCID?
    /// On a tab bar controller: the More item is the selected one (its navigation controller is
    /// on screen: the More list, or a tab pushed from it, R115).
    var moreShown = false
    var splitCollapsed = false
    var splitSecondary: VCID?
    /// On a navigation controller: a top controller of it has appeared (the first one brings
    /// its delegate's first willShow/didShow, R111b), and the controller whose didShow the
    /// delegate is owed until that controller's viewDidAppear.
    var navTopShown = false
    var owedDidShow: VCID?

    /// Links this controller to its presenter (R49, R50), with the presentation's styles.
    mutating func beginPresentation(by presenter: VCID, caller: VCID, requested: PresentationStyle,
                                    style: PresentationStyle, transition: TransitionStyle, removesPresenter: Bool) {
        presenting = presenter
        requestedStyle = requested
        self.style = style
        transitionStyle = transition
        self.removesPresenter = removesPresenter
        presentCaller = caller
    }

    /// Clears what `beginPresentation` set.
    mutating func endPresentation() {
        presenting = nil
        style = nil
        requestedStyle = nil
        transitionStyle = nil
        removesPresenter = false
        presentCaller = nil
    }

    /// One appearance callback: the new state, counted; returns the window for its event and
    /// the parent (R111b asks it) — one access to the table, not three.
    mutating func enterAppearance(_ next: AppearanceState) -> (window: WindowID?, parent: VCID?) {
        appearance = next
        appearanceCallbacks += 1
        return (window, parent)
    }

    init(id: VCID, className: String, uikitClass: String, kind: ContainerKind, props: Props) {
        self.id = id; self.kind = kind
        self.info = NodeInfo(className: className, uikitClass: uikitClass, props: props)
    }

    /// A controller whose names and properties are `info`, shared until changed (a prepared
    /// scene's, `ScenePlans`).
    init(id: VCID, kind: ContainerKind, info: NodeInfo) {
        self.id = id; self.kind = kind; self.info = info
    }
}

/// An embed segue remembered until the parent's view loads.
struct PendingEmbed: Sendable, Equatable {
    var segue: String
    var identifier: String?
    var child: VCID
}

/// A screen: its spec and traits.
struct Screen: Sendable, Equatable {
    let id: ScreenID
    var spec: ScreenSpec
    var windows: [WindowID] = []
    var traits: Traits {
        switch spec.idiom {
        case .phone:
            let landscape = spec.width > spec.height
            return Traits(horizontalSizeClass: .compact,
                          verticalSizeClass: landscape ? .compact : .regular, idiom: .phone)
        case .pad, .external, .tv:
            return Traits(horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: spec.idiom)
        }
    }
}

/// A window: its screen, root, key/visible flags, trait overrides and orientation.
struct Window: Sendable, Equatable {
    let id: WindowID
    var screen: ScreenID
    var root: VCID?
    var key = false
    var visible = false
    var horizontalOverride: SizeClass?
    var verticalOverride: SizeClass?
    var orientation: Orientation = .portrait
    var controllerCount = 0
    /// The scene the window belongs to (scene model only, R130); nil in the app-delegate model.
    var scene: SceneID?
}

extension ContainerKind {
    /// The container kind a class created in code maps to.
    static func forClass(_ name: String) -> ContainerKind {
        switch name {
        case "UINavigationController": .navigation
        case "UITabBarController": .tabBar
        case "UISplitViewController": .splitView
        case "UIPageViewController": .pageViewController
        default: .plain
        }
    }
}
