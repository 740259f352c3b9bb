@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 41's bar for the reductions (`HiddenTabReduction`, `StackInteriorReduction`): on every fixture small
/// enough to search exhaustively, the reduced search finds the same problems (with paths as
/// short), warnings, notes, scenes (reached the same way), segue outcomes and code actions as
/// the exhaustive one, and says it is complete.
@Suite("explore: the reduced search finds what the exhaustive one does", .serialized)
struct ReducedSearchTests {
    /// What an exploration finds, without what depends on how many states it expanded
    /// (occurrences, which path of a given length it kept).
    struct Findings: Equatable, CustomStringConvertible {
        var problems: [String]
        var warnings: [String]
        var unknownUnwinds: [String]
        var userCannotLeave: [String]
        var scenes: [String]
        var segues: [String]
        var codeEdges: [String]

        init(_ r: ExplorationReport) {
            func problem(_ p: ExplorationReport.Problem) -> String {
                "\(p.origin) \(p.refusal.kind) \(p.refusal.uikit ?? p.refusal.message) at \(p.path.last?.text ?? "?") "
                    + "in \(p.scene?.description ?? "-") after \(p.path.count - 1) steps"
            }
            problems = r.problems.map(problem).sorted()
            unknownUnwinds = r.unknownUnwinds.map(problem).sorted()
            warnings = r.warnings.map { "\($0.origin) \($0.rule) \($0.uikit) in \($0.scene?.description ?? "-") after \($0.path.count - 1) steps" }.sorted()
            userCannotLeave = r.stuckPresentations.map { "\($0.origin) \($0.scene?.description ?? "-") \($0.style) after \($0.path.count - 1) steps" }.sorted()
            scenes = r.scenes.map { "\($0.key) \($0.reachedBy) after \(($0.reach?.count ?? 0) - 1) steps" }.sorted()
            segues = r.allSegues.map { "\($0.source) \($0.segue.segue) \($0.outcome)" }.sorted()
            codeEdges = r.codeEdges.map { "\($0.source) \($0.plan.location.file):\($0.plan.location.line) → \($0.destination?.description ?? "-")" }.sorted()
        }

        var description: String {
            [problems, warnings, unknownUnwinds, userCannotLeave, scenes, segues, codeEdges].map { $0.joined(separator: "\n") }
                .joined(separator: "\n--\n")
        }
    }

    /// Explores `directories` exhaustively and reduced, and compares what both find; the
    /// reduced report's `completeness`.
    @discardableResult
    static func expectSameFindings(_ directories: [String], main: String? = nil, sources: String? = nil, maxDepth: Int? = nil,
                                   name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> (exhaustive: ExplorationReport, reduced: ExplorationReport) {
        let (exhaustive, _) = try await ExploreSupport.explore(directories, main: main, sources: sources, maxDepth: maxDepth,
                                                               exhaustive: true, maxRepeats: 0)
        let (reduced, _) = try await ExploreSupport.explore(directories, main: main, sources: sources, maxDepth: maxDepth)
        // Small enough to search exhaustively: the state bound cut nothing.
        #expect(exhaustive.completeness.complete, "\(name): the exhaustive search is not complete", sourceLocation: sourceLocation)
        #expect(exhaustive.completeness.equivalentStates == 0, "\(name)", sourceLocation: sourceLocation)
        #expect(reduced.completeness.complete, "\(name): \(reduced.completeness.line)", sourceLocation: sourceLocation)
        #expect(reduced.states <= exhaustive.states, "\(name)", sourceLocation: sourceLocation)
        let a = Findings(exhaustive), b = Findings(reduced)
        #expect(a == b, "\(name): exhaustive\n\(a)\n\nreduced\n\(b)", sourceLocation: sourceLocation)
        return (exhaustive, reduced)
    }

    @Test func demoAppWithAndWithoutSources() async throws {
        let demo = DemoExploreTests.demo
        let (exhaustive, reduced) = try await Self.expectSameFindings([demo], main: "Main", name: "demo")
        // The demo's tab bar is reduced: the test compares two different searches.
        #expect(reduced.completeness.reducedTabBars.count == 1)
        #expect(reduced.completeness.equivalentStates > 0)
        #expect(reduced.states < exhaustive.states)
        try await Self.expectSameFindings([demo], main: "Main", sources: DemoExploreTests.demoSources, name: "demo with its sources")
        try await Self.expectSameFindings([demo], main: "Main", sources: ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/ObjCApp",
                                          name: "demo with sources that do not declare its unwind")
    }

    @Test func craftedStoryboard() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-reduced-crafted")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try DemoExploreTests.crafted.write(toFile: dir + "/Crafted.storyboard", atomically: true, encoding: .utf8)
        try await Self.expectSameFindings([dir], name: "crafted")
    }

    @Test func everyRealWorldSet() async throws {
        for set in try RealWorldSet.all() {
            try await Self.expectSameFindings([set.directory], main: RealWorldExploreTests.expected[set.name]?.main, name: set.name)
        }
    }

    @Test func columnSplitExcerpt() async throws {
        try await Self.expectSameFindings([ServerProcess.packageRoot + "/Tests/Fixtures/ColumnSplitStoryboards"], name: "NetNewsWire's split")
    }

    /// The benchmark app (five tabs of navigation stacks that grow without end, twelve modal
    /// flows that unwind to the tabs' roots, popovers) to a depth the exhaustive search covers
    /// within its state bound.
    @Test func benchmarkAppToADepthTheExhaustiveSearchCovers() async throws {
        let dir = try ExploreSupport.makeBenchmarkApp("explore-reduced-bench")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (exhaustive, reduced) = try await Self.expectSameFindings([dir], sources: dir + "/App/Sources", maxDepth: 5, name: "benchmark app")
        #expect(reduced.completeness.reducedTabBars.map(\.label) == ["MainTabBarController"])
        // Its stacks too (`StackInteriorReduction`): five actions fill a tab's stack five deep.
        #expect(reduced.completeness.reducedStacks)
        #expect(reduced.states < exhaustive.states)
    }

    /// Reading a shape's root back, and what is dirty.
    @Test func shapesReadBackAndDirtyTabs() {
        let tree = ShapeTree("s3#1(s4(s5,s6),s7(s8>formSheet:s9(s10)),\"UIViewController\"(s1))>popover:s2")
        #expect(tree?.root.scene == 3)
        #expect(tree?.root.selectedTab == 1)
        #expect(tree.map { t in t.root.children.map { String(t.nodes[$0].text) } } == ["s4(s5,s6)", "s7(s8>formSheet:s9(s10))", "\"UIViewController\"(s1)"])
        #expect(tree?.root.presented.flatMap { tree?.nodes[$0].scene } == 2)
        #expect(ShapeTree("s2~twoBesideSecondary(s3,s4)")?.root.children.count == 2)
        #expect(ShapeTree("s3#0(s4(s5)") == nil)
        #expect(ShapeTree("s3#0(s4(s5))x") == nil)
        // A detent is the app's identifier: not read.
        #expect(ShapeTree("s3#0(s4(s5>pageSheet@x,y:s6),s7)") == nil)

        var reduction = HiddenTabReduction(reducing: [3])
        let verdicts = [
            "s3#0(s4(s5),s7(s8))",                      // first sight: the first values
            "s3#0(s4(s5,s6),s7(s8))",                   // the shown tab changed
            "s3#1(s4(s5),s7(s8,s9))",
            "s3#1(s4(s5,s6),s7(s8))",                   // a tab not shown changed
            "s3#1(s4(s5,s6),s7(s8))>fullScreen:s11",
            "s12#1(s4(s5,s6),s7(s8))",                  // another tab bar, not reduced
        ].map { reduction.prunes($0, ShapeTree($0)) }
        #expect(verdicts == [false, false, false, true, true, false])
        #expect(reduction.pruned.count == 2)
    }
}
