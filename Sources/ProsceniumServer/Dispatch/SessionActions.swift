import EngineRequests
import HierarchyEngine
import Storyboards
import WireProtocol

/// What session methods ask of the shell, carried out: hello, subscriptions, sync, shutdown and
/// loading a storyboard (parsed off the loop thread, registered all at once back on it).
extension Dispatcher {
    func perform(_ action: SessionAction, reply: ReplyTarget, on c: Connection) throws(RPCError) {
        switch action {
        case .reply(let result):
            answer(reply, on: c, result)
        case .hello(let client, let role, let expected):
            if let expected, expected != options.ios.major {
                throw .invalidParams("this server reproduces iOS \(options.ios); the client expects iOS \(expected) (start proscd with --ios \(expected))")
            }
            c.clientName = client
            c.role = role
            c.saidHello = true
            answer(reply, on: c, ResultEncoding.hello(session: "c\(c.id)", role: role.rawValue, ios: options.ios.major))
        case .subscribe(let request):
            try subscribe(request, reply: reply, on: c)
        case .unsubscribe(let name):
            guard let sub = c.subscriptions.first(where: { $0.name == name }) else {
                throw TargetResolver.notFound("no subscription '\(name)' on this connection")
            }
            hub.unsubscribe(sub)
            c.subscriptions.removeAll { $0 === sub }
            answer(reply, on: c, ResultEncoding.empty)
        case .sync:
            let seq = delivery.withQuiescentHierarchy { _ in hub.seq }
            answer(reply, on: c, ResultEncoding.sync(seq: seq))
        case .shutdown:
            answer(reply, on: c, ResultEncoding.empty)
            onShutdown()
        case .loadStoryboard(let source):
            try loadStoryboard(source, reply: reply, on: c)
        }
    }

    private func answer(_ reply: ReplyTarget, on c: Connection, _ write: ResultEncoding.Body) {
        guard let id = reply.requestID else { return }
        delivery.respond(reply.route, RPCEncoder.response(id: id, write), on: c)
    }

    // MARK: - Subscriptions

    private func subscribe(_ request: SubscriptionRequest, reply: ReplyTarget, on c: Connection) throws(RPCError) {
        guard c.subscriptions.count < options.maxSubscriptions else {
            throw RPCError(.limitExceeded, "this connection already has \(options.maxSubscriptions) subscriptions (maxSubscriptions)")
        }
        // Deliver every event issued so far, then register: `seq` is exactly the last event
        // this subscription will not see, and the snapshot is the state as of `seq`.
        let (sub, line): (Subscription, [UInt8]?) = delivery.withQuiescentHierarchy { h in
            let sub = hub.subscribe(connection: c, windows: request.windows, names: request.names, requests: request.requests)
            let line = reply.requestID.map { id in
                RPCEncoder.response(id: id) { w in
                    w.result(ResultTypes.subscribeResult) { w in
                        w.member("subscription", sub.name)
                        w.member("seq", hub.seq)
                        if request.snapshot {
                            w.object("tree", ResultTypes.tree) { w in TreeEncoding.windows(h, only: request.windows, into: &w) }
                        }
                        if request.restoration {
                            w.member("restorationEvents", hub.restorationEventCount(for: sub))
                            w.member("restorationEventsNotKept", hub.restorationEventsNotKept)
                        }
                    }
                }
            }
            return (sub, line)
        }
        c.subscriptions.append(sub)
        if let line { delivery.respond(reply.route, line, on: c) }
        // After the answer, before any live event: the restore's events, oldest first.
        if request.restoration { hub.replayRestoration(to: sub) }
    }

    // MARK: - Storyboards

    private func loadStoryboard(_ source: StoryboardSource, reply: ReplyTarget, on c: Connection) throws(RPCError) {
        let inbox = context.inbox
        let store = context.stateStore
        switch source {
        case .path(let path, let inlineName):
            guard let allowed = storyboards.allowedPath(path) else {
                throw RPCError(.permissionDenied,
                               "storyboard.load may only read files inside the storyboard directory (\(storyboards.directory ?? "none configured"))")
            }
            let base = allowed.split(separator: "/").last.map(String.init) ?? allowed
            guard base.hasSuffix(".storyboard") else { throw .invalidParams("'\(path)' is not a .storyboard file") }
            let name = inlineName ?? String(base.dropLast(".storyboard".count))
            let directory = storyboards.directory ?? ""
            context.runtime.offload(on: nil) {
                let result = Result { () throws(StoryboardLoadError) in
                    guard let bytes = try StoryboardRegistry.readConfined(allowed, directory: directory) else {
                        throw StoryboardLoadError(file: allowed, line: nil, reason: "the file is no longer inside the storyboard directory")
                    }
                    return try Self.parseAndKeep(bytes, name: name, path: allowed, store: store)
                }
                inbox.post(.storyboardParsed(StoryboardParse(name: name, path: allowed, result: result), reply))
            }
        case .xml(let bytes, let name):
            context.runtime.offload(on: nil) {
                let result = Result { () throws(StoryboardLoadError) in try Self.parseAndKeep(bytes, name: name, path: nil, store: store) }
                inbox.post(.storyboardParsed(StoryboardParse(name: name, path: nil, result: result), reply))
            }
        }
        c.requestStarted()
    }

    /// Parses a storyboard (off the loop thread) and, with `--state-dir`, keeps a copy of what
    /// parsed for restoration (StateStoreStoryboards.swift) before it is registered.
    private static func parseAndKeep(_ bytes: [UInt8], name: String, path: String?, store: StateStore?) throws(StoryboardLoadError) -> StoryboardTemplate {
        let template = try StoryboardLoader.load(xml: bytes, name: name, path: path)
        store?.keepStoryboard(name: name, xml: bytes)
        return template
    }

    /// Registers a parsed storyboard (or reports its error) and answers the request.
    func finishStoryboardLoad(_ parse: StoryboardParse, reply: ReplyTarget) {
        let line: [UInt8]?
        switch parse.result {
        case .failure(let e):
            var data: [(key: String, value: JSON)] = [("file", .string(e.file)), ("reason", .string(e.reason))]
            data.append(("line", e.line.map { .number(Double($0)) } ?? .null))
            data.append(("uikit", .null))
            data.append(("raises", .bool(true)))
            line = reply.requestID.map {
                RPCEncoder.error(id: $0, error: RPCError(.storyboardError, e.message, data: .object(JSONObject(data))))
            }
        case .success(let t):
            let problems: [StoryboardLoadError] = context.engine.withHierarchy { h in
                var catalog = h.catalog
                catalog.storyboards[parse.name] = t
                let problems = StoryboardLoader.unresolvedReferences(in: t, catalog: catalog)
                h.catalog = catalog
                return problems
            }
            storyboards.record(name: parse.name, path: parse.path)
            line = reply.requestID.map {
                RPCEncoder.response(id: $0, ResultEncoding.storyboardLoaded(name: parse.name, t, warnings: problems.map(\.message)))
            }
        }
        guard let c = connections[reply.connection] else { return }
        if let line { delivery.respond(reply.route, line, on: c) }
        c.requestFinished()
    }
}
