extension EngineEvent {
    /// An event's name on the wire (docs/protocol.md, *Events*): one case per `Kind` case, in
    /// `Kind`'s order. `Kind.eventName` maps every kind to its name with an exhaustive switch,
    /// so a new kind does not compile until it has a name, and `Kind.allNames` — what the
    /// reference's event table, the method catalog and the clients' event lists are checked
    /// against — is this enumeration's cases, so it cannot leave the new name out.
    public enum Name: String, CaseIterable, Sendable {
        case viewDidLoad
        case viewWillAppear
        case viewIsAppearing
        case viewDidAppear
        case viewWillDisappear
        case viewDidDisappear
        case willMoveToParent
        case didMoveToParent
        case prepareForSegue
        case shouldPerformSegue
        case tabBarControllerShouldSelect
        case tabBarControllerDidSelect
        case tabBarControllerShouldSelectTab
        case tabBarControllerDidSelectTab
        case sheetPresentationControllerDidChangeSelectedDetentIdentifier
        case presentationControllerShouldDismiss
        case presentationControllerWillDismiss
        case presentationControllerDidDismiss
        case presentationControllerDidAttemptToDismiss
        case navigationControllerWillShow
        case navigationControllerDidShow
        case pageViewControllerWillTransitionTo
        case pageViewControllerDidFinishAnimating
        case splitViewControllerCollapseSecondary
        case splitViewControllerSeparateSecondary
        case splitViewControllerTopColumnForCollapsing
        case splitViewControllerDisplayModeForExpanding
        case splitViewControllerWillChangeToDisplayMode
        case splitViewControllerWillShowColumn
        case splitViewControllerWillHideColumn
        case splitViewControllerDidShowColumn
        case splitViewControllerDidHideColumn
        case splitViewControllerDidCollapse
        case splitViewControllerDidExpand
        case presentationCompleted
        case dismissalCompleted
        case traitCollectionDidChange
        case viewWillTransitionToSize
        case didReceiveMemoryWarning
        case unwindAction
        case uikitWarning
        case decodeRestorableState
        case applicationFinishedRestoringState
        case windowDidBecomeKey
        case screenDidConnect
        case screenDidDisconnect
        case applicationConfigurationForConnecting
        case sceneWillConnect
        case sceneDidDisconnect
        case sceneWillEnterForeground
        case sceneDidBecomeActive
        case sceneWillResignActive
        case sceneDidEnterBackground
        case applicationDidDiscardSceneSessions
    }
}

extension EngineEvent.Kind {
    /// Every event name the engine emits, in `Kind`'s order.
    public static let allNames: [String] = EngineEvent.Name.allCases.map(\.rawValue)

    /// The event's name (exhaustive: a new kind must be given one).
    public var eventName: EngineEvent.Name {
        switch self {
        case .viewDidLoad: .viewDidLoad
        case .viewWillAppear: .viewWillAppear
        case .viewIsAppearing: .viewIsAppearing
        case .viewDidAppear: .viewDidAppear
        case .viewWillDisappear: .viewWillDisappear
        case .viewDidDisappear: .viewDidDisappear
        case .willMoveToParent: .willMoveToParent
        case .didMoveToParent: .didMoveToParent
        case .prepareForSegue: .prepareForSegue
        case .shouldPerformSegue: .shouldPerformSegue
        case .tabBarControllerShouldSelect: .tabBarControllerShouldSelect
        case .tabBarControllerDidSelect: .tabBarControllerDidSelect
        case .tabBarControllerShouldSelectTab: .tabBarControllerShouldSelectTab
        case .tabBarControllerDidSelectTab: .tabBarControllerDidSelectTab
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier: .sheetPresentationControllerDidChangeSelectedDetentIdentifier
        case .presentationControllerShouldDismiss: .presentationControllerShouldDismiss
        case .presentationControllerWillDismiss: .presentationControllerWillDismiss
        case .presentationControllerDidDismiss: .presentationControllerDidDismiss
        case .presentationControllerDidAttemptToDismiss: .presentationControllerDidAttemptToDismiss
        case .navigationControllerWillShow: .navigationControllerWillShow
        case .navigationControllerDidShow: .navigationControllerDidShow
        case .pageViewControllerWillTransitionTo: .pageViewControllerWillTransitionTo
        case .pageViewControllerDidFinishAnimating: .pageViewControllerDidFinishAnimating
        case .splitViewControllerCollapseSecondary: .splitViewControllerCollapseSecondary
        case .splitViewControllerSeparateSecondary: .splitViewControllerSeparateSecondary
        case .splitViewControllerTopColumnForCollapsing: .splitViewControllerTopColumnForCollapsing
        case .splitViewControllerDisplayModeForExpanding: .splitViewControllerDisplayModeForExpanding
        case .splitViewControllerWillChangeToDisplayMode: .splitViewControllerWillChangeToDisplayMode
        case .splitViewControllerWillShowColumn: .splitViewControllerWillShowColumn
        case .splitViewControllerWillHideColumn: .splitViewControllerWillHideColumn
        case .splitViewControllerDidShowColumn: .splitViewControllerDidShowColumn
        case .splitViewControllerDidHideColumn: .splitViewControllerDidHideColumn
        case .splitViewControllerDidCollapse: .splitViewControllerDidCollapse
        case .splitViewControllerDidExpand: .splitViewControllerDidExpand
        case .presentationCompleted: .presentationCompleted
        case .dismissalCompleted: .dismissalCompleted
        case .traitCollectionDidChange: .traitCollectionDidChange
        case .viewWillTransitionToSize: .viewWillTransitionToSize
        case .didReceiveMemoryWarning: .didReceiveMemoryWarning
        case .unwindAction: .unwindAction
        case .uikitWarning: .uikitWarning
        case .decodeRestorableState: .decodeRestorableState
        case .applicationFinishedRestoringState: .applicationFinishedRestoringState
        case .windowDidBecomeKey: .windowDidBecomeKey
        case .screenDidConnect: .screenDidConnect
        case .screenDidDisconnect: .screenDidDisconnect
        case .applicationConfigurationForConnecting: .applicationConfigurationForConnecting
        case .sceneWillConnect: .sceneWillConnect
        case .sceneDidDisconnect: .sceneDidDisconnect
        case .sceneWillEnterForeground: .sceneWillEnterForeground
        case .sceneDidBecomeActive: .sceneDidBecomeActive
        case .sceneWillResignActive: .sceneWillResignActive
        case .sceneDidEnterBackground: .sceneDidEnterBackground
        case .applicationDidDiscardSceneSessions: .applicationDidDiscardSceneSessions
        }
    }

    /// The event's name on the wire.
    public var name: String { eventName.rawValue }
}
