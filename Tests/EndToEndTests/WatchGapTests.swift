import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `prosc watch` marks the events the server dropped while it was not reading, and says so
/// (exit 3) when the server goes away.
@Suite("prosc watch gaps and ends")
struct WatchGapTests {
    /// Issue 13 item 6: a watcher whose server stops used to exit 0 without a word.
    @Test(arguments: [SIGTERM, SIGKILL])
    func aWatcherWhoseServerGoesAwayExitsThreeAndSaysSo(signal: Int32) async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let c = try server.connect()
        let watcher = try ProscProcess(["watch"], socket: server.socketPath)
        try await ConcurrentClientsTests.waitForSubscriptions(1, c)
        _ = server.stop(signal: signal)
        let run = await watcher.finish(timeout: 30)
        #expect(run.status == 3, "stdout: \(run.stdout) stderr: \(run.stderr)")
        #expect(run.stderr.contains("the server closed the connection after watching 0 events"), "\(run.stderr)")
        #expect(run.stderr.contains("hint: start it again"))
    }

    @Test func aWatcherThatGotItsCountExitsZero() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let c = try server.connect()
        let watcher = try ProscProcess(["watch", "--count", "1"], socket: server.socketPath)
        try await ConcurrentClientsTests.waitForSubscriptions(1, c)
        #expect(try await prosc(["present", "--from", "Home", "Modal"], socket: server.socketPath).status == 0)
        let run = await watcher.finish(timeout: 30)
        #expect(run.status == 0 && run.lines.count == 1 && run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func aStalledWatcherPrintsAGapLineAndGoesOn() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--max-outbound-bytes", "4096"])
        defer { server.stop() }
        let c = try server.connect()
        c.defaultTimeout = 60
        let watcher = try ProscProcess(["watch", "--window", "w1"], socket: server.socketPath)
        try await ConcurrentClientsTests.waitForSubscriptions(1, c)
        let home = try #require(try await c.tree().windows[0].root?.allNodes.first { $0.storyboardIdentifier == "Home" }).vc

        kill(watcher.process.processIdentifier, SIGSTOP)
        // Far more event text than the kernel's socket buffer and the 4 KiB outbound limit hold.
        for _ in 0..<400 {
            let vc = try await c.createController(class: "UIViewController", title: "Flood")
            _ = try await c.present(vc, from: home, animated: false)
            _ = try await c.dismiss(vc, animated: false)
        }
        kill(watcher.process.processIdentifier, SIGCONT)
        // The gap line comes from the `eventsDropped` notice, sent once the watcher has read
        // everything queued: only then is there room for new events (before it, they would be
        // dropped too — the race this wait removes on a loaded machine).
        let drained = Date().addingTimeInterval(30)
        while !watcher.outputSoFar.contains("events dropped --") && Date() < drained {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        let after = try await c.createController(class: "UIViewController", title: "After")
        _ = try await c.present(after, from: home, animated: false)

        let deadline = Date().addingTimeInterval(30)
        while !watcher.outputSoFar.contains("After viewDidAppear") && Date() < deadline {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        kill(watcher.process.processIdentifier, SIGINT)
        let run = await watcher.finish()
        let gap = try #require(run.lines.first { $0.hasPrefix("-- ") }, "no gap line in \(run.lines.count) lines")
        #expect(gap.range(of: #"^-- [0-9]+ events dropped --$"#, options: .regularExpression) != nil)
        #expect(run.lines.last { $0.contains("After viewDidAppear") } != nil)
        #expect(try await c.stats().eventsDropped > 0)
    }
}
