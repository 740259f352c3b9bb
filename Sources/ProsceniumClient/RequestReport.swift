import WireProtocol

/// A `request` notification (`events.subscribe` with `requests: true`): another connection's
/// mutating request, once answered, with the `seq`s of the events it caused
/// (docs/protocol.md, "Request reports").
public struct RequestReport: Sendable, Equatable {
    public var subscription: String
    /// The requesting connection's session (`c3`).
    public var connection: String
    /// The name the requester gave in `hello`.
    public var client: String?
    /// The request's id as it sent it.
    public var id: JSON
    public var method: String
    public var params: JSONObject
    /// The answer: a result, or the error the server refused it with.
    public var outcome: Result<JSON, ClientError>
    /// The `seq` of every event the request caused, in order.
    public var events: [Int]
    /// The notification's params as the server sent them.
    public var json: JSON

    public init(params json: JSON) throws(ClientError) {
        try self.init(params: json, recorder: nil)
    }

    /// Decodes the notification's params, noting the members read in `recorder` (tests).
    public init(params json: JSON, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(json, context: "request", recorder: recorder)
        subscription = try r.string("subscription")
        connection = try r.string("connection")
        client = r.optionalString("client")
        id = r.value("id") ?? .null
        method = try r.string("method")
        params = r.value("params")?.objectValue ?? [:]
        if let error = try r.optionalReader("error") {
            outcome = .failure(ClientError(error: error))
        } else {
            outcome = .success(r.value("result") ?? .null)
        }
        events = r.value("events")?.arrayValue?.compactMap(\.intValue) ?? []
        self.json = json
    }
}
