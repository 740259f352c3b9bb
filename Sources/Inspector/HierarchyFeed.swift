import Foundation
import ProsceniumClient
import SnapshotRendering
import WireProtocol

/// The inspector's view of the server, built only on the protocol: an observer connection
/// subscribed to every event and request report (`events.subscribe` with `requests: true`);
/// each event goes to the pages at once, and marks the picture stale. A refresh (the `tree`,
/// then `prosc snapshot`'s capture, layout and SVG) starts when a request's report arrives
/// after the events it caused (the server sends a request's events, then its report), or
/// `quiet` after an event no report follows (an animation ending on the server's clock), and
/// only when none is running; events that arrive meanwhile are folded into the next one. So a
/// request costs one refresh, not one for its first event and another for the rest. Nothing
/// polls: with no events there are no queries.
public actor HierarchyFeed {
    public let connection: ProsceniumConnection
    let hub: PageHub
    let timeout: Double
    private(set) var history: TimelineHistory
    /// The last event seq received.
    private(set) var lastSeq = 0
    /// The latest `state` message, sent first to every page that joins.
    private(set) var stateMessage: String?
    private var stale = false
    private var refreshing = false
    /// A refresh waiting for `quiet` to pass (no report came after an event).
    private var waiting = false
    /// How long after an event without a report the refresh starts.
    static let quiet: Duration = .milliseconds(5)
    private var refreshes = 0
    /// What each segue performed so far came to, by source controller (request reports).
    private var segueOutcomes: [String: [JSON]] = [:]
    private var ended: String?

    public init(connection: ProsceniumConnection, hub: PageHub, timeout: Double, eventLimit: Int) {
        self.connection = connection
        self.hub = hub
        self.timeout = timeout
        history = TimelineHistory(eventLimit: eventLimit)
    }

    /// Says hello as an observer, subscribes, draws the first picture, and follows the events
    /// until the server goes away.
    public func start() async throws(ClientError) {
        _ = try await connection.call(MethodDescriptor.hello.name, ["client": "prosc inspect", "role": "observer"], timeout: timeout)
        let subscription = try await connection.events(requests: true)
        lastSeq = subscription.seq
        await refresh()
        Task {
            for await element in subscription { self.receive(element) }
            self.serverWentAway()
        }
    }

    /// What a page gets first: the current state and the kept timeline.
    public func greeting() -> [String] {
        var messages: [String] = []
        if let stateMessage { messages.append(stateMessage) }
        let kept = history.keptEntries
        if !kept.isEmpty {
            messages.append(#"{"type":"backlog","dropped":\#(history.droppedEntries),"entries":["# + kept.joined(separator: ",") + "]}")
        }
        if let ended { messages.append(JSON.object(["type": "serverGone", "message": .string(ended)]).description) }
        return messages
    }

    func receive(_ element: EventStreamElement) {
        switch element {
        case .event(let event):
            lastSeq = max(lastSeq, event.seq)
            var o = event.params
            o["type"] = .string("event")
            o["subscription"] = nil
            publish(JSON.object(o).description)
            markStale(now: false)
        case .request(let report):
            var o: JSONObject = ["type": "request", "connection": .string(report.connection), "method": .string(report.method),
                                 "params": .object(report.params), "events": .array(report.events.map { .number(Double($0)) })]
            o.set("client", report.client)
            switch report.outcome {
            case .success(let result): o["result"] = result
            case .failure(let error): o["error"] = Self.errorJSON(error)
            }
            if report.method == MethodDescriptor.seguePerform.name, let source = report.params["source"]?.stringValue {
                var outcome: JSONObject = ["identifier": report.params["identifier"] ?? .null, "segue": report.params["segue"] ?? .null,
                                           "connection": .string(report.connection)]
                switch report.outcome {
                case .success(let result): outcome["destination"] = result["destination"] ?? .null
                case .failure(let error): outcome["error"] = Self.errorJSON(error)
                }
                segueOutcomes[source, default: []].append(.object(outcome))
            }
            publish(JSON.object(o).description)
            // A refused request causes no event; an accepted one has had its events already:
            // the picture is redrawn now, once for all of them.
            if stale { markStale(now: true) }
        case .eventsDropped(let count):
            publish(JSON.object(["type": "dropped", "count": .number(Double(count))]).description)
            markStale(now: true)
        }
    }

    private func publish(_ message: String) {
        history.append(entry: message)
        hub.broadcast(message)
    }

    private func markStale(now: Bool) {
        stale = true
        guard !refreshing else { return }
        if now {
            refreshing = true
            Task { await self.refreshWhileStale() }
        } else if !waiting {
            waiting = true
            Task {
                try? await Task.sleep(for: Self.quiet)
                self.quietPassed()
            }
        }
    }

    private func quietPassed() {
        waiting = false
        if stale { markStale(now: true) }
    }

    private func refreshWhileStale() async {
        while stale {
            stale = false
            await refresh()
        }
        refreshing = false
    }

    /// Takes the tree, the picture and its scenes (`scene.list`, read by the capture) now, and sends them to every page.
    func refresh() async {
        let seq = lastSeq
        let started = Date()
        do {
            let tree = try await connection.call(MethodDescriptor.tree.name, [:], timeout: timeout)
            let scene = try await SnapshotCapture.capture(connection, timeout: timeout)
            let svg = SVGWriter.svg(SnapshotLayouter.layout(scene))
            refreshes += 1
            history.append(tree: tree, seq: seq)
            let message: JSONObject = [
                "type": "state", "seq": .number(Double(seq)), "refresh": .number(Double(refreshes)),
                "tree": tree, "svg": .string(svg), "inFlight": .bool(Self.inFlight(tree)),
                "scenes": .array(scene.scenes.map(\.json)), "containers": ContainerNotes.notes(scene),
                "millis": .number((Date().timeIntervalSince(started) * 10_000).rounded() / 10),
            ]
            let text = JSON.object(message).description
            stateMessage = text
            hub.broadcast(text)
        } catch {
            if error.kind == .connection { return }
            hub.broadcast(JSON.object(["type": "error", "message": .string("refresh failed: \(error)")]).description)
        }
    }

    private func serverWentAway() {
        ended = "the server closed the connection (it stopped or was shut down)"
        hub.broadcast(JSON.object(["type": "serverGone", "message": .string(ended!)]).description)
    }

    /// The tree as the first refresh after event `seq` saw it.
    public func tree(afterEvent seq: Int) -> JSON {
        guard let found = history.tree(afterEvent: seq) else {
            return .object(["seq": .number(Double(seq)), "kept": false])
        }
        return .object(["seq": .number(Double(seq)), "refreshSeq": .number(Double(found.seq)), "kept": true, "tree": found.tree])
    }

    /// What the segues performed from `vc` came to so far.
    public func segueOutcomes(of vc: String) -> JSON { .array(segueOutcomes[vc] ?? []) }

    /// Whether a controller in the tree is appearing or disappearing (a transition in flight).
    static func inFlight(_ tree: JSON) -> Bool {
        func visit(_ node: JSON?) -> Bool {
            guard let node, !node.isNull else { return false }
            if let a = node["appearance"]?.stringValue, a == "appearing" || a == "disappearing" { return true }
            if (node["children"]?.arrayValue ?? []).contains(where: { visit($0) }) { return true }
            return visit(node["presented"])
        }
        return (tree["windows"]?.arrayValue ?? []).contains { visit($0["root"]) }
    }

    static func errorJSON(_ error: ClientError) -> JSON {
        var o: JSONObject = ["message": .string(error.message)]
        o["code"] = error.code.map { JSON.number(Double($0)) }
        o.set("codeName", error.codeName)
        o.set("uikit", error.uikit)
        return .object(o)
    }
}
