import Testing
@testable import HierarchyEngine

/// Prepared instantiations (`ScenePlans`, issue 29): a scene is planned once per catalog and
/// configuration and its plan reused, yet every segue still makes new controllers of their own
/// (R7, R81 (1): the destination is instantiated when the segue fires; iOS 12 and later), and a
/// change to one of them is not seen by another made from the same plan.
@Suite struct ScenePlansTests {
    /// H presents `detail` (segue `modal`), dismisses it and presents it again: two
    /// controllers, one plan.
    @Test func R7_R81_eachSegueMakesItsOwnControllerFromOnePlan() throws {
        var w = SegueTests.launched()
        let before = w.h.scenePlans.count
        w.run(.performSegue(source: w["H"], identifier: "modal", segue: nil, sender: nil))
        guard case .segue(_, _, let first?) = w.lastResult else { Issue.record("no destination"); return }
        let kept = w.h.scenePlans.count
        #expect(kept == before + 1)
        w.run(.dismiss(first, animated: false))
        w.run(.performSegue(source: w["H"], identifier: "modal", segue: nil, sender: nil))
        guard case .segue(_, _, let second?) = w.lastResult else { Issue.record("no destination"); return }
        #expect(first != second)
        #expect(w.h.scenePlans.count == kept)   // the plan was reused
        #expect(w.h.controller(second)?.className == "DetailVC")
        #expect(w.h.controller(second)?.storyboard == "Main")
        #expect(w.h.controller(second)?.scene == "detail")
        #expect(w.h.controller(second)?.storyboardIdentifier == "Detail")
        // A property set on one controller made from the plan is its own (copy on write).
        w.run(.setProperties(second, ["title": .string("Changed"), "vetoedSegues": .strings(["more"])]))
        #expect(w.h.controller(second)?.title == "Changed")
        #expect(w.h.controller(first)?.title == nil)
        #expect(Self.properties(second, in: w.h) != Self.properties(first, in: w.h))
        var again = SegueTests.launched()
        again.h.scenePlans.keep([], for: .scene(storyboard: "x", id: "y"))   // a fresh hierarchy has its own plans
        again.run(.performSegue(source: again["H"], identifier: "modal", segue: nil, sender: nil))
        guard case .segue(_, _, let third?) = again.lastResult else { Issue.record("no destination"); return }
        #expect(again.h.controller(third)?.title == nil)
        #expect(Self.properties(third, in: again.h) == Self.properties(first, in: w.h))
    }

    static func properties(_ vc: VCID, in h: Hierarchy) -> [String] {
        (h.controller(vc)?.properties ?? []).map { "\($0.name)=\($0.value)" }
    }

    /// Branches share the plans (one hierarchy's work serves its copies); a new catalog or
    /// configuration starts empty, so a plan never outlives the templates it was made from.
    @Test func plansAreSharedByBranchesAndResetByANewCatalog() {
        var w = SegueTests.launched()
        var branch = w.h.branch()
        _ = try? branch.apply(.performSegue(source: w["H"], identifier: "showDetail", segue: nil, sender: nil))
        #expect(w.h.scenePlans === branch.scenePlans)
        #expect(branch.scenePlans.count > 0)
        var other = SegueTests.catalog
        var main = other.storyboards["Main"]!
        main.scenes["detail"]!.customClass = "OtherDetailVC"
        other.storyboards["Main"] = main
        w.h.catalog = other
        #expect(w.h.scenePlans.count == 0)
        w.run(.performSegue(source: w["H"], identifier: "showDetail", segue: nil, sender: nil))
        guard case .segue(_, _, let d?) = w.lastResult else { Issue.record("no destination"); return }
        #expect(w.h.controller(d)?.className == "OtherDetailVC")
        w.h.configuration.maxWindows += 1
        #expect(w.h.scenePlans.count == 0)
    }

    /// A scene whose properties name a controller (which must exist when it is made) is
    /// planned every time, never kept.
    @Test func aPlanNamingAControllerIsNotKept() {
        let scene = SegueTests.scene("tabs", "UITabBarController", container: .tabBar, ident: "Tabs",
                                     props: ["vetoedTabs": .strings(["vc1"])])
        let catalog = StoryboardCatalog(["S": SegueTests.storyboard("S", initial: "tabs", [scene])])
        var w = World(catalog: catalog)
        w.vc("A")
        w.run(.instantiate(storyboard: "S", identifier: "Tabs"))
        guard case .controller = w.lastResult else { Issue.record("not instantiated"); return }
        #expect(w.h.scenePlans.count == 0)
        #expect(PropertyValue.string("vc12").namesController)
        #expect(!PropertyValue.string("Main").namesController)
        #expect(!PropertyValue.bool(true).namesController)
    }

    /// A controller made from a scene carries the scene's number in the catalog
    /// (`StoryboardCatalog.numberedScenes`: storyboards by name, scenes in document order),
    /// through a placeholder too; one made in code has none (R6: only a storyboard's
    /// controllers have a storyboard; iOS 12 and later).
    @Test func R6_storyboardControllersCarryTheirSceneNumber() {
        var w = World(catalog: SegueTests.catalog)
        let numbered = w.h.catalog.numberedScenes
        #expect(numbered.count == 12)
        #expect(numbered[0].storyboard == "Main" && numbered[0].scene == "nav")
        #expect(numbered[11].storyboard == "Other" && numbered[11].scene == "o1")
        w.run(.instantiate(storyboard: "Main", identifier: "Tabs"))
        guard case .controller(let t) = w.lastResult else { Issue.record("no controller"); return }
        let kids = w.h.controller(t)!.children
        for vc in [t] + kids {
            let n = w.h.treeNode(vc)!
            #expect(n.sceneNumber.map { numbered[$0].storyboard } == n.storyboard)
            #expect(n.sceneNumber.map { numbered[$0].scene } == n.scene)
        }
        #expect(w.h.treeNode(kids[1])!.sceneNumber == 11)   // the placeholder's destination, in Other
        w.vc("Code")
        #expect(w.h.treeNode(w["Code"])!.sceneNumber == nil)
    }
}
