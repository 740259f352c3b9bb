import HierarchyEngine
import UVLoop
import WireProtocol

/// The dispatcher: one request line → the envelope → the method table's entry (one lookup finds
/// the descriptor and the handler) → hello and role checks → params validated against the
/// descriptor → the target resolved once → the entry's handler → what it returns carried out:
/// a mutation handed to its window's coordinator, a query answered under the engine lock, a
/// session action performed (`SessionActions.swift`). What it produces leaves through
/// `Delivery` (`Outbox`). It owns the method settings, the tree cache and the storyboard
/// registry. Loop-thread confined.
final class Dispatcher {
    let options: ServerOptions
    let context: ServerContext
    let delivery: Delivery
    let windows: WindowTable
    let connections: ConnectionRegistry
    let storyboards: StoryboardRegistry
    let settings: MethodSettings
    /// `tree` results of the current hierarchy revision (loop thread, under the engine lock).
    let treeCache = TreeCache()
    /// False once shutdown began: mutations are refused.
    var acceptsMutations: Bool {
        get { mutationsAccepted.value }
        set { mutationsAccepted.value = newValue }
    }
    private let mutationsAccepted = LoopBound(true)
    /// The buffers requests' typed params are decoded into, one per method, given back once the
    /// operation is built (no array allocated, filled or freed per request). Loop thread only:
    /// unchecked access.
    @exclusivity(unchecked) private var argumentStorage = ArgumentStorage()
    /// Asks the shell to shut down (`server.shutdown`). Set once at start.
    var onShutdown: () -> Void = {}

    init(options: ServerOptions, context: ServerContext, delivery: Delivery, windows: WindowTable,
         connections: ConnectionRegistry, storyboards: StoryboardRegistry, launch: AppLaunch) {
        self.options = options
        self.context = context
        self.delivery = delivery
        self.windows = windows
        self.connections = connections
        self.storyboards = storyboards
        self.settings = MethodSettings(externalStoryboard: launch.externalStoryboard)
    }

    var hub: EventHub { delivery.hub }

    /// Runs one line: a request, or a batch of them. A mutation runs right here on the loop
    /// thread, under its window coordinator's lock: its events and reply are delivered right
    /// after, in order, rather than waking the loop for them (an animated one's end comes later
    /// from the window's queue, through the inbox).
    func handle(line: UnsafeRawBufferPointer, from c: Connection) {
        // What earlier lines produced may not wait behind this one for ever.
        delivery.writeBatch.writeIfDue()
        // A request object starts with `{`: only other lines need to be looked at for a batch.
        if line.first == UInt8(ascii: "{") {
            // Params decoded straight from the line unless a request report wants them as JSON.
            handle(RPCRequest.decode(line: line, typedParams: !hub.requests.isActive, argumentStorage: &argumentStorage),
                   from: c, slot: nil)
            return
        }
        switch RPCRequest.decodeMessage(line: line) {
        case .single(let decoded): handle(decoded, from: c, slot: nil)
        case .batch(let elements): handle(batch: elements, from: c)
        }
    }

    /// Runs each element of a batch as a request of its own, in order; the answer is the array
    /// of the responses (in the elements' order), or nothing when every element is a
    /// notification (`Batches.swift`). A batch of more than `maxPendingRequests` elements is
    /// refused whole (-32011, id null).
    private func handle(batch elements: [RPCDecodeResult], from c: Connection) {
        guard elements.count <= options.maxPendingRequests else {
            c.send(RPCEncoder.error(id: nil, error: RPCError(
                .limitExceeded, "a batch of \(elements.count) requests exceeds maxPendingRequests (\(options.maxPendingRequests)); nothing ran",
                data: .object(["limit": .number(Double(options.maxPendingRequests)), "requests": .number(Double(elements.count))]))))
            return
        }
        let id = delivery.openBatch(count: elements.count, from: c)
        for (index, element) in elements.enumerated() {
            var answered = true
            if case .request(let r) = element, r.id == nil { answered = false }
            if answered { delivery.expectAnswer(in: id) }
            handle(element, from: c, slot: answered ? BatchSlot(batch: id, index: index) : nil)
        }
        delivery.batchDispatched(id, from: c)
    }

    /// One request (or what to answer for a line that is none), answered on its own or in its
    /// place in a batch's answer.
    private func handle(_ decoded: consuming RPCDecodeResult, from c: Connection, slot: BatchSlot?) {
        switch consume decoded {
        case .failure(let id, let error):
            delivery.respond(ReplyTarget(connection: c.id, requestID: id, slot: slot).route, RPCEncoder.error(id: id, error: error), on: c)
        case .request(var req):
            let reply = ReplyTarget(connection: c.id, requestID: req.id, slot: slot)
            do throws(RPCError) {
                try dispatch(&req, reply: reply, from: c)
            } catch {
                if let id = req.id { delivery.respond(reply.route, RPCEncoder.error(id: id, error: error), on: c) }
            }
        }
    }

    /// A line over `maxLineBytes` ended: -32011 with the limit and its length; the connection stays usable.
    func lineTooLong(_ count: Int, from c: Connection) {
        let limit = options.maxLineBytes
        c.send(RPCEncoder.error(id: nil, error: RPCError(
            .limitExceeded, "line of \(count) bytes exceeds the limit of \(limit) bytes; discarded",
            data: .object(["limit": .number(Double(limit)), "bytes": .number(Double(count))]))))
    }

    /// `req`'s decoded params are moved out of it (copying them, twice, cost ≈ 280 instructions
    /// a request: a large optional is copied through its generic value witness).
    /// `reply` is consumed: a mutation's job takes it without a copy (copying its `RPCID?` into
    /// the job went through `Optional`'s generic value witness, ≈ 127 instructions).
    private func dispatch(_ req: inout RPCRequest, reply: consuming ReplyTarget, from c: Connection) throws(RPCError) {
        let decoded = req.decoded.take()
        guard let index = decoded?.methodIndex ?? MethodTable.index(named: req.method) else {
            throw RPCError(.methodNotFound, "method '\(req.method)' not found")
        }
        let entry = ServerMethods.entries[index]
        if options.helloRequired, !c.saidHello, req.method != MethodDescriptor.hello.name {
            throw RPCError(.permissionDenied, "this server requires hello before any other method (requireHello)")
        }
        if c.role == .observer, entry.descriptor.mutates {
            throw RPCError(.permissionDenied,
                           "method '\(req.method)' changes the hierarchy; an observer may only query and subscribe")
        }
        var values: MethodArguments
        if let decoded = consume decoded {
            values = decoded.arguments
        } else {
            values = try MethodArguments(decoding: try Params(req.params), for: entry.descriptor, identifying: false)
        }
        if entry.descriptor.mutates, hub.requests.isActive { hub.requests.began(req, on: c) }
        try values.identify()
        let target = TargetResolver.resolve(values)
        let queue = values.queuePolicy
        var arguments = Arguments(values: consume values, target: target, settings: settings)
        switch entry.handler {
        case .mutation(let build, let style):
            let operation = try build(arguments)
            mutate(operation, style: style, &arguments, method: index, queue: queue, reply: reply, from: c)
        case .request(let request, let style):
            let operation = try request.operation(arguments.values)
            mutate(operation, style: style, &arguments, method: index, queue: queue, reply: reply, from: c)
        case .query(let answer):
            try query(answer, arguments, reply: reply, on: c)
        case .session(let action):
            try perform(try action(arguments), reply: reply, on: c)
        }
    }

    /// A mutation's job, made from its built operation (the arguments' buffer given back for the
    /// method's next request), submitted.
    @inline(__always)
    private func mutate(_ operation: consuming Operation, style: ResultStyle, _ arguments: inout Arguments, method index: Int,
                        queue: QueuePolicy, reply: consuming ReplyTarget, from c: Connection) {
        argumentStorage.keep(&arguments.values, method: index)
        var job = EngineJob(operation: operation, target: arguments.target,
                            allowQueue: queue == .wait, reply: reply, resultStyle: style, method: index)
        job.atOnce = queue == .uikit
        submit(job, from: c)
    }

    /// Hands a mutation to the coordinator of the window it belongs to and delivers what it
    /// produced at once (its events and reply, for an operation that completed).
    private func submit(_ job: EngineJob, from c: Connection) {
        guard acceptsMutations else {
            if let id = job.reply.requestID {
                delivery.respond(job.reply.route, RPCEncoder.error(id: id, error: RPCError(.internalError, "the server is shutting down")), on: c)
            }
            return
        }
        if job.reply.requestID != nil { c.requestStarted() }
        delivery.deliverNow { sink in windows.submit(job, into: &sink) }
    }

    /// Answers a query from the hierarchy, under the engine lock (queries see transitions in flight).
    private func query(_ answer: @Sendable (Arguments, borrowing Hierarchy, QueryContext) throws(RPCError) -> QueryAnswer,
                       _ arguments: Arguments, reply: ReplyTarget, on c: Connection) throws(RPCError) {
        let q = QueryContext(figures: { [unowned self] in figures() }, storyboardPath: { [unowned self] in storyboards.path(of: $0) },
                             treeCache: treeCache)
        let result: Result<QueryAnswer, RPCError> = context.engine.withHierarchy { h in
            do throws(RPCError) { return .success(try answer(arguments, h, q)) } catch { return .failure(error) }
        }
        guard let id = reply.requestID else { return }
        switch try result.get() {
        case .result(let write):
            delivery.respond(reply.route, RPCEncoder.response(id: id, write), on: c)
        case .encoded(let bytes):
            delivery.respond(reply.route, RPCEncoder.response(id: id) { w in bytes.withUnsafeBytes { w.encodedValue(bytes: $0) } }, on: c)
        }
    }

    /// `server.stats`' figures of the shell.
    private func figures() -> ServerFigures {
        ServerFigures(clients: connections.count, eventsSent: hub.eventsSent, eventsDropped: hub.eventsDropped,
                      seq: hub.seq, subscriptions: hub.subscriptions.count, uptimeMillis: context.nowMillis,
                      outboundBytes: connections.outboundBytes, state: context.stateStore?.counts)
    }
}
