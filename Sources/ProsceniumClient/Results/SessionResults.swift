import WireProtocol

/// `hello`'s answer: the session, the protocol version and the server's name and version.
public struct HelloResult: ResultDecodable, Equatable {
    public var session: String
    public var protocolVersion: Int
    public var serverName: String
    public var serverVersion: String
    /// The role the connection now has (an extension).
    public var role: String?

    public init(result: JSON, context: String) throws(ClientError) {
        let r = try ResultReader(result, context: context)
        session = try r.string("session")
        protocolVersion = try r.int("protocol")
        let server = try ResultReader(result["server"] ?? .null, context: context + ".server")
        serverName = try server.string("name")
        serverVersion = try server.string("version")
        role = r.optionalString("role")
    }
}

/// `server.stats`: counters of the running server.
public struct ServerStats: ResultDecodable, Equatable {
    public var clients: Int
    public var screens: Int
    public var windows: Int
    public var viewControllers: Int
    public var transitionsCompleted: Int
    public var eventsSent: Int
    public var eventsDropped: Int
    public var uptimeMs: Double
    /// Extensions: the last event number, live subscriptions, process id and resident size.
    public var seq: Int?
    public var subscriptions: Int?
    public var pid: Int?
    public var rssBytes: Int?
    /// Output accepted for all connections that their clients have not taken yet.
    public var outboundBytes: Int?

    public init(result: JSON, context: String) throws(ClientError) {
        let r = try ResultReader(result, context: context)
        clients = try r.int("clients")
        screens = try r.int("screens")
        windows = try r.int("windows")
        viewControllers = try r.int("viewControllers")
        transitionsCompleted = try r.int("transitionsCompleted")
        eventsSent = try r.int("eventsSent")
        eventsDropped = try r.int("eventsDropped")
        uptimeMs = try r.double("uptimeMs")
        seq = r.optionalInt("seq")
        subscriptions = r.optionalInt("subscriptions")
        pid = r.optionalInt("pid")
        rssBytes = r.optionalInt("rssBytes")
        outboundBytes = r.optionalInt("outboundBytes")
    }
}

/// `server.checkInvariants` (an extension): whether the engine's invariants hold.
public struct InvariantReport: ResultDecodable, Equatable {
    /// One broken rule.
    public struct Violation: ResultDecodable, Equatable {
        public var rule: String
        public var detail: String
        public init(result: JSON, context: String) throws(ClientError) {
            if let s = result.stringValue {
                rule = s
                detail = s
                return
            }
            let r = try ResultReader(result, context: context)
            rule = try r.string("rule")
            detail = r.optionalString("detail") ?? ""
        }
    }

    public var ok: Bool
    public var violations: [Violation]

    public init(result: JSON, context: String) throws(ClientError) {
        let r = try ResultReader(result, context: context)
        violations = try r.array("violations")
        ok = r.optionalBool("ok") ?? violations.isEmpty
    }
}
