/// The dispatcher: one `Operation` in, a `Plan` out (events already emitted into `out`).
/// Every branch validates before it mutates, so a thrown error leaves the hierarchy untouched.
extension Hierarchy {
    mutating func run(_ op: Operation) throws(EngineError) -> Plan {
        // The most frequent operations are matched alone first: the full switch (`runAny`)
        // unpacks every case's payload before it jumps (≈ 100 instructions a call).
        // Their plans are concluded at once (`apply`; `instantiate(…then:)` only renames the
        // result): unanimated, they run their did phase themselves.
        if case .present(let presenter, let vc, let animated, let style, let transition) = op {
            return try present(caller: presenter, vc: vc, animated: animated, style: style, transition: transition, didAtOnce: true)
        }
        if case .dismiss(let vc, let animated) = op { return try dismiss(vc, animated: animated, didAtOnce: true) }
        return try runAny(op)
    }

    private mutating func runAny(_ op: Operation) throws(EngineError) -> Plan {
        switch op {
        case .connectScreen(let spec, let sb): return try connectScreen(spec, externalStoryboard: sb)
        case .disconnectScreen(let s): return try disconnectScreen(s)
        case .createWindow(let screen, let root, let sb, let ident, let mkv):
            return try createWindow(screen: screen, root: root, storyboard: sb, identifier: ident, makeKeyAndVisible: mkv)
        case .setRoot(let w, let vc): return try setRoot(window: w, vc: vc)
        case .makeKeyAndVisible(let w): return try makeKeyAndVisible(w)
        case .setTraits(let w, let h, let v): return try setTraits(window: w, horizontal: h, vertical: v)
        case .destroyWindow(let w): return try destroyWindow(w)
        case .setWindowHidden(let w, let hidden): return try setWindowHidden(w, hidden: hidden)
        case .activateScene(let requesting): return try activateScene(requestingScene: requesting)
        case .destroyScene(let s): return try destroyScene(s)
        case .backgroundScene(let s): return try backgroundScene(s)
        case .foregroundScene(let s): return try foregroundScene(s)
        case .resizeScene(let s, let width, let height): return try resizeScene(s, width: width, height: height)
        case .setSceneRestorationActivity(let s, let activity): return try setRestorationActivity(s, activity)
        case .rotate(let o): return try rotate(o)
        case .memoryWarning: return memoryWarning()
        case .createController(let cls, let title, let props, let children):
            return try createController(className: cls, title: title, properties: props, children: children)
        case .instantiate(let sb, let ident): return try instantiateOp(storyboard: sb, identifier: ident)
        case .setProperties(let vc, let props): return try setProperties(vc, props)
        case .present(let presenter, let vc, let animated, let style, let transition):
            return try present(caller: presenter, vc: vc, animated: animated, style: style, transition: transition)
        case .instantiateThen(let sb, let ident, let use): return try instantiate(storyboard: sb, identifier: ident, then: use)
        case .dismiss(let vc, let animated): return try dismiss(vc, animated: animated)
        case .show(let vc, let from, let animated): return try show(vc, from: from, animated: animated, detail: false)
        case .showDetail(let vc, let from, let animated): return try show(vc, from: from, animated: animated, detail: true)
        case .addChild(let parent, let child, let steps): return try addChild(parent: parent, child: child, steps: steps)
        case .removeFromParent(let vc, let steps): return try removeFromParent(vc, steps: steps)
        case .addView(let vc, let into): return try addView(vc, into: into)
        case .transition(let parent, let from, let to, let duration, let animated):
            return try containmentTransition(parent: parent, from: from, to: to, duration: duration, animated: animated)
        case .beginAppearanceTransition(let vc, let appearing, let animated):
            return try beginAppearanceTransition(vc, appearing: appearing, animated: animated)
        case .endAppearanceTransition(let vc): return try endAppearanceTransition(vc)
        case .push(let nav, let vc, let animated): return try push(nav: nav, vc: vc, animated: animated)
        case .pop(let nav, let animated): return try pop(nav: nav, animated: animated)
        case .popTo(let nav, let vc, let animated): return try popTo(nav: nav, vc: vc, animated: animated)
        case .popToRoot(let nav, let animated): return try popToRoot(nav: nav, animated: animated)
        case .setViewControllers(let nav, let vcs, let animated):
            return try setViewControllers(nav: nav, vcs: vcs, animated: animated)
        case .selectTab(let tab, let index): return try selectTab(tab, index: index)
        case .tapTab(let tab, let index): return try tapTab(tab, index: index)
        case .tapMore(let tab): return try tapMore(tab)
        case .setTabViewControllers(let tab, let vcs, let animated): return try setTabViewControllers(tab: tab, vcs: vcs, animated: animated)
        case .setPageViewControllers(let page, let vcs, let direction, let animated, let pages):
            return try setPageViewControllers(page: page, vcs: vcs, direction: direction, animated: animated, pages: pages)
        case .swipePage(let page, let direction, let outcome): return try swipePage(page, direction: direction, outcome: outcome)
        case .interactivePop(let nav, let outcome): return try interactivePop(nav: nav, outcome: outcome)
        case .interactiveDismiss(let vc, let outcome): return try interactiveDismiss(vc, outcome: outcome)
        case .dragSheet(let vc, let detent, let outcome): return try dragSheet(vc, detent: detent, outcome: outcome)
        case .tapBackButton(let nav): return try tapBackButton(nav: nav)
        case .setTabs(let tab, let tabs, let animated): return try setTabs(tab, tabs: tabs, animated: animated)
        case .selectTabIdentifier(let tab, let identifier): return try selectTabIdentifier(tab, identifier: identifier)
        case .tapTabItem(let tab, let identifier): return try tapTabItem(tab, identifier: identifier)
        case .setSplitColumn(let split, let column, let vc): return try setSplitColumn(split, column: column, vc: vc)
        case .showSplitColumn(let split, let column): return try showHideColumn(split, column: column, show: true)
        case .hideSplitColumn(let split, let column): return try showHideColumn(split, column: column, show: false)
        case .performSegue(let source, let identifier, let segue, let sender):
            return try performSegue(source: source, identifier: identifier, segue: segue, sender: sender)
        case .unwind(let source, let action): return try unwind(source: source, action: action)
        }
    }
}
