@testable import Explorer
import Foundation
import ProsceniumTesting
import SourceNavigation
import Testing

/// Issue 41's stack reduction (`StackInteriorReduction`): a navigation stack is part of a
/// state by its root, the controller below its top, its top, and the buried controllers an
/// unwind may end on (R91, iOS 9+: the destination search asks a navigation controller's
/// children top down); the search finds what the exhaustive one does.
@Suite("explore: stacks held without the controllers buried in them", .serialized)
struct StackReductionTests {
    /// Scene 1 is a navigation controller, scene 7 performs an unwind action.
    /// Scenes 7 and 17 perform `unwindToA:`, scene 18 `unwindToB:`, class Performer `unwindToC:`.
    static let reduction = StackInteriorReduction(reducing: true, navigationScenes: [1],
                                                  performingScenes: [7: ["unwindToA"], 17: ["unwindToA"], 18: ["unwindToB"]],
                                                  performingClasses: ["Performer": ["unwindToC"]])

    @Test func keysLeaveOutBuriedControllersButThoseAnUnwindEndsOn() throws {
        func key(_ shape: String) throws -> String? {
            let tree = try #require(ShapeTree(shape))
            return Self.reduction.key(tree)
        }
        // Three or fewer: nothing buried, the shape is its own key.
        #expect(try key("s1(s2,s3,s4)") == nil)
        // The root, the one below the top and the top; what lies between goes.
        #expect(try key("s1(s2,s3,s4,s5,s6)") == "s1(s2,s5,s6)")
        // A buried performer stays, in its place; so does one holding a performer, or of a performing class.
        #expect(try key("s1(s2,s3,s7,s4,s5,s6)") == "s1(s2,s7,s5,s6)")
        #expect(try key("s1(s2,s9(s7),s3,s5,s6)") == "s1(s2,s9(s7),s5,s6)")
        #expect(try key("s1(s2,\"Performer\",s3,s5,s6)") == "s1(s2,\"Performer\",s5,s6)")
        // Of buried performers of one action, the search ends on the topmost: the others go; one
        // of another action stays; none stays when the controller below the top performs it.
        #expect(try key("s1(s2,s7,s3,s17,s4,s5,s6)") == "s1(s2,s17,s5,s6)")
        #expect(try key("s1(s2,s18,s7,s3,s17,s4,s5,s6)") == "s1(s2,s18,s17,s5,s6)")
        #expect(try key("s1(s2,s7,s3,s17,s4,s7,s6)") == "s1(s2,s7,s6)")
        // Presentations one on another are a stack too: the top, the one below it (a dismissal
        // shows it), and the buried performers an unwind may end on, each after its own style.
        #expect(try key("s3>fullScreen:s4") == nil)
        #expect(try key("s3>fullScreen:s4>pageSheet:s5") == nil)
        #expect(try key("s3>fullScreen:s4>pageSheet:s5>formSheet:s6>popover:s9") == "s3>formSheet:s6>popover:s9")
        #expect(try key("s3>fullScreen:s7>pageSheet:s5>formSheet:s6>popover:s9") == "s3>fullScreen:s7>formSheet:s6>popover:s9")
        // A buried navigation controller (scene 1) is where `show` goes from the presentations
        // above it (R74-R75): kept while none above it is one.
        #expect(try key("s3>fullScreen:s1(s2,s3,s4,s5)>pageSheet:s5>formSheet:s6(s7)>popover:s9")
                == "s3>fullScreen:s1(s2,s4,s5)>formSheet:s6(s7)>popover:s9")
        #expect(try key("s3>fullScreen:s1(s2)>pageSheet:s1(s4)>formSheet:s6>popover:s9")
                == "s3>pageSheet:s1(s4)>formSheet:s6>popover:s9")
        #expect(try key("s3>fullScreen:s1(s2)>pageSheet:s5>formSheet:s1(s6)>popover:s9")
                == "s3>formSheet:s1(s6)>popover:s9")
        #expect(try key("s8#0(s1(s2,s3,s4,s5),s1(s2))>fullScreen:s4>pageSheet:s5>formSheet:s6")
                == "s8#0(s1(s2,s4,s5),s1(s2))>pageSheet:s5>formSheet:s6")
        // The top does not count (an unwind from inside it skips it).
        #expect(try key("s1(s2,s7,s3,s5,s17)") == "s1(s2,s7,s5,s17)")
        // Only navigation controllers bury: a tab bar's children all stay; stacks in tabs and
        // in presentations are reduced, the rest of the shape kept as written.
        #expect(try key("s8#1(s9,s10,s11,s12)") == nil)
        #expect(try key("s8#0(s1(s2,s3,s4,s5),s1(s2))>fullScreen:s1(s2,s3,s4,s5,s6)")
                == "s8#0(s1(s2,s4,s5),s1(s2))>fullScreen:s1(s2,s5,s6)")
        #expect(try key("\"UINavigationController\"(s2,s3,s4,s5)>popover:s6") == "\"UINavigationController\"(s2,s4,s5)>popover:s6")
        // Off: nothing reduced.
        let tree = try #require(ShapeTree("s1(s2,s3,s4,s5)"))
        #expect(StackInteriorReduction().key(tree) == nil)
    }

    @Test func aStateWithTheKeyOfOneAdoptedIsNotExpanded() throws {
        var r = Self.reduction
        func key(_ shape: String) throws -> String {
            let tree = try #require(ShapeTree(shape))
            return try #require(r.key(tree))
        }
        let adopted = "s1(s2,s3,s5,s6)", same = "s1(s2,s4,s5,s6)", other = "s1(s2,s7,s3,s5,s6)"
        r.adopted(key: try key(adopted), throughCode: false)
        let sameKey = try key(same), otherKey = try key(other)
        let prunesSame = r.prunes(same, key: sameKey, throughCode: false)
        #expect(prunesSame)
        // A buried performer is held: another key.
        #expect(otherKey == "s1(s2,s7,s5,s6)")
        let prunesOther = r.prunes(other, key: otherKey, throughCode: false)
        #expect(!prunesOther)
        // A shape with nothing buried is its own key.
        let unburied = try #require(ShapeTree("s1(s2,s5,s6)"))
        #expect(r.key(unburied) == nil)
        let prunesUnburied = r.prunes("s1(s2,s5,s6)", key: "s1(s2,s5,s6)", throughCode: false)
        #expect(prunesUnburied)
        #expect(r.pruned == [same, "s1(s2,s5,s6)"])
        // A key adopted only through the app's code stands for states reached through code, not
        // for one the storyboard's actions alone reach (the report tells those apart).
        r.adopted(key: "s1(s2,s8,s6)", throughCode: true)
        let byCode = r.prunes("s1(s2,s3,s8,s6)", key: "s1(s2,s8,s6)", throughCode: true)
        let bySegues = r.prunes("s1(s2,s4,s8,s6)", key: "s1(s2,s8,s6)", throughCode: false)
        #expect(byCode && !bySegues)
        // A shape is decided once, whatever path meets it again (as a state is adopted once).
        #expect(r.isPruned("s1(s2,s3,s8,s6)") && !r.isPruned("s1(s2,s4,s8,s6)"))
    }

    /// A stack where an unwind succeeds only when a performer is buried: Root → A → {B, C},
    /// B ↔ C, B → D, D presents Modal, which unwinds to `unwindToC:` (performed by C's class).
    /// Over [Root, A, B, D] the unwind finds no destination (R94: UIKit does nothing); over
    /// [Root, A, C, B, D] it ends on the buried C. Both must be found.
    static let buriedPerformer = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s0"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r0"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController title="Root" id="root" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <button id="b1"><connections><segue destination="a" kind="show" identifier="toA" id="g1"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController title="A" id="a" sceneMemberID="viewController">
                        <view key="view" id="v2"><subviews>
                            <button id="b2"><connections><segue destination="b" kind="show" identifier="aToB" id="g2"/></connections></button>
                            <button id="b3"><connections><segue destination="c" kind="show" identifier="aToC" id="g3"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController title="B" id="b" sceneMemberID="viewController">
                        <view key="view" id="v3"><subviews>
                            <button id="b4"><connections><segue destination="c" kind="show" identifier="bToC" id="g4"/></connections></button>
                            <button id="b5"><connections><segue destination="d" kind="show" identifier="bToD" id="g5"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController title="C" id="c" customClass="CViewController" sceneMemberID="viewController">
                        <view key="view" id="v4"><subviews>
                            <button id="b6"><connections><segue destination="b" kind="show" identifier="cToB" id="g6"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewController title="D" id="d" sceneMemberID="viewController">
                        <view key="view" id="v5"><subviews>
                            <button id="b7"><connections><segue destination="modal" kind="presentation" identifier="present" modalPresentationStyle="fullScreen" id="g7"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s6"><objects>
                    <viewController title="Modal" id="modal" sceneMemberID="viewController">
                        <view key="view" id="v6"><subviews>
                            <button id="b8"><connections><segue destination="mEx" kind="unwind" unwindAction="unwindToC:" identifier="back" id="g8"/></connections></button>
                        </subviews></view>
                    </viewController>
                    <exit id="mEx" userLabel="Exit" sceneMemberID="exit"/>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func anUnwindThatEndsOnABuriedControllerIsFound() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-stack-buried")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.buriedPerformer.write(toFile: dir + "/Main.storyboard", atomically: true, encoding: .utf8)
        let sources = dir + "/Sources"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try """
            import UIKit
            class CViewController: UIViewController {
                @IBAction func unwindToC(_ segue: UIStoryboardSegue) {}
            }
            """.write(toFile: sources + "/C.swift", atomically: true, encoding: .utf8)
        let (exhaustive, reduced) = try await ReducedSearchTests.expectSameFindings([dir], sources: sources, maxDepth: 12,
                                                                                    name: "a buried performer")
        #expect(reduced.completeness.reducedStacks)
        #expect(reduced.completeness.equivalentStates > 0)
        #expect(reduced.states < exhaustive.states)
        // The unwind both ends on the buried C and finds nothing: its outcome depends on the state.
        let unwind = try #require(reduced.allSegues.first { $0.segue.segue == "g8" })
        #expect(unwind.outcome == "mixed")
        #expect(reduced.problems.contains { $0.refusal.uikit?.contains("finds no destination for 'unwindToC:'") == true })
    }

    /// Apps whose code navigates (every fixture of Tests/Fixtures/CodeNavigation with sources,
    /// Swift and Objective-C; the benchmark app whose table scenes push and present from code):
    /// stacks are reduced unless the code could make a stack the user did not build, and the
    /// reduced search finds what the exhaustive one does.
    @Test func appsWhoseCodeNavigates() async throws {
        let root = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation"
        var reducedApps = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            let app = root + "/" + name
            guard FileManager.default.fileExists(atPath: app + "/Sources") else { continue }
            let main: String? = FileManager.default.fileExists(atPath: app + "/Main.storyboard") ? "Main" : nil
            let (_, reduced) = try await ReducedSearchTests.expectSameFindings([app], main: main, sources: app + "/Sources", name: name)
            if reduced.completeness.reducedStacks { reducedApps += 1 }
        }
        #expect(reducedApps > 10)
        let dir = try ExploreSupport.makeBenchmarkApp("explore-stack-bench-code", code: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (exhaustive, reduced) = try await ReducedSearchTests.expectSameFindings([dir], sources: dir + "/App/Sources", maxDepth: 4,
                                                                                    name: "benchmark app with code to 4 actions")
        #expect(reduced.completeness.reducedStacks)
        // Its code pushes and presents on what is on screen: its tab bar is reduced too.
        #expect(reduced.completeness.reducedTabBars.map(\.label) == ["MainTabBarController"])
        #expect(reduced.states < exhaustive.states)
    }

    /// A code call that could make a stack the user did not build keeps stacks whole, and says which.
    @Test func notReducedWhenTheCodeSetsALongStack() throws {
        func plan(_ action: NavigationAction, actor: [ControllerHop] = []) -> CodeActionPlan {
            var p = CodeActionPlan(trigger: "tap button", automatic: false, methods: ["A.go()"], action: action,
                                   location: SourceLocation(file: "A.swift", line: 7), conditional: false, storyboard: "Main")
            p.actor = actor
            return p
        }
        let four = Array(repeating: ControllerSource.codeMade(className: "X"), count: 4)
        #expect(StackInteriorReduction.reasonNotToReduce(plan(.setViewControllers(four)))?.hasPrefix(
            "the app's code sets a navigation stack of 4 controllers (A.swift:7)") == true)
        #expect(StackInteriorReduction.reasonNotToReduce(plan(.setViewControllers(Array(four.prefix(3))))) == nil)
        #expect(StackInteriorReduction.reasonNotToReduce(plan(.pop)) == nil)
        #expect(StackInteriorReduction.reasonNotToReduce(plan(.pop, actor: [ControllerHop(relation: .presenting, className: "UIViewController")]))?.hasPrefix(
            "the app's code pops a navigation stack through another controller (A.swift:7)") == true)
        #expect(StackInteriorReduction.reasonNotToReduce(plan(.push(.codeMade(className: "X")))) == nil)
    }
}
