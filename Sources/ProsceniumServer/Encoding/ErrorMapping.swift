import EngineRequests
import HierarchyEngine
import WireProtocol

/// Any error of a handler or the engine → the JSON-RPC error the client gets (engine
/// refusals through `EngineErrorMapping`, shared with `prosc explore`'s in-process path).
enum ErrorMapping {
    static func rpcError(_ e: any Error) -> RPCError {
        if let e = e as? EngineError { return EngineErrorMapping.rpcError(e) }
        if let e = e as? RPCError { return e }
        return RPCError(code: RPCErrorCode.internalError.rawValue, message: "\(e)", data: nil)
    }
}
