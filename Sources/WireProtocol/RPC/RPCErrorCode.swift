/// Every error code of the protocol: JSON-RPC 2.0's own and Proscenium's (docs/protocol.md
/// *Errors*).
public enum RPCErrorCode: Int, Sendable, CaseIterable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case notFound = -32001
    case hierarchyInconsistency = -32002
    case invalidState = -32003
    case segueNotFound = -32004
    case unsupported = -32005
    case permissionDenied = -32010
    case limitExceeded = -32011
    case storyboardError = -32012

    /// The code's name as docs/protocol.md spells it (`notFound`, `parseError`…).
    public var name: String {
        switch self {
        case .parseError: "parseError"
        case .invalidRequest: "invalidRequest"
        case .methodNotFound: "methodNotFound"
        case .invalidParams: "invalidParams"
        case .internalError: "internalError"
        case .notFound: "notFound"
        case .hierarchyInconsistency: "hierarchyInconsistency"
        case .invalidState: "invalidState"
        case .segueNotFound: "segueNotFound"
        case .unsupported: "unsupported"
        case .permissionDenied: "permissionDenied"
        case .limitExceeded: "limitExceeded"
        case .storyboardError: "storyboardError"
        }
    }

    /// The code named `name`, if any.
    public init?(name: String) {
        guard let code = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = code
    }
}
