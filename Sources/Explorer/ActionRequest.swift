import WireProtocol

/// The request an action is: the method and its params, aimed at the controller `vc`. The one
/// mapping both paths use — sent to a server (`LiveWindow`), or turned into the engine
/// operation proscd would apply (`EngineWindow`, through `EngineRequests.MutationRequests`).
/// Raw calls: an unwind segue answers with segue.unwind's result shape, not segue.perform's.
enum ActionRequest {
    static func request(_ kind: UserAction.Kind, vc: String) -> (method: String, params: JSONObject) {
        let target = JSON.string(vc)
        switch kind {
        case .tapSegue(let segue): return (MethodDescriptor.seguePerform.name, ["source": target, "segue": .string(segue)])
        case .performSegue(let identifier, _): return (MethodDescriptor.seguePerform.name, ["source": target, "identifier": .string(identifier)])
        case .tapTab(let i): return (MethodDescriptor.tabTap.name, ["tab": target, "index": .number(Double(i))])
        case .tapMore: return (MethodDescriptor.tabTapMore.name, ["tab": target])
        case .swipeBack: return (MethodDescriptor.navInteractivePop.name, ["nav": target, "outcome": "finish"])
        case .pullDown: return (MethodDescriptor.vcInteractiveDismiss.name, ["vc": target, "outcome": "finish"])
        case .swipePage(let forward): return (MethodDescriptor.pageSwipe.name, ["page": target, "direction": .string(forward ? "forward" : "reverse"), "outcome": "finish"])
        case .dismiss: return (MethodDescriptor.vcDismiss.name, ["vc": target])
        case .code: preconditionFailure("a code action is several requests: CodeActionRequests")
        }
    }

    /// `window.create`'s params for a start.
    static func windowCreate(_ start: ExplorationStart, externalScreen: String? = nil) -> JSONObject {
        // A launch from code makes its root first (`EngineWindow.open`, `LiveWindow.open`).
        if case .launchCode = start { return [:] }
        var params: JSONObject = ["storyboard": .string(start.storyboard)]
        if start.isExternalDisplay, let externalScreen { params["screen"] = .string(externalScreen) }
        if let identifier = start.identifier { params["identifier"] = .string(identifier) }
        return params
    }
}
