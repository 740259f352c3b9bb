import Testing
@testable import HierarchyEngine

/// W3/W4 (issue 23 §3): an animated push onto a navigation controller while its own push animates,
/// asked to behave as UIKit does (`applyAtOnce`, the server's `queue: "uikit"`). Warnings and their
/// order from real console logs: cobaltians/Cobalt#18 (2014) and ChatSecure/ChatSecure-iOS#597
/// (2016) — "nested push animation can result in corrupted navigation bar" at the push, then
/// "Unbalanced calls to begin/end appearance transitions for <…>" and "Finishing up a navigation
/// transition in an unexpected state. Navigation Bar subview tree might get corrupted." when the
/// animation ends; iOS 13+ wording "… in a corrupted navigation bar" from HeroTransitions/Hero#638
/// (2019) and nalexn/clean-architecture-swiftui#6 (2020) — [emp]. The callbacks are [inf].
@Suite struct NestedPushTests {
    /// Visible nav N with root A on a phone; free B, C.
    static func nav(_ ios: IOSVersion) -> World {
        var w = World(ios: ios, screen: World.phone)
        w.vc("A"); w.vc("B"); w.vc("C")
        w.vc("N", "UINavigationController", children: ["A"])
        w.showRoot("N")
        return w
    }

    static func texts(_ out: Outcome) -> [String] { out.warnings.map { "\($0.rule.rawValue) \($0.uikit)" } }

    @Test(arguments: [IOSVersion.ios12, .ios26])
    func W3_aNestedPushDuringAPushAnimationIsAppliedAtOnceWithUIKitsWarnings(ios: IOSVersion) throws {
        var w = Self.nav(ios)
        var queue = TransitionQueue<String>()
        var clock = TransitionTests.ManualClock()
        guard case .runNow = queue.enqueue("push B") else { Issue.record("not idle"); return }
        let first = try w.h.apply(.push(nav: w["N"], vc: w["B"], animated: true))
        guard case .pending(let ticket) = first.status else { Issue.record("not pending"); return }
        #expect(queue.transitionStarted(ticket, of: "push B", now: clock.now) == .armTimer(deadline: 0.35))
        clock.advance(0.1)
        #expect(queue.timerFired(now: clock.now) == .wait(until: 0.35))

        // 0.1 s into B's animation: C is pushed at once (the queue is not asked).
        let nested = try w.h.applyAtOnce(.push(nav: w["N"], vc: w["C"], animated: true))
        #expect(nested.status == .completed(.none))
        let nestedText = ios >= .ios13 ? "nested push animation can result in a corrupted navigation bar"
                                       : "nested push animation can result in corrupted navigation bar"
        #expect(Self.texts(nested) == ["W3 \(nestedText)"])
        #expect(nested.warnings.first?.vc == w["N"])
        #expect(w.format(nested.events) == ("N.warning(nestedPushAnimation) C.willMove(N) C.viewDidLoad B.viewWillDisappear(animated) "
            + "C.viewWillAppear(animated,toParent) \(w.isAppearing("C", "animated,toParent"))").trimmingSpaces)
        #expect(w.info("N").children == [w["A"], w["B"], w["C"]])
        #expect(w.info("C").appearance == .appearing && w.info("B").appearance == .disappearing)
        #expect(w.h.activeTransition(in: w.window) == ticket, "the running animation goes on")

        clock.advance(0.25)
        #expect(queue.timerFired(now: clock.now) == .finish(ticket))
        let end = w.h.finishTransition(ticket)
        #expect(Self.texts(end) == ["W2 Unbalanced calls to begin/end appearance transitions for <UIViewController: \(w["B"])>.",
                                    "W4 Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."])
        #expect(w.format(end.events) == "B.warning(unbalancedAppearanceTransition) N.warning(navigationTransitionUnexpectedState) "
            + "A.viewDidDisappear(animated) B.viewDidDisappear(animated) C.viewDidAppear(animated,toParent) B.didMove(N) C.didMove(N)")
        guard case .becameIdle = queue.transitionFinished(ticket) else { Issue.record("the queue is not idle"); return }
        #expect(w.info("C").appearance == .appeared && w.info("B").appearance == .disappeared && w.info("A").appearance == .disappeared)
        w.checkInvariants()
        // Back pops C to B, as on a normal stack.
        #expect(w.pop("N").contains("B.viewDidAppear(animated)"))
    }

    /// Only what UIKit is known to apply at once: anything else during the animation is
    /// `apply`'s refusal, and outside an animation `applyAtOnce` is `apply`.
    @Test func W3_otherRequestsDuringTheAnimationAreRefusedAsBeforeAndIdlePushesAreOrdinary() throws {
        var w = Self.nav(.ios26)
        let (_, ticket) = w.start(.push(nav: w["N"], vc: w["B"], animated: true))
        #expect(throws: EngineError.self) { try w.h.applyAtOnce(.push(nav: w["N"], vc: w["C"], animated: false)) }
        #expect(throws: EngineError.self) { try w.h.applyAtOnce(.pop(nav: w["N"], animated: true)) }
        _ = w.finish(ticket)
        let plain = try w.h.applyAtOnce(.push(nav: w["N"], vc: w["C"], animated: true))
        #expect(plain.warnings == [])
        guard case .pending(let t) = plain.status else { Issue.record("an idle animated push is pending"); return }
        #expect(w.h.finishTransition(t).warnings == [], "no W2/W4 without a nested push")
    }
}
