import HierarchyEngine
import UVLoop

/// Delivery on the loop thread: events numbered and fanned out, replies written (held until
/// their state is on disk with `--state-dir`, put in their place in a batch's answer), and the
/// control messages of the coordinators — in the order they were produced, whether they come
/// from the inbox or straight from a request the dispatcher ran on the loop thread.
///
/// It owns the event hub, the write batch and the batches being answered (`Batches.swift`);
/// it finds a reply's connection in the shell's `ConnectionRegistry`. Loop-thread confined.
///
/// Its mutable fields are `LoopBound` boxes (loop thread only).
final class Delivery {
    let hub: EventHub
    /// Gathers each connection's output during a read or an inbox drain (one write per step).
    let writeBatch: WriteBatch
    /// Where a request's mutation sends its messages: straight back here, or the inbox.
    private let outbox = Outbox()
    private let context: ServerContext
    private let connections: ConnectionRegistry
    private let windows: WindowTable
    /// Batches whose answer is not complete yet (`Batches.swift`).
    let batches = LoopBound<[Int: PendingBatch]>([:])
    let lastBatchID = LoopBound(0)
    /// Connections holding output behind a reply that waits for the disk (`--state-dir`).
    private let holding = LoopBound<[Connection]>([])
    /// What the inbox carries for the others: a coordinator stopped (the shell's shutdown), a
    /// storyboard parsed off the loop (the dispatcher's `storyboard.load`). Set once at start.
    var onCoordinatorStopped: () -> Void = {}
    var onStoryboardParsed: (StoryboardParse, ReplyTarget) -> Void = { _, _ in }

    init(context: ServerContext, hub: EventHub, writeBatch: WriteBatch, connections: ConnectionRegistry, windows: WindowTable) {
        self.context = context
        self.hub = hub
        self.writeBatch = writeBatch
        self.connections = connections
        self.windows = windows
    }

    private var stateStore: StateStore? { context.stateStore }

    /// Delivers everything the coordinators posted, gathering each connection's lines.
    func processInbox() {
        writeBatch.gathering { drainInbox(engineLocked: false) }
    }

    /// Runs `body` while no coordinator can change the hierarchy, after every event issued so
    /// far has been delivered: the basis of `sync` and the snapshot-consistent subscribe.
    func withQuiescentHierarchy<R>(_ body: (borrowing Hierarchy) -> R) -> R {
        context.engine.withHierarchy { h in
            drainInbox(engineLocked: true)
            return body(h)
        }
    }

    /// Drains the inbox until it stays empty. Under the engine lock, messages that need the
    /// lock themselves (reroutes, storyboard registration, shutdown steps) are posted again
    /// for the next drain.
    func drainInbox(engineLocked: Bool) {
        // The inbox is empty after most requests: then no arrays are made and freed (≈ 50
        // instructions a request).
        if !context.inbox.isEmpty {
            var later: [InboxMessage] = []
            while true {
                let batch = context.inbox.drain()
                if batch.isEmpty { break }
                deliver(batch, engineLocked: engineLocked, later: &later)
            }
            if !later.isEmpty { context.inbox.post(contentsOf: later) }
        }
        if !holding.value.isEmpty, let store = stateStore { releaseHeld(written: store.writtenGeneration) }
    }

    /// Durability (docs/restoration.md): a reply waits until its state is on disk, and its
    /// connection's later output waits behind it (`Connection.hold`), so the connection still
    /// reads events and replies in engine order. True when the reply was held.
    private func holdForDurability(_ route: ReplyRoute, _ line: ReplyLine, _ store: StateStore) -> Bool {
        guard let c = connections[route.connection] else { return false }
        let generation: Int
        if let g = store.generationToAwait() {
            generation = g
        } else if c.holdsOutput {
            generation = 0   // on disk already, but behind what the connection holds
        } else {
            return false
        }
        if !c.holdsOutput { holding.value.append(c) }
        c.hold(reply: route, line: line.lineBytes, generation: generation)
        return true
    }

    /// Sends what the connections held that the state on disk (`written`) now covers.
    func releaseHeld(written: Int) {
        var still: [Connection] = []
        for c in holding.value {
            c.releaseHeld(written: written) { route, line in
                respond(route, line, on: c)
                c.requestFinished()
            }
            if c.holdsOutput, !c.isClosed { still.append(c) }
        }
        holding.value = still
    }

    /// Runs `submit` (a request's mutation handed to its coordinator on the loop thread) and
    /// delivers what it produced at once (`Outbox`), then anything that reached the inbox meanwhile.
    /// Always inlined: called once, from `Dispatcher.submit`, whose job the closure captures
    /// (not inlined, the job was copied into the closure's context: ≈ 250 instructions a request).
    @inline(__always)
    func deliverNow(_ submit: (inout Outbox.Sink) -> Void) {
        outbox.submit(submit) { messages in
            if !messages.isEmpty {
                var later: [InboxMessage] = []
                deliver(messages, engineLocked: false, later: &later)
            }
            drainInbox(engineLocked: false)
        }
    }

    private func deliver(_ batch: [InboxMessage], engineLocked: Bool, later: inout [InboxMessage]) {
        for m in batch {
            switch m {
            case .events(let events):
                for e in events { hub.deliver(e) }
            case .eventTally(let runs):
                for run in runs { hub.number(run.count, in: run.window) }
            case .eventRun(let run):
                hub.number(run.count, in: run.window)
            case .restorationEvents(let events):
                for e in events { hub.deliver(e, keepForReplay: true) }
            case .reply(let route, let line):
                // Durability (docs/restoration.md): held until its state is on disk.
                if let store = stateStore, holdForDurability(route, .bytes(line), store) { continue }
                deliverReply(route, line)
            case .fixedReply(let route, let reply):
                if let store = stateStore, holdForDurability(route, .fixed(reply), store) { continue }
                deliverReply(route, reply)
            case .arrivalsSettled(let vcs):
                windows.settle(vcs)
            case .wake:
                break
            case _ where engineLocked:
                later.append(m)
            case .reroute(let job):
                let produced = windows.reroute(job)
                if !produced.isEmpty { deliver(produced, engineLocked: false, later: &later) }
            case .coordinatorStopped:
                onCoordinatorStopped()
            case .storyboardParsed(let parse, let reply):
                onStoryboardParsed(parse, reply)
            }
        }
    }

    /// The reply of a request that was in flight: written (or put in its batch's answer),
    /// then the request is over for the connection's flow control.
    func deliverReply(_ route: ReplyRoute, _ line: [UInt8]) {
        guard let c = connections[route.connection] else { return }
        respond(route, line, on: c)
        c.requestFinished()
        // Its bytes are in the connection's output (or its batch's answer): the buffer can
        // take a later reply (`ReplyLineBuffers`).
        if route.slot == nil { context.replyLines.giveBack(line) }
    }

    /// `deliverReply` of a fixed reply: to a connection's own request (not in a batch, not
    /// reported), written straight into its output (`Connection.send(_: FixedReply)`).
    func deliverReply(_ route: ReplyRoute, _ reply: FixedReply) {
        guard let c = connections[route.connection] else { return }
        if route.slot == nil && c.reportedRequests == 0 {
            c.send(reply)
        } else {
            respond(route, reply.line(), on: c)
        }
        c.requestFinished()
    }

    /// A closed connection: its batches and subscriptions are forgotten.
    func forget(_ c: Connection) {
        forgetBatches(of: c)
        hub.removeAll(of: c)
        c.subscriptions.removeAll()
    }
}
