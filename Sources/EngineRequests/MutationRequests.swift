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
/// Defaults and enumerations are read through the method table (`Params.bool(_:of:)`,
/// `enumeration(_:of:)`): none is restated here.
public enum MutationRequests {
    /// `window.create {screen?, root?, storyboard?, identifier?, makeKeyAndVisible?}` (screen and
    /// root already resolved by the caller).
    public static func windowCreate(screen: ScreenID?, root: VCID?, _ p: Params) throws(RPCError) -> Operation {
        let storyboard = try p.optionalString("storyboard")
        let identifier = try p.optionalString("identifier")
        if root != nil && storyboard != nil {
            throw .invalidParams("give either 'root' or 'storyboard', not both")
        }
        return .createWindow(screen: screen, root: root, storyboard: storyboard, identifier: identifier,
                             makeKeyAndVisible: try p.bool("makeKeyAndVisible", of: .windowCreate))
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
        .pop(nav: nav, animated: try p.bool("animated", of: .navPop))
    }

    /// `nav.interactivePop {nav, outcome?}`: the user's back swipe.
    public static func navInteractivePop(nav: VCID, _ p: Params) throws(RPCError) -> Operation {
        .interactivePop(nav: nav, outcome: try p.enumeration("outcome", of: .navInteractivePop))
    }

    /// `vc.interactiveDismiss {vc, outcome?}`: the user pulling a sheet down.
    public static func vcInteractiveDismiss(vc: VCID, _ p: Params) throws(RPCError) -> Operation {
        .interactiveDismiss(vc, outcome: try p.enumeration("outcome", of: .vcInteractiveDismiss))
    }

    /// `vc.dismiss {vc, animated?}`.
    public static func vcDismiss(vc: VCID, _ p: Params) throws(RPCError) -> Operation {
        .dismiss(vc, animated: try p.bool("animated", of: .vcDismiss))
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
        .present(presenter: presenter, vc: vc, animated: try p.bool("animated", of: .vcPresent),
                 style: try p.optionalEnumeration("style", of: .vcPresent), transition: try p.optionalEnumeration("transition", of: .vcPresent))
    }

    /// `vc.show {from, vc, animated?}` and `vc.showDetail`.
    public static func vcShow(from: VCID, vc: VCID, detail: Bool, _ p: Params) throws(RPCError) -> Operation {
        detail ? .showDetail(vc, from: from, animated: try p.bool("animated", of: .vcShowDetail))
               : .show(vc, from: from, animated: try p.bool("animated", of: .vcShow))
    }

    /// `nav.push {nav, vc, animated?}`.
    public static func navPush(nav: VCID, vc: VCID, _ p: Params) throws(RPCError) -> Operation {
        .push(nav: nav, vc: vc, animated: try p.bool("animated", of: .navPush))
    }

    /// `nav.popToRoot {nav, animated?}`.
    public static func navPopToRoot(nav: VCID, _ p: Params) throws(RPCError) -> Operation {
        .popToRoot(nav: nav, animated: try p.bool("animated", of: .navPopToRoot))
    }

    /// `nav.setViewControllers {nav, vcs, animated?}`.
    public static func navSetViewControllers(nav: VCID, vcs: [VCID], _ p: Params) throws(RPCError) -> Operation {
        .setViewControllers(nav: nav, vcs: vcs, animated: try p.bool("animated", of: .navSetViewControllers))
    }

    /// `page.setViewControllers {page, vcs, direction?, animated?, pages?}` (`pages` already read by the caller).
    public static func pageSetViewControllers(page: VCID, vcs: [VCID], pages: [VCID]?, _ p: Params) throws(RPCError) -> Operation {
        .setPageViewControllers(page: page, vcs: vcs, direction: try p.enumeration("direction", of: .pageSetViewControllers),
                                animated: try p.bool("animated", of: .pageSetViewControllers), pages: pages)
    }

    /// `page.swipe {page, direction?, outcome?}`: the user's swipe to the declared pages.
    public static func pageSwipe(page: VCID, _ p: Params) throws(RPCError) -> Operation {
        .swipePage(page: page, direction: try p.enumeration("direction", of: .pageSwipe), outcome: try p.enumeration("outcome", of: .pageSwipe))
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
