/// One callback or notification the engine emits, in the order UIKit makes them.
/// The server adds `seq`, `windowSeq` and `time`; the wire name is `kind.name`.
public struct EngineEvent: Sendable, Equatable {
    public var window: WindowID?
    public var vc: VCID?
    public var kind: Kind

    public init(window: WindowID?, vc: VCID?, kind: Kind) {
        self.window = window; self.vc = vc; self.kind = kind
    }

    /// The flags UIKit exposes during an appearance callback (R17-R20).
    public struct Appearance: Sendable, Equatable {
        public var animated: Bool
        public var isBeingPresented: Bool
        public var isBeingDismissed: Bool
        public var isMovingToParent: Bool
        public var isMovingFromParent: Bool
        public init(animated: Bool, isBeingPresented: Bool = false, isBeingDismissed: Bool = false,
                    isMovingToParent: Bool = false, isMovingFromParent: Bool = false) {
            self.animated = animated; self.isBeingPresented = isBeingPresented
            self.isBeingDismissed = isBeingDismissed; self.isMovingToParent = isMovingToParent
            self.isMovingFromParent = isMovingFromParent
        }
    }

    /// What happened, with what UIKit passes along; its wire name is `eventName` (EventName.swift).
    /// The rare cases whose payload is larger than 16 bytes (strings, several ids) are
    /// `indirect`: boxed, they keep every event small (56 bytes, not 120), and the frequent
    /// ones — appearance callbacks, completions — are copied into and out of the events'
    /// array with less than half the bytes.
    public enum Kind: Sendable, Equatable {
        case viewDidLoad
        case viewWillAppear(Appearance)
        /// iOS 13+: after the view is in the hierarchy and laid out, before `viewDidAppear`
        /// (`viewIsAppearing(_:)`, iOS 17 API back-deployed to 13); the flags of its `viewWillAppear`.
        case viewIsAppearing(Appearance)
        case viewDidAppear(Appearance)
        case viewWillDisappear(Appearance)
        case viewDidDisappear(Appearance)
        /// `parent` nil means removal.
        case willMoveToParent(parent: VCID?)
        case didMoveToParent(parent: VCID?)
        /// On the source; `segue` is the segue element's XML id.
        indirect case prepareForSegue(identifier: String?, segue: String, destination: VCID?, kind: String, segueClass: String?)
        indirect case shouldPerformSegue(identifier: String?, segue: String, result: Bool)
        /// On a tab bar controller a user tapped: its delegate's `tabBarController(_:shouldSelect:)`
        /// with the tapped child and the answer (R102; `vetoedTabs` answers false). `index` nil:
        /// the More item, `viewController` its More navigation controller (R117).
        indirect case tabBarControllerShouldSelect(viewController: VCID, index: Int?, result: Bool)
        /// On a tab bar controller after an allowed tap: `tabBarController(_:didSelect:)`, also
        /// when the tab did not change (R104).
        indirect case tabBarControllerDidSelect(viewController: VCID, index: Int?)
        /// On a tab bar controller using tabs (iOS 18+) a user tapped: its delegate's
        /// `tabBarController(_:shouldSelectTab:)` with the tab's identifier and the answer (R174;
        /// `vetoedTabIdentifiers` answers false).
        indirect case tabBarControllerShouldSelectTab(tab: String, result: Bool)
        /// `tabBarController(_:didSelectTab:previousTab:)` after an allowed tap (R174).
        indirect case tabBarControllerDidSelectTab(tab: String, previousTab: String?)
        /// On a presented sheet the user dragged to another detent (iOS 15+): its delegate's
        /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, with the new
        /// `selectedDetentIdentifier`; never for a change made by code (R168).
        case sheetPresentationControllerDidChangeSelectedDetentIdentifier(identifier: String)
        /// On a sheet the user pulls down (iOS 13+): its presentation controller delegate's
        /// `presentationControllerShouldDismiss(_:)` and the answer (the sheet's
        /// `presentationControllerShouldDismiss` property, R108).
        case presentationControllerShouldDismiss(result: Bool)
        /// `presentationControllerWillDismiss(_:)`, before the dismissal's callbacks (R108).
        case presentationControllerWillDismiss
        /// `presentationControllerDidDismiss(_:)`, after the dismissal's animation (R108).
        case presentationControllerDidDismiss
        /// `presentationControllerDidAttemptToDismiss(_:)`: `isModalInPresentation` or the
        /// delegate's false stopped the pull (R109).
        case presentationControllerDidAttemptToDismiss
        /// On a navigation controller whose `delegateEvents` is set: its delegate's
        /// `navigationController(_:willShow:animated:)`, after the stack change's will phase (R111).
        case navigationControllerWillShow(viewController: VCID, animated: Bool)
        /// `navigationController(_:didShow:animated:)`, after the did phase (R111).
        case navigationControllerDidShow(viewController: VCID, animated: Bool)
        /// On a page view controller whose `delegateEvents` is set, when the user's swipe begins:
        /// its delegate's `pageViewController(_:willTransitionTo:)` with the pending pages, before
        /// their containment and appearance callbacks (R126). Never for `page.setViewControllers`.
        case pageViewControllerWillTransitionTo(pendingViewControllers: [VCID])
        /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
        /// after the swipe's animation and callbacks; `transitionCompleted` false when the swipe
        /// was cancelled (R126, R127).
        indirect case pageViewControllerDidFinishAnimating(finished: Bool, previousViewControllers: [VCID], transitionCompleted: Bool)
        /// On a split view controller whose `delegateEvents` is set, when a size-class change
        /// collapses it: its delegate's `splitViewController(_:collapseSecondary:onto:)`, before
        /// the collapse's callbacks; the engine models the default answer (false: the primary's
        /// `collapseSecondaryViewController(_:for:)` runs, R78/R79; R113).
        case splitViewControllerCollapseSecondary(secondary: VCID, primary: VCID)
        /// The same split expanding: `splitViewController(_:separateSecondaryFrom:)`, before the
        /// expansion's callbacks; default answer nil (the primary's
        /// `separateSecondaryViewController(for:)` runs; R113).
        case splitViewControllerSeparateSecondary(primary: VCID)
        /// On a column-style split (iOS 14+) whose `delegateEvents` is set, collapsing: its
        /// delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` with the
        /// proposed column and the answer (the `topColumnForCollapsing` property, else the
        /// proposal), before the collapse's callbacks (R179).
        case splitViewControllerTopColumnForCollapsing(proposedTopColumn: SplitColumn, result: SplitColumn)
        /// The same split expanding: `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`
        /// with the proposed mode and the answer (`displayModeForExpanding`, else the proposal; R180).
        case splitViewControllerDisplayModeForExpanding(proposedDisplayMode: SplitDisplayMode, result: SplitDisplayMode)
        /// `splitViewController(_:willChangeTo:)`: an expanded column-style split's display mode is
        /// about to change (R181).
        case splitViewControllerWillChangeToDisplayMode(displayMode: SplitDisplayMode)
        /// `splitViewController(_:willShow:)` / `willHide:`: a column is about to be shown or
        /// hidden (R178; on iOS 26 only for the system's changes).
        case splitViewControllerWillShowColumn(column: SplitColumn)
        case splitViewControllerWillHideColumn(column: SplitColumn)
        /// iOS 26: `splitViewController(_:didShow:)` / `didHide:` after the change's callbacks (R182).
        case splitViewControllerDidShowColumn(column: SplitColumn)
        case splitViewControllerDidHideColumn(column: SplitColumn)
        /// `splitViewControllerDidCollapse(_:)` / `…DidExpand(_:)` at the end of a collapse or an
        /// expansion on a size-class change, never at installation (R179, R180).
        case splitViewControllerDidCollapse
        case splitViewControllerDidExpand
        /// Where UIKit would call present's completion handler (on the presented controller).
        case presentationCompleted(presenter: VCID)
        /// Where UIKit would call dismiss's completion handler (on the dismissed controller).
        case dismissalCompleted
        case traitCollectionDidChange(Traits)
        indirect case viewWillTransitionToSize(width: Double, height: Double, orientation: Orientation)
        case didReceiveMemoryWarning
        /// On the destination of an unwind; `swift2Reading` when the destination answers the
        /// action only by Swift 2's reading of its scanned declaration (C12).
        indirect case unwindAction(action: String, source: VCID, swift2Reading: String? = nil)
        /// UIKit logged a warning and went on (the call succeeded): `kind` names the misuse
        /// (`UIKitWarning.Rule.kind`: `detachedPresenter`, `unbalancedAppearanceTransition`,
        /// `nestedPushAnimation`, `navigationTransitionUnexpectedState`), `uikit` is UIKit's text
        /// in the configured iOS version (issue 23 §3; uikit-rules W1–W4). `Outcome.warnings` has
        /// the same warnings for the call's result.
        indirect case uikitWarning(kind: String, uikit: String)
        case decodeRestorableState(restorationIdentifier: String)
        case applicationFinishedRestoringState
        case windowDidBecomeKey
        case screenDidConnect(ScreenID)
        case screenDidDisconnect(ScreenID)
        /// The app delegate's `application(_:configurationForConnecting:options:)` for a new
        /// session, before its scene is created (R134); `configuration` is the name of the
        /// manifest's configuration UIKit uses (nil: the manifest has none for the role).
        indirect case applicationConfigurationForConnecting(scene: SceneID, session: String, role: String, configuration: String?)
        /// `scene(_:willConnectTo:options:)`; the event's window is the window UIKit built from
        /// the configuration's storyboard, its root already installed (R133, R134).
        indirect case sceneWillConnect(scene: SceneID, session: String, role: String)
        /// `sceneDidDisconnect(_:)` (R137, R141).
        case sceneDidDisconnect(scene: SceneID)
        /// `sceneWillEnterForeground(_:)` (R134, R142).
        case sceneWillEnterForeground(scene: SceneID)
        /// `sceneDidBecomeActive(_:)` (R134, R142).
        case sceneDidBecomeActive(scene: SceneID)
        /// `sceneWillResignActive(_:)` (R142).
        case sceneWillResignActive(scene: SceneID)
        /// `sceneDidEnterBackground(_:)` (R142).
        case sceneDidEnterBackground(scene: SceneID)
        /// The app delegate's `application(_:didDiscardSceneSessions:)`, after the destroyed
        /// scene's `sceneDidDisconnect` (R141).
        case applicationDidDiscardSceneSessions(sessions: [String])
    }
}
