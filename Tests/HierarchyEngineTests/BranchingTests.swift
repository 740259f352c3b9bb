import Testing
@testable import HierarchyEngine

/// Hierarchies as values that branch (`Hierarchy.branch()`, issue 29): a state kept as a value
/// and each next step applied to a copy of it, with identifiers that grow with a branch's own
/// history; and `recordsEvents`, off for a caller that only needs the states.
@Suite("engine: branches and event recording")
struct BranchingTests {
    /// A window whose root is a navigation controller holding one controller.
    static func navigationWorld() -> (World, nav: VCID) {
        var w = World(screen: World.phone)
        w.vc("top")
        w.vc("nav", "UINavigationController", children: ["top"])
        w.showRoot("nav")
        return (w, w["nav"])
    }

    static func pushNew(_ h: inout Hierarchy, onto nav: VCID) throws -> VCID {
        let made = try h.apply(.createController(className: "UIViewController", title: nil, properties: [:], children: []))
        guard case .completed(.controller(let vc)) = made.status else { throw EngineError(.invalidState, "no controller") }
        let pushed = try h.apply(.push(nav: nav, vc: vc, animated: false))
        guard case .completed = pushed.status else { throw EngineError(.invalidState, "push pending") }
        return vc
    }

    @Test func aBranchMintsItsOwnIdentifiersAfterItsParentsAndLeavesTheParentAlone() throws {
        let (w, nav) = Self.navigationWorld()
        let before = w.h.ids.lastIssued
        var a = w.h.branch()
        var b = w.h.branch()
        let inA = try Self.pushNew(&a, onto: nav)
        let inB = try Self.pushNew(&b, onto: nav)
        // Both continue after the parent's last identifier, each in its own world.
        #expect(inA.raw == before.viewControllers + 1 && inB == inA)
        #expect(w.h.ids.lastIssued == before)
        #expect(w.h.controller(inA) == nil)
        #expect(w.h.controller(nav)?.children.count == 1)
        #expect(a.controller(nav)?.children.count == 2 && b.controller(nav)?.children.count == 2)
        #expect(a.checkInvariants().isEmpty && b.checkInvariants().isEmpty && w.h.checkInvariants().isEmpty)
    }

    @Test func identifiersGrowWithAChainsOwnHistoryNotWithItsSiblings() throws {
        let (w, nav) = Self.navigationWorld()
        let start = w.h.ids.lastIssued.viewControllers
        // A thousand siblings, each pushing a controller: none advances the others' counters.
        for _ in 0..<1000 {
            var sibling = w.h.branch()
            _ = try Self.pushNew(&sibling, onto: nav)
        }
        // A chain of ten branches, each pushing one more.
        var h = w.h
        var last = VCID(0)
        for _ in 0..<10 {
            h = h.branch()
            last = try Self.pushNew(&h, onto: nav)
        }
        #expect(last.raw == start + 10)
        #expect(h.controller(nav)?.children.count == 11)
        // Without branches, one shared source: every sibling's controller counts.
        var shared = w.h
        for _ in 0..<1000 {
            var sibling = shared
            _ = try Self.pushNew(&sibling, onto: nav)
        }
        #expect(try Self.pushNew(&shared, onto: nav).raw == start + 1001)
    }

    @Test func withoutEventsTheStatesAreTheSameAndNoEventsAreReturned() throws {
        var (w, nav) = Self.navigationWorld()
        var quiet = w.h.branch()
        var loud = w.h.branch()
        quiet.recordsEvents = false
        var loudEvents = 0
        func run(_ op: Operation, _ h: inout Hierarchy) throws -> [EngineEvent] {
            let out = try h.apply(op)
            guard case .pending(let ticket) = out.status else { return out.events }
            return out.events + h.finishTransition(ticket).events
        }
        func both(_ op: Operation) throws {
            #expect(try run(op, &quiet).isEmpty, "\(op)")
            loudEvents += try run(op, &loud).count
        }
        try both(.createController(className: "UIViewController", title: "sheet", properties: [:], children: []))
        let sheet = VCID(w.h.ids.lastIssued.viewControllers + 1)
        try both(.present(presenter: nav, vc: sheet, animated: true, style: .formSheet, transition: nil))
        try both(.dismiss(sheet, animated: true))
        try both(.createController(className: "UIViewController", title: "next", properties: [:], children: []))
        try both(.push(nav: nav, vc: VCID(sheet.raw + 1), animated: true))
        try both(.pop(nav: nav, animated: true))
        #expect(loudEvents > 10)
        #expect(quiet.tree(window: w.window) == loud.tree(window: w.window))
        #expect(quiet.controller(sheet) == loud.controller(sheet))
        #expect(quiet.checkInvariants().isEmpty && loud.checkInvariants().isEmpty)
        w.h = quiet
        w.checkInvariants()
    }

    /// The controller table's chunk size (`EngineConfiguration.controllersPerChunk`) is a matter
    /// of cost only: 150 controllers pushed, half popped, a presentation, in tables of 1 to 64
    /// controllers per chunk, give the same hierarchy and the same copies; more than 64 is
    /// read as 64.
    @Test(arguments: [1, 8, 64, 1024])
    func theControllerTablesChunkSizeChangesNoOutcome(_ perChunk: Int) throws {
        func build(_ perChunk: Int) throws -> (Hierarchy, Hierarchy, WindowID) {
            var configuration = EngineConfiguration()
            configuration.controllersPerChunk = perChunk
            var w = World(screen: World.phone, configuration: configuration)
            w.vc("top")
            w.vc("nav", "UINavigationController", children: ["top"])
            w.showRoot("nav")
            for _ in 0..<150 { _ = try Self.pushNew(&w.h, onto: w["nav"]) }
            let copy = w.h.branch()
            for _ in 0..<75 { _ = try w.h.apply(.pop(nav: w["nav"], animated: false)) }
            let made = try w.h.apply(.createController(className: "UIViewController", title: "sheet", properties: [:], children: []))
            guard case .completed(.controller(let sheet)) = made.status else { throw EngineError(.invalidState, "no sheet") }
            _ = try w.h.apply(.present(presenter: w["nav"], vc: sheet, animated: false, style: .fullScreen, transition: nil))
            #expect(w.h.checkInvariants().isEmpty && copy.checkInvariants().isEmpty)
            return (w.h, copy, w.window)
        }
        let (h, copy, window) = try build(perChunk)
        let (reference, referenceCopy, _) = try build(64)
        #expect(h.tree(window: window) == reference.tree(window: window))
        #expect(copy.tree(window: window) == referenceCopy.tree(window: window))
        for raw in 1...h.ids.lastIssued.viewControllers {
            #expect(h.controller(VCID(raw)) == reference.controller(VCID(raw)), "vc\(raw)")
        }
    }
}
