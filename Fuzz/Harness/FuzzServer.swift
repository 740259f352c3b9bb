import Foundation
import ProsceniumTesting

/// The server the wire fuzz target talks to: the real shell as an `EmbeddedServer` in this
/// process — no socket, no thread, no clock — created once, with the demo storyboards,
/// animation speed 0 (transitions complete at once, callbacks kept), a small line limit so
/// that fuzz inputs reach the over-limit path, and `writeCoalescingMicros` 0, so that each
/// request's output is written before the next one runs (the early writes of issue 17, which a
/// standing clock would otherwise never reach). Each input gets a fresh connection.
public enum FuzzServer {
    /// The line limit the fuzzed server enforces (small, to be reachable by a fuzzer).
    public static let maxLineBytes = 4096

    /// The repository root, found from this file's path (Fuzz/Harness/FuzzServer.swift).
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The shared server (created on first use).
    public static let server: EmbeddedServer = {
        do {
            return try EmbeddedServer(arguments: ["--animation-speed", "0", "--max-line-bytes", "\(maxLineBytes)",
                                               "--write-coalescing-micros", "0"])
        } catch {
            fatalError("embedded proscd failed: \(error)")
        }
    }()
}
