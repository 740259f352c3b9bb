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
}
