import Foundation
import ProsceniumLauncher
import LoadGenerator
import ProsceniumTesting
import Testing
import WireProtocol

/// Short `prosc-load` runs against a private proscd: every invariant holds under a full
/// operation mix (a correctness check, not a timed test).
@Suite struct LoadRunTests {
    static let unwindFlags = ["--unwind-actions", "{\"HomeViewController\":[\"unwindToHome\"]}"]

    /// Runs the built `prosc-load` with `arguments` and `--json`; its exit status and JSON.
    func load(_ server: ServerProcess, _ arguments: [String]) throws -> (status: Int32, report: JSON) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ServerProcess.binary("prosc-load"))
        p.arguments = ["--socket", server.socketPath, "--json"] + arguments
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let pStatus = p.waitUntilEnded()
        let text = String(decoding: data, as: UTF8.self)
        let report = try JSONParser.parse(text, maxDepth: 100)
        return (pStatus, report)
    }

    func expectClean(_ r: (status: Int32, report: JSON), sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.report["violations"] == .array([]), "\(r.report["violations"] ?? .null)", sourceLocation: sourceLocation)
        #expect(r.status == 0, sourceLocation: sourceLocation)
        #expect((r.report["operations"]?.intValue ?? 0) > 0, sourceLocation: sourceLocation)
        #expect(r.report["errors"]?["unexpected"] == .object([:]), sourceLocation: sourceLocation)
    }

    static let fullMix = "present:2,dismiss:2,push,pop,tab,segue,unwind,tree,ping"

    @Test func fullMixHoldsEveryInvariantAtAnimationSpeedZero() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"] + Self.unwindFlags)
        let r = try load(s, ["--ops", Self.fullMix, "--clients", "3", "--windows", "6", "--subscribers", "2",
                             "--count", "600", "--animation-speed", "0"])
        expectClean(r)
        #expect((r.report["eventsReceived"]?.intValue ?? 0) > 0)
        #expect(r.report["concurrency"]?.stringValue?.hasPrefix("not measurable") == true)
        #expect(s.stop() == 0)
    }

    /// A user's gestures (issue 24: tab taps, back swipes and sheet pulls, finished and
    /// cancelled) among the other operations, pipelined and animated: every invariant holds.
    @Test func gesturesHoldEveryInvariant() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"] + Self.unwindFlags)
        let r = try load(s, ["--ops", "present:2,dismiss,push:2,pop,tab,tapTab:2,swipeBack:2,pullDown:2,tree,ping",
                             "--clients", "2", "--windows", "4", "--subscribers", "1", "--count", "800", "--animation-speed", "0"])
        expectClean(r)
        #expect((r.report["eventsReceived"]?.intValue ?? 0) > 0)
        #expect(s.stop() == 0)
    }

    /// Page view controllers (issue 24, R120-R127): page changes in code (`page.setViewControllers`)
    /// and the user's swipes (`page.swipe`, finished and cancelled in turn) among presents,
    /// pulls and trees, pipelined, with one client alone (which now gets every
    /// window kind) and with two: every invariant holds, each answer as the model predicts.
    @Test(arguments: [1, 2]) func pageViewControllersHoldEveryInvariant(clients: Int) throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"])
        let r = try load(s, ["--ops", "pageSet:2,pageSwipe:3,present,dismiss,pullDown,tapTab,tree,ping",
                             "--clients", String(clients), "--windows", "4", "--subscribers", "1", "--count", "600", "--animation-speed", "0"])
        expectClean(r)
        #expect((r.report["eventsReceived"]?.intValue ?? 0) > 0)
        #expect(s.stop() == 0)
        // Only page operations: they ran (nothing else could make operations).
        let p = try ServerProcess(arguments: ["--animation-speed", "0"])
        let pages = try load(p, ["--ops", "pageSet,pageSwipe:2", "--clients", String(clients), "--windows", "2", "--depth", "4",
                                 "--count", "200", "--animation-speed", "0"])
        expectClean(pages)
        #expect(p.stop() == 0)
    }

    /// With `--clients 1` every window kind the mix needs is made (before, the stagger gave one
    /// client only navigation windows when the mix needed two kinds, so tab operations never ran).
    @Test func oneClientGetsEveryWindowKind() {
        let kinds: [WindowKind] = [.navigation, .tabs]
        #expect((0..<4).map { WindowFactory.kind(ofWindow: $0, kinds: kinds, clients: 1) } == [.navigation, .tabs, .navigation, .tabs])
        // Two clients, four windows: each client still gets both kinds.
        let two = (0..<4).map { WindowFactory.kind(ofWindow: $0, kinds: kinds, clients: 2) }
        #expect(Set([two[0], two[2]]) == Set(kinds) && Set([two[1], two[3]]) == Set(kinds))
        let all: [WindowKind] = [.navigation, .tabs, .storyboard, .pages]
        #expect(Set((0..<4).map { WindowFactory.kind(ofWindow: $0, kinds: all, clients: 1) }) == Set(all))
    }

    @Test func animatedTransitionsOfDifferentWindowsOverlap() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0.02"] + Self.unwindFlags)
        // Page changes and swipes animate too (issue 24).
        let r = try load(s, ["--ops", Self.fullMix + ",pageSet,pageSwipe", "--clients", "3", "--windows", "8", "--subscribers", "1",
                             "--duration", "2", "--animation-speed", "0.02"])
        expectClean(r)
        #expect(r.report["concurrency"]?.stringValue?.hasPrefix("observed") == true)
        #expect(s.stop() == 0)
    }

    @Test func pipelinedNavigationTabsAndQueriesHoldEveryInvariant() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"] + Self.unwindFlags)
        let r = try load(s, ["--ops", "push,pop,tab,tree,ping", "--clients", "2", "--windows", "4", "--depth", "8",
                             "--count", "800", "--animation-speed", "0"])
        expectClean(r)
        #expect(s.stop() == 0)
    }

    @Test func childProcessesMergeTheirResults() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"])
        let r = try load(s, ["--ops", "present,dismiss,ping", "--clients", "2", "--windows", "2", "--processes", "2",
                             "--count", "200", "--animation-speed", "0"])
        expectClean(r)
        #expect(r.report["operations"]?.intValue == 200)
        #expect(r.report["windows"]?.intValue == 2)
        #expect(s.stop() == 0)
    }

    @Test func rawPresentDismissRunsEveryWindowWithoutErrors() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"])
        let r = try load(s, ["--raw", "--ops", "present,dismiss", "--unanimated", "--clients", "4", "--windows", "4",
                             "--depth", "4", "--processes", "2", "--count", "800", "--animation-speed", "0"])
        expectClean(r)
        #expect(r.report["operations"]?.intValue == 800)
        #expect(r.report["operationsByKind"]?["present/dismiss"]?.intValue == 800)
        #expect(s.stop() == 0)
    }

    @Test func rawModeRefusesMutationsItCannotDrive() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { s.stop() }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ServerProcess.binary("prosc-load"))
        p.arguments = ["--socket", s.socketPath, "--raw", "--ops", "present,dismiss,push", "--unanimated", "--windows", "1"]
        p.standardError = Pipe()
        try p.run()
        let pStatus = p.waitUntilEnded()
        #expect(pStatus == 64)
    }

    @Test func rawAnswersThatAreErrorsAreCountedByCode() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { s.stop() }
        // A refused call (unknown controller, -32001) and a ping in turn on one connection: every
        // other answer is an error, however the server cuts its answers into writes.
        let refused = RawLineLoad.requestLine(method: "vc.dismiss", params: "{\"vc\":\"vc999\",\"animated\":false}")
        let ping = RawLineLoad.requestLine(method: "ping")
        let r = try RawLineLoad(cycles: [[refused, ping]], depth: 2)
            .run(socket: s.socketPath, count: 40, deadline: .max)
        #expect(r.requests == 40)
        #expect(r.unexpectedErrors == [-32001: 20])
        // Two connections share the count as their answers come back, so how many each sends
        // depends on timing: with one refusing and one pinging, only the total is fixed.
        let two = try RawLineLoad(cycles: [[refused], [ping]], depth: 2)
            .run(socket: s.socketPath, count: 40, deadline: .max)
        #expect(two.requests == 40)
        let errors = two.unexpectedErrors[-32001] ?? 0
        #expect(errors >= 2 && errors <= 38, "the refusing connection's share: \(errors)")
        #expect(two.unexpectedErrors.keys.allSatisfy { $0 == -32001 })
        #expect(RawLineLoad.errorCode(Array(#"{"jsonrpc":"2.0","id":1,"result":{}}"#.utf8)) == nil)
        #expect(RawLineLoad.errorCode(Array(#"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"mes"#.utf8)) == -32602)
    }
}
