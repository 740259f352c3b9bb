/// A decoded JSON-RPC 2.0 request or client notification.
public struct RPCRequest: Sendable, Equatable {
    /// The id to echo; nil for a notification, which gets no reply.
    public var id: RPCID?
    /// The method name.
    public var method: String
    /// The params as sent: an object, an array, or nil when absent — or when `decoded` holds
    /// them instead.
    public var params: JSON?
    /// The params decoded straight from the line against the method's declaration, with the
    /// method's place in `MethodTable` (`decode(line:typedParams: true)`, the server's fast
    /// path); nil when `params` holds them as JSON.
    public var decoded: DecodedParams?

    public init(id: RPCID?, method: String, params: JSON? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }

    /// A request whose params the fast path decoded (`EnvelopeScanner`): built in one piece, as
    /// setting `decoded` on a request made first copied the whole request twice.
    init(id: RPCID?, method: String, params: JSON?, decoded: DecodedParams?) {
        self.id = id
        self.method = method
        self.params = params
        self.decoded = decoded
    }

    /// True for a notification (no `id` member).
    public var isNotification: Bool { id == nil }

    /// The params as a client sent them, as JSON: `params`, or the decoded arguments written
    /// back (declared members only, in declaration order: all the fast path accepts).
    public var paramsJSON: JSON? {
        if let params { return params }
        return decoded.map { .object($0.arguments.wireParams) }
    }
}

/// A request's params decoded by `ArgumentScanner`: the method's index in `MethodTable.all`
/// and its arguments, identifiers parsed.
public struct DecodedParams: Sendable, Equatable {
    public let methodIndex: Int
    public let arguments: MethodArguments
}
