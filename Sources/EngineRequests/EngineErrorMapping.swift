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

    /// `data` is `{uikit, raises}`, plus `sceneError: {domain, code, name}` when UIKit hands the
    /// refusal to an error handler as a `UISceneErrorDomain` error (`scene.activate`, R140).
    public static func rpcError(_ e: EngineError) -> RPCError {
        var data: JSONObject = ["uikit": e.uikit.map(JSON.string) ?? .null, "raises": .bool(e.raises)]
        if let scene = e.sceneError {
            data["sceneError"] = .object(["domain": .string(SceneErrorCode.domain), "code": .number(Double(scene.rawValue)),
                                          "name": .string(scene.name)])
        }
        return RPCError(code: code(e.code).rawValue, message: e.message, data: .object(data))
    }
}
