import ProsceniumClient

/// Where an exploration begins: the app's launch (the main storyboard's initial controller as
/// the main window's root), or a controller the app's code could instantiate from a storyboard
/// (its initial controller, or a scene by storyboard identifier) and make a window's root.
public enum ExplorationStart: Hashable, Sendable {
    case launch(storyboard: String)
    case initialController(storyboard: String)
    case identifier(storyboard: String, identifier: String)

    /// True for the launch; false for the starts only code can make.
    public var isLaunch: Bool {
        if case .launch = self { return true }
        return false
    }

    public var storyboard: String {
        switch self {
        case .launch(let s), .initialController(let s), .identifier(let s, _): s
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
        case .initialController(let s): "code: instantiateInitialViewController() of storyboard \(s) as a window's root"
        case .identifier(let s, let i): "code: instantiateViewController(withIdentifier: \"\(i)\") of storyboard \(s) as a window's root"
        }
    }
}

/// One thing a user (or, for manual segues, the app's code) can do in a state, aimed at the
/// controller at `position`: perform a segue (a tap on its trigger; by identifier for manual
/// segues, as code does), select a tab, go back (pop the navigation stack), or dismiss a
/// presented controller.
public struct UserAction: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A tap on the segue's trigger (`segue.perform` with the segue's XML id: unwinds too,
        /// and `shouldPerformSegue` is consulted).
        case tapSegue(segue: String)
        /// A manual segue (`trigger: controller`), performed from code by identifier.
        case performSegue(identifier: String, segue: String)
        case selectTab(index: Int)
        case back
        case dismiss
        /// A navigation call of the app's code (`--sources`): the requests it amounts to
        /// (`CodeActionRequests`), after a tap on what triggers it or as the scene appears.
        case code(CodeActionPlan)
    }

    /// The code plan of a code action.
    public var codePlan: CodeActionPlan? {
        if case .code(let plan) = kind { return plan }
        return nil
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

    /// The action's name in reports: `segue`, `performSegue`, `tab`, `back`, `dismiss` or `code`.
    public var name: String {
        switch kind {
        case .tapSegue: "segue"
        case .performSegue: "performSegue"
        case .selectTab: "tab"
        case .back: "back"
        case .dismiss: "dismiss"
        case .code: "code"
        }
    }

    /// Identifies "the same action" across states (for deduplicating problems): the kind and
    /// the scene it is taken in, not the position.
    var identity: String {
        let where_ = scene?.description ?? position.description
        switch kind {
        case .tapSegue(let s): return "segue \(where_) \(s)"
        case .performSegue(_, let s): return "performSegue \(where_) \(s)"
        case .selectTab(let i): return "tab \(where_) \(i)"
        case .back: return "back \(where_)"
        case .dismiss: return "dismiss \(where_)"
        case .code(let plan): return "code \(where_) \(plan.location) \(plan.text)"
        }
    }
}
