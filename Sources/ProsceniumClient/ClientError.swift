import WireProtocol

/// Why a call failed: the server refused it (with its JSON-RPC code, message and UIKit's
/// text), the connection could not be made or broke, or no answer came in time.
public struct ClientError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The server answered with an error object.
        case server
        /// No server at the path, or the connection broke.
        case connection
        case timeout
        /// The server's answer could not be understood.
        case protocolViolation
    }

    public var kind: Kind
    public var code: Int?
    public var message: String
    /// `data.uikit`: the message UIKit would raise or log.
    public var uikit: String?
    /// `data.raises`: whether UIKit throws an exception for this.
    public var raises: Bool?
    public var data: JSON?

    public init(kind: Kind, code: Int? = nil, message: String, uikit: String? = nil, raises: Bool? = nil, data: JSON? = nil) {
        self.kind = kind
        self.code = code
        self.message = message
        self.uikit = uikit
        self.raises = raises
        self.data = data
    }

    /// From a JSON-RPC error object.
    init(errorObject: JSON) {
        if let r = try? ResultReader(errorObject, context: "error") {
            self.init(error: r)
        } else {
            self.init(kind: .server, message: "error")
        }
    }

    /// From a JSON-RPC error object's reader: `code`, `message` and `data` (kept whole).
    init(error r: ResultReader) {
        let data = r.value("data")
        self.init(kind: .server, code: r.optionalInt("code"), message: r.optionalString("message") ?? "error",
                  uikit: data?["uikit"]?.stringValue, raises: data?["raises"]?.boolValue, data: data)
    }

    /// The wire code's name (`invalidState`), when it is one of the contract's.
    public var codeName: String? { code.flatMap { RPCErrorCode(rawValue: $0) }.map { "\($0)" } }

    public var description: String {
        var s = message
        if let code { s = "error \(code)" + (codeName.map { " (\($0))" } ?? "") + ": " + s }
        if let uikit { s += "\nUIKit: \(uikit)" }
        return s
    }
}
