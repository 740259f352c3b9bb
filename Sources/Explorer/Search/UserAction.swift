import ProsceniumClient
import SourceNavigation

/// Where an exploration begins: the app's launch (the main storyboard's initial controller as
/// the main window's root, or the root the app's launch code sets, `launchCode`: with
/// `--sources`, the code that runs wins, as in UIKit), or a controller the app's code could
/// instantiate from a storyboard (its initial controller, or a scene by storyboard identifier)
/// and make a window's root.
public enum ExplorationStart: Hashable, Sendable {
    case launch(storyboard: String)
    /// An external display connects (R135): the scene manifest gives the external display's
    /// role this storyboard, whose initial controller UIKit makes the root of the display's
    /// window. The user makes it (plugging a display in), so it belongs to the launch phase.
    case externalDisplay(storyboard: String)
    case launchCode(LaunchRoot)
    case initialController(storyboard: String)
    case identifier(storyboard: String, identifier: String)

    /// True for the launch (and a display the user connects); false for the starts only code
    /// can make.
    public var isLaunch: Bool {
        switch self {
        case .launch, .launchCode, .externalDisplay: true
        case .initialController, .identifier: false
        }
    }

    /// True for an external display's window (made on an external screen).
    var isExternalDisplay: Bool {
        if case .externalDisplay = self { return true }
        return false
    }

    /// The storyboard `window.create` loads (none for a launch from code, which makes its root first).
    public var storyboard: String {
        switch self {
        case .launch(let s), .externalDisplay(let s), .initialController(let s), .identifier(let s, _): s
        case .launchCode: ""
        }
    }

    /// `window.create`'s identifier parameter.
    var identifier: String? {
        if case .identifier(_, let i) = self { return i }
        return nil
    }

    public var description: String {
        switch self {
        case .launch(let s): "launch: storyboard \(s)'s initial view controller in the main window"
        case .externalDisplay(let s): "an external display connects: storyboard \(s)'s initial view controller in the display's window"
        case .launchCode(let root): "launch: \(root.method) makes \(root) the main window's root"
        case .initialController(let s): "code: instantiateInitialViewController() of storyboard \(s) as a window's root"
        case .identifier(let s, let i): "code: instantiateViewController(withIdentifier: \"\(i)\") of storyboard \(s) as a window's root"
        }
    }
}

/// One thing a user (or, for manual segues and dismissals, the app's code) can do in a state,
/// aimed at the controller at `position`: perform a segue (a tap on its trigger; by identifier
/// for manual segues, as code does), tap a tab, swipe back, pull a sheet down, swipe a page, or
/// dismiss a presented controller the user cannot pull down (docs/explore.md, *Actions*).
public struct UserAction: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A tap on the segue's trigger (`segue.perform` with the segue's XML id: unwinds too,
        /// and `shouldPerformSegue` is consulted).
        case tapSegue(segue: String)
        /// A manual segue (`trigger: controller`), performed from code by identifier.
        case performSegue(identifier: String, segue: String)
        /// A tap on a tab bar item (`tab.tap`, R102-R105): the delegate may veto it; on the
        /// selected tab it pops that tab's navigation stack to its root (R103).
        case tapTab(index: Int)
        /// A tap on an iOS 18 tab (`UITab`) by identifier (`tab.tapTab`, R174): a root tab on the
        /// bar, or a group's child in the sidebar (R175); the delegate may veto it.
        case tapUITab(identifier: String)
        /// A tap on the More item of a tab bar with more tabs than it shows (`tab.tapMore`,
        /// R117): the More list, whose rows are the tabs the bar does not show (R114, R116).
        case tapMore
        /// A finished back swipe (`nav.interactivePop`, R106): the animated pop the back
        /// button makes too.
        case swipeBack
        /// A tap on the navigation bar's back button (`nav.tapBack`, R169): the same animated
        /// pop, offered only where the back swipe is not (its gesture recognizer disabled, R170),
        /// since where both are they reach the same state with the same callbacks.
        case tapBack
        /// A sheet dragged to another of its detents (`sheet.drag`, finished, R168): the
        /// delegate hears of the new detent; no appearance callback. The detent a sheet with
        /// several rests at is part of a state's shape, so the drag reaches a new state.
        case dragSheet(detent: String)
        /// A hidden column of an expanded column-style split brought in with the display-mode
        /// button or the edge swipe (`split.showColumn`, R157, R184): `primary` or
        /// `supplementary`. The display mode is part of a state's shape, so it reaches a new state.
        case showColumn(column: String)
        /// A shown column put away the same way (`split.hideColumn`).
        case hideColumn(column: String)
        /// A sheet pulled down until it goes (`vc.interactiveDismiss`, R108).
        case pullDown
        /// A finished swipe on a page view controller to its next (forward) or previous
        /// declared pages (`page.swipe`, R124).
        case swipePage(forward: Bool)
        /// `vc.dismiss` on a presented controller the user cannot pull down: a tap outside a
        /// popover, or the app's code (a Cancel button). `stuck` is the style it was presented
        /// with when the user has no way out of it at all — no gesture, not a popover, no
        /// unwind segue in what it shows — so only code the storyboard does not show leaves it.
        case dismiss(stuck: String?)
        /// A navigation call of the app's code (`--sources`): the requests it amounts to
        /// (`CodeActionRequests`), after a tap on what triggers it or as the scene appears.
        case code(CodeActionPlan)
        /// A gesture the user begins and gives up (the gesture's request with outcome `cancel`:
        /// R107, R110, R127), offered only where a callback it makes runs the app's code
        /// explore follows: then `code`, the navigation call of that callback, made by the
        /// controller at `at` (after the gesture's callbacks, one call at a time).
        case givenUp(GivenUpGesture, code: CodeActionPlan, at: TreePosition)
    }

    /// A gesture a user can give up: a back swipe (R107), a sheet's pull-down (R110), a page
    /// swipe (R127).
    public enum GivenUpGesture: Hashable, Sendable {
        case swipeBack, pullDown, swipePage(forward: Bool)

        /// The finished gesture's action name (`swipeBack`, `pullDown`, `swipePage`).
        public var name: String {
            switch self {
            case .swipeBack: "swipeBack"
            case .pullDown: "pullDown"
            case .swipePage: "swipePage"
            }
        }
    }

    /// The code plan of a code action (or of a gesture given up, whose callback runs it).
    public var codePlan: CodeActionPlan? {
        switch kind {
        case .code(let plan), .givenUp(_, let plan, _): plan
        default: nil
        }
    }

    public var kind: Kind
    /// The controller the action is aimed at.
    public var position: TreePosition
    /// That controller's scene.
    public var scene: SceneKey?

    /// The segue's XML id for the segue kinds.
    public var segueID: String? {
        switch kind {
        case .tapSegue(let s), .performSegue(_, let s): s
        default: nil
        }
    }

    /// The action's name in reports: `segue`, `performSegue`, `tapTab`, `tapUITab`, `tapMore`, `swipeBack`, `tapBack`, `dragSheet`, `showColumn`, `hideColumn`, `pullDown`,
    /// `swipePage`, `dismiss` or `code`; a gesture given up has the gesture's name (its step says
    /// `outcome: cancel`).
    public var name: String {
        switch kind {
        case .tapSegue: "segue"
        case .performSegue: "performSegue"
        case .tapTab: "tapTab"
        case .tapUITab: "tapUITab"
        case .tapMore: "tapMore"
        case .swipeBack: "swipeBack"
        case .tapBack: "tapBack"
        case .dragSheet: "dragSheet"
        case .showColumn: "showColumn"
        case .hideColumn: "hideColumn"
        case .pullDown: "pullDown"
        case .swipePage: "swipePage"
        case .dismiss: "dismiss"
        case .code: "code"
        case .givenUp(let gesture, _, _): gesture.name
        }
    }

    /// Identifies "the same action" across states (for deduplicating problems): the kind and
    /// the scene it is taken in, not the position.
    var identity: String {
        let where_ = scene?.description ?? position.description
        switch kind {
        case .tapSegue(let s): return "segue \(where_) \(s)"
        case .performSegue(_, let s): return "performSegue \(where_) \(s)"
        case .tapTab(let i): return "tapTab \(where_) \(i)"
        case .tapUITab(let identifier): return "tapUITab \(where_) \(identifier)"
        case .tapMore: return "tapMore \(where_)"
        case .swipeBack: return "swipeBack \(where_)"
        case .tapBack: return "tapBack \(where_)"
        case .dragSheet(let detent): return "dragSheet \(where_) \(detent)"
        case .showColumn(let column): return "showColumn \(where_) \(column)"
        case .hideColumn(let column): return "hideColumn \(where_) \(column)"
        case .pullDown: return "pullDown \(where_)"
        case .swipePage(let forward): return "swipePage \(where_) \(forward ? "forward" : "reverse")"
        case .dismiss: return "dismiss \(where_)"
        case .code(let plan): return "code \(where_) \(plan.location) \(plan.text)"
        case .givenUp(let gesture, let plan, let at): return "givenUp \(gesture.name) \(where_) \(at) \(plan.location) \(plan.text)"
        }
    }
}
