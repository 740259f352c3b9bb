import Foundation
import ProsceniumClient

/// A server for a test body that runs over both transports (Hummingbird's `.router`/`.live`):
/// the embedded shell in memory with a clock that moves by itself, or a real `proscd` on a
/// socket. `ServerTransport.allCases` is the usual `@Test(arguments:)`.
public protocol TestServer: AnyObject, Sendable {
    /// A new client connection (the real client library, over memory or the socket).
    func connect() throws -> ProsceniumConnection
    /// Seconds on the server's clock: virtual for the embedded server, wall-clock for proscd.
    var clock: Double { get }
    /// Lets `seconds` of server time pass (the embedded clock moves at once; proscd is waited for).
    func pass(_ seconds: Double) async
    /// Shuts the server down as SIGTERM does; returns proscd's exit status (0: clean).
    @discardableResult
    func stop() -> Int32
    /// Ends a test that left nothing behind: the embedded server throws on leftovers (output
    /// no client read, requests without their reply, transitions in flight:
    /// `EmbeddedServer.finish`), proscd must exit 0 on SIGTERM (`ServerProcess.finish`).
    func finish() throws
}

/// How a test reaches its server.
public enum ServerTransport: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `EmbeddedServer`: the shell in this process, over memory, on a manual clock.
    case embedded
    /// `ServerProcess`: the real `proscd` on a Unix socket.
    case live

    public var description: String { rawValue }

    /// Starts a server with proscd's flags.
    public func start(_ arguments: [String] = [], useDemoStoryboards: Bool = true) throws -> any TestServer {
        switch self {
        case .embedded:
            let s = try EmbeddedServer(arguments: arguments, useDemoStoryboards: useDemoStoryboards)
            s.autoAdvance = true
            return s
        case .live:
            return try ServerProcess(arguments: arguments, useDemoStoryboards: useDemoStoryboards)
        }
    }
}

extension EmbeddedServer: TestServer {
    public func connect() throws -> ProsceniumConnection { client() }
    public var clock: Double { now }
    public func pass(_ seconds: Double) async { advanceTime(by: seconds) }
    @discardableResult
    public func stop() -> Int32 { shutdown() ? 0 : 1 }
}

extension ServerProcess: TestServer {
    public var clock: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    public func pass(_ seconds: Double) async { try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }
    @discardableResult
    public func stop() -> Int32 { stop(signal: SIGTERM, timeout: 20) }

    /// Stops the server with SIGTERM; throws unless it exits 0.
    public func finish() throws {
        let status = stop()
        if status != 0 { throw UncleanExit(status: status, stderr: stderr) }
    }

    /// proscd did not exit 0 when the test ended.
    public struct UncleanExit: Error, CustomStringConvertible {
        public var status: Int32
        public var stderr: String
        public var description: String { "proscd exited \(status) on SIGTERM; stderr: \(stderr.suffix(2000))" }
    }
}
