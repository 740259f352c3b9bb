import Testing
@testable import HierarchyEngine

/// Time (issue item 9): pending transitions per window, finishTransition, the TransitionQueue
/// state machine with a manual clock, and deep hierarchies.
@Suite struct TransitionTests {
    /// A manual clock: tests advance it; nothing sleeps.
    struct ManualClock { var now: Double = 0; mutating func advance(_ s: Double) { now += s } }

    @Test func queueRunsImmediatelyWhenIdle() {
        var q = TransitionQueue<String>()
        guard case .runNow("a") = q.enqueue("a") else { Issue.record("expected runNow"); return }
        #expect(!q.isIdle)
        guard case .becameIdle = q.operationCompleted() else { Issue.record("expected idle"); return }
        #expect(q.isIdle)
    }

    @Test func queueParksBehindAnimationAndResumesWhenTimerFires() {
        var clock = ManualClock()
        var q = TransitionQueue<String>(animationSpeed: 2)
        _ = q.enqueue("present")
        let t = TransitionTicket(id: 1, window: WindowID(1), duration: 0.5)
        #expect(q.transitionStarted(t, of: "present", now: clock.now) == .armTimer(deadline: 1.0))
        guard case .parked = q.enqueue("push") else { Issue.record("expected parked"); return }
        guard case .parked = q.enqueue("pop") else { Issue.record("expected parked"); return }
        #expect(q.parkedCount == 2)
        clock.advance(0.6)
        #expect(q.timerFired(now: clock.now) == .wait(until: 1.0))
        clock.advance(0.4)
        #expect(q.timerFired(now: clock.now) == .finish(t))
        guard case .runNext("push") = q.transitionFinished(t) else { Issue.record("expected push"); return }
        guard case .runNext("pop") = q.operationCompleted() else { Issue.record("expected pop"); return }
        guard case .becameIdle = q.operationCompleted() else { Issue.record("expected idle"); return }
        #expect(q.parkedCount == 0)
    }

    @Test func queueRejectsWhenCallerDoesNotQueue() {
        var q = TransitionQueue<Int>()
        _ = q.enqueue(1)
        _ = q.transitionStarted(TransitionTicket(id: 7, window: nil, duration: 0.35), of: 1, now: 0)
        guard case .rejected(2) = q.enqueue(2, allowQueue: false) else { Issue.record("expected rejection"); return }
        #expect(q.parkedCount == 0)
    }

    @Test func queueIgnoresStaleTickets() {
        var q = TransitionQueue<Int>()
        _ = q.enqueue(1)
        let t = TransitionTicket(id: 1, window: nil, duration: 0.5)
        _ = q.transitionStarted(t, of: 1, now: 0)
        guard case .ignored = q.transitionFinished(TransitionTicket(id: 2, window: nil, duration: 0.5)) else { Issue.record("stale ticket accepted"); return }
        guard case .becameIdle = q.transitionFinished(t) else { Issue.record("expected idle"); return }
        guard case .ignored = q.transitionFinished(t) else { Issue.record("double finish accepted"); return }
    }

    @Test func queueFalseIsRejectedWhileOperationsWaitAndTheAnimatingOperationIsKept() {
        var q = TransitionQueue<Int>()
        _ = q.enqueue(1)
        #expect(q.animatingOperation == nil)
        guard case .rejected(9) = q.enqueue(9, allowQueue: false) else { Issue.record("expected rejection while running"); return }
        let t = TransitionTicket(id: 1, window: nil, duration: 0.5)
        _ = q.transitionStarted(t, of: 1, now: 0)
        #expect(q.animatingOperation == 1)
        guard case .parked = q.enqueue(2) else { Issue.record("expected parked"); return }
        guard case .rejected(3) = q.enqueue(3, allowQueue: false) else { Issue.record("expected rejection"); return }
        guard case .runNext(2) = q.transitionFinished(t) else { Issue.record("expected 2"); return }
        #expect(q.animatingOperation == nil)
        guard case .becameIdle = q.operationCompleted() else { Issue.record("expected idle"); return }
        #expect(q.isIdle)
    }

    @Test func shutdownFinishesTheRunningTransitionRefusesTheParkedAndLaterArrivals() {
        var q = TransitionQueue<String>()
        _ = q.enqueue("present")
        let t = TransitionTicket(id: 1, window: WindowID(1), duration: 0.5)
        #expect(q.transitionStarted(t, of: "present", now: 0) == .armTimer(deadline: 0.5))
        _ = q.enqueue("push")
        _ = q.enqueue("pop")
        let steps = q.beginShutdown()
        #expect(steps.finish == t)
        #expect(steps.refuse == ["push", "pop"])
        #expect(q.parkedCount == 0)
        guard case .becameIdle = q.transitionFinished(t) else { Issue.record("expected idle"); return }
        guard case .refused("late") = q.enqueue("late") else { Issue.record("expected refusal"); return }
        // A transition started while closing finishes at once.
        var r = TransitionQueue<String>()
        _ = r.beginShutdown()
        guard case .refused = r.enqueue("x") else { Issue.record("expected refusal"); return }
    }

    @Test func shutdownOfAnIdleQueueHasNothingToDo() {
        var q = TransitionQueue<Int>()
        let steps = q.beginShutdown()
        #expect(steps.finish == nil && steps.refuse.isEmpty && q.isIdle && q.isClosing)
    }

    @Test func speedZeroFinishesAtOnce() {
        var q = TransitionQueue<Int>(animationSpeed: 0)
        _ = q.enqueue(1)
        #expect(q.transitionStarted(TransitionTicket(id: 1, window: nil, duration: 0.5), of: 1, now: 3) == .finishNow)
    }

    @Test func queueDrivesTheEngineWithAManualClock() {
        var w = PresentationTests.basic()
        var q = TransitionQueue<Operation>()
        var clock = ManualClock()
        var log: [String] = []
        func runOp(_ op: Operation, _ w: inout World, _ q: inout TransitionQueue<Operation>, _ log: inout [String], _ clock: ManualClock) -> Bool {
            let out = try! w.h.apply(op)
            log.append(w.format(out.events))
            if case .pending(let t) = out.status { _ = q.transitionStarted(t, of: op, now: clock.now); return true }
            return false
        }
        let ops: [Operation] = [
            .present(presenter: w["A"], vc: w["B"], animated: true, style: nil, transition: nil),
            .present(presenter: w["B"], vc: w["C"], animated: true, style: nil, transition: nil),
            .dismiss(w["A"], animated: true),
        ]
        var pendingOps = ops[...]
        var current: Operation? = nil
        if case .runNow(let op) = q.enqueue(pendingOps.removeFirst()) { current = op }
        while let c = pendingOps.first { pendingOps.removeFirst(); if case .runNow(let op) = q.enqueue(c) { current = op } }
        while let op = current {
            current = nil
            if runOp(op, &w, &q, &log, clock) {
                clock.advance(0.5)
                guard case .finish(let t) = q.timerFired(now: clock.now) else { Issue.record("timer"); return }
                log.append(w.format(w.h.finishTransition(t).events))
                if case .runNext(let next) = q.transitionFinished(t) { current = next }
            } else if case .runNext(let next) = q.operationCompleted() { current = next }
        }
        #expect(clock.now == 1.5)
        #expect(log.count == 6)
        #expect(w.info("A").appearance == .appeared)
        w.checkInvariants()
    }

    @Test func finishTransitionWithUnknownTicketDoesNothing() {
        var w = PresentationTests.basic()
        let out = w.h.finishTransition(TransitionTicket(id: 42, window: w.window, duration: 0.5))
        #expect(out.events.isEmpty)
    }

    @Test func controllersInNoWindowNeverPend() {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("N", "UINavigationController", children: ["A"])
        let (_, t) = w.start(.push(nav: w["N"], vc: w["B"], animated: true))
        #expect(t == nil)
    }

    @Test func dismissWhilePresentingIsRefusedWithUIKitText() {
        var w = PresentationTests.basic()
        let (_, t) = w.start(.present(presenter: w["A"], vc: w["B"], animated: true, style: nil, transition: nil))
        let e = w.refuse(.dismiss(w["B"], animated: true))
        // UIKit's text in every log (jonkykong/SideMenu#323, ProMotion#473): "…presentation or dismiss…".
        #expect(e?.uikit == "Attempt to dismiss from view controller <UIViewController: \(w["B"])> while a presentation or dismiss is in progress!")
        _ = w.finish(t)
    }

    @Test(arguments: [Operation.memoryWarning])
    func memoryWarningIsAllowedDuringTransitions(op: Operation) {
        var w = PresentationTests.basic()
        let (_, t) = w.start(.present(presenter: w["A"], vc: w["B"], animated: true, style: nil, transition: nil))
        #expect(w.run(op) == "A.memoryWarning B.memoryWarning")
        _ = w.finish(t)
    }

    @Test func controllerAnimatingOutCannotBeReusedUntilFinished() {
        var w = NavigationTests.nav()
        w.push("B", on: "N")
        let (_, t) = w.start(.pop(nav: w["N"], animated: true))
        #expect(w.info("B").window == nil)
        let e = w.refuse(.createWindow(screen: nil, root: w["B"], storyboard: nil, identifier: nil, makeKeyAndVisible: true))
        #expect(e?.code == .invalidState)
        #expect(e?.uikit?.hasSuffix("while a presentation is in progress!") == true)
        _ = w.finish(t)
        w.run(.createWindow(screen: nil, root: w["B"], storyboard: nil, identifier: nil, makeKeyAndVisible: true))
        #expect(w.info("B").appearance == .appeared)
    }

    @Test func transitionDurations() {
        var w = PresentationTests.basic()
        let (_, p) = w.start(.present(presenter: w["A"], vc: w["B"], animated: true, style: nil, transition: nil))
        #expect(p?.duration == 0.5)
        _ = w.finish(p)
        let (_, d) = w.start(.dismiss(w["B"], animated: true))
        #expect(d?.duration == 0.5)
        _ = w.finish(d)
        #expect(w.h.counts().transitionsCompleted == 2)
    }

    @Test func presentationChain10000Deep() {
        var w = World(screen: World.pad)
        w.vc("R"); w.showRoot("R")
        var top = w["R"]
        for _ in 0..<10_000 {
            let out = try! w.h.apply(.createController(className: "UIViewController", title: nil, properties: [:], children: []))
            guard case .completed(.controller(let id)) = out.status else { return }
            _ = try! w.h.apply(.present(presenter: top, vc: id, animated: false, style: nil, transition: nil))
            top = id
        }
        #expect(w.h.controller(top)!.window == w.window)
        #expect(w.h.tree(window: w.window).count == 10_001)
        #expect(w.h.windowInfo(w.window)?.statusBarController == top)
        #expect(w.h.checkInvariants().isEmpty)
        let out = try! w.h.apply(.dismiss(w["R"], animated: true))
        guard case .pending(let t) = out.status else { Issue.record("expected animation"); return }
        let done = w.h.finishTransition(t)
        if case .completed(.dismissed(let list)) = done.status { #expect(list.count == 10_000) }
        #expect(w.h.checkInvariants().isEmpty)
        #expect(w.info("R").appearance == .appeared)
    }
}
