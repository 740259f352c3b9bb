import UVLoop
import WireProtocol

/// Reports other connections' mutating requests to the subscriptions that asked for them
/// (`events.subscribe` with `requests: true`; docs/protocol.md, "Request reports"): once a
/// request is answered, each such subscription gets a `request` notification with the
/// request's method and params, the connection that sent it, its result or error, and the
/// `seq`s of the events it caused — after those events, so a recorder (`prosc record`) has
/// everything it needs to write the request as a flow step with its callbacks.
///
/// Events are attributed exactly: a coordinator tags the events of a job with the job's reply
/// target (`PendingEvent.cause`), including the completion events of an animated transition,
/// so requests in flight at once in different windows never share events.
///
/// Loop-thread confined. Costs nothing while no subscription asks: `isActive` is checked
/// before anything is recorded, and a connection's replies are inspected only while it has
/// a reported request open (`Connection.reportedRequests`), at `Delivery.respond`, the one
/// place answers leave through.
///
/// Its list of subscribers is a `LoopBound` box (loop thread only).
final class RequestReports {
    /// A request being followed until its answer.
    private final class Report {
        let connection: Connection
        let method: String
        let params: JSON
        /// The seqs of the events it caused so far.
        var events: [Int] = []

        init(connection: Connection, method: String, params: JSON) {
            self.connection = connection
            self.method = method
            self.params = params
        }
    }

    private struct Key: Hashable {
        let connection: Int
        let id: RPCID
    }

    /// Subscriptions that asked for request reports.
    var subscribers: [Subscription] { subscribed.value }
    private let subscribed = LoopBound<[Subscription]>([])
    /// Open reports by (connection, request id); several when a client reuses an id while
    /// the first is still in flight (answered in order).
    private var open: [Key: [Report]] = [:]

    /// True while some subscription wants request reports.
    var isActive: Bool { !subscribed.value.isEmpty }

    func add(_ s: Subscription) { subscribed.value.append(s) }

    func remove(_ s: Subscription) {
        subscribed.value.removeAll { $0 === s }
        if subscribed.value.isEmpty { discard { _ in true } }
    }

    /// The connection went away: its subscriptions stop, its open requests are forgotten.
    func remove(connection c: Connection) {
        subscribed.value.removeAll { $0.connection === c }
        discard { subscribed.value.isEmpty || $0 == c.id }
    }

    /// Forgets the open reports of the connections `matches` picks.
    private func discard(_ matches: (Int) -> Bool) {
        for (key, reports) in open where matches(key.connection) {
            reports.first?.connection.reportedRequests -= reports.count
            open[key] = nil
        }
    }

    /// A mutating request passed validation and is about to run. Requests without an id
    /// (client notifications) get no answer, so they are not reported.
    func began(_ request: RPCRequest, on c: Connection) {
        guard isActive, let id = request.id, subscribed.value.contains(where: { $0.connection !== c }) else { return }
        open[Key(connection: c.id, id: id), default: []].append(Report(connection: c, method: request.method, params: request.paramsJSON ?? .object([:])))
        c.reportedRequests += 1
    }

    /// An event numbered `seq` was delivered; `cause` is the request whose job emitted it.
    func delivered(seq: Int, cause: ReplyTarget?) {
        guard let cause, let id = cause.requestID, let reports = open[Key(connection: cause.connection, id: id)] else { return }
        reports[0].events.append(seq)
    }

    /// `line` answers a request of `c`, which has reported requests open (`Delivery.respond`):
    /// when it answers one, every other subscriber gets the report (its events were delivered
    /// before its answer).
    func answered(_ line: [UInt8], on c: Connection) {
        guard let message = try? JSONParser.parse(line, maxDepth: 100_000), let object = message.objectValue,
              object["method"] == nil, let idValue = object["id"], let id = RPCID(idValue) else { return }
        let key = Key(connection: c.id, id: id)
        guard var reports = open[key], !reports.isEmpty else { return }
        let report = reports.removeFirst()
        open[key] = reports.isEmpty ? nil : reports
        c.reportedRequests -= 1
        for s in subscribed.value where s.connection !== c {
            s.connection.send(RPCEncoder.notification(method: "request") { w in
                w.beginObject()
                w.member("subscription", s.name)
                w.member("connection", "c\(c.id)")
                w.member("client", c.clientName)
                w.key("id")
                w.write(id)
                w.member("method", report.method)
                w.member("params", report.params)
                if let error = object["error"] {
                    w.member("error", error)
                } else {
                    w.member("result", object["result"] ?? .null)
                }
                w.member("events", JSON.array(report.events.map { .number(Double($0)) }))
                w.endObject()
            })
        }
    }
}
