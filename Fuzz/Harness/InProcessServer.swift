import Foundation
import Logging
import ProsceniumServer

/// A real `Server` running on a thread of this process, started once on first use, with the
/// demo storyboards, animation speed 0 (transitions complete at once, callbacks kept) and a
/// small line limit so that fuzz inputs reach the over-limit path. The fuzz targets talk to
/// it through its Unix socket exactly as a client would.
public enum InProcessServer {
    /// The line limit the fuzzed server enforces (small, to be reachable by a fuzzer).
    public static let maxLineBytes = 4096

    /// The repository root, found from this file's path (Fuzz/Harness/InProcessServer.swift).
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The running server's socket path (starts the server on first use).
    public static let socketPath: String = start()

    private static func start() -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("prosc-fuzz-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var options = ServerOptions()
        options.socket = directory + "/proscd.sock"
        options.storyboards = packageRoot + "/config/storyboards"
        options.mainStoryboard = "Main"
        options.externalStoryboard = "External"
        options.animationSpeed = 0
        options.maxLineBytes = maxLineBytes
        var logger = Logger(label: "proscd-fuzz")
        logger.logLevel = .critical
        let started = DispatchSemaphore(value: 0)
        let thread = Thread { [options, logger] in
            do {
                let server = try Server(options: options, logger: logger)
                try server.run { _ in started.signal() }
            } catch {
                fatalError("in-process proscd failed: \(error)")
            }
            fatalError("in-process proscd stopped")
        }
        thread.stackSize = 8 << 20
        thread.start()
        started.wait()
        return options.socket!
    }
}
