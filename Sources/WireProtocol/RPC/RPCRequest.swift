/// A decoded JSON-RPC 2.0 request or client notification.
public struct RPCRequest: Sendable, Equatable {
    /// The id to echo; nil for a notification, which gets no reply.
    public var id: RPCID?
    /// The method name.
    public var method: String
    /// The params as sent: an object, an array, or nil when absent.
    public var params: JSON?

    public init(id: RPCID?, method: String, params: JSON? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }

    /// True for a notification (no `id` member).
    public var isNotification: Bool { id == nil }
}
