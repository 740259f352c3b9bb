import HierarchyEngine
import Testing

/// `EngineEvent.Kind.allNames` is derived, not kept by hand: it is `EngineEvent.Name`'s cases,
/// `Kind.eventName` gives every kind one of them (an exhaustive switch: a new kind does not
/// compile without a name), and here an exhaustive switch over the names gives a kind of each
/// (a new name does not compile without a kind), whose name must be that name.
@Suite struct EventNameTests {
    /// A kind named `name`.
    static func kind(named name: EngineEvent.Name) -> EngineEvent.Kind {
        let shown = EngineEvent.Appearance(animated: false)
        switch name {
        case .viewDidLoad: return .viewDidLoad
        case .viewWillAppear: return .viewWillAppear(shown)
        case .viewIsAppearing: return .viewIsAppearing(shown)
        case .viewDidAppear: return .viewDidAppear(shown)
        case .viewWillDisappear: return .viewWillDisappear(shown)
        case .viewDidDisappear: return .viewDidDisappear(shown)
        case .willMoveToParent: return .willMoveToParent(parent: nil)
        case .didMoveToParent: return .didMoveToParent(parent: nil)
        case .prepareForSegue: return .prepareForSegue(identifier: nil, segue: "s", destination: nil, kind: "show", segueClass: nil)
        case .shouldPerformSegue: return .shouldPerformSegue(identifier: nil, segue: "s", result: true)
        case .tabBarControllerShouldSelect: return .tabBarControllerShouldSelect(viewController: VCID(1), index: 0, result: true)
        case .tabBarControllerDidSelect: return .tabBarControllerDidSelect(viewController: VCID(1), index: 0)
        case .tabBarControllerShouldSelectTab: return .tabBarControllerShouldSelectTab(tab: "t", result: true)
        case .tabBarControllerDidSelectTab: return .tabBarControllerDidSelectTab(tab: "t", previousTab: nil)
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
            return .sheetPresentationControllerDidChangeSelectedDetentIdentifier(identifier: "medium")
        case .presentationControllerShouldDismiss: return .presentationControllerShouldDismiss(result: true)
        case .presentationControllerWillDismiss: return .presentationControllerWillDismiss
        case .presentationControllerDidDismiss: return .presentationControllerDidDismiss
        case .presentationControllerDidAttemptToDismiss: return .presentationControllerDidAttemptToDismiss
        case .navigationControllerWillShow: return .navigationControllerWillShow(viewController: VCID(1), animated: true)
        case .navigationControllerDidShow: return .navigationControllerDidShow(viewController: VCID(1), animated: true)
        case .pageViewControllerWillTransitionTo: return .pageViewControllerWillTransitionTo(pendingViewControllers: [VCID(1)])
        case .pageViewControllerDidFinishAnimating:
            return .pageViewControllerDidFinishAnimating(finished: true, previousViewControllers: [VCID(1)], transitionCompleted: false)
        case .splitViewControllerCollapseSecondary: return .splitViewControllerCollapseSecondary(secondary: VCID(1), primary: VCID(2))
        case .splitViewControllerSeparateSecondary: return .splitViewControllerSeparateSecondary(primary: VCID(1))
        case .splitViewControllerTopColumnForCollapsing:
            return .splitViewControllerTopColumnForCollapsing(proposedTopColumn: .secondary, result: .primary)
        case .splitViewControllerDisplayModeForExpanding:
            return .splitViewControllerDisplayModeForExpanding(proposedDisplayMode: .oneBesideSecondary, result: .secondaryOnly)
        case .splitViewControllerWillChangeToDisplayMode: return .splitViewControllerWillChangeToDisplayMode(displayMode: .secondaryOnly)
        case .splitViewControllerWillShowColumn: return .splitViewControllerWillShowColumn(column: .primary)
        case .splitViewControllerWillHideColumn: return .splitViewControllerWillHideColumn(column: .primary)
        case .splitViewControllerDidShowColumn: return .splitViewControllerDidShowColumn(column: .primary)
        case .splitViewControllerDidHideColumn: return .splitViewControllerDidHideColumn(column: .primary)
        case .splitViewControllerDidCollapse: return .splitViewControllerDidCollapse
        case .splitViewControllerDidExpand: return .splitViewControllerDidExpand
        case .presentationCompleted: return .presentationCompleted(presenter: VCID(1))
        case .dismissalCompleted: return .dismissalCompleted
        case .traitCollectionDidChange:
            return .traitCollectionDidChange(Traits(horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone))
        case .viewWillTransitionToSize: return .viewWillTransitionToSize(width: 1, height: 1, orientation: .portrait)
        case .didReceiveMemoryWarning: return .didReceiveMemoryWarning
        case .unwindAction: return .unwindAction(action: "a", source: VCID(1))
        case .uikitWarning: return .uikitWarning(kind: "k", uikit: "u")
        case .decodeRestorableState: return .decodeRestorableState(restorationIdentifier: "r")
        case .applicationFinishedRestoringState: return .applicationFinishedRestoringState
        case .windowDidBecomeKey: return .windowDidBecomeKey
        case .screenDidConnect: return .screenDidConnect(ScreenID(1))
        case .screenDidDisconnect: return .screenDidDisconnect(ScreenID(1))
        case .applicationConfigurationForConnecting:
            return .applicationConfigurationForConnecting(scene: SceneID(1), session: "s", role: "r", configuration: nil)
        case .sceneWillConnect: return .sceneWillConnect(scene: SceneID(1), session: "s", role: "r")
        case .sceneDidDisconnect: return .sceneDidDisconnect(scene: SceneID(1))
        case .sceneWillEnterForeground: return .sceneWillEnterForeground(scene: SceneID(1))
        case .sceneDidBecomeActive: return .sceneDidBecomeActive(scene: SceneID(1))
        case .sceneWillResignActive: return .sceneWillResignActive(scene: SceneID(1))
        case .sceneDidEnterBackground: return .sceneDidEnterBackground(scene: SceneID(1))
        case .applicationDidDiscardSceneSessions: return .applicationDidDiscardSceneSessions(sessions: ["s"])
        }
    }

    @Test func everyNameIsTheNameOfAKind() {
        for name in EngineEvent.Name.allCases {
            #expect(Self.kind(named: name).eventName == name)
            #expect(Self.kind(named: name).name == name.rawValue)
        }
    }

    @Test func allNamesAreTheNamesInOrderOnceEach() {
        let names = EngineEvent.Kind.allNames
        #expect(names == EngineEvent.Name.allCases.map(\.rawValue))
        #expect(Set(names).count == names.count)
        #expect(names.first == "viewDidLoad" && names.last == "applicationDidDiscardSceneSessions")
    }
}
