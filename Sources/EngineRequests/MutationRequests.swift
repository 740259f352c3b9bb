import HierarchyEngine
import WireProtocol

/// What the mutation requests a user's taps become mean to the engine: the params of
/// `window.create`, `segue.perform`, `tab.select`, `tab.tap`, `tab.tapMore`, `nav.pop`, `nav.interactivePop`,
/// `vc.dismiss`, `vc.interactiveDismiss` and `page.swipe` → the engine `Operation`, with the contract's errors
/// for params the engine cannot take; and those the app's code makes (`vc.instantiate`,
/// `vc.create`, `vc.present`, `vc.show`, `vc.showDetail`, `nav.push`, `nav.popToRoot`,
/// `nav.setViewControllers`: what `prosc explore --sources` performs for a recognised navigation
/// call, `CodeActionRequests`). proscd's method
/// entries build their operations here, and `prosc explore` builds the same operations from
/// the same params when it explores in process, so both meet the same rules and refusals.
public enum MutationRequests {
    /// `animated`, default true.
    public static func animated(_ p: Params) throws(RPCError) -> Bool {
        try p.optionalBool("animated") ?? true
    }

    /// `window.create {screen?, root?, storyboard?, identifier?, makeKeyAndVisible?}` (screen and
    /// root already resolved by the caller).
    public static func windowCreate(screen: ScreenID?, root: VCID?, _ p: Params) throws(RPCError) -> Operation {
        let storyboard = try p.optionalString("storyboard")
        let identifier = try p.optionalString("identifier")
        if root != nil && storyboard != nil {
            throw .invalidParams("give either 'root' or 'storyboard', not both")
        }
        return .createWindow(screen: screen, root: root, storyboard: storyboard, identifier: identifier,
                             makeKeyAndVisible: try p.optionalBool("makeKeyAndVisible") ?? true)
    }

    /// `segue.perform {source, identifier | segue, sender?}`.
    public static func seguePerform(source: VCID, _ p: Params) throws(RPCError) -> Operation {
        let identifier = try p.optionalString("identifier")
        let segue = try p.optionalString("segue")
        guard (identifier == nil) != (segue == nil) else {
            throw .invalidParams("give exactly one of 'identifier' (performSegue from code) or 'segue' (the segue's XML id, as a user tap)")
        }
        return .performSegue(source: source, identifier: identifier, segue: segue, sender: try p.optionalString("sender"))
    }

    /// `tab.select {tab, index}`.
    public static func tabSelect(tab: VCID, _ p: Params) throws(RPCError) -> Operation {
        .selectTab(tab: tab, index: try p.int("index"))
    }

    /// `tab.tap {tab, index}`: a user's tap (the delegate is consulted).
    public static func tabTap(tab: VCID, _ p: Params) throws(RPCError) -> Operation {
        .tapTab(tab: tab, index: try p.int("index"))
    }

    /// `tab.tapMore {tab}`: a user's tap on the More item (the delegate is consulted).
    public static func tabTapMore(tab: VCID, _ p: Params) throws(RPCError) -> Operation {
        .tapMore(tab: tab)
    }

    /// `nav.pop {nav, animated?}`.
    public static func navPop(nav: VCID, _ p: Params) throws(RPCError) -> Operation {
        .pop(nav: nav, animated: try animated(p))
    }

    /// `outcome?` of an interactive transition, default `finish`.
    public static func outcome(_ p: Params) throws(RPCError) -> InteractiveOutcome {
        guard let text = try p.optionalString("outcome") else { return .finish }
        guard let o = InteractiveOutcome(rawValue: text) else {
            throw .invalidParams("parameter 'outcome' must be one of finish, cancel, got \(text)")
        }
        return o
    }

    /// `nav.interactivePop {nav, outcome?}`: the user's back swipe.
    public static func navInteractivePop(nav: VCID, _ p: Params) throws(RPCError) -> Operation {
        .interactivePop(nav: nav, outcome: try outcome(p))
    }

    /// `vc.interactiveDismiss {vc, outcome?}`: the user pulling a sheet down.
    public static func vcInteractiveDismiss(vc: VCID, _ p: Params) throws(RPCError) -> Operation {
        .interactiveDismiss(vc, outcome: try outcome(p))
    }

    /// `vc.dismiss {vc, animated?}`.
    public static func vcDismiss(vc: VCID, _ p: Params) throws(RPCError) -> Operation {
        .dismiss(vc, animated: try animated(p))
    }

    /// A `String`-valued enum parameter, nil when absent.
    public static func enumValue<E: RawRepresentable>(_ name: String, _ p: Params) throws(RPCError) -> E? where E.RawValue == String {
        guard let text = try p.optionalString(name) else { return nil }
        guard let v = E(rawValue: text) else { throw .invalidParams("parameter '\(name)' has an unknown value '\(text)'") }
        return v
    }

    /// `vc.instantiate {storyboard, identifier?}`.
    public static func vcInstantiate(_ p: Params) throws(RPCError) -> Operation {
        .instantiate(storyboard: try p.string("storyboard"), identifier: try p.optionalString("identifier"))
    }

    /// `vc.create {class, title?, properties?, children?}` (properties and children already read by the caller).
    public static func vcCreate(properties: [String: PropertyValue], children: [VCID], _ p: Params) throws(RPCError) -> Operation {
        let className = try p.string("class")
        guard !className.isEmpty else { throw .invalidParams("'class' must not be empty") }
        return .createController(className: className, title: try p.optionalString("title"), properties: properties, children: children)
    }

    /// `vc.present {presenter, vc, animated?, style?, transition?}`.
    public static func vcPresent(presenter: VCID, vc: VCID, _ p: Params) throws(RPCError) -> Operation {
        .present(presenter: presenter, vc: vc, animated: try animated(p),
                 style: try enumValue("style", p) as PresentationStyle?, transition: try enumValue("transition", p) as TransitionStyle?)
    }

    /// `vc.show {from, vc, animated?}` and `vc.showDetail`.
    public static func vcShow(from: VCID, vc: VCID, detail: Bool, _ p: Params) throws(RPCError) -> Operation {
        detail ? .showDetail(vc, from: from, animated: try animated(p)) : .show(vc, from: from, animated: try animated(p))
    }

    /// `nav.push {nav, vc, animated?}`.
    public static func navPush(nav: VCID, vc: VCID, _ p: Params) throws(RPCError) -> Operation {
        .push(nav: nav, vc: vc, animated: try animated(p))
    }

    /// `nav.popToRoot {nav, animated?}`.
    public static func navPopToRoot(nav: VCID, _ p: Params) throws(RPCError) -> Operation {
        .popToRoot(nav: nav, animated: try animated(p))
    }

    /// `nav.setViewControllers {nav, vcs, animated?}`.
    public static func navSetViewControllers(nav: VCID, vcs: [VCID], _ p: Params) throws(RPCError) -> Operation {
        .setViewControllers(nav: nav, vcs: vcs, animated: try animated(p))
    }

    /// `direction?` of a page change or swipe, default `forward`.
    public static func pageDirection(_ p: Params) throws(RPCError) -> PageDirection {
        guard let text = try p.optionalString("direction") else { return .forward }
        guard let d = PageDirection(rawValue: text) else {
            throw .invalidParams("parameter 'direction' must be one of forward, reverse, got \(text)")
        }
        return d
    }

    /// `page.setViewControllers {page, vcs, direction?, animated?, pages?}` (`pages` already read by the caller).
    public static func pageSetViewControllers(page: VCID, vcs: [VCID], pages: [VCID]?, _ p: Params) throws(RPCError) -> Operation {
        .setPageViewControllers(page: page, vcs: vcs, direction: try pageDirection(p), animated: try animated(p), pages: pages)
    }

    /// `page.swipe {page, direction?, outcome?}`: the user's swipe to the declared pages.
    public static func pageSwipe(page: VCID, _ p: Params) throws(RPCError) -> Operation {
        .swipePage(page: page, direction: try pageDirection(p), outcome: try outcome(p))
    }

    /// The operation of one of these requests aimed at a controller, by method name: nil for a
    /// method this table does not cover.
    public static func operation(_ method: String, target: VCID, _ p: Params) throws(RPCError) -> Operation? {
        switch method {
        case MethodDescriptor.seguePerform.name: try seguePerform(source: target, p)
        case MethodDescriptor.tabSelect.name: try tabSelect(tab: target, p)
        case MethodDescriptor.tabTap.name: try tabTap(tab: target, p)
        case MethodDescriptor.tabTapMore.name: try tabTapMore(tab: target, p)
        case MethodDescriptor.navPop.name: try navPop(nav: target, p)
        case MethodDescriptor.vcDismiss.name: try vcDismiss(vc: target, p)
        case MethodDescriptor.navPopToRoot.name: try navPopToRoot(nav: target, p)
        case MethodDescriptor.navInteractivePop.name: try navInteractivePop(nav: target, p)
        case MethodDescriptor.vcInteractiveDismiss.name: try vcInteractiveDismiss(vc: target, p)
        case MethodDescriptor.pageSwipe.name: try pageSwipe(page: target, p)
        default: nil
        }
    }
}
