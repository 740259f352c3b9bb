import HierarchyEngine
import Logging
import WireProtocol

/// The server shell around the engine, over any transport (`ShellTransport.swift`): `Server`
/// runs it on libuv and a Unix socket, `EmbeddedServer` (ProsceniumTesting) in memory with a
/// manual clock. Loop-thread confined, except what the window coordinators do on their queues.
///
/// Its parts, each in its own file:
/// - accepting and the peer policy (`Transport/Accepting.swift`), connections and their flow
///   control (`Transport/Connection.swift`, `ConnectionFlow.swift`), timeouts (`ConnectionWatchdog`);
/// - the dispatcher (`Dispatch/Dispatcher.swift`): a line → the method table's entry → its
///   handler; what session methods ask of the shell (`Dispatch/SessionActions.swift`);
/// - the windows (`Windows/`): the router and one coordinator per window;
/// - delivery (`Events/Delivery.swift`): events numbered and fanned out, replies written;
/// - the world at start-up (`World.swift`) and shutdown (`Shutdown.swift`).
///
/// Its fields marked `@exclusivity(unchecked)` are touched on the loop thread only: their runtime
/// exclusivity checks (≈ 90 instructions per access) are skipped (docs/performance-history.md, "Halved").
package final class Shell: ConnectionHost {
    let options: ServerOptions
    let logger: Logger
    let runtime: any ShellRuntime
    let context: ServerContext
    let hub: EventHub
    let storyboards: StoryboardRegistry
    let windows: WindowTable
    /// `tree` results of the current hierarchy revision (loop thread, under the engine lock).
    let treeCache = TreeCache()
    let writeBatch: WriteBatch
    let settings: MethodSettings
    var stateStore: StateStore? { context.stateStore }

    @exclusivity(unchecked) var connections: [Int: Connection] = [:]
    var nextConnectionID = 0
    /// Batches whose answer is not complete yet (`Dispatch/Batches.swift`).
    @exclusivity(unchecked) var batches: [Int: PendingBatch] = [:]
    var nextBatchID = 0
    var listener: (any StreamListener)?
    var acceptRetry: (any LoopTimer)?
    var acceptFailures = 0
    var wakeup: (any LoopWakeup)?
    var watchdog: ConnectionWatchdog?
    var resumer: ReadResumer?
    @exclusivity(unchecked) var shuttingDown = false
    /// The array a submitted mutation's messages are gathered in (`Dispatcher.submit`), kept
    /// between requests for its storage.
    @exclusivity(unchecked) var producedMessages: [InboxMessage] = []
    var stoppingCoordinators = 0
    var shutdownTimer: (any LoopTimer)?
    var finished = false
    /// Runs once shutdown has closed the shell's own handles (the host closes the rest).
    var onStopped: (() -> Void)?

    /// Builds the world (main screen, window w1, or the preserved state) but accepts nothing yet.
    package init(options: ServerOptions, logger: Logger, runtime: any ShellRuntime) throws(OptionError) {
        self.options = options
        self.logger = logger
        self.runtime = runtime
        self.writeBatch = WriteBatch(coalescingMillis: Double(options.writeCoalescingMicros) / 1000, clock: runtime)
        self.settings = MethodSettings(externalStoryboard: options.externalStoryboard)
        let world = try World.build(options: options, logger: logger)
        self.storyboards = world.storyboards
        let subscriptionCount = SubscriptionCount()
        self.context = ServerContext(engine: world.engine, inbox: Inbox(), runtime: runtime,
                                     animationSpeed: options.animationSpeed, subscriptionCount: subscriptionCount,
                                     stateStore: world.stateStore)
        self.hub = EventHub(subscriptionCount: subscriptionCount)
        self.windows = WindowTable(context: context)
        try world.populate(context, options: options, logger: logger)
    }

    /// Starts accepting from `listener`; what the world's creation emitted is delivered first.
    package func start(listener: any StreamListener) throws {
        let wake = try runtime.makeWakeup { [unowned self] in self.processInbox() }
        wakeup = wake
        context.inbox.attach(wake)
        listener.onAcceptError = { [unowned self] err in self.acceptFailed(err) }
        try listener.listen { [unowned self] stream, peer in self.accept(stream, peer: peer) }
        self.listener = listener
        watchdog = ConnectionWatchdog(options: options, logger: logger, makeTimer: runtime.makeTimer,
                                      now: { [unowned self] in nowMillis }, connections: { [unowned self] in Array(connections.values) })
        resumer = ReadResumer(timer: runtime.makeTimer(), batch: writeBatch)
        processInbox()
    }

    // MARK: - ConnectionHost

    var nowMillis: Double { runtime.nowMillis }

    func scheduleResume(_ c: Connection) { resumer?.schedule(c) }

    func connectionClosed(_ c: Connection) {
        forgetBatches(of: c)
        hub.removeAll(of: c)
        c.subscriptions.removeAll()
        connections[c.id] = nil
    }

    /// The connections open now (tests and figures).
    package var connectionCount: Int { connections.count }

    /// Requests handed on whose reply has not been written, over every connection.
    package var requestsInFlight: Int { connections.values.reduce(0) { $0 + $1.inFlight } }
}
