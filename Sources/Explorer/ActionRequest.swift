import EngineRequests
import HierarchyEngine
import WireProtocol

/// One mutating call the explorer makes: the method (`MutationRequest`, from the table) and its
/// arguments, built from typed values. The one form both paths use — sent to a server as the
/// request's params (`LiveWindow`), or turned into the engine operation proscd would apply from
/// them (`EngineWindow`) — with no JSON in between and no switch on a method's name.
struct ActionCall: Sendable {
    let request: MutationRequest
    var arguments: MethodArguments

    init(_ request: MutationRequest, _ fill: (inout MethodArguments) -> Void = { _ in }) {
        self.request = request
        arguments = request.arguments()
        fill(&arguments)
    }

    /// The method's protocol name.
    var method: String { request.descriptor.name }
    /// The request's params.
    var params: JSONObject { arguments.wireParams }
    /// The engine operation proscd builds from them.
    func operation() throws(RPCError) -> Operation { try request.operation(arguments) }
}

/// The call a user's action is, aimed at the controller `vc`. Raw calls: an unwind segue
/// answers with segue.unwind's result shape, not segue.perform's.
enum ActionRequest {
    static func call(_ kind: UserAction.Kind, vc: VCID) -> ActionCall {
        switch kind {
        case .tapSegue(let segue):
            ActionCall(MutationRequests.seguePerform) { $0[.source] = vc; $0[.segue] = segue }
        case .performSegue(let identifier, _):
            ActionCall(MutationRequests.seguePerform) { $0[.source] = vc; $0[.identifier] = identifier }
        case .tapTab(let i):
            ActionCall(MutationRequests.tabTap) { $0[.tab] = vc; $0[.index] = i }
        case .tapUITab(let identifier):
            ActionCall(MutationRequests.tabTapTab) { $0[.tab] = vc; $0[.identifier] = identifier }
        case .tapMore:
            ActionCall(MutationRequests.tabTapMore) { $0[.tab] = vc }
        case .swipeBack:
            ActionCall(MutationRequests.navInteractivePop) { $0[.nav] = vc; $0[.outcome] = .finish }
        case .tapBack:
            ActionCall(MutationRequests.navTapBack) { $0[.nav] = vc }
        case .dragSheet(let detent):
            ActionCall(MutationRequests.sheetDrag) { $0[.vc] = vc; $0[.detent] = detent; $0[.outcome] = .finish }
        case .showColumn(let column):
            ActionCall(MutationRequests.splitShowColumn) { $0[.split] = vc; $0[.column] = SplitColumn(rawValue: column) ?? .primary }
        case .hideColumn(let column):
            ActionCall(MutationRequests.splitHideColumn) { $0[.split] = vc; $0[.column] = SplitColumn(rawValue: column) ?? .primary }
        case .pullDown:
            ActionCall(MutationRequests.vcInteractiveDismiss) { $0[.vc] = vc; $0[.outcome] = .finish }
        case .swipePage(let forward):
            ActionCall(MutationRequests.pageSwipe) { $0[.page] = vc; $0[.direction] = forward ? .forward : .reverse; $0[.outcome] = .finish }
        case .dismiss:
            ActionCall(MutationRequests.vcDismiss) { $0[.vc] = vc }
        case .code, .givenUp:
            preconditionFailure("a code action is several requests: CodeActionRequests")
        }
    }

    /// The request of a gesture the user gives up (outcome `cancel`), aimed at `vc`.
    static func givenUp(_ gesture: UserAction.GivenUpGesture, vc: VCID) -> ActionCall {
        switch gesture {
        case .swipeBack:
            ActionCall(MutationRequests.navInteractivePop) { $0[.nav] = vc; $0[.outcome] = .cancel }
        case .pullDown:
            ActionCall(MutationRequests.vcInteractiveDismiss) { $0[.vc] = vc; $0[.outcome] = .cancel }
        case .swipePage(let forward):
            ActionCall(MutationRequests.pageSwipe) { $0[.page] = vc; $0[.direction] = forward ? .forward : .reverse; $0[.outcome] = .cancel }
        }
    }

    /// `window.create` for a start (`root`: the controller a launch from code made).
    static func windowCreate(_ start: ExplorationStart, root: VCID? = nil, externalScreen: ScreenID? = nil) -> ActionCall {
        ActionCall(MutationRequests.windowCreate) { a in
            if let root {
                a[.root] = root
                return
            }
            a[.storyboard] = start.storyboard
            if start.isExternalDisplay { a.set(.screen, externalScreen) }
            a.set(.identifier, start.identifier)
        }
    }
}
