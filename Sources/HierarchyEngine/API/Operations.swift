/// Every mutation the engine accepts: one case per mutating method of docs/protocol.md (plus the
/// few the server needs to build its world). Queries are plain functions on `Hierarchy`.
public enum Operation: Sendable, Equatable {
    // Screens and windows
    case connectScreen(ScreenSpec, externalStoryboard: String?)
    case disconnectScreen(ScreenID)
    case createWindow(screen: ScreenID?, root: VCID?, storyboard: String?, identifier: String?, makeKeyAndVisible: Bool)
    case setRoot(window: WindowID, vc: VCID)
    case makeKeyAndVisible(WindowID)
    case setTraits(window: WindowID, horizontal: SizeClass?, vertical: SizeClass?)
    case destroyWindow(WindowID)
    /// `window.isHidden`: a hidden window's controllers disappear; shown again (not made key)
    /// they appear. On an external display's scene, hiding its last window resumes mirroring (R136).
    case setWindowHidden(WindowID, hidden: Bool)
    // Scenes (iOS 13+ with a scene manifest, uikit-rules R130-R145)
    /// `requestSceneSessionActivation(nil, …)`: a new application-role session, scene and
    /// window on the iPad idiom when the app supports multiple scenes (R139, R140).
    case activateScene(requestingScene: SceneID?)
    /// `requestSceneSessionDestruction(_:options:errorHandler:)` (R141).
    case destroyScene(SceneID)
    /// The user leaves the scene (home, app switch): it resigns active and enters the background (R142).
    case backgroundScene(SceneID)
    /// The user returns to a background scene (R142).
    case foregroundScene(SceneID)
    /// Split View, Slide Over or an iPadOS 26 window resized to `width` x `height` points (R143, R144).
    case resizeScene(SceneID, width: Double, height: Double)
    /// The scene delegate's `stateRestorationActivity(for:)` answer, kept in the session
    /// (nil: none) and restored with it (issue 39 §6).
    case setSceneRestorationActivity(SceneID, SceneActivity?)
    // Device
    case rotate(Orientation)
    case memoryWarning
    // Controllers
    case createController(className: String, title: String?, properties: [String: PropertyValue], children: [VCID])
    case instantiate(storyboard: String, identifier: String?)
    case setProperties(VCID, [String: PropertyValue])
    case present(presenter: VCID, vc: VCID, animated: Bool, style: PresentationStyle?, transition: TransitionStyle?)
    /// `instantiateViewController(withIdentifier:)` then a use of the new controller (present it,
    /// push it, show it) as one step: when the use is refused, nothing was instantiated either.
    case instantiateThen(storyboard: String, identifier: String?, then: InstantiatedUse)
    case dismiss(VCID, animated: Bool)
    case show(VCID, from: VCID, animated: Bool)
    case showDetail(VCID, from: VCID, animated: Bool)
    case addChild(parent: VCID, child: VCID, steps: [AddChildStep])
    case removeFromParent(VCID, steps: [RemoveChildStep])
    case addView(VCID, into: VCID)
    case transition(parent: VCID, from: VCID, to: VCID, duration: Double, animated: Bool)
    case beginAppearanceTransition(VCID, appearing: Bool, animated: Bool)
    case endAppearanceTransition(VCID)
    // Navigation and tab bar
    case push(nav: VCID, vc: VCID, animated: Bool)
    case pop(nav: VCID, animated: Bool)
    case popTo(nav: VCID, vc: VCID, animated: Bool)
    case popToRoot(nav: VCID, animated: Bool)
    case setViewControllers(nav: VCID, vcs: [VCID], animated: Bool)
    case selectTab(tab: VCID, index: Int)
    /// A user's tap on tab `index` (delegate consulted, the selected tab pops to its root).
    case tapTab(tab: VCID, index: Int)
    /// `tab.tapMore`: a user's tap on the More item (R117).
    case tapMore(tab: VCID)
    /// `setViewControllers(_:animated:)` of a tab bar controller at run time (R112).
    case setTabViewControllers(tab: VCID, vcs: [VCID], animated: Bool)
    /// The user's back swipe, finished (an animated pop) or cancelled (R106, R107).
    case interactivePop(nav: VCID, outcome: InteractiveOutcome)
    /// `setViewControllers(_:direction:animated:completion:)` of a page view controller (R121-R123).
    /// `pages`, when given, declares the pages the data source returns (the `pages` property).
    case setPageViewControllers(page: VCID, vcs: [VCID], direction: PageDirection, animated: Bool, pages: [VCID]? = nil)
    /// The user's swipe on a page view controller to the declared pages after or before the
    /// shown ones, finished or cancelled (R124-R127).
    case swipePage(page: VCID, direction: PageDirection, outcome: InteractiveOutcome)
    /// The user pulling a sheet down (iOS 13+, R108-R110).
    case interactiveDismiss(VCID, outcome: InteractiveOutcome)
    /// The user dragging the sheet that holds `vc` to its detent `detent` (iOS 15+, R168):
    /// finished, the selected detent changes and the sheet delegate hears of it; cancelled,
    /// nothing changes. Below the smallest detent is `interactiveDismiss`.
    case dragSheet(VCID, detent: String, outcome: InteractiveOutcome)
    /// The user's tap on the back button of `nav`'s top controller: an animated pop (R169).
    case tapBackButton(nav: VCID)
    // The iOS 18 tab model (R171-R176)
    /// `setTabs(_:animated:)` (the `tabs` property): the tabs' controllers replace
    /// `viewControllers` as R112 replaces them (R172).
    case setTabs(tab: VCID, tabs: [TabSpec], animated: Bool)
    /// `selectedTab =` from code: a root tab, or a group's child (R173); no delegate call.
    case selectTabIdentifier(tab: VCID, identifier: String)
    /// A user's tap on the tab `identifier` in the tab bar, or on a group's child in the
    /// sidebar (R174): `tabBarController(_:shouldSelectTab:)`, then the selection and
    /// `tabBarController(_:didSelectTab:previousTab:)`.
    case tapTabItem(tab: VCID, identifier: String)
    // Column-style split view controllers (iOS 14+, R150-R164)
    /// `setViewController(_:for:)`: `vc` (nil clears the column) in `column`, wrapped in a
    /// navigation controller unless it is one or the column is `compact` (R151-R153).
    case setSplitColumn(split: VCID, column: SplitColumn, vc: VCID?)
    /// `show(_:)` of a column: the nearest display mode showing it, or, collapsed, the column
    /// pushed or uncovered on the stack (R157, R158).
    case showSplitColumn(split: VCID, column: SplitColumn)
    /// `hide(_:)` of a column: the nearest display mode hiding it, or, collapsed, the column
    /// popped off the stack (R157, R158).
    case hideSplitColumn(split: VCID, column: SplitColumn)
    // Segues
    /// `identifier`: performSegue(withIdentifier:) from code (no shouldPerformSegue);
    /// `segue`: the segue element's XML id, as a user tapping its trigger (shouldPerformSegue consulted).
    case performSegue(source: VCID, identifier: String?, segue: String?, sender: String?)
    case unwind(source: VCID, action: String)
}

/// What a completed operation answers (the `result` of the wire response).
public enum OperationResult: Sendable, Equatable {
    case none
    case screenConnected(ScreenID, windows: [WindowID])
    case windowsRemoved([WindowID])
    case windowCreated(WindowID, root: VCID?)
    case controller(VCID)
    case presented(vc: VCID, presenter: VCID, style: PresentationStyle)
    case dismissed([VCID])
    /// `vc`: the controller shown when the request made it (`vc.instantiateAndShow`); `vc.show`
    /// names it in its params and leaves it nil.
    case shown(action: ShowAction, container: VCID?, vc: VCID? = nil)
    case popped([VCID])
    /// `tab.tap`/`tab.tapMore`: whether the delegate let the tap through, what a tap on the
    /// selected tab popped, and the selection after the tap (`selectedIndex` nil: NSNotFound,
    /// the More list is shown; R115).
    case tabTapped(selected: Bool, popped: [VCID], selectedIndex: Int?, selectedViewController: VCID?)
    /// `page.swipe`: the pages shown after the swipe and whether it completed (false: cancelled).
    case pageSwiped(viewControllers: [VCID], completed: Bool)
    case segue(identifier: String?, kind: String, destination: VCID?)
    case unwound(destination: VCID?, dismissed: [VCID], popped: [VCID])
    /// `segue.perform` of an unwind segue: the segue's identifier with the unwind's outcome.
    case unwindSegue(identifier: String?, destination: VCID?, dismissed: [VCID], popped: [VCID])
    case rotated(Orientation, windows: [RotatedWindow])
    /// `scene.activate`: the new scene and the window UIKit built from its storyboard (none
    /// when its configuration names no storyboard).
    case sceneConnected(SceneID, windows: [WindowID])

    public struct RotatedWindow: Sendable, Equatable {
        public var window: WindowID
        public var rotated: Bool
        public init(window: WindowID, rotated: Bool) { self.window = window; self.rotated = rotated }
    }
}

/// A started animated transition: its `will` callbacks are out; the caller waits `duration`
/// seconds (times its animation speed) and then calls `Hierarchy.finishTransition(_:)`.
public struct TransitionTicket: Sendable, Equatable, Hashable {
    public var id: Int
    /// The window whose coordinator owns the transition; nil for controllers in no window.
    public var window: WindowID?
    /// Unscaled seconds: presentation/dismissal 0.5, push/pop 0.35, containment as given.
    public var duration: Double
    public init(id: Int, window: WindowID?, duration: Double) {
        self.id = id; self.window = window; self.duration = duration
    }
}

/// What `apply` and `finishTransition` give back.
public struct Outcome: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        case completed(OperationResult)
        case pending(TransitionTicket)
    }
    public var events: [EngineEvent]
    public var status: Status
    /// UIKit's console warnings on this step of a call that succeeded (uikit-rules W1–W4), in
    /// order; kept even when the hierarchy records no events (`recordsEvents` false).
    public var warnings: [UIKitWarning]
    public init(events: [EngineEvent], status: Status, warnings: [UIKitWarning] = []) {
        self.events = events; self.status = status; self.warnings = warnings
    }
}
