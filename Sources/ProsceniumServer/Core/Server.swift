import Foundation
import HierarchyEngine
import Logging
import Storyboards
import UVLoop
import WireProtocol

/// `proscd`'s shell: owns the libuv loop (accept, read, frame, route, write), the window
/// coordinators and the one engine. Everything here runs on the loop thread except what the
/// coordinators do on their queues. `run()` returns when the server has shut down cleanly.
public final class Server {
    let options: ServerOptions
    let logger: Logger
    let socketPath: String
    let context: ServerContext
    let hub: EventHub
    let storyboards: StoryboardRegistry
    /// `tree` results of the current hierarchy revision (loop thread, under the engine lock).
    let treeCache = TreeCache()
    /// `--state-dir`: where the preserved hierarchy is written (docs/restoration.md).
    let stateStore: StateStore?

    private let loop: EventLoop
    private var listener: PipeListener?
    private var wakeup: AsyncWakeup?
    private var signals: [SignalWatcher] = []
    private var acceptRetry: UVTimer?
    private var acceptFailures = 0
    private var shutdownTimer: UVTimer?
    private(set) var connections: [Int: Connection] = [:]
    private var watchdog: ConnectionWatchdog?
    private(set) var resumer: ReadResumer?
    private var nextConnectionID = 0
    private var coordinators: [WindowID: WindowCoordinator] = [:]
    /// Controllers that queued jobs are putting into a window, with how many such jobs wait.
    private var arriving: [VCID: (window: WindowID, jobs: Int)] = [:]
    private lazy var serverCoordinator = WindowCoordinator(window: nil, context: context, stateStore: stateStore)
    private(set) var shuttingDown = false
    private var stoppingCoordinators = 0
    private var lastChance: UVTimer?
    private var finished = false
    private let startedAt = Date()
    private var onListening: ((String) -> Void)?
    /// Inside `batchingWrites`: connections send into their batch buffers.
    private(set) var isBatchingWrites = false
    private var connectionsToFlush: [Connection] = []

    /// Builds the world (main screen, window w1) but does not listen yet.
    public init(options: ServerOptions, logger: Logger) throws {
        self.options = options
        self.logger = logger
        let resolved = SocketLocation.resolve(explicit: options.socket)
        self.socketPath = resolved.path
        UVProcess.ignoreSIGPIPE()
        DescriptorLimit.raiseToHardLimit()
        do {
            try SocketPreparation.prepare(path: resolved.path, strictDirectory: resolved.isDefaultDirectory)
        } catch {
            throw OptionError(error.description)
        }
        self.loop = try EventLoop()

        var unwind = options.unwindActions
        if let sources = options.sources {
            do {
                for (cls, actions) in try UnwindActionScanner.scan(directory: sources) {
                    unwind[cls, default: []].append(contentsOf: actions.filter { !(unwind[cls] ?? []).contains($0) })
                }
            } catch {
                throw OptionError("cannot scan sources \(sources): \(error)")
            }
        }
        var config = EngineConfiguration(profile: options.profile, unwindActionsByClass: unwind)
        config.customSegueBehaviors = options.customSegues.compactMapValues(EngineConfiguration.CustomSegueBehavior.init(rawValue:))
        config.maxControllersPerWindow = options.maxControllersPerWindow
        config.maxWindows = options.maxWindows

        self.storyboards = StoryboardRegistry(directory: options.storyboards)
        var catalog = try storyboards.loadDirectory(logger: logger)
        // Restoration: the preserved state is read first so identifiers continue after it.
        let preserved = try StateStore.preservedStateToRestore(options)
        self.stateStore = try options.stateDir.map { dir throws(OptionError) in try StateStore(directory: dir) }
        if let store = stateStore {
            // Storyboards loaded at run time before the restart come back with the state.
            if preserved != nil {
                for kept in store.loadKeptStoryboards(into: &catalog, logger: logger) { storyboards.record(name: kept.name, path: kept.path) }
            } else {
                store.forgetKeptStoryboards()
            }
        }
        let ids = preserved.map { IDSource(after: $0.lastIssued) } ?? IDSource()
        let engine = EngineHost(Hierarchy(ids: ids, configuration: config, catalog: catalog))
        self.context = ServerContext(engine: engine, inbox: Inbox(), animationSpeed: options.animationSpeed)
        self.hub = EventHub(context: context)
        if let preserved { try restoreWorld(preserved) } else { try buildInitialWorld() }
        if let store = stateStore {
            let inbox = context.inbox
            store.attach(logger: logger, onWritten: { inbox.post(.events([])) })   // wakes the loop
            context.engine.withHierarchy { store.capture($0, window: nil) }
            store.writeNow()
        }
    }

    /// The main screen and, when a main storyboard is configured, window w1 with its initial controller.
    private func buildInitialWorld() throws {
        let spec = try mainScreenSpec()
        let main = options.mainStoryboard
        if let main, storyboards.path(of: main) == nil && !context.engine.withHierarchy({ $0.catalog.storyboards[main] != nil }) {
            throw OptionError("main storyboard '\(main)' not found in \(options.storyboards ?? "(no storyboard directory)")")
        }
        try context.engine.withHierarchy { h in
            do {
                let out = try h.apply(.connectScreen(spec, externalStoryboard: nil))
                var events = out.events
                guard case .completed(.screenConnected(let screen, _)) = out.status else {
                    throw OptionError("engine did not create the main screen")
                }
                if let main {
                    let w = try h.apply(.createWindow(screen: screen, root: nil, storyboard: main, identifier: nil, makeKeyAndVisible: true))
                    events += w.events
                }
                context.inbox.post(.events(context.pendingEvents(events)))
            } catch let e as EngineError {
                throw OptionError("cannot build the initial window: \(e.message)")
            }
        }
    }

    /// Listens, prints the `listening` line through `announce`, and runs until shutdown.
    public func run(announce: @escaping (String) -> Void) throws {
        let wake = try AsyncWakeup(loop: loop) { [unowned self] in self.processInbox() }
        wakeup = wake
        context.inbox.attach(wake)
        for sig in [SIGINT, SIGTERM] {
            signals.append(try SignalWatcher(loop: loop, signal: sig) { [unowned self] s in
                self.logger.info("signal \(s): shutting down")
                self.beginShutdown()
            })
        }
        // The socket never exists with looser modes than it ends up with.
        let savedMask = umask(0o177)
        let bound = Result { () throws(UVError) in try PipeListener(loop: loop, path: socketPath) }
        umask(savedMask)
        let l = try bound.get()
        chmod(socketPath, SocketPreparation.socketMode(options))
        l.onAcceptError = { [unowned self] err in self.acceptFailed(err) }
        try l.listen { [unowned self] stream in self.accept(stream) }
        listener = l
        watchdog = ConnectionWatchdog(loop: loop, server: self)
        resumer = ReadResumer(loop: loop, server: self)
        processInbox()
        announce(socketPath)
        logger.info("listening", metadata: ["socket": "\(socketPath)"])
        loop.run()
        // Unreferenced deadline timers may still be open: close them and let their close
        // callbacks run before checking that nothing is left.
        loop.closeAllHandles()
        loop.run()
        let rc = loop.close()
        unlink(socketPath)
        // Every handle must have been closed: a non-zero uv_loop_close is a leak, and an error.
        if rc != 0 { throw OptionError("uv_loop_close returned \(rc): a libuv handle was left open at shutdown") }
        logger.info("stopped")
    }

    // MARK: - Connections

    private func accept(_ stream: PipeStream) {
        let peer = stream.peerCredentials()
        if shuttingDown {
            stream.close()
            return
        }
        if let peer, !isAllowed(peer) {
            logger.warning("refused connection from uid \(peer.uid) gid \(peer.gid) pid \(peer.pid)")
            stream.write(RPCEncoder.error(id: nil, error: RPCError(
                code: RPCErrorCode.permissionDenied.rawValue,
                message: "uid \(peer.uid) is not allowed to connect to this server", data: nil)))
            stream.shutdownAndClose()
            return
        }
        if connections.count >= options.maxConnections {
            stream.write(RPCEncoder.error(id: nil, error: RPCError(
                code: RPCErrorCode.limitExceeded.rawValue,
                message: "too many connections (maxConnections \(options.maxConnections))", data: nil)))
            stream.shutdownAndClose()
            return
        }
        if acceptFailures > 0 {
            logger.notice("accepting again after \(acceptFailures) failed accepts")
            acceptFailures = 0
        }
        nextConnectionID += 1
        let c = Connection(id: nextConnectionID, stream: stream, peer: peer,
                           limits: .init(maxPendingRequests: options.maxPendingRequests, maxOutboundBytes: options.maxOutboundBytes,
                                           maxEventBacklogBytes: options.maxEventBacklogBytes),
                           maxLineBytes: options.maxLineBytes, server: self)
        connections[c.id] = c
        stream.onWriteError = { [unowned self, weak c] err in
            guard let c else { return }
            self.logger.debug("write to connection \(c.id) failed: \(err); closing it")
            self.drop(c)
        }
        startReading(c)
    }

    private func isAllowed(_ peer: PeerCredentials) -> Bool {
        peer.uid == getuid() || peer.uid == 0 && getuid() == 0
            || options.allowedUIDs.contains(peer.uid) || options.allowedGIDs.contains(peer.gid)
    }

    func startReading(_ c: Connection) {
        c.stream.startReading(onData: { [unowned self, weak c] bytes in
            guard let c else { return }
            self.received(bytes, on: c)
        }, onEnd: { [unowned self, weak c] _ in
            guard let c else { return }
            self.drop(c)
        })
    }

    /// Runs `body` gathering each connection's output, then writes every connection's lines
    /// with one write: a read of many pipelined requests, or an inbox drain of many events
    /// and replies, costs one syscall per connection instead of one per line.
    func batchingWrites(_ body: () -> Void) {
        if isBatchingWrites { return body() }
        isBatchingWrites = true
        body()
        isBatchingWrites = false
        let pending = connectionsToFlush
        connectionsToFlush.removeAll(keepingCapacity: true)
        for c in pending { c.flush() }
    }

    func markForFlush(_ c: Connection) { connectionsToFlush.append(c) }

    private func received(_ bytes: UnsafeRawBufferPointer, on c: Connection) {
        batchingWrites { c.receive(bytes) }
    }

    /// Runs one request line. A mutation runs synchronously on its window's queue: deliver its
    /// events and reply right after, in order, rather than waking the loop for them.
    func handle(line: UnsafeRawBufferPointer, from c: Connection) {
        context.inbox.deferringWakeups { Dispatcher.handle(line: line, from: c, server: self) }
        drainInbox(engineLocked: false)
    }

    func drop(_ c: Connection) {
        hub.removeAll(of: c)
        c.subscriptions.removeAll()
        c.close()
        connections[c.id] = nil
    }

    private func acceptFailed(_ err: UVError) {
        // Logged once per streak (EMFILE retries every 100 ms until descriptors free up).
        acceptFailures += 1
        if acceptFailures == 1 {
            logger.warning("accept failed: \(err); pausing accepts, retrying every 100 ms")
        } else {
            logger.debug("accept failed again: \(err)")
        }
        listener?.pauseAccepting()
        if acceptRetry == nil { acceptRetry = UVTimer(loop: loop) }
        acceptRetry?.start(afterMillis: 100) { [unowned self] in self.listener?.resumeAccepting() }
    }

    var connectionCount: Int { connections.count }

    func connection(_ id: Int) -> Connection? { connections[id] }

    // MARK: - Routing

    /// Hands a mutation to the coordinator of the window it belongs to.
    func submit(_ job: EngineJob, from c: Connection?) {
        if shuttingDown {
            context.reply(job.reply, error: RPCError(code: RPCErrorCode.internalError.rawValue,
                                                     message: "the server is shutting down", data: nil))
            return
        }
        var job = job
        var window = context.engine.withHierarchy { job.anchor.window(in: $0) }
        if window == nil, case .controller(let vc) = job.anchor {
            window = arriving[vc]?.window
        }
        let arrivals = job.operation.arrivals
        if let window, !arrivals.isEmpty {
            for vc in arrivals { arriving[vc, default: (window, 0)].jobs += 1 }
            job.holdsArrivals = true
        }
        if let c, job.reply.requestID != nil { c.requestStarted() }
        coordinator(for: window).submit(job)
    }

    /// A job holding arrivals is over: its controllers are now wherever the engine put them.
    private func settleArrivals(_ vcs: [VCID]) {
        for vc in vcs {
            guard let entry = arriving[vc] else { continue }
            arriving[vc] = entry.jobs > 1 ? (entry.window, entry.jobs - 1) : nil
        }
    }

    private func coordinator(for window: WindowID?) -> WindowCoordinator {
        guard let window else { return serverCoordinator }
        if let c = coordinators[window] { return c }
        let c = WindowCoordinator(window: window, context: context, stateStore: stateStore)
        coordinators[window] = c
        return c
    }

    /// Delivers everything the coordinators posted, in order: events, replies, control messages.
    func processInbox() {
        batchingWrites { drainInbox(engineLocked: false) }
    }

    /// Runs `body` while no coordinator can change the hierarchy, after every event issued so
    /// far has been delivered: the basis of `sync` and the snapshot-consistent subscribe.
    func withQuiescentHierarchy<R>(_ body: (Hierarchy) -> R) -> R {
        context.engine.withHierarchy { h in
            drainInbox(engineLocked: true)
            return body(h)
        }
    }

    /// Under the engine lock, messages that need the lock themselves (reroutes, storyboard
    /// registration, shutdown steps) are posted again for the next drain.
    private func drainInbox(engineLocked: Bool) {
        var later: [InboxMessage] = []
        while true {
            let batch = context.inbox.drain()
            if batch.isEmpty { break }
            for m in batch {
                switch m {
                case .events(let events):
                    for e in events { hub.deliver(e) }
                case .restorationEvents(let events):
                    for e in events { hub.deliver(e, keepForReplay: true) }
                case .reply(let id, let line):
                    // Durability (docs/restoration.md): held until its state is on disk.
                    if let store = stateStore, store.hold(connection: id, line: line) { continue }
                    deliverReply(id, line)
                case .arrivalsSettled(let vcs):
                    settleArrivals(vcs)
                case _ where engineLocked:
                    later.append(m)
                case .reroute(let job):
                    let window = context.engine.withHierarchy { job.anchor.window(in: $0) }
                    coordinator(for: window).submit(job)
                case .coordinatorStopped:
                    stoppingCoordinators -= 1
                    if stoppingCoordinators == 0 { finishShutdown() }
                case .storyboardParsed(let parse, let reply):
                    StoryboardHandlers.finishLoad(parse, reply: reply, server: self)
                }
            }
        }
        if !later.isEmpty { context.inbox.post(contentsOf: later) }
        if let store = stateStore { for r in store.takeDurable() { deliverReply(r.connection, r.line) } }
    }

    private func deliverReply(_ id: Int, _ line: [UInt8]) {
        if let c = connections[id] {
            c.send(line)
            c.requestFinished()
        }
    }

    // MARK: - Stats

    var uptimeMillis: Double { Date().timeIntervalSince(startedAt) * 1000 }

    // MARK: - Shutdown

    /// Stops accepting, lets every coordinator finish its in-flight transition (bounded by
    /// 5 s), flushes replies and events, closes every handle; `run()` then returns.
    func beginShutdown() {
        guard !shuttingDown else { return }
        shuttingDown = true
        listener?.close()
        listener = nil
        unlink(socketPath)
        var all = Array(coordinators.values)
        all.append(serverCoordinator)
        stoppingCoordinators = all.count
        let inbox = context.inbox
        for c in all {
            c.shutdown { inbox.post(.coordinatorStopped) }
        }
        let t = UVTimer(loop: loop)
        shutdownTimer = t
        t.setKeepsLoopAlive(false)
        t.start(afterMillis: 5000) { [weak self] in
            self?.logger.warning("transitions did not finish within 5 s; closing anyway")
            self?.finishShutdown()
        }
    }

    private func finishShutdown() {
        guard !finished else { return }
        finished = true
        processInbox()
        if let store = stateStore {   // server.shutdown "saves state"
            context.engine.withHierarchy { store.capture($0, window: nil) }
            store.writeNow()
            for r in store.takeDurable() { deliverReply(r.connection, r.line) }
        }
        for c in connections.values { c.finish() }
        connections.removeAll()
        context.inbox.detach()
        wakeup?.close()
        wakeup = nil
        for s in signals {
            s.close()
            // Closing the last watcher restores the default action: a second SIGTERM during
            // the final flush must not kill the server with status 15 instead of exit 0.
            Foundation.signal(s.signal, SIG_IGN)
        }
        signals.removeAll()
        acceptRetry?.close()
        acceptRetry = nil
        watchdog?.close()
        watchdog = nil
        resumer?.close()
        resumer = nil
        shutdownTimer?.close()
        shutdownTimer = nil
        // A client that never reads would keep its flush pending forever: give flushes 1 s.
        let last = UVTimer(loop: loop)
        last.start(afterMillis: 1000) { [unowned self] in self.loop.closeAllHandles() }
        last.setKeepsLoopAlive(false)
        lastChance = last
    }
}
