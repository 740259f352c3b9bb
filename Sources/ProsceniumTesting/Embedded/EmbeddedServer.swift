import Foundation
import Logging
import ProsceniumClient
import ProsceniumServer
import UVLoop
import WireProtocol

/// The real server shell — dispatcher, window coordinators, event hub, flow control, timeouts —
/// over memory instead of a socket, with a manual clock (swift-nio's `EmbeddedChannel` for
/// proscd). A test writes bytes in (`writeInbound`), reads what the server wrote
/// (`readOutbound`), moves time (`advanceTime`), and ends with `finish()`, which fails when
/// anything is left: unread output, requests without their reply, transitions in flight, or an
/// answer off its method's declared result type (every successful answer is checked, `ResultCheck`).
///
/// Nothing runs by itself: each call runs the shell until it is quiet (inbox drained, input
/// read, timers due by now fired). Calls may come from any thread, one at a time (a lock).
public final class EmbeddedServer: @unchecked Sendable {
    // @unchecked: everything is touched under `lock`, which plays the loop thread.
    private let lock = NSRecursiveLock()
    private let runtime = ManualRuntime()
    private let listener = MemoryListener()
    private let shell: Shell
    private var streams: [EmbeddedConnection: MemoryStream] = [:]
    private var nextConnection = 0
    /// Clients driven through `ProsceniumConnection` (`client()`); after every step they
    /// collect what the server wrote them.
    private var channels: [EmbeddedClientChannel] = []
    /// Counts outermost steps (the auto-advancing clock waits for a quiet moment).
    private(set) var steps = 0
    /// Every successful answer held to its method's declared result type (`ResultCheck`).
    private let results = ResultCheck(coverage: ResultCoverage.current)

    /// What `finish()` found left over.
    public struct Leftovers: Error, CustomStringConvertible {
        public var problems: [String]
        public var description: String { "embedded server left: " + problems.joined(separator: "; ") }
    }

    /// Starts a shell with proscd's flags (`--config /dev/null` is implied), with the demo
    /// storyboards unless told otherwise.
    public init(arguments: [String] = [], useDemoStoryboards: Bool = true) throws {
        var args = ["--config", "/dev/null", "--log-level", "critical"]
        if useDemoStoryboards {
            args += ["--storyboards", ServerProcess.demoStoryboards, "--main-storyboard", "Main", "--external-storyboard", "External"]
        }
        guard let options = try CommandLineOptions.parse(args + arguments, defaultConfig: nil) else {
            throw Leftovers(problems: ["--help and --version are not server arguments"])
        }
        var logger = Logger(label: "proscd-embedded")
        logger.logLevel = Logger.Level(rawValue: options.logLevel) ?? .critical
        shell = try Shell(options: options, logger: logger, runtime: runtime)
        try shell.start(listener: listener)
        step { }
    }

    // MARK: - Connections

    /// A new client connection (credentials: this process's own).
    public func openConnection() -> EmbeddedConnection {
        step {
            nextConnection += 1
            let id = EmbeddedConnection(id: nextConnection)
            let stream = MemoryStream(capacity: EmbeddedConnection.socketBufferBytes)
            streams[id] = stream
            listener.onStream?(stream, PeerCredentials(pid: getpid(), uid: getuid(), gid: getgid()))
            return id
        }
    }

    /// The client of `c` sends `bytes`; the shell reads and runs them before this returns.
    public func writeInbound(_ bytes: [UInt8], on c: EmbeddedConnection) {
        step {
            results.sent(bytes, on: c)
            streams[c]?.clientWrites(bytes)
        }
    }

    /// The client of `c` sends `text` (add the newline yourself).
    public func writeInbound(_ text: String, on c: EmbeddedConnection) { writeInbound(Array(text.utf8), on: c) }

    /// The client of `c` closes its socket: the server sees the end of input, and its writes fail.
    public func disconnect(_ c: EmbeddedConnection) {
        step { streams[c]?.clientCloses() }
        lock.withLock {
            // Forgotten once the shell has closed it too (a fuzzer opens millions).
            if streams[c]?.isClosed == true, !channels.contains(where: { $0.connection == c }) {
                streams[c] = nil
                pendingLines[c] = nil
                results.forget(c)
            }
        }
    }

    /// The client of `c` ends its input (a half-close: `shutdown(SHUT_WR)`).
    public func endInbound(on c: EmbeddedConnection) {
        step { streams[c]?.clientEndsInput() }
    }

    /// Everything the server has written to `c` that the client has not read, as bytes.
    public func readOutboundBytes(on c: EmbeddedConnection, max: Int = .max) -> [UInt8] {
        step {
            guard let stream = streams[c] else { return [] }
            var out: [UInt8] = []
            while out.count < max {
                let chunk = stream.clientReads(max: max - out.count)
                if chunk.isEmpty { break }
                out += chunk
                settle()
            }
            results.received(out, on: c)
            return out
        }
    }

    /// The complete lines the server has written to `c` since the last read (a partial last
    /// line stays for the next read).
    public func readOutbound(on c: EmbeddedConnection) -> [String] {
        step {
            var buffer = pendingLines[c, default: []] + readOutboundBytes(on: c)
            var lines: [String] = []
            while let nl = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: buffer[..<nl], as: UTF8.self))
                buffer.removeSubrange(...nl)
            }
            pendingLines[c] = buffer
            return lines
        }
    }
    private var pendingLines: [EmbeddedConnection: [UInt8]] = [:]

    /// The lines read by `readOutbound`, parsed.
    public func readOutboundJSON(on c: EmbeddedConnection) throws -> [JSON] {
        try readOutbound(on: c).map { try JSONParser.parse(Array($0.utf8)) }
    }

    /// True once the server has closed `c` (after writing what it had queued).
    public func isClosed(_ c: EmbeddedConnection) -> Bool { lock.withLock { streams[c]?.isClosed ?? true } }

    /// How many lines each write of the server to `c` carried, in order: where the shell's
    /// write batching cut the output (`--write-coalescing-micros`).
    public func linesPerWrite(on c: EmbeddedConnection) -> [Int] { lock.withLock { streams[c]?.linesPerWrite ?? [] } }

    /// What the result check found so far: answers off their method's declared result type,
    /// one line per member (`finish()` fails with them).
    public var resultMismatches: [String] { lock.withLock { results.mismatches } }

    /// The methods with at least one successful answer checked against their declared result type.
    public var methodsWithCheckedResults: Set<String> { lock.withLock { results.methodsChecked } }

    /// Bytes written to `c` that its client has not read.
    public func unreadOutboundBytes(on c: EmbeddedConnection) -> Int { lock.withLock { streams[c]?.unreadOutput ?? 0 } }

    // MARK: - Clients

    /// A `ProsceniumConnection` to this server: the real client library over memory. Its
    /// answers and events arrive on a thread of their own, as from a socket.
    public func client() -> ProsceniumConnection {
        let c = openConnection()
        let channel = EmbeddedClientChannel(server: self, connection: c)
        step { channels.append(channel) }
        return ProsceniumConnection(channel: channel, name: "embedded connection \(c.id)")
    }

    /// With clients, the clock moves by itself: once the server has been quiet for
    /// `quietMillis` of real time with a transition in flight, the clock jumps to the
    /// transition's end — a client awaiting an animated request gets its answer, in virtual
    /// time. Tests that want to control time call `advanceTime` and leave this off.
    public var autoAdvance = false
    public var quietMillis = 20

    private func scheduleAutoAdvance(after step: Int) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(quietMillis)) { [weak self] in
            guard let self else { return }
            self.lock.withLock {
                guard self.steps == step, self.runtime.armed.transitions > 0 else { return }
                self.advanceToNextTransitionEnd()
            }
        }
    }

    /// Bytes for `channel`'s client (called in a step, under the lock).
    func collect(for c: EmbeddedConnection) -> (bytes: [UInt8], closed: Bool) {
        guard let stream = streams[c] else { return ([], true) }
        var out: [UInt8] = []
        while true {
            let chunk = stream.clientReads()
            if chunk.isEmpty { break }
            out += chunk
            settle()
        }
        results.received(out, on: c)
        return (out, stream.isClosed && stream.unreadOutput == 0)
    }

    // MARK: - Time

    /// Seconds on the server's clock since it started.
    public var now: Double { runtime.nowMillis / 1000 }

    /// Moves the clock `seconds` forward, firing every timer that falls due on the way, in
    /// order (transitions end, timeouts expire).
    public func advanceTime(by seconds: Double) {
        step { advance(toMillis: runtime.nowMillis + seconds * 1000) }
    }

    /// Moves the clock to `seconds` since the server started (never backwards), firing every
    /// timer due by then, in order: for tests that name the exact moment, such as a deadline.
    public func advanceTime(to seconds: Double) {
        step { advance(toMillis: seconds * 1000) }
    }

    /// Makes the clock move on by `micros` each time the server reads it (0, the default: it
    /// moves only when a test advances it): time passing while the server works through a
    /// read of many requests.
    public func clockTicksOnEveryRead(byMicros micros: Double) {
        step { runtime.tickPerRead = micros / 1000 }
    }

    /// Moves the clock to the end of the earliest transition in flight; false when none is.
    @discardableResult
    public func advanceToNextTransitionEnd() -> Bool {
        step {
            guard let deadline = runtime.nextTransitionDeadline else { return false }
            advance(toMillis: deadline)
            return true
        }
    }

    /// Fires every timer due by `target` (milliseconds), in deadline order, running the shell
    /// after each; then sets the clock to `target`. Must hold `lock`.
    private func advance(toMillis target: Double) {
        while runtime.fireNext(until: target) { settle() }
        runtime.setNow(target)
    }

    /// Transitions in flight (their end is on the clock).
    public var transitionsInFlight: Int { runtime.armed.transitions }

    // MARK: - The end

    /// Shuts the server down (as SIGTERM does: transitions in flight finish, waiting requests
    /// are refused, connections closed after their output); true when it stopped.
    @discardableResult
    public func shutdown() -> Bool {
        step {
            shell.beginShutdown()
            settle()
            var budget = 100
            while !shell.hasStopped, budget > 0, runtime.fireNext(until: runtime.nowMillis + 5000) {
                settle()
                budget -= 1
            }
            return shell.hasStopped
        }
    }

    /// Fails (throws `Leftovers`) when anything is left: output no client read, requests
    /// without their reply, transitions in flight; or when an answer did not conform to its
    /// method's declared result type (`resultMismatches`). Then shuts the server down.
    public func finish() throws {
        let problems: [String] = lock.withLock {
            var problems: [String] = []
            for (c, stream) in streams.sorted(by: { $0.key.id < $1.key.id }) {
                let unread = stream.unreadOutput + (pendingLines[c]?.count ?? 0)
                if unread > 0 {
                    let text = String(decoding: readOutboundBytes(on: c, max: 200), as: UTF8.self)
                    problems.append("\(unread) unread bytes on connection \(c.id): \(text)")
                }
                if !stream.inbound.isEmpty { problems.append("\(stream.inbound.count) bytes never read from connection \(c.id)") }
            }
            if shell.requestsInFlight > 0 { problems.append("\(shell.requestsInFlight) requests without their reply") }
            let transitions = runtime.armed.transitions
            if transitions > 0 { problems.append("\(transitions) transitions in flight") }
            problems += results.mismatches
            return problems
        }
        shutdown()
        if !problems.isEmpty { throw Leftovers(problems: problems) }
    }

    // MARK: - Running the shell

    /// Runs `body` as the loop, then the shell until it is quiet; the outermost step then lets
    /// the channel adapters collect what was written.
    private func step<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        depth += 1
        let result = body()
        settle()
        depth -= 1
        if depth == 0 {
            steps += 1
            for channel in channels { channel.collect() }
            if autoAdvance, runtime.armed.transitions > 0 { scheduleAutoAdvance(after: steps) }
        }
        return result
    }
    private var depth = 0

    /// Runs the shell until it is quiet: wake-ups (the inbox), input waiting for streams that
    /// read, and timers due by now. Must hold `lock`.
    private func settle() {
        var progressed = true
        while progressed {
            progressed = runtime.runWakeups()
            for stream in streams.values where stream.deliverInput() { progressed = true }
            if runtime.fireNext(until: runtime.nowMillis) { progressed = true }
        }
    }
}

/// A client connection of an `EmbeddedServer`.
public struct EmbeddedConnection: Hashable, Sendable {
    public let id: Int

    /// The modelled socket buffer between server and client (what the kernel holds): output
    /// beyond it waits in the stream until the client reads (`readOutbound`), and a client
    /// that never reads leaves the server's writes pending — a write stall.
    public static let socketBufferBytes = 208 << 10
}
