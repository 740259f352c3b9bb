import Testing
@testable import HierarchyEngine

/// The invariant checker itself reports broken states (so the tests that rely on it can fail).
@Suite struct InvariantTests {
    static func world() -> World {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("C"); w.showRoot("A")
        w.present("B", on: "A")
        return w
    }

    @Test func cleanHierarchyHasNoViolations() {
        #expect(Self.world().h.checkInvariants().isEmpty)
    }

    @Test func detectsAppearanceOffScreen() {
        var w = Self.world()
        w.h.nodes[w["A"]]!.appearance = .appeared
        #expect(w.h.checkInvariants().contains { $0.rule == "appearanceMatchesScreen" })
    }

    @Test func detectsOneSidedPresentationLink() {
        var w = Self.world()
        w.h.nodes[w["B"]]!.presenting = w["C"]
        let rules = Set(w.h.checkInvariants().map(\.rule))
        #expect(rules.contains("presentationLink"))
    }

    @Test func detectsPresentationCycle() {
        var w = Self.world()
        w.h.nodes[w["B"]]!.presented = w["A"]
        w.h.nodes[w["A"]]!.presenting = w["B"]
        #expect(w.h.checkInvariants().contains { $0.rule == "acyclic" || $0.rule == "rootNotPresented" })
    }

    @Test func detectsTwoParents() {
        var w = Self.world()
        w.h.nodes[w["A"]]!.children.append(w["C"])
        w.h.nodes[w["B"]]!.children.append(w["C"])
        w.h.nodes[w["C"]]!.parent = w["A"]
        #expect(w.h.checkInvariants().contains { $0.rule == "oneParent" })
    }

    @Test func detectsWrongWindowCache() {
        var w = Self.world()
        w.h.nodes[w["C"]]!.window = w.window
        #expect(w.h.checkInvariants().contains { $0.rule == "windowCache" || $0.rule == "windowCount" })
    }

    @Test func detectsUnbalancedCallback() {
        var w = Self.world()
        w.h.emitAppearance(w["B"], .didAppear, .init(animated: false))   // B is already appeared
        #expect(w.h.checkInvariants().contains { $0.rule == "balancedCallbacks" })
    }

    @Test func refusalsLeaveStateAndEventsUntouched() {
        var w = Self.world()
        let before = w.h
        do {
            _ = try w.h.apply(.present(presenter: w["A"], vc: w["C"], animated: true, style: nil, transition: nil))
            Issue.record("expected R54 refusal")
        } catch {
            #expect(w.h.sameState(as: before))
        }
    }
}
