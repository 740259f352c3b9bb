import HierarchyEngine
import WireProtocol

/// Engine refusals → JSON-RPC errors with docs/protocol.md's codes (*Errors*) and
/// `data: {uikit, raises}`.
enum ErrorMapping {
    static func code(_ c: EngineError.Code) -> RPCErrorCode {
        switch c {
        case .notFound: .notFound
        case .hierarchyInconsistency: .hierarchyInconsistency
        case .invalidState: .invalidState
        case .segueNotFound: .segueNotFound
        case .unsupported: .unsupported
        case .limitExceeded: .limitExceeded
        case .storyboardError: .storyboardError
        case .invalidParams: .invalidParams
        }
    }

    static func rpcError(_ e: EngineError) -> RPCError {
        RPCError(code: code(e.code).rawValue, message: e.message,
                 data: .object(["uikit": e.uikit.map(JSON.string) ?? .null, "raises": .bool(e.raises)]))
    }

    static func rpcError(_ e: any Error) -> RPCError {
        if let e = e as? EngineError { return rpcError(e) }
        if let e = e as? RPCError { return e }
        return RPCError(code: RPCErrorCode.internalError.rawValue, message: "\(e)", data: nil)
    }

    /// `queue: false` while the window's transition runs (UIKit's R56 warning).
    static func transitionInProgress(_ op: Operation, window: WindowID?, in h: Hierarchy) -> RPCError {
        let uikit: String?
        switch op {
        case .present(let presenter, let vc, _, _, _):
            uikit = "Attempt to present \(describe(vc, h)) on \(describe(presenter, h)) while a presentation is in progress!"
        case .dismiss(let vc, _):
            uikit = "Attempt to dismiss from view controller \(describe(vc, h)) while a presentation or dismiss is in progress!"
        default:
            uikit = nil
        }
        let place = window.map { "window \($0)" } ?? "the server queue"
        return RPCError(code: RPCErrorCode.invalidState.rawValue,
                        message: "a transition is in progress in \(place) and the request said queue: false",
                        data: .object(["uikit": uikit.map(JSON.string) ?? .null, "raises": .bool(false)]))
    }

    /// `<Class: vcN>`, the way the engine names controllers in UIKit messages.
    static func describe(_ vc: VCID, _ h: Hierarchy) -> String {
        "<\(h.controller(vc)?.className ?? "UIViewController"): \(vc)>"
    }
}
