import Dispatch
import Foundation
import HierarchyEngine
@testable import ProsceniumServer
import Testing
import WireProtocol

/// A request is routed and applied in one trip into the engine (`WindowTable.submit`,
/// `WindowCoordinator.trySubmit`, issue 28's shell split); when a transition's end holds its
/// coordinator's lock, the request lets the engine go and takes both locks in order instead of
/// waiting for the coordinator while holding the engine (which would deadlock against the
/// transition's end, which holds the coordinator's lock and waits for the engine's).
@Suite("One trip into the engine")
struct OneTripSubmitTests {
    /// The shell's runtime for a table without a loop: no timers are armed by these jobs.
    final class NoLoopRuntime: ShellRuntime, @unchecked Sendable {
        var nowMillis: Double { 0 }
        func makeTimer() -> any LoopTimer { fatalError("no loop timers here") }
        func makeWakeup(_ handler: @escaping () -> Void) throws -> any LoopWakeup { fatalError("no wake-ups here") }
        func schedule(on queue: DispatchQueue, after seconds: Double, _ work: @escaping @Sendable () -> Void) { fatalError("no transitions here") }
        func offload(on queue: DispatchQueue?, _ work: @escaping @Sendable () -> Void) { work() }
    }

    /// A box the helper thread and the test share (semaphores order every access).
    final class Flag: @unchecked Sendable { var value = 0 }

    static func table() -> (WindowTable, EngineHost) {
        let engine = EngineHost(Hierarchy(ids: IDSource()))
        let context = ServerContext(engine: engine, inbox: Inbox(), runtime: NoLoopRuntime(), animationSpeed: 0,
                                    subscriptionCount: SubscriptionCount(), stateStore: nil)
        return (WindowTable(context: context), engine)
    }

    /// `screen.connect` (the server's own queue), as request `id` of connection 1.
    static func connectScreen(id: Double) -> EngineJob {
        let spec = ScreenSpec(name: "External \(Int(id))", width: 1920, height: 1080, scale: 1, idiom: .phone, isMain: false)
        return EngineJob(operation: .connectScreen(spec, externalStoryboard: nil), target: .server, allowQueue: true,
                         reply: ReplyTarget(connection: 1, requestID: .number(id)), resultStyle: .standard)
    }

    static func replies(_ messages: [InboxMessage]) -> [String] {
        messages.compactMap { m in
            if case .reply(_, let line) = m { return String(decoding: line, as: UTF8.self) }
            return nil
        }
    }

    @Test func aFreeCoordinatorRunsTheJobInTheSameTrip() {
        let (table, _) = Self.table()
        var busy = 0
        table.onCoordinatorBusy = { busy += 1 }
        var sink = Outbox.Sink.direct
        table.submit(Self.connectScreen(id: 1), into: &sink)
        #expect(busy == 0)
        let replies = Self.replies(sink.messages)
        #expect(replies.count == 1)
        #expect(replies.first?.contains(#""id":1,"result""#) == true)
    }

    @Test func aTransitionsEndHoldingTheCoordinatorMakesTheRequestTakeTheLocksInOrder() {
        let (table, engine) = Self.table()
        let coordinator = table.coordinator(for: nil)
        let holding = DispatchSemaphore(value: 0)
        let letGo = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        let endSawScreens = Flag()
        // As a transition's end on the window's queue: the coordinator's lock, then the engine's.
        Thread.detachNewThread {
            coordinator.withLockHeld {
                holding.signal()
                letGo.wait()
                engine.withHierarchy { h in endSawScreens.value = h.counts().screens }
            }
            ended.signal()
        }
        holding.wait()
        var busy = 0
        table.onCoordinatorBusy = {
            busy += 1
            letGo.signal()   // the engine lock is free now: the transition's end may take it
        }
        var sink = Outbox.Sink.direct
        table.submit(Self.connectScreen(id: 2), into: &sink)
        ended.wait()
        #expect(busy == 1)
        #expect(endSawScreens.value == 0, "the request waited for the transition's end to let its coordinator go")
        let replies = Self.replies(sink.messages)
        #expect(replies.count == 1)
        #expect(replies.first?.contains(#""id":2,"result""#) == true)
        #expect(engine.withHierarchy { $0.counts().screens } == 1)
    }
}
