import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 23 §3 over the protocol, both transports: a call UIKit lets through with a console
/// warning succeeds, and the warning reaches subscribers as a `uikitWarning` event and is
/// among the events a request report lists (uikit-rules W1, W2; sources in the engine's
/// `UIKitWarningsTests`).
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
        #expect(try await c.ok("vc.endAppearanceTransition", ["vc": .string(child)]) == .object([:]))
        _ = try await c.ok("sync")
        let events = log.events
        #expect(events.count == 1)
        #expect(events.first?.vc == child && events.first?.params["kind"] == "unbalancedAppearanceTransition")
        #expect(events.first?.params["uikit"]?.stringValue == "Unbalanced calls to begin/end appearance transitions for <UIViewController: \(child)>.")
        #expect(s.stop() == 0)
    }
}
