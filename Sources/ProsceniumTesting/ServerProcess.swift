import Foundation
import ProsceniumClient
import ProsceniumLauncher
#if canImport(Glibc)
import Glibc
#endif

/// A private `proscd` for one test: `PrivateServer` started from the package's build
/// directory, with the demo storyboards unless the test says otherwise.
public final class ServerProcess: @unchecked Sendable {
    public let server: PrivateServer
    public var directory: String { server.directory }
    public var socketPath: String { server.socketPath }
    public var process: Process { server.process }
    public var listeningLine: String { server.listeningLine }

    /// The package's root (the directory holding Package.swift).
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// Where the build put the executables: next to the running test bundle.
    public static let binDirectory: String = {
        if let env = ProcessInfo.processInfo.environment["PROSCENIUM_BIN"] { return env }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        // Inside an .xctest bundle directory on some layouts.
        if dir.lastPathComponent.hasSuffix(".xctest") { dir.deleteLastPathComponent() }
        return dir.path
    }()

    public static func binary(_ name: String) -> String { binDirectory + "/" + name }

    /// The server the tests start: `$PROSCD` when set (`.ci/swift-compat` runs the client tests
    /// against the previous release's), else the one built beside the tests.
    public static var proscd: String {
        if let explicit = ProcessInfo.processInfo.environment["PROSCD"], !explicit.isEmpty { return explicit }
        return binary("proscd")
    }

    /// The demo storyboards of `config/`.
    public static var demoStoryboards: String { packageRoot + "/config/storyboards" }

    /// Makes a fresh 0700 temporary directory.
    public static func makeTemporaryDirectory(_ prefix: String = "prosc") -> String {
        PrivateServer.makeTemporaryDirectory(prefix)
    }

    /// Starts `proscd --config /dev/null --socket DIR/proscd.sock` with `arguments` (after the demo
    /// storyboards' flags unless `useDemoStoryboards` is false); throws if it does not announce
    /// itself within `timeout` seconds.
    public init(arguments: [String] = [], useDemoStoryboards: Bool = true, timeout: Double = 30) throws {
        var args: [String] = []
        if useDemoStoryboards {
            args += ["--storyboards", Self.demoStoryboards, "--main-storyboard", "Main", "--external-storyboard", "External"]
        }
        server = try PrivateServer(executable: Self.proscd, arguments: args + arguments, timeout: timeout)
    }

    public typealias StartFailure = PrivateServer.StartFailure

    /// What the server wrote to stderr so far.
    public var stderr: String { server.stderr }

    /// A new client connection.
    public func connect() throws -> ProsceniumConnection { try server.connect() }

    /// Sends `signal` and waits for the process to end; returns its exit status.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, timeout: Double = 20) -> Int32 {
        server.stop(signal: signal, timeout: timeout)
    }
}
