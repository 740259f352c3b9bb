import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 23 §3 over the protocol, both transports: a call UIKit lets through with a console
/// warning succeeds, its result carries the warning (`warnings: [{rule, kind, uikit, vc}]`,
/// absent when none; so does the request report's result), and the warning reaches
/// subscribers as a `uikitWarning` event and is among the events a request report lists
/// (uikit-rules W1, W2; sources in the engine's `UIKitWarningsTests`).
@Suite("UIKit warnings on calls that succeed", .serialized)
struct UIKitWarningTests {
    @Test(arguments: ServerTransport.allCases)
    func W1_presentingOnADetachedControllerSucceedsWithAWarningEventAndReport(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0", "--profile", "modern"])
        let observer = try s.connect()
        _ = try await observer.ok("hello", ["client": "observer", "role": "observer"])
        let log = NotificationLog(observer)
        _ = try await observer.ok("events.subscribe", ["requests": true])
        let c = try s.connect()
        let (_, root) = try await c.makeWindow("Root")
        let detached = try await c.makeController("Menu")
        _ = try await c.ok("vc.addView", ["vc": .string(detached), "into": .string(root)])
        let b = try await c.makeController("B")
        let r = try await c.ok("vc.present", ["presenter": .string(detached), "vc": .string(b), "style": "fullScreen", "animated": false])
        #expect(r["presenter"] == .string(detached), "\(r)")
        let text = "Presenting view controller <UIViewController: \(b)> from detached view controller <UIViewController: \(detached)> is discouraged."
        let expected: JSON = [["rule": "W1", "kind": "detachedPresenter", "uikit": .string(text), "vc": .string(detached)]]
        #expect(r["warnings"] == expected, "the result carries the warning: \(r)")
        _ = try await observer.ok("sync")
        #expect(await log.wait { all in all.contains { $0.method == "request" && $0.params["method"] == "vc.present" } })
        let warning = try #require(log.events.first { $0.name == "uikitWarning" })
        #expect(warning.vc == detached)
        #expect(warning.params["kind"] == "detachedPresenter")
        #expect(warning.params["uikit"]?.stringValue
                == "Presenting view controller <UIViewController: \(b)> from detached view controller <UIViewController: \(detached)> is discouraged.")
        let report = try #require(log.all.first { $0.method == "request" && $0.params["method"] == "vc.present" })
        let seqs = report.params["events"]?.arrayValue?.compactMap(\.intValue) ?? []
        #expect(seqs.first == warning.seq, "the warning is the first event the request caused: \(seqs)")
        #expect(report.params["result"]?["warnings"] == expected, "the request report's result carries it too")
        // A call without a warning has no `warnings` member.
        let quiet = try await c.ok("vc.present", ["presenter": .string(b), "vc": .string(try await c.makeController("Quiet")), "animated": false])
        #expect(quiet["warnings"] == nil, "\(quiet)")
        #expect(s.stop() == 0)
    }

    /// W1, iOS 26: an animated presentation answers when its transition ends; the warning
    /// logged at its start is in that answer.
    @Test(arguments: ServerTransport.allCases)
    func W1_anAnimatedPresentationOnADetachedControllerAnswersWithTheWarningAtItsEnd(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0.01", "--ios", "26"])
        let c = try s.connect()
        let (_, root) = try await c.makeWindow("Root")
        let detached = try await c.makeController("Menu")
        _ = try await c.ok("vc.addView", ["vc": .string(detached), "into": .string(root)])
        let b = try await c.makeController("B")
        let r = try await c.ok("vc.present", ["presenter": .string(detached), "vc": .string(b), "style": "fullScreen", "animated": true])
        #expect(r["warnings"]?.arrayValue?.count == 1, "\(r)")
        let first = r["warnings"]?.arrayValue?.first
        #expect(first?["rule"] == "W1" && first?["vc"] == .string(detached), "\(r)")
        #expect(s.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases)
    func W2_unbalancedAppearanceCallsSucceedWithAWarningEvent(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe", ["names": ["uikitWarning"]])
        let child = try await c.makeController("Child")
        let parent = try await c.ok("vc.create", ["class": "UIViewController", "title": "Parent",
                                                  "properties": ["shouldAutomaticallyForwardAppearanceMethods": false]])["vc"]?.stringValue
        let p = try #require(parent)
        _ = try await c.ok("vc.addChild", ["parent": .string(p), "child": .string(child)])
        _ = try await c.ok("window.create", ["root": .string(p)])
        let text = "Unbalanced calls to begin/end appearance transitions for <UIViewController: \(child)>."
        #expect(try await c.ok("vc.endAppearanceTransition", ["vc": .string(child)])
                == ["warnings": [["rule": "W2", "kind": "unbalancedAppearanceTransition", "uikit": .string(text), "vc": .string(child)]]])
        _ = try await c.ok("sync")
        let events = log.events
        #expect(events.count == 1)
        #expect(events.first?.vc == child && events.first?.params["kind"] == "unbalancedAppearanceTransition")
        #expect(events.first?.params["uikit"]?.stringValue == text)
        #expect(s.stop() == 0)
    }

    /// W3/W4, iOS 26 and 12: `queue: "uikit"` on an animated push during the same navigation
    /// controller's push animation runs it at once, as UIKit does (its reply first, with W3);
    /// the running push answers at its end with W2 and W4 (order of the three log lines:
    /// cobaltians/Cobalt#18, ChatSecure/ChatSecure-iOS#597 — [emp]; callbacks [inf], see the
    /// engine's NestedPushTests). Anything else with `queue: "uikit"` during the animation fails
    /// as with `queue: false`; another string is a bad parameter; the default still waits.
    @Test(arguments: ServerTransport.allCases, [26, 12])
    func W3_W4_queueUIKitPushDuringAPushAnimationRunsAtOnceWithUIKitsWarnings(_ transport: ServerTransport, ios: Int) async throws {
        let s = try transport.start(["--animation-speed", "10", "--ios", "\(ios)"])   // 3.5 s pushes: room for the nested one on a loaded machine
        // The embedded clock jumps to a transition's end once the server has been quiet for
        // `quietMillis` of real time (20 ms): on a loaded machine that can fall between the two
        // pushes, ending the first before the nested one arrives. Wait 5 s of quiet instead.
        (s as? EmbeddedServer)?.quietMillis = 5_000
        let c = try s.connect()
        let x = try await c.makeController("X")
        let nav = try #require(try await c.ok("vc.create", ["class": "UINavigationController", "children": [.string(x)]])["vc"]?.stringValue)
        _ = try await c.ok("window.create", ["root": .string(nav)])
        let b = try await c.makeController("B")
        let cc = try await c.makeController("C")
        let running = ResultBox()
        c.send("nav.push", ["nav": .string(nav), "vc": .string(b)]) { running.add(0, $0) }
        let nested = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(cc), "queue": "uikit"])
        #expect(running.count == 0, "the nested push answers before the running one ends")
        let text = ios >= 13 ? "nested push animation can result in a corrupted navigation bar"
                             : "nested push animation can result in corrupted navigation bar"
        #expect(nested["warnings"] == [["rule": "W3", "kind": "nestedPushAnimation", "uikit": .string(text), "vc": .string(nav)]], "\(nested)")
        #expect(try await c.ok("vc.get", ["vc": .string(nav)])["children"] == [.string(x), .string(b), .string(cc)])
        #expect(await running.wait(count: 1))
        let first = try #require(try? running.all.first?.result.get())
        #expect(first["warnings"]?.arrayValue?.compactMap { $0["rule"]?.stringValue } == ["W2", "W4"], "\(first)")
        #expect(first["warnings"]?.arrayValue?.first?["vc"] == .string(b))
        #expect(try await c.ok("vc.get", ["vc": .string(cc)])["appearance"] == "appeared")
        #expect(try await c.ok("vc.get", ["vc": .string(b)])["appearance"] == "disappeared")

        // During another push animation: a pop with queue "uikit" fails as with queue: false.
        let d = try await c.makeController("D")
        let third = ResultBox()
        c.send("nav.push", ["nav": .string(nav), "vc": .string(d)]) { third.add(0, $0) }
        #expect(await c.refused("nav.pop", ["nav": .string(nav), "queue": "uikit"])?.code == -32003)
        #expect(await c.refused("nav.pop", ["nav": .string(nav), "queue": "later"])?.code == -32602)
        // The default still waits for the animation: the pop answers after the push.
        let pop = ResultBox()
        c.send("nav.pop", ["nav": .string(nav)]) { pop.add(1, $0); third.add(1, $0) }
        #expect(await pop.wait(count: 1))
        #expect(third.order == [0, 1])
        _ = try await c.ok("server.checkInvariants")
        #expect(try await c.ok("server.checkInvariants")["ok"] == true)
        #expect(s.stop() == 0)
    }
}
