import HierarchyEngine
import WireProtocol

/// Engine events → the `params` of docs/protocol.md's `event` notification (minus the
/// per-subscriber `subscription`, `seq` and `windowSeq`, added at delivery), streamed into a
/// `JSONWriter` with no intermediate `JSON` tree.
enum EventEncoding {
    /// `{"window":…,"time":…,"vc":…,"name":…,<details>}`.
    static func body(_ event: EngineEvent, time: Double) -> [UInt8] {
        var w = JSONWriter(capacity: 192)
        w.beginObject()
        w.member("window", event.window)
        w.member("time", time)
        if let vc = event.vc { w.member("vc", vc) }
        w.member("name", event.kind.name)
        writeDetails(event.kind, into: &w)
        w.endObject()
        return w.finish()
    }

    private static func writeDetails(_ kind: EngineEvent.Kind, into w: inout JSONWriter) {
        switch kind {
        case .viewWillAppear(let a), .viewIsAppearing(let a), .viewDidAppear(let a), .viewWillDisappear(let a), .viewDidDisappear(let a):
            w.member("animated", a.animated)
            w.member("isBeingPresented", a.isBeingPresented)
            w.member("isBeingDismissed", a.isBeingDismissed)
            w.member("isMovingToParent", a.isMovingToParent)
            w.member("isMovingFromParent", a.isMovingFromParent)
        case .willMoveToParent(let parent), .didMoveToParent(let parent):
            w.member("parent", parent)
        case .prepareForSegue(let identifier, let segue, let destination, let kind, let segueClass):
            w.member("identifier", identifier)
            w.member("segue", segue)
            w.member("destination", destination)
            w.member("kind", kind)
            if let segueClass { w.member("segueClass", segueClass) }
        case .shouldPerformSegue(let identifier, let segue, let result):
            w.member("identifier", identifier)
            w.member("segue", segue)
            w.member("result", result)
        case .tabBarControllerShouldSelect(let viewController, let index, let result):
            w.member("viewController", viewController)
            if let index { w.member("index", index) } else { w.key("index"); w.null() }
            w.member("result", result)
        case .tabBarControllerDidSelect(let viewController, let index):
            w.member("viewController", viewController)
            if let index { w.member("index", index) } else { w.key("index"); w.null() }
        case .tabBarControllerShouldSelectTab(let tab, let result):
            w.member("tab", tab)
            w.member("result", result)
        case .tabBarControllerDidSelectTab(let tab, let previousTab):
            w.member("tab", tab)
            w.member("previousTab", previousTab)
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let identifier):
            w.member("selectedDetentIdentifier", identifier)
        case .navigationControllerWillShow(let viewController, let animated),
             .navigationControllerDidShow(let viewController, let animated):
            w.member("viewController", viewController)
            w.member("animated", animated)
        case .pageViewControllerWillTransitionTo(let pending):
            w.member("pendingViewControllers", pending)
        case .pageViewControllerDidFinishAnimating(let finished, let previous, let completed):
            w.member("finished", finished)
            w.member("previousViewControllers", previous)
            w.member("transitionCompleted", completed)
        case .splitViewControllerCollapseSecondary(let secondary, let primary):
            w.member("secondaryViewController", secondary)
            w.member("primaryViewController", primary)
        case .splitViewControllerSeparateSecondary(let primary):
            w.member("primaryViewController", primary)
        case .splitViewControllerTopColumnForCollapsing(let proposed, let result):
            w.member("proposedTopColumn", proposed.rawValue)
            w.member("result", result.rawValue)
        case .splitViewControllerDisplayModeForExpanding(let proposed, let result):
            w.member("proposedDisplayMode", proposed.rawValue)
            w.member("result", result.rawValue)
        case .splitViewControllerWillChangeToDisplayMode(let mode):
            w.member("displayMode", mode.rawValue)
        case .splitViewControllerWillShowColumn(let column), .splitViewControllerWillHideColumn(let column),
             .splitViewControllerDidShowColumn(let column), .splitViewControllerDidHideColumn(let column):
            w.member("column", column.rawValue)
        case .presentationControllerShouldDismiss(let result):
            w.member("result", result)
        case .presentationCompleted(let presenter):
            w.member("presenter", presenter)
        case .traitCollectionDidChange(let traits):
            w.member("traits", ResultEncoding.traits(traits))
        case .viewWillTransitionToSize(let width, let height, let orientation):
            w.member("width", width)
            w.member("height", height)
            w.member("orientation", orientation.rawValue)
        case .unwindAction(let action, let source, let swift2Reading):
            w.member("action", action)
            w.member("source", source)
            if let swift2Reading { w.member("swift2Reading", swift2Reading) }
        case .uikitWarning(let kind, let uikit):
            w.member("kind", kind)
            w.member("uikit", uikit)
        case .decodeRestorableState(let restorationIdentifier):
            w.member("restorationIdentifier", restorationIdentifier)
        case .screenDidConnect(let s), .screenDidDisconnect(let s):
            w.member("screen", s)
        // Scene events (R134–R142): `scene` is the scene's id, `session` its persistentIdentifier,
        // `role` the role's UIKit name in the server's iOS version.
        case .applicationConfigurationForConnecting(let scene, let session, let role, let configuration):
            w.member("scene", scene.description)
            w.member("session", session)
            w.member("role", role)
            w.member("configuration", configuration)
        case .sceneWillConnect(let scene, let session, let role):
            w.member("scene", scene.description)
            w.member("session", session)
            w.member("role", role)
        case .sceneDidDisconnect(let scene), .sceneWillEnterForeground(let scene), .sceneDidBecomeActive(let scene),
             .sceneWillResignActive(let scene), .sceneDidEnterBackground(let scene):
            w.member("scene", scene.description)
        case .applicationDidDiscardSceneSessions(let sessions):
            w.member("sessions", sessions)
        case .viewDidLoad, .dismissalCompleted, .didReceiveMemoryWarning, .applicationFinishedRestoringState,
             .windowDidBecomeKey, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
             .presentationControllerDidAttemptToDismiss, .splitViewControllerDidCollapse, .splitViewControllerDidExpand:
            break
        }
    }
}
