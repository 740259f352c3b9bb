/// Every controller property of docs/protocol.md *Properties*, with UIKit's
/// defaults, parsing from `PropertyValue` and reporting in a stable order.
///
/// Two defaults depend on more than the iOS version: `definesPresentationContext` is true for a
/// navigation controller (C1/R47: "some system-provided view controllers, such as
/// UINavigationController, change the default value to YES"), and `supportedInterfaceOrientations`
/// follows the device's idiom (C5: all four on the iPad idiom, allButUpsideDown on the iPhone
/// idiom), so it stays unset (`nil`) until an app sets it and is resolved when read.
struct Props: Sendable, Equatable {
    var modalPresentationStyle: PresentationStyle
    var modalTransitionStyle: TransitionStyle = .coverVertical
    var definesPresentationContext: Bool
    var providesPresentationContextTransitionStyle = false
    var modalPresentationCapturesStatusBarAppearance = false
    var isModalInPopover = false
    /// iOS 13+: a sheet the user cannot pull down (R109).
    var isModalInPresentation = false
    /// The presentation controller delegate's `presentationControllerShouldDismiss(_:)`
    /// answer when the user pulls this sheet down (R108).
    var presentationControllerShouldDismiss = true
    var shouldAutomaticallyForwardAppearanceMethods = true
    var preferredStatusBarStyle: StatusBarStyle = .default
    var prefersStatusBarHidden = false
    var childForStatusBarStyle: VCID?
    var childForStatusBarHidden: VCID?
    /// Set by the app, else nil: the idiom's default (`supportedInterfaceOrientations(idiom:)`).
    var supportedInterfaceOrientationsOverride: [Orientation]?
    var restorationIdentifier: String?
    var preferredContentSize = ContentSize(width: 0, height: 0)
    var hidesBottomBarWhenPushed = false
    var shouldAutorotate = true
    var preferredInterfaceOrientationForPresentation: Orientation = .portrait
    var adaptivePresentationStyle: PresentationStyle?
    var unwindActions: [String] = []
    var vetoedSegues: [String] = []
    /// On a tab bar controller: the children its delegate's `tabBarController(_:shouldSelect:)`
    /// answers false to when a user taps their tab (R102).
    var vetoedTabs: [VCID] = []
    /// Whether the container has a delegate implementing the delegate methods UIKit calls on
    /// every change (a navigation controller's willShow/didShow, R111), reported as events. Off
    /// by default: without a delegate UIKit calls nothing (tab taps and sheet pulls always
    /// report theirs).
    var delegateEvents = false
    /// Engine addition: whether a popover anchor (sourceView/barButtonItem) is set (R61).
    var popoverAnchor = true
    /// `navigationItem.hidesBackButton` (R169): no back button for the user to tap while this
    /// controller is a navigation controller's top, and no back swipe either.
    var hidesBackButton = false
    /// On a navigation controller only: `interactivePopGestureRecognizer.isEnabled` (R170);
    /// nil on every other controller, whose reports do not list it.
    var interactivePopGestureEnabled: Bool?
    /// iOS 15+: what the app set on the controller's `sheetPresentationController` (R166,
    /// R167); nil until a sheet property is set, and then reported.
    var sheet: SheetProps?
    /// A tab bar controller's iOS 18 tab model (R171-R176); nil until tabs or a tab-model
    /// property are set (reported by `vc.get` with their context, `tabReport`).
    var tabs: TabProps?
    /// A page view controller's own properties (R120, R125); nil for every other kind, whose
    /// reports do not list them.
    var page: PageProps?
    /// A column-style split view controller's properties and column state (R150-R161); nil for
    /// every other controller, a classic split included.
    var split: SplitProps?

    /// A new controller's properties: `kind` decides the container defaults (C1).
    init(profile: Profile, kind: ContainerKind) {
        modalPresentationStyle = profile == .modern ? .automatic : .fullScreen   // R72: automatic since iOS 13
        definesPresentationContext = kind == .navigation
        page = kind == .pageViewController ? PageProps() : nil
        interactivePopGestureEnabled = kind == .navigation ? true : nil
    }

    /// C5: the app's value, else all four orientations on the iPad idiom and allButUpsideDown
    /// on every other (the device's idiom: the main screen's).
    func supportedInterfaceOrientations(idiom: Idiom) -> [Orientation] {
        supportedInterfaceOrientationsOverride ?? (idiom == .pad ? Orientation.allCases : Props.allButUpsideDown)
    }

    static let allButUpsideDown: [Orientation] = [.portrait, .landscapeLeft, .landscapeRight]

    static let names: [String] = [
        "title", "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "modalPresentationCapturesStatusBarAppearance",
        "isModalInPopover", "isModalInPresentation", "presentationControllerShouldDismiss", "shouldAutomaticallyForwardAppearanceMethods", "preferredStatusBarStyle",
        "prefersStatusBarHidden", "childForStatusBarStyle", "childForStatusBarHidden",
        "supportedInterfaceOrientations", "restorationIdentifier", "preferredContentSize",
        "hidesBottomBarWhenPushed", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
        "adaptivePresentationStyle", "unwindActions", "vetoedSegues", "vetoedTabs", "delegateEvents", "popoverAnchor",
        "hidesBackButton",
    ]
    /// A navigation controller's own properties, reported after `names` (R170).
    static let navigationNames: [String] = ["interactivePopGestureEnabled"]

    /// Every property in `names` order; `title` comes from the node, `idiom` (the device's)
    /// resolves the default orientations.
    func report(title: String?, idiom: Idiom) -> [(name: String, value: PropertyValue)] {
        func opt(_ s: String?) -> PropertyValue { s.map { .string($0) } ?? .null }
        return [
            ("title", opt(title)),
            ("modalPresentationStyle", .string(modalPresentationStyle.rawValue)),
            ("modalTransitionStyle", .string(modalTransitionStyle.rawValue)),
            ("definesPresentationContext", .bool(definesPresentationContext)),
            ("providesPresentationContextTransitionStyle", .bool(providesPresentationContextTransitionStyle)),
            ("modalPresentationCapturesStatusBarAppearance", .bool(modalPresentationCapturesStatusBarAppearance)),
            ("isModalInPopover", .bool(isModalInPopover)),
            ("isModalInPresentation", .bool(isModalInPresentation)),
            ("presentationControllerShouldDismiss", .bool(presentationControllerShouldDismiss)),
            ("shouldAutomaticallyForwardAppearanceMethods", .bool(shouldAutomaticallyForwardAppearanceMethods)),
            ("preferredStatusBarStyle", .string(preferredStatusBarStyle.rawValue)),
            ("prefersStatusBarHidden", .bool(prefersStatusBarHidden)),
            ("childForStatusBarStyle", opt(childForStatusBarStyle?.description)),
            ("childForStatusBarHidden", opt(childForStatusBarHidden?.description)),
            ("supportedInterfaceOrientations", .strings(supportedInterfaceOrientations(idiom: idiom).map(\.rawValue))),
            ("restorationIdentifier", opt(restorationIdentifier)),
            ("preferredContentSize", .size(width: preferredContentSize.width, height: preferredContentSize.height)),
            ("hidesBottomBarWhenPushed", .bool(hidesBottomBarWhenPushed)),
            ("shouldAutorotate", .bool(shouldAutorotate)),
            ("preferredInterfaceOrientationForPresentation", .string(preferredInterfaceOrientationForPresentation.rawValue)),
            ("adaptivePresentationStyle", opt(adaptivePresentationStyle?.rawValue)),
            ("unwindActions", .strings(unwindActions)),
            ("vetoedSegues", .strings(vetoedSegues)),
            ("vetoedTabs", .strings(vetoedTabs.map(\.description))),
            ("delegateEvents", .bool(delegateEvents)),
            ("popoverAnchor", .bool(popoverAnchor)),
            ("hidesBackButton", .bool(hidesBackButton)),
        ] + (interactivePopGestureEnabled.map { [("interactivePopGestureEnabled", PropertyValue.bool($0))] } ?? [])
            + (page?.report() ?? []) + (sheet?.report() ?? [])
    }

    /// Applies one property; `title` is handled by the caller. Throws `.invalidParams`.
    mutating func set(_ name: String, _ value: PropertyValue, exists: (VCID) -> Bool) throws(EngineError) {
        func bad(_ expected: String) -> EngineError {
            EngineError(.invalidParams, "property '\(name)' expects \(expected), got \(value)")
        }
        func bool() throws(EngineError) -> Bool {
            guard case .bool(let b) = value else { throw bad("a boolean") }
            return b
        }
        func enumValue<E: RawRepresentable>(_: E.Type) throws(EngineError) -> E where E.RawValue == String {
            guard case .string(let s) = value, let e = E(rawValue: s) else { throw bad("one of the \(E.self) names") }
            return e
        }
        func vcOrNull() throws(EngineError) -> VCID? {
            if value == .null { return nil }
            guard case .string(let s) = value, let id = VCID(wire: s) else { throw bad("a controller id or null") }
            guard exists(id) else { throw EngineError(.notFound, "no view controller \(s) (property '\(name)')") }
            return id
        }
        func stringOrNull() throws(EngineError) -> String? {
            if value == .null { return nil }
            guard case .string(let s) = value else { throw bad("a string or null") }
            return s
        }
        func strings() throws(EngineError) -> [String] {
            switch value {
            case .strings(let l): return l
            case .string(let s): return [s]
            default: throw bad("a list of strings")
            }
        }
        switch name {
        case "modalPresentationStyle": modalPresentationStyle = try enumValue(PresentationStyle.self)
        case "modalTransitionStyle": modalTransitionStyle = try enumValue(TransitionStyle.self)
        case "definesPresentationContext": definesPresentationContext = try bool()
        case "providesPresentationContextTransitionStyle": providesPresentationContextTransitionStyle = try bool()
        case "modalPresentationCapturesStatusBarAppearance": modalPresentationCapturesStatusBarAppearance = try bool()
        case "isModalInPopover": isModalInPopover = try bool()
        case "isModalInPresentation": isModalInPresentation = try bool()
        case "presentationControllerShouldDismiss": presentationControllerShouldDismiss = try bool()
        case "shouldAutomaticallyForwardAppearanceMethods": shouldAutomaticallyForwardAppearanceMethods = try bool()
        case "preferredStatusBarStyle": preferredStatusBarStyle = try enumValue(StatusBarStyle.self)
        case "prefersStatusBarHidden": prefersStatusBarHidden = try bool()
        case "childForStatusBarStyle": childForStatusBarStyle = try vcOrNull()
        case "childForStatusBarHidden": childForStatusBarHidden = try vcOrNull()
        case "supportedInterfaceOrientations":
            switch value {
            case .string("all"): supportedInterfaceOrientationsOverride = Orientation.allCases
            case .string("allButUpsideDown"): supportedInterfaceOrientationsOverride = Props.allButUpsideDown
            case .string("portrait"): supportedInterfaceOrientationsOverride = [.portrait]
            case .string("landscape"): supportedInterfaceOrientationsOverride = [.landscapeLeft, .landscapeRight]
            case .strings(let list):
                var out: [Orientation] = []
                for s in list {
                    guard let o = Orientation(rawValue: s) else { throw bad("orientation names") }
                    if !out.contains(o) { out.append(o) }
                }
                guard !out.isEmpty else { throw bad("at least one orientation") }
                supportedInterfaceOrientationsOverride = out
            default: throw bad("a list of orientations or a mask (all, allButUpsideDown, portrait, landscape)")
            }
        case "restorationIdentifier": restorationIdentifier = try stringOrNull()
        case "preferredContentSize":
            guard case .size(let w, let h) = value, w >= 0, h >= 0 else { throw bad("a non-negative size") }
            preferredContentSize = ContentSize(width: w, height: h)
        case "hidesBottomBarWhenPushed": hidesBottomBarWhenPushed = try bool()
        case "shouldAutorotate": shouldAutorotate = try bool()
        case "preferredInterfaceOrientationForPresentation":
            preferredInterfaceOrientationForPresentation = try enumValue(Orientation.self)
        case "adaptivePresentationStyle":
            adaptivePresentationStyle = value == .null ? nil : try enumValue(PresentationStyle.self)
        case "unwindActions":   // one spelling (UnwindActionName): kept as canonical selectors
            var actions: [String] = []
            for a in try strings().map(UnwindActionName.canonical) where !actions.contains(a) { actions.append(a) }
            unwindActions = actions
        case "vetoedSegues": vetoedSegues = try strings()
        case "vetoedTabs":
            var list: [VCID] = []
            for s in try strings() {
                guard let id = VCID(wire: s) else { throw bad("a list of controller ids") }
                guard exists(id) else { throw EngineError(.notFound, "no view controller \(s) (property '\(name)')") }
                if !list.contains(id) { list.append(id) }
            }
            vetoedTabs = list
        case "delegateEvents": delegateEvents = try bool()
        case "popoverAnchor": popoverAnchor = try bool()
        case "hidesBackButton": hidesBackButton = try bool()
        case "interactivePopGestureEnabled":
            guard interactivePopGestureEnabled != nil else {
                throw EngineError(.invalidParams, "property 'interactivePopGestureEnabled' belongs to a navigation controller (UINavigationController.interactivePopGestureRecognizer) only")
            }
            interactivePopGestureEnabled = try bool()
        case "transitionStyle", "navigationOrientation", "spineLocation", "isDoubleSided", "pages":
            guard var pg = page else {
                throw EngineError(.invalidParams, "property '\(name)' belongs to a page view controller (UIPageViewController) only")
            }
            switch name {
            case "transitionStyle": pg.transitionStyle = try enumValue(PageTransitionStyle.self)
            case "navigationOrientation": pg.navigationOrientation = try enumValue(PageNavigationOrientation.self)
            case "spineLocation": pg.spineLocation = try enumValue(PageSpineLocation.self)
            case "isDoubleSided": pg.isDoubleSided = try bool()
            default:
                var list: [VCID] = []
                for s in try strings() {
                    guard let id = VCID(wire: s) else { throw bad("a list of controller ids") }
                    guard exists(id) else { throw EngineError(.notFound, "no view controller \(s) (property '\(name)')") }
                    guard !list.contains(id) else { throw EngineError(.invalidParams, "property 'pages' lists \(s) twice") }
                    list.append(id)
                }
                pg.pages = list
            }
            page = pg
        default:
            throw EngineError(.invalidParams, "unknown property '\(name)'")
        }
    }
}

/// `preferredContentSize`.
struct ContentSize: Sendable, Equatable { var width: Double; var height: Double }
