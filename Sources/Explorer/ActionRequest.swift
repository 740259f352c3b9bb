import WireProtocol

/// The request an action is: the method and its params, aimed at the controller `vc`. The one
/// mapping both paths use — sent to a server (`LiveWindow`), or turned into the engine
/// operation proscd would apply (`EngineWindow`, through `EngineRequests.MutationRequests`).
/// Raw calls: an unwind segue answers with segue.unwind's result shape, not segue.perform's.
enum ActionRequest {
    static func request(_ kind: UserAction.Kind, vc: String) -> (method: String, params: JSONObject) {
        let target = JSON.string(vc)
        switch kind {
        case .tapSegue(let segue): return ("segue.perform", ["source": target, "segue": .string(segue)])
        case .performSegue(let identifier, _): return ("segue.perform", ["source": target, "identifier": .string(identifier)])
        case .tapTab(let i): return ("tab.tap", ["tab": target, "index": .number(Double(i))])
        case .swipeBack: return ("nav.interactivePop", ["nav": target, "outcome": "finish"])
        case .pullDown: return ("vc.interactiveDismiss", ["vc": target, "outcome": "finish"])
        case .swipePage(let forward): return ("page.swipe", ["page": target, "direction": .string(forward ? "forward" : "reverse"), "outcome": "finish"])
        case .dismiss: return ("vc.dismiss", ["vc": target])
        case .code: preconditionFailure("a code action is several requests: CodeActionRequests")
        }
    }

    /// `window.create`'s params for a start.
    static func windowCreate(_ start: ExplorationStart) -> JSONObject {
        var params: JSONObject = ["storyboard": .string(start.storyboard)]
        if let identifier = start.identifier { params["identifier"] = .string(identifier) }
        return params
    }
}
