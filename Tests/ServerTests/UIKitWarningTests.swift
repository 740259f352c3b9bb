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
}
