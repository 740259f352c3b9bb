import Foundation
import Logging
import UVLoop
import WireProtocol

/// `proscd`: the shell on libuv — the loop, the Unix socket (prepared and bound with the
/// security rules of README.md *Security*), SIGINT/SIGTERM, and a clean `uv_loop_close` at
/// the end. `run()` returns when the server has shut down cleanly.
public final class Server {
    private let options: ServerOptions
    private let logger: Logger
    private let socketPath: String
    private let loop: EventLoop
    private let shell: Shell
    private var signals: [SignalWatcher] = []
    private var lastChance: UVTimer?

    /// Prepares the socket's directory and builds the world, but does not listen yet.
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
        self.shell = try Shell(options: options, logger: logger, runtime: UVRuntime(loop: loop))
    }

    /// Listens, prints the `listening` line through `announce`, and runs until shutdown.
    public func run(announce: @escaping (String) -> Void) throws {
        for sig in [SIGINT, SIGTERM] {
            signals.append(try SignalWatcher(loop: loop, signal: sig) { [unowned self] s in
                self.logger.info("signal \(s): shutting down")
                self.shell.beginShutdown()
            })
        }
        shell.onStopped = { [unowned self] in self.stopped() }
        let listener = try UnixSocketListener(loop: loop, path: socketPath)
        chmod(socketPath, SocketPreparation.socketMode(options))
        try shell.start(listener: listener)
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

    /// The shell has stopped: the socket goes, signals are let go, and flushes get 1 s.
    private func stopped() {
        unlink(socketPath)
        for s in signals {
            s.close()
            // Closing the last watcher restores the default action: a second SIGTERM during
            // the final flush must not kill the server with status 15 instead of exit 0.
            Foundation.signal(s.signal, SIG_IGN)
        }
        signals.removeAll()
        // A client that never reads would keep its flush pending forever: give flushes 1 s.
        let last = UVTimer(loop: loop)
        last.start(afterMillis: 1000) { [unowned self] in self.loop.closeAllHandles() }
        last.setKeepsLoopAlive(false)
        lastChance = last
    }
}
