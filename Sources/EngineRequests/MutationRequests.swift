import HierarchyEngine
import WireProtocol

/// The mutations both proscd and `prosc explore` perform: those a user's taps become
/// (`window.create`, `segue.perform`, `tab.select`, `tab.tap`, `tab.tapMore`, `tab.tapTab`, `nav.pop`,
/// `nav.interactivePop`, `nav.tapBack`, `sheet.drag`, `split.showColumn`, `split.hideColumn`, `vc.dismiss`, `vc.interactiveDismiss`, `page.swipe`) and those the app's
/// code makes (`vc.instantiate`, `vc.create`, `vc.set`, `vc.present`, `vc.show`, `vc.showDetail`,
/// `nav.push`, `nav.popToRoot`, `nav.setViewControllers`, `page.setViewControllers`: what
/// `prosc explore --sources` performs for a recognised navigation call). Defaults and
/// enumerations come decoded from the method table: none is restated here.
public enum MutationRequests {
    /// `window.create {screen?, root?, storyboard?, identifier?, makeKeyAndVisible?}`.
    public static let windowCreate = MutationRequest(.windowCreate) { a throws(RPCError) in
        let storyboard = a.optional(.storyboard)
        let root = a.optional(.root)
        if root != nil && storyboard != nil {
            throw .invalidParams("give either 'root' or 'storyboard', not both")
        }
        return .createWindow(screen: a.optional(.screen), root: root, storyboard: storyboard, identifier: a.optional(.identifier),
                             makeKeyAndVisible: a[.makeKeyAndVisible])
    }

    /// `segue.perform {source, identifier | segue, sender?}`.
    public static let seguePerform = MutationRequest(.seguePerform) { a throws(RPCError) in
        let identifier = a.optional(.identifier)
        let segue = a.optional(.segue)
        guard (identifier == nil) != (segue == nil) else {
            throw .invalidParams("give exactly one of 'identifier' (performSegue from code) or 'segue' (the segue's XML id, as a user tap)")
        }
        // The engine's sender is a string; the declaration allows any value (wire compatibility).
        let sender = a.optional(.sender)
        if let sender, sender.stringValue == nil {
            throw .invalidParams("parameter 'sender' must be a string, got \(sender.typeName)")
        }
        return .performSegue(source: a[.source], identifier: identifier, segue: segue, sender: sender?.stringValue)
    }

    /// `tab.select {tab, index}`.
    public static let tabSelect = MutationRequest(.tabSelect) { a throws(RPCError) in
        .selectTab(tab: a[.tab], index: a[.index])
    }

    /// `tab.tap {tab, index}`: a user's tap (the delegate is consulted).
    public static let tabTap = MutationRequest(.tabTap) { a throws(RPCError) in
        .tapTab(tab: a[.tab], index: a[.index])
    }

    /// `tab.tapMore {tab}`: a user's tap on the More item (the delegate is consulted).
    public static let tabTapMore = MutationRequest(.tabTapMore) { a throws(RPCError) in
        .tapMore(tab: a[.tab])
    }

    /// `tab.tapTab {tab, identifier}`: a user's tap on a UITab (iOS 18+, R174).
    public static let tabTapTab = MutationRequest(.tabTapTab) { a throws(RPCError) in
        .tapTabItem(tab: a[.tab], identifier: a[.identifier])
    }

    /// `nav.pop {nav, animated?}`.
    public static let navPop = MutationRequest(.navPop) { a throws(RPCError) in
        .pop(nav: a[.nav], animated: a[.animated])
    }

    /// `nav.interactivePop {nav, outcome?}`: the user's back swipe.
    public static let navInteractivePop = MutationRequest(.navInteractivePop) { a throws(RPCError) in
        .interactivePop(nav: a[.nav], outcome: a[.outcome])
    }

    /// `nav.tapBack {nav}`: the user's tap on the back button (R169).
    public static let navTapBack = MutationRequest(.navTapBack) { a throws(RPCError) in
        .tapBackButton(nav: a[.nav])
    }

    /// `split.showColumn {split, column}`: `show(_:)` (R157, R158), and the user bringing a
    /// hidden column in with the display-mode button or the edge swipe (R184).
    public static let splitShowColumn = MutationRequest(.splitShowColumn) { a throws(RPCError) in
        .showSplitColumn(split: a[.split], column: a[.column])
    }

    /// `split.hideColumn {split, column}`: `hide(_:)`, and the user putting a shown column away.
    public static let splitHideColumn = MutationRequest(.splitHideColumn) { a throws(RPCError) in
        .hideSplitColumn(split: a[.split], column: a[.column])
    }

    /// `sheet.drag {vc, detent, outcome?}`: the user dragging a sheet to one of its detents (R168).
    public static let sheetDrag = MutationRequest(.sheetDrag) { a throws(RPCError) in
        .dragSheet(a[.vc], detent: a[.detent], outcome: a[.outcome])
    }

    /// `vc.interactiveDismiss {vc, outcome?}`: the user pulling a sheet down.
    public static let vcInteractiveDismiss = MutationRequest(.vcInteractiveDismiss) { a throws(RPCError) in
        .interactiveDismiss(a[.vc], outcome: a[.outcome])
    }

    /// `vc.dismiss {vc, animated?}`.
    public static let vcDismiss = MutationRequest(.vcDismiss) { a throws(RPCError) in
        .dismiss(a[.vc], animated: a[.animated])
    }

    /// `vc.instantiate {storyboard, identifier?}`.
    public static let vcInstantiate = MutationRequest(.vcInstantiate) { a throws(RPCError) in
        .instantiate(storyboard: a[.storyboard], identifier: a.optional(.identifier))
    }

    /// `vc.create {class, title?, properties?, children?}`.
    public static let vcCreate = MutationRequest(.vcCreate) { a throws(RPCError) in
        let className = a[.className]
        guard !className.isEmpty else { throw .invalidParams("'class' must not be empty") }
        return .createController(className: className, title: a.optional(.title),
                                 properties: try PropertyValues.decode(a.optional(.properties)), children: a.optional(.children) ?? [])
    }

    /// `vc.present {presenter, vc, animated?, style?, transition?}`.
    public static let vcPresent = MutationRequest(.vcPresent) { a throws(RPCError) in
        .present(presenter: a[.presenter], vc: a[.vc], animated: a[.animated], style: a.optional(.style), transition: a.optional(.transition))
    }

    /// `vc.set {vc, properties}`: what the app's code sets on a controller before handing it over.
    public static let vcSet = MutationRequest(.vcSet) { a throws(RPCError) in
        .setProperties(a[.vc], try PropertyValues.decode(a[.properties]))
    }

    /// `vc.show {from, vc, animated?}`.
    public static let vcShow = MutationRequest(.vcShow) { a throws(RPCError) in
        .show(a[.vc], from: a[.from], animated: a[.animated])
    }

    /// `vc.showDetail {from, vc, animated?}`.
    public static let vcShowDetail = MutationRequest(.vcShowDetail) { a throws(RPCError) in
        .showDetail(a[.vc], from: a[.from], animated: a[.animated])
    }

    /// `nav.push {nav, vc, animated?}`.
    public static let navPush = MutationRequest(.navPush) { a throws(RPCError) in
        .push(nav: a[.nav], vc: a[.vc], animated: a[.animated])
    }

    /// `nav.popToRoot {nav, animated?}`.
    public static let navPopToRoot = MutationRequest(.navPopToRoot) { a throws(RPCError) in
        .popToRoot(nav: a[.nav], animated: a[.animated])
    }

    /// `nav.setViewControllers {nav, vcs, animated?}`.
    public static let navSetViewControllers = MutationRequest(.navSetViewControllers) { a throws(RPCError) in
        .setViewControllers(nav: a[.nav], vcs: a[.vcs], animated: a[.animated])
    }

    /// `page.setViewControllers {page, vcs, direction?, animated?, pages?}`.
    public static let pageSetViewControllers = MutationRequest(.pageSetViewControllers) { a throws(RPCError) in
        .setPageViewControllers(page: a[.page], vcs: a[.vcs], direction: a[.direction], animated: a[.animated], pages: a.optional(.pages))
    }

    /// `page.swipe {page, direction?, outcome?}`: the user's swipe to the declared pages.
    public static let pageSwipe = MutationRequest(.pageSwipe) { a throws(RPCError) in
        .swipePage(page: a[.page], direction: a[.direction], outcome: a[.outcome])
    }
}
