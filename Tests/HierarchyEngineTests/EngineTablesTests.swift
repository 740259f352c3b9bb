import Testing
@testable import HierarchyEngine

/// The engine's storage types behind the hot paths: IDTable (windows and screens by id),
/// NodeTable.contains and IDStack.
@Suite struct EngineTablesTests {
    private func window(_ raw: Int, count: Int = 0) -> Window {
        var w = Window(id: WindowID(raw), screen: ScreenID(1))
        w.controllerCount = count
        return w
    }

    @Test func idTableReadsWritesAndCounts() {
        var t = IDTable<WindowID, Window>()
        #expect(t.isEmpty && t.count == 0)
        #expect(t[WindowID(1)] == nil && t[WindowID(0)] == nil && t[WindowID(-5)] == nil && t[WindowID(1 << 40)] == nil)
        t[WindowID(1)] = window(1)
        t[WindowID(200)] = window(200)
        #expect(t.count == 2 && !t.isEmpty)
        #expect(t[WindowID(1)] == window(1) && t[WindowID(200)] == window(200) && t[WindowID(2)] == nil)
        t[WindowID(1)]?.visible = true
        #expect(t[WindowID(1)]?.visible == true && t.count == 2)
        t[WindowID(3)]?.visible = true   // absent: nothing happens
        #expect(t[WindowID(3)] == nil && t.count == 2)
        t[WindowID(200)] = nil
        #expect(t[WindowID(200)] == nil && t.count == 1)
        t[WindowID(200)] = nil   // removing an absent id changes nothing
        #expect(t.count == 1)
    }

    @Test func idTableUpdateChangesOnlyPresentValues() {
        var t = IDTable<WindowID, Window>()
        t[WindowID(7)] = window(7, count: 2)
        t.update(WindowID(7)) { $0.controllerCount += 3 }
        t.update(WindowID(8)) { $0.controllerCount += 3 }
        t.update(WindowID(-1)) { $0.controllerCount += 3 }
        #expect(t[WindowID(7)]?.controllerCount == 5 && t[WindowID(8)] == nil && t.count == 1)
    }

    @Test func idTableEqualityFollowsContentsNotHistory() {
        var a = IDTable<WindowID, Window>()
        var b = IDTable<WindowID, Window>()
        a[WindowID(1)] = window(1)
        a[WindowID(5000)] = window(5000)
        a[WindowID(70)] = window(70)
        a[WindowID(5000)] = nil   // its chunk and the ones after it are released
        a[WindowID(70)] = nil
        b[WindowID(1)] = window(1)
        #expect(a == b)
        a[WindowID(1)] = nil
        #expect(a == IDTable<WindowID, Window>() && a.isEmpty)
        b[WindowID(1)]?.key = true
        #expect(a != b)
    }

    /// Chunks as long as their last live slot (issue 29: a copy's one window copies one or two
    /// slots): emptying the last slot shortens its chunk, so contents still decide equality.
    @Test func idTableChunksEndAtTheirLastLiveSlot() {
        var a = IDTable<WindowID, Window>()
        var b = IDTable<WindowID, Window>()
        a[WindowID(2)] = window(2)
        a[WindowID(40)] = window(40)
        a[WindowID(9)] = window(9)
        a[WindowID(40)] = nil
        b[WindowID(9)] = window(9)
        b[WindowID(2)] = window(2)
        #expect(a == b && a.count == 2)
        #expect(a[WindowID(40)] == nil && a[WindowID(63)] == nil && a[WindowID(10)] == nil)
        a.update(WindowID(40)) { $0.controllerCount += 1 }   // past the chunk's end: nothing
        a[WindowID(40)]?.visible = true
        #expect(a == b && a[WindowID(40)] == nil)
        a[WindowID(9)] = nil
        a[WindowID(2)] = nil
        #expect(a == IDTable<WindowID, Window>() && a.isEmpty)
    }

    @Test func idTableKeepsCopiesApart() {
        var a = IDTable<ScreenID, Int>()
        a[ScreenID(3)] = 30
        var b = a
        b[ScreenID(3)] = 31
        b[ScreenID(4)] = 40
        #expect(a[ScreenID(3)] == 30 && a[ScreenID(4)] == nil && a.count == 1)
        #expect(b[ScreenID(3)] == 31 && b[ScreenID(4)] == 40 && b.count == 2)
    }

    @Test func nodeTableContainsOnlyInsertedControllers() {
        var t = NodeTable()
        for raw in [1, 63, 64, 130] {
            t.insert(Node(id: VCID(raw), className: "C", uikitClass: "UIViewController", kind: .plain,
                          props: Props(profile: .classic, kind: .plain)))
        }
        #expect(t.count == 4)
        for raw in [1, 63, 64, 130] { #expect(t.contains(VCID(raw))) }
        for raw in [0, -1, 2, 62, 65, 129, 131, 1 << 20] { #expect(!t.contains(VCID(raw))) }
        var copy = t
        copy[VCID(64)]?.title = "changed"
        #expect(t[VCID(64)]?.title == nil && copy[VCID(64)]?.title == "changed")
    }

    @Test func idStackIsLastInFirstOut() {
        var s = IDStack(VCID(1))
        s.push(VCID(2)); s.push(VCID(3))
        #expect(s.pop() == VCID(3))
        s.push(VCID(4))
        #expect(s.pop() == VCID(4) && s.pop() == VCID(2) && s.pop() == VCID(1) && s.pop() == nil)
        s.push(VCID(5))
        #expect(s.pop() == VCID(5) && s.pop() == nil)
    }

    /// `Hierarchy.recycle(_:)`: events given back become the storage of the next outcome's
    /// events, which must hold only that step's events, as without recycling (the server
    /// recycles every outcome's events).
    @Test func recycledEventsStorageHoldsOnlyTheNextStepsEvents() throws {
        var plain = ViewIsAppearingTests.root(.ios17)
        var recycling = ViewIsAppearingTests.root(.ios17)
        let a = plain["A"], b = plain["B"]
        #expect(recycling["A"] == a && recycling["B"] == b)
        /// Applies `op` to both, recycling one's events; both outcomes must be the same.
        func both(_ op: Operation) throws -> Outcome {
            let expected = try plain.h.apply(op)
            var outcome = try recycling.h.apply(op)
            #expect(outcome == expected)
            #expect(!outcome.events.isEmpty)
            recycling.h.recycle(&outcome.events)
            #expect(outcome.events.isEmpty)
            return expected
        }
        _ = try both(.present(presenter: a, vc: b, animated: false, style: .fullScreen, transition: nil))
        _ = try both(.dismiss(b, animated: false))
        let started = try both(.present(presenter: a, vc: b, animated: true, style: .fullScreen, transition: nil))
        guard case .pending(let ticket) = started.status else {
            Issue.record("an animated present in a visible window pends")
            return
        }
        let expectedEnd = plain.h.finishTransition(ticket)
        var end = recycling.h.finishTransition(ticket)
        #expect(end == expectedEnd && !end.events.isEmpty)
        recycling.h.recycle(&end.events)
        _ = try both(.dismiss(b, animated: false))
        #expect(plain.h.sameState(as: recycling.h))
    }
}
