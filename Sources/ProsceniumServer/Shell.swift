import HierarchyEngine
import Logging
import UVLoop
import WireProtocol

/// The server shell around the engine, over any transport (`ShellTransport.swift`): `Server`
/// runs it on libuv and a Unix socket, `EmbeddedServer` (ProsceniumTesting) in memory with a
/// manual clock. Loop-thread confined, except what the window coordinators do on their queues.
///
/// The shell is the connection registry: it accepts connections and applies the peer policy
/// (`Transport/Accepting.swift`), keeps them (`ConnectionRegistry`), hears what they say
/// (`ConnectionHost`) and runs start-up (`World.swift`) and shutdown (`Shutdown.swift`). The
/// rest is done by parts that each own their state:
/// - the dispatcher (`Dispatch/Dispatcher.swift`): a line → the method table's entry → its
///   handler; what session methods ask for (`Dispatch/SessionActions.swift`);
/// - the windows (`Windows/`): the router and one coordinator per window;
/// - delivery (`Events/Delivery.swift`): events numbered and fanned out, replies written,
///   batches answered (`Events/Batches.swift`).
/// Connections (`Transport/Connection.swift`, `ConnectionFlow.swift`) keep their own flow
/// control; `ConnectionWatchdog` their timeouts.
///
/// `shuttingDown`, read on every accept, is a `LoopBound` box (loop thread only).
package final class Shell: ConnectionHost {
    let options: ServerOptions
    let logger: Logger
    let runtime: any ShellRuntime
    let context: ServerContext
    let connections = ConnectionRegistry()
    let windows: WindowTable
    let delivery: Delivery
    let dispatcher: Dispatcher
    var stateStore: StateStore? { context.stateStore }

    var listener: (any StreamListener)?
    var acceptRetry: (any LoopTimer)?
    var acceptFailures = 0
    var wakeup: (any LoopWakeup)?
    var watchdog: ConnectionWatchdog?
    var resumer: ReadResumer?
    var shuttingDown: Bool {
        get { shutdownBegan.value }
        set { shutdownBegan.value = newValue }
    }
    private let shutdownBegan = LoopBound(false)
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
        let world = try World.build(options: options, logger: logger)
        let subscriptionCount = SubscriptionCount()
        self.context = ServerContext(engine: world.engine, inbox: Inbox(), runtime: runtime,
                                     animationSpeed: options.animationSpeed, subscriptionCount: subscriptionCount,
                                     stateStore: world.stateStore)
        self.windows = WindowTable(context: context)
        self.delivery = Delivery(context: context, hub: EventHub(subscriptionCount: subscriptionCount),
                                 writeBatch: WriteBatch(coalescingMillis: Double(options.writeCoalescingMicros) / 1000, clock: runtime),
                                 connections: connections, windows: windows)
        self.dispatcher = Dispatcher(options: options, context: context, delivery: delivery, windows: windows,
                                     connections: connections, storyboards: world.storyboards, launch: world.launch)
        delivery.onCoordinatorStopped = { [unowned self] in coordinatorStopped() }
        delivery.onStoryboardParsed = { [unowned dispatcher] parse, reply in dispatcher.finishStoryboardLoad(parse, reply: reply) }
        dispatcher.onShutdown = { [unowned self] in beginShutdown() }
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
        let registry = connections
        watchdog = ConnectionWatchdog(options: options, logger: logger, makeTimer: runtime.makeTimer,
                                      now: { [unowned self] in nowMillis }, connections: { registry.all })
        resumer = ReadResumer(timer: runtime.makeTimer(), batch: delivery.writeBatch)
        processInbox()
    }

    /// Delivers everything the coordinators posted (the loop's wakeup; `EmbeddedServer` after each step).
    package func processInbox() { delivery.processInbox() }

    // MARK: - ConnectionHost

    var nowMillis: Double { runtime.nowMillis }

    var writeBatch: WriteBatch { delivery.writeBatch }

    @inline(__always)
    func handle(line: UnsafeRawBufferPointer, from c: Connection) { dispatcher.handle(line: line, from: c) }

    func lineTooLong(_ byteCount: Int, from c: Connection) { dispatcher.lineTooLong(byteCount, from: c) }

    func scheduleResume(_ c: Connection) { resumer?.schedule(c) }

    func connectionClosed(_ c: Connection) {
        delivery.forget(c)
        connections.remove(c)
    }

    /// The connections open now (tests and figures).
    package var connectionCount: Int { connections.count }

    /// Requests handed on whose reply has not been written, over every connection.
    package var requestsInFlight: Int { connections.requestsInFlight }
}
