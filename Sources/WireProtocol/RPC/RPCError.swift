/// A JSON-RPC error object: what a failed request answers.
public struct RPCError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The code; usually one of `RPCErrorCode`, but any integer a peer sends is kept.
    public var code: Int
    /// A short human-readable description.
    public var message: String
    /// Details; Proscenium's errors carry `uikit` and `raises` here (docs/protocol.md *Errors*).
    public var data: JSON?

    public init(code: Int, message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public init(_ code: RPCErrorCode, _ message: String, data: JSON? = nil) {
        self.init(code: code.rawValue, message: message, data: data)
    }

    /// An error whose `data` is `{"uikit": …, "raises": …}`: the message UIKit would raise
    /// or log (omitted when UIKit has none) and whether UIKit throws.
    public init(_ code: RPCErrorCode, _ message: String, uikit: String?, raises: Bool) {
        var data = JSONObject()
        if let uikit { data["uikit"] = .string(uikit) }
        data["raises"] = .bool(raises)
        self.init(code, message, data: .object(data))
    }

    /// The code as a known `RPCErrorCode`, if it is one.
    public var knownCode: RPCErrorCode? { RPCErrorCode(rawValue: code) }

    /// A -32602 error.
    public static func invalidParams(_ message: String) -> RPCError { RPCError(.invalidParams, message) }

    /// -32001 with `data: {uikit: null, raises: false}`, as every not-found answer ("no window 'w9'").
    public static func notFound(_ message: String) -> RPCError {
        RPCError(code: RPCErrorCode.notFound.rawValue, message: message, data: .object(["uikit": .null, "raises": .bool(false)]))
    }

    /// A -32600 error.
    public static func invalidRequest(_ message: String) -> RPCError { RPCError(.invalidRequest, message) }

    public var description: String {
        let name = knownCode.map { " \($0.name)" } ?? ""
        return "\(code)\(name): \(message)" + (data.map { " \($0)" } ?? "")
    }
}
