import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 23 §1: the server reproduces one iOS version, the newest by default (`--ios`, config
/// `ios`, `--profile` as an alias); `hello` and `server.stats` say which, and `hello`'s `ios`
/// refuses a client written for another. R13a: `viewIsAppearing` reaches subscribers from iOS 13.
@Suite("iOS versions")
struct IOSVersionTests {
    @Test(arguments: ServerTransport.allCases)
    func theDefaultIsTheNewestIOSAndHelloAndStatsSaySo(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0"])
        defer { server.stop() }
        let c = try server.connect()
        #expect(try await c.hello(client: "t").ios == 26)
        #expect(try await c.stats().ios == 26)
    }

    @Test(arguments: ServerTransport.allCases, [(["--ios", "15"], 15), (["--ios", "12"], 12), (["--profile", "classic"], 12),
                                                (["--profile", "modern"], 26)])
    func theVersionInForceIsReported(_ transport: ServerTransport, _ setting: ([String], Int)) async throws {
        let server = try transport.start(["--animation-speed", "0"] + setting.0)
        defer { server.stop() }
        let c = try server.connect()
        #expect(try await c.hello(client: "t").ios == setting.1)
        #expect(try await c.stats().ios == setting.1)
    }

    @Test(arguments: ServerTransport.allCases)
    func helloWithAnotherIOSIsRefusedAndChangesNothing(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0", "--ios", "17"])
        defer { server.stop() }
        let c = try server.connect()
        do {
            _ = try await c.hello(client: "written-for-12", ios: 12)
            Issue.record("a hello expecting iOS 12 was accepted by an iOS 17 server")
        } catch {
            #expect(error.code == -32602)
            #expect(error.message.contains("reproduces iOS 17") && error.message.contains("--ios 12"), "\(error.message)")
        }
        #expect(try await c.hello(client: "written-for-17", ios: 17).ios == 17)
    }

    /// R13a over the protocol: a push on the default (newest) server sends `viewIsAppearing`
    /// between the pushed controller's `viewWillAppear` and the old top's `viewDidDisappear`;
    /// iOS 12 sends none.
    @Test(arguments: ServerTransport.allCases, [("26", true), ("13", true), ("12", false)])
    func R13a_pushSendsViewIsAppearingFromIOS13(_ transport: ServerTransport, _ version: (String, Bool)) async throws {
        let server = try transport.start(["--animation-speed", "0", "--ios", version.0])
        defer { server.stop() }
        let c = try server.connect()
        let log = NotificationLog(c)
        let (nav, home) = try await InstantiateAndPushTests.homeNavigation(c)
        let pushed = try await c.makeController("Pushed")
        _ = try await c.ok("events.subscribe", ["windows": ["w1"]])
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(pushed)])
        _ = try await c.ok("sync")
        let expected = ["willMoveToParent@\(pushed)", "viewDidLoad@\(pushed)", "viewWillDisappear@\(home)", "viewWillAppear@\(pushed)"]
            + (version.1 ? ["viewIsAppearing@\(pushed)"] : [])
            + ["viewDidDisappear@\(home)", "viewDidAppear@\(pushed)", "didMoveToParent@\(pushed)"]
        #expect(trace(log.events) == expected)
        let isAppearing = log.events.first { $0.name == "viewIsAppearing" }
        if version.1 {
            // The members of its viewWillAppear.
            #expect(isAppearing?.params["isMovingToParent"] == .bool(true))
            #expect(isAppearing?.params["animated"] == .bool(true))
        }
    }
}
