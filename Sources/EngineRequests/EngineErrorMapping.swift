import HierarchyEngine
import WireProtocol

/// Engine refusals → JSON-RPC errors with docs/protocol.md's codes (*Errors*) and
/// `data: {uikit, raises}`: what proscd answers, and what `prosc explore` reports when it
/// explores in process.
public enum EngineErrorMapping {
    public static func code(_ c: EngineError.Code) -> RPCErrorCode {
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

    public static func rpcError(_ e: EngineError) -> RPCError {
        RPCError(code: code(e.code).rawValue, message: e.message,
                 data: .object(["uikit": e.uikit.map(JSON.string) ?? .null, "raises": .bool(e.raises)]))
    }
}
