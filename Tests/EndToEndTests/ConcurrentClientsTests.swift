import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Several `prosc` processes against one server at once: one watching, one driving, one
/// connecting an external screen.
@Suite("prosc processes at once")
struct ConcurrentClientsTests {
    /// Waits until the server counts `n` subscriptions.
    static func waitForSubscriptions(_ n: Int, _ c: ProsceniumConnection) async throws {
        let deadline = Date().addingTimeInterval(30)
        // Gives up only on an answer to a question asked after the deadline: when the whole
        // suite runs on a loaded machine, this task may wait many seconds for a core, and an
        // answer it reads late may be older than the watcher's subscription.
        while true {
            let asked = Date()
            if (try await c.stats().subscriptions ?? 0) >= n { return }
            if asked >= deadline { break }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        Issue.record("no subscription after 30 s")
    }

    @Test func watcherSeesTheDriversEventsWhileAScreenConnects() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        let c = try server.connect()
        c.defaultTimeout = 30
        let watcher = try ProscProcess(["watch", "--window", "w1", "--count", "4"], socket: socket)
        let all = try ProscProcess(["watch", "--name", "viewDidAppear", "--count", "2", "--json"], socket: socket)
        try await Self.waitForSubscriptions(2, c)

        async let screen = prosc(["screen", "connect", "--name", "TV", "--size", "1920x1080@2"], socket: socket)
        async let driver = prosc(["present", "--from", "Home", "Modal", "--window", "w1", "--animated", "false"], socket: socket)
        let (screenRun, driverRun) = try await (screen, driver)
        #expect(screenRun.status == 0 && driverRun.status == 0, "\(screenRun.stderr) \(driverRun.stderr)")

        let watched = await watcher.finish()
        #expect(watched.status == 0, "\(watched.stderr)")
        #expect(watched.lines.count == 4)
        #expect(watched.lines.allSatisfy { $0.hasPrefix("w1 #") })
        // The modal's own callbacks, in UIKit's order, labelled by storyboard identifier.
        let modalLines = watched.lines.filter { $0.contains(" Modal ") }
        #expect(modalLines.first?.hasSuffix("Modal viewDidLoad") == true || modalLines.first?.contains("Modal viewWillAppear isBeingPresented") == true, "\(watched.lines)")
        let seqs = watched.lines.compactMap { line in Int(line.split(separator: " ")[1].dropFirst()) }
        #expect(seqs == seqs.sorted() && Set(seqs).count == seqs.count)

        let both = await all.finish()
        #expect(both.status == 0)
        let events = try both.lines.dropFirst().map { try JSONParser.parse($0) }
        #expect(events.count == 2)
        #expect(Set(events.compactMap { $0["window"]?.stringValue }) == ["w1", "w2"])
        #expect(events.allSatisfy { $0["name"] == "viewDidAppear" })
    }
}
