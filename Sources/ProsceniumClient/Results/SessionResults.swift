import WireProtocol

/// `hello`'s answer: the session, the protocol version and the server's name and version.
public struct HelloResult: RecordingResultDecodable, Equatable {
    public var session: String
    public var protocolVersion: Int
    public var serverName: String
    public var serverVersion: String
    /// The role the connection now has (an extension).
    public var role: String?
    /// The iOS version whose UIKit the server reproduces (nil from a server before iOS versions).
    public var ios: Int?

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        session = try r.string("session")
        protocolVersion = try r.int("protocol")
        let server = try r.reader("server")
        serverName = try server.string("name")
        serverVersion = try server.string("version")
        role = r.optionalString("role")
        ios = r.optionalInt("ios")
    }
}

/// `server.stats`: counters of the running server.
public struct ServerStats: RecordingResultDecodable, Equatable {
    /// The iOS version whose UIKit the server reproduces (nil from a server before iOS versions).
    public var ios: Int?
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
    /// With `--state-dir`: state writes and what the start-up restore brought back (nil
    /// without, or from a server without the extension).
    public var state: StateFigures?

    /// `server.stats`' `state` (docs/restoration.md).
    public struct StateFigures: RecordingResultDecodable, Equatable {
        /// Successful writes of the state file.
        public var writes: Int
        /// Writes that failed (logged; the server carries on).
        public var writeFailures: Int
        /// Controllers the start-up restore brought back.
        public var restoredControllers: Int
        /// Events the start-up restore issued.
        public var restoreEvents: Int

        public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
            let r = try ResultReader(result, context: context, recorder: recorder)
            writes = try r.int("writes")
            writeFailures = try r.int("writeFailures")
            restoredControllers = try r.int("restoredControllers")
            restoreEvents = try r.int("restoreEvents")
        }
    }

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        ios = r.optionalInt("ios")
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
        state = try r.optionalObject("state")
    }
}

/// `server.checkInvariants` (an extension): whether the engine's invariants hold.
public struct InvariantReport: RecordingResultDecodable, Equatable {
    /// One broken rule.
    public struct Violation: RecordingResultDecodable, Equatable {
        public var rule: String
        public var detail: String
        public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
            if let s = result.stringValue {
                rule = s
                detail = s
                return
            }
            let r = try ResultReader(result, context: context, recorder: recorder)
            rule = try r.string("rule")
            detail = r.optionalString("detail") ?? ""
        }
    }

    public var ok: Bool
    public var violations: [Violation]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        violations = try r.array("violations")
        ok = r.optionalBool("ok") ?? violations.isEmpty
    }
}
