import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `events.subscribe` with `requests: true` (docs/protocol.md, "Request reports"): a subscriber
/// hears about other connections' mutating requests once they are answered, with the seqs of
/// exactly the events each caused — what `prosc record` writes flows from. Each body runs over
/// the embedded server and a real proscd, and ends with `finish()` (nothing left behind).
@Suite("Request reports", .serialized)
struct RequestReportTests {
    /// The `request` notifications a log holds.
    private func reports(_ log: NotificationLog) -> [JSON] {
        log.all.filter { $0.method == "request" }.map(\.params)
    }

    @Test(arguments: ServerTransport.allCases)
    func anObserverHearsEachMutatingRequestAfterItsEventsWithTheirSeqs(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0"])
        let observer = try server.connect()
        _ = try await observer.ok("hello", ["client": "recorder", "role": "observer"])
        let log = NotificationLog(observer)
        let sub = try await observer.ok("events.subscribe", ["requests": true])
        let driver = try server.connect()
        _ = try await driver.ok("hello", ["client": "driver-tool"])
        let modal = try #require(try await driver.ok("vc.instantiate", ["storyboard": "Main", "identifier": "Modal"])["vc"]?.stringValue)
        _ = try await driver.ok("tree")   // a query: not reported
        let presented = try await driver.ok("vc.present", ["presenter": "vc4", "vc": .string(modal), "animated": true])
        _ = try await observer.ok("sync")
        #expect(await log.wait { all in all.filter { $0.method == "request" }.count == 2 })

        let all = log.all
        let reported = reports(log)
        #expect(reported.map { $0["method"]?.stringValue } == ["vc.instantiate", "vc.present"])
        let present = reported[1]
        #expect(present["subscription"] == sub["subscription"])
        #expect(present["client"]?.stringValue == "driver-tool")
        #expect(present["connection"]?.stringValue?.hasPrefix("c") == true)
        #expect(present["params"]?["presenter"]?.stringValue == "vc4")
        #expect(present["result"] == presented)
        #expect(present["error"] == nil)
        // Exactly the events the presentation caused, all delivered before the report.
        let presentIndex = try #require(all.firstIndex { $0.method == "request" && $0.params["method"]?.stringValue == "vc.present" })
        let eventsBefore = all[..<presentIndex].filter(\.isEvent)
        let seqs = present["events"]?.arrayValue?.compactMap(\.intValue) ?? []
        #expect(!seqs.isEmpty)
        #expect(seqs == eventsBefore.compactMap(\.seq).filter { $0 > (reported[0]["events"]?.arrayValue?.compactMap(\.intValue).last ?? 0) })
        let names = eventsBefore.filter { seqs.contains($0.seq ?? -1) }.compactMap(\.name)
        #expect(names.first == "viewDidLoad" && names.contains("viewDidAppear") && names.last == "presentationCompleted", "\(names)")
        try server.finish()
    }

    @Test(arguments: ServerTransport.allCases)
    func aRefusedRequestIsReportedWithItsErrorAndNoEvents(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0"])
        let observer = try server.connect()
        let log = NotificationLog(observer)
        _ = try await observer.ok("events.subscribe", ["requests": true])
        let driver = try server.connect()
        let error = await driver.refused("vc.present", ["presenter": "vc4", "vc": "vc4"])
        #expect(error?.code == -32003)
        _ = await driver.refused("vc.dismiss", ["vc": "vc999"])
        _ = try await observer.ok("sync")
        #expect(await log.wait { all in all.filter { $0.method == "request" }.count == 2 })
        let reported = reports(log)
        #expect(reported[0]["error"]?["code"]?.intValue == -32003)
        #expect(reported[0]["error"]?["data"]?["uikit"]?.stringValue?.contains("present modal view controller on itself") == true)
        #expect(reported[0]["result"] == nil)
        #expect(reported[0]["events"]?.arrayValue == [])
        #expect(reported[1]["error"]?["code"]?.intValue == -32001, "an unknown id is refused before any job: still reported")
        try server.finish()
    }

    @Test(arguments: ServerTransport.allCases)
    func concurrentAnimatedRequestsInTwoWindowsKeepTheirOwnEvents(_ transport: ServerTransport) async throws {
        // Two windows transition at the same time (animation speed 1: 0.5 s each); events of
        // the two interleave on the wire, and each report must name only its own.
        let server = try transport.start(["--animation-speed", "1"])
        let setup = try server.connect()
        let (_, r2) = try await setup.makeWindow("R2")
        let (_, r3) = try await setup.makeWindow("R3")
        let p2 = try await setup.makeController("P2")
        let p3 = try await setup.makeController("P3")
        let observer = try server.connect()
        let log = NotificationLog(observer)
        _ = try await observer.ok("events.subscribe", ["requests": true])
        let a = try server.connect()
        let b = try server.connect()
        // Sent back to back, so that both start before either ends (the embedded clock moves
        // only once the server has been quiet for a while).
        let results = ResultBox()
        a.send("vc.present", ["presenter": .string(r2), "vc": .string(p2)]) { results.add(0, $0) }
        b.send("vc.present", ["presenter": .string(r3), "vc": .string(p3)]) { results.add(1, $0) }
        #expect(await results.wait(count: 2))
        #expect(results.failures == 0, "\(results.all)")
        _ = try await observer.ok("sync")
        #expect(await log.wait { all in all.filter { $0.method == "request" }.count == 2 })
        let events = log.events
        let ranges = reports(log).map { r in (r["events"]?.arrayValue ?? []).compactMap(\.intValue) }
        #expect(ranges.count == 2 && ranges[0].first! < ranges[1].last! && ranges[1].first! < ranges[0].last!,
                "the two transitions' events must interleave for this test to mean anything: \(ranges)")
        for report in reports(log) {
            let presenter = try #require(report["params"]?["presenter"]?.stringValue)
            let presentedVC = try #require(report["params"]?["vc"]?.stringValue)
            let seqs = Set(report["events"]?.arrayValue?.compactMap(\.intValue) ?? [])
            let mine = events.filter { seqs.contains($0.seq ?? -1) }
            #expect(mine.count == seqs.count)
            #expect(mine.allSatisfy { $0.vc == presenter || $0.vc == presentedVC }, "\(trace(mine))")
            #expect(mine.contains { $0.vc == presentedVC && $0.name == "viewDidAppear" })
        }
        try server.finish()
    }

    @Test(arguments: ServerTransport.allCases)
    func withoutTheParamNothingIsReportedAndOwnRequestsNeverAre(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0"])
        let plain = try server.connect()
        let plainLog = NotificationLog(plain)
        _ = try await plain.ok("events.subscribe")
        let selfish = try server.connect()
        let selfLog = NotificationLog(selfish)
        _ = try await selfish.ok("events.subscribe", ["requests": true])
        _ = try await selfish.ok("system.memoryWarning")
        let other = try server.connect()
        _ = try await other.ok("system.memoryWarning")
        _ = try await plain.ok("sync")
        _ = try await selfish.ok("sync")
        #expect(await selfLog.wait { all in all.contains { $0.method == "request" } })
        #expect(plainLog.all.allSatisfy { $0.method != "request" })
        #expect(reports(selfLog).count == 1, "only the other connection's request")
        try server.finish()
    }

    @Test(arguments: ServerTransport.allCases)
    func anObserverMaySubscribeToRequestsAndUnsubscribingStopsThem(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0"])
        let observer = try server.connect()
        _ = try await observer.ok("hello", ["client": "o", "role": "observer"])
        let log = NotificationLog(observer)
        let sub = try await observer.ok("events.subscribe", ["requests": true])
        let driver = try server.connect()
        _ = try await driver.ok("system.memoryWarning")
        _ = try await observer.ok("sync")
        #expect(await log.wait { all in all.contains { $0.method == "request" } })
        _ = try await observer.ok("events.unsubscribe", ["subscription": try #require(sub["subscription"])])
        _ = try await driver.ok("system.memoryWarning")
        _ = try await driver.ok("ping")
        _ = try await observer.ok("sync")
        #expect(reports(log).count == 1)
        try server.finish()
    }
}
