@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 27 §3: `prosc explore --shard I/N` on each of N machines, then `prosc merge`, gives the
/// unsharded report — coverage, problems with their shortest paths, unreachable scenes — byte
/// for byte in the JSON (but `stats`' work figures, which are the shards' sums), the JUnit (its
/// clock fields fixed) and the HTML's data, over every real-world set, the demo app (with and
/// without sources) and the benchmark app, at N = 1, 2, 3, 4. Each shard's report goes through
/// its JSON text, as between machines.
@Suite("explore: N shards merged are the unsharded exploration", .serialized)
struct ShardedExploreTests {
    /// The figures of `stats` that do not depend on how the work was split.
    static func searchFigures(_ json: JSON) -> [Int?] {
        ["states", "statesExpanded", "actions"].map { json["stats"]?[$0]?.intValue }
    }

    static func options(_ directories: [String], main: String?, sources: String?, maxStates: Int?) -> ExploreOptions {
        var options = ExploreOptions()
        options.directories = directories
        options.main = main
        options.sources = sources
        options.workers = 2
        options.proscd = ServerProcess.binary("proscd")
        options.bounds = ExplorationBounds(maxStates: maxStates ?? ExplorationBounds.defaultMaxStates)
        return options
    }

    /// The shards' reports as the text each machine prints.
    static func shardTexts(_ base: ExploreOptions, count: Int) async throws -> [String] {
        var texts: [String] = []
        for i in 1...count {
            var options = base
            options.shard = ExplorationShard(index: i, count: count)
            let outcome = try await ExploreSession.run(options)
            let identity = try #require(outcome.identity)
            texts.append(ShardReport(shard: options.shard!, identity: identity, log: outcome.log).json().description)
        }
        return texts
    }

    /// Checks the merge at N = 1…4; returns whether some shard's share was smaller than the
    /// whole (the set was wide enough to split).
    @discardableResult
    static func expectMergedEqualsUnsharded(_ directories: [String], main: String? = nil, sources: String? = nil, maxStates: Int? = nil,
                                            name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Bool {
        var split = false
        let base = options(directories, main: main, sources: sources, maxStates: maxStates)
        let (report, json) = try await ExploreSupport.explore(directories, main: main, sources: sources, maxStates: maxStates, workers: 2)
        let unsharded = SameReportTests.Texts(report, json)
        for n in 1...4 {
            let texts = try await shardTexts(base, count: n)
            let files = (1...n).map { "shard-\($0).json" }
            var shards: [ShardReport] = []
            for (k, t) in texts.enumerated() { shards.append(try ShardReport.read(t, file: files[k])) }
            let whole = shards.reduce(into: ExplorationRecords()) { $0.add($1.records) }.expandedStates
            split = split || shards.contains { $0.records.expandedStates < whole }
            let outcome = try await ExplorationMerge.run(shards, files: files, options: ExploreOptions())
            let merged = ExplorationReport(outcome.log, paths: outcome.paths)
            let mergedJSON = ReportJSON.json(merged)
            let texts2 = SameReportTests.Texts(merged, mergedJSON)
            #expect(texts2.json == unsharded.json, "\(name), \(n) shards: JSON", sourceLocation: sourceLocation)
            #expect(texts2.junit == unsharded.junit, "\(name), \(n) shards: JUnit", sourceLocation: sourceLocation)
            #expect(texts2.htmlData == unsharded.htmlData, "\(name), \(n) shards: HTML data", sourceLocation: sourceLocation)
            #expect(searchFigures(mergedJSON) == searchFigures(json), "\(name), \(n) shards: states, expanded, actions",
                    sourceLocation: sourceLocation)
            // Within the bounds, the shards' records cover the whole search: the merge explores nothing.
            if !merged.truncated {
                #expect(outcome.log.exploredByMerge == 0, "\(name), \(n) shards", sourceLocation: sourceLocation)
            }
        }
        return split
    }

    /// Every shape has exactly one owner among N shards, for N = 1…8, and the hash is FNV-1a's
    /// (the same in every process, unlike Swift's seeded `Hasher`).
    @Test func everyStateHasOneOwner() {
        #expect(ExplorationShard.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(ExplorationShard.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
        let shapes = (0..<500).map { "w/\($0)>n\($0 % 7)" }
        for n in 1...8 {
            let shards = (1...n).map { ExplorationShard(index: $0, count: n)! }
            for shape in shapes { #expect(shards.filter { $0.owns(shape) }.count == 1, "\(shape) of \(n)") }
        }
        #expect(ExplorationShard(index: 0, count: 2) == nil && ExplorationShard(index: 3, count: 2) == nil)
    }

    /// Positions travel in a shard's report as their description and are read back the same.
    @Test func positionsReadBackFromTheirText() {
        let positions: [TreePosition] = [.root, TreePosition([.child(0)]), TreePosition([.presented]),
                                         TreePosition([.child(12), .presented, .child(3)]), TreePosition([.presented, .presented])]
        for p in positions { #expect(TreePosition(parsing: p.description) == p, "\(p)") }
        for bad in ["", "0", "/x", "//", "/-1"] { #expect(TreePosition(parsing: bad) == nil, "\(bad)") }
    }

    @Test func everyRealWorldSetAtOneToFourShards() async throws {
        var split: [String] = []
        for set in try RealWorldSet.all() {
            if try await Self.expectMergedEqualsUnsharded([set.directory], main: RealWorldExploreTests.expected[set.name]?.main, name: set.name) {
                split.append(set.name)
            }
        }
        // Not only sets small enough to end inside the shards' common prefix.
        #expect(!split.isEmpty, "no real-world set split its work")
    }

    @Test func demoAppWithAndWithoutSources() async throws {
        try await Self.expectMergedEqualsUnsharded([DemoExploreTests.demo], main: "Main", name: "demo")
        try await Self.expectMergedEqualsUnsharded([DemoExploreTests.demo], main: "Main", sources: DemoExploreTests.demoSources,
                                                   name: "demo with sources")
        // Sources that declare none of the demo's unwinds: problems, from the launch and from code.
        let otherSources = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/ObjCApp"
        try await Self.expectMergedEqualsUnsharded([DemoExploreTests.demo], main: "Main", sources: otherSources, name: "demo with problems")
    }

    /// Issue 25: with `--sources`, the app's code actions are explored by the shards and merged
    /// (a shard's report names each by its text and storyboard; the merge reads the sources
    /// again and finds it): the code-only app (problems through code, replayed on a fresh
    /// proscd, code-made starts), the Swift app (conditional steps, shouldPerformSegue gates) and
    /// the Objective-C app, at N = 1…4.
    @Test func appsWithCodeActions() async throws {
        let fixtures = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation"
        try await Self.expectMergedEqualsUnsharded([fixtures + "/CodeOnlyApp"], main: "Main", sources: fixtures + "/CodeOnlyApp/Sources",
                                                   name: "code-only app")
        try await Self.expectMergedEqualsUnsharded([fixtures + "/SwiftApp.storyboard"], sources: fixtures + "/SwiftApp", name: "Swift app")
        try await Self.expectMergedEqualsUnsharded([fixtures + "/ObjCApp.storyboard"], sources: fixtures + "/ObjCApp", name: "Objective-C app")
        // Issue 40: a launch from code (the shard's start is its text, resolved at the merge), and helpers.
        try await Self.expectMergedEqualsUnsharded([fixtures + "/LaunchCodeApp"], sources: fixtures + "/LaunchCodeApp/Sources",
                                                   name: "launch code app")
        try await Self.expectMergedEqualsUnsharded([fixtures + "/HelperApp"], sources: fixtures + "/HelperApp/Sources", name: "helper app")
        // Issue 42: the settings the code makes (a sheet's detents in the shapes), gestures given
        // up (a shard's is its gesture, the position of the code and the plan's text).
        try await Self.expectMergedEqualsUnsharded([fixtures + "/SettingsApp"], sources: fixtures + "/SettingsApp/Sources", name: "settings app")
        try await Self.expectMergedEqualsUnsharded([fixtures + "/GivenUpApp"], sources: fixtures + "/GivenUpApp/Sources", name: "given-up app")
        // Issue 40: code run by other controllers (a plan's text names them), and a cast that fails.
        try await Self.expectMergedEqualsUnsharded([fixtures + "/OtherControllerApp"], sources: fixtures + "/OtherControllerApp/Sources",
                                                   name: "other-controller app")
    }

    /// A shard's code action the sources read at the merge no longer hold is bad input.
    @Test func aCodeActionTheSourcesNoLongerHoldIsRefusedAtTheMerge() async throws {
        let fixtures = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation"
        let base = Self.options([fixtures + "/CodeOnlyApp"], main: "Main", sources: fixtures + "/CodeOnlyApp/Sources", maxStates: nil)
        let text = try #require(try await Self.shardTexts(base, count: 1).first)
        #expect(text.contains(#""codeStoryboard""#))
        let changed = text.replacingOccurrences(of: "HomeViewController.swift:9", with: "HomeViewController.swift:99")
        #expect(changed != text)
        let shard = try ShardReport.read(changed, file: "shard-1.json")
        do {
            _ = try await ExplorationMerge.run([shard], files: ["shard-1.json"], options: ExploreOptions())
            Issue.record("merged a code action the sources do not hold")
        } catch {
            guard case .badInput(let message) = error as? ExploreFailure else { Issue.record("\(error)"); return }
            #expect(message.hasPrefix("a shard's code action is not in the sources read now"))
            #expect(message.contains("HomeViewController.swift:99"))
        }
    }

    /// Large enough that every shard splits its share off (the small sets may finish inside the
    /// common prefix); each shard then expands fewer states than the whole.
    @Test func benchmarkAppSplitsTheWork() async throws {
        let dir = try ExploreSupport.makeBenchmarkApp("explore-shard-bench")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await Self.expectMergedEqualsUnsharded([dir], sources: dir + "/App/Sources", maxStates: 400, name: "benchmark app")
        let base = Self.options([dir], main: nil, sources: dir + "/App/Sources", maxStates: 400)
        var whole = base
        whole.shard = ExplorationShard(index: 1, count: 1)
        let all = try await ExploreSession.run(whole).log.records.expandedStates
        for t in try await Self.shardTexts(base, count: 3) {
            let part = try ShardReport.read(t, file: "shard").records.expandedStates
            #expect(part < all, "a shard expands \(part) of \(all) states")
        }
    }

    /// The benchmark app with sources that navigate (`make-app.py --code`: 107 code actions, 27
    /// conditional): wide enough that the shards split past the common prefix, so code actions
    /// are recorded by different shards and merged.
    @Test func benchmarkAppWithCodeSplitsTheWork() async throws {
        let dir = try ExploreSupport.makeBenchmarkApp("explore-shard-bench-code", code: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let split = try await Self.expectMergedEqualsUnsharded([dir], sources: dir + "/App/Sources", maxStates: 400,
                                                               name: "benchmark app with code")
        #expect(split, "no shard's share was smaller than the whole")
    }

    @Test func shardsOfAnotherExplorationAreRefusedAndGapsAreExploredByTheMerge() async throws {
        let demo = Self.options([DemoExploreTests.demo], main: "Main", sources: nil, maxStates: nil)
        let texts = try await Self.shardTexts(demo, count: 2)
        var deeper = demo
        deeper.bounds.maxDepth = 3
        let other = try await Self.shardTexts(deeper, count: 2)
        func merge(_ t: [String]) async -> String {
            do {
                let files = t.indices.map { "s\($0 + 1).json" }
                _ = try await ExplorationMerge.run(try t.enumerated().map { try ShardReport.read($1, file: files[$0]) }, files: files,
                                                   options: ExploreOptions())
                return "merged"
            } catch let e as ExploreFailure { return e.description } catch { return "\(error)" }
        }
        #expect(await merge([texts[0]]) == "shard 2/2 missing: give every shard's report")
        #expect(await merge([texts[0], texts[0]]) == "s2.json and s1.json are both shard 1/2")
        #expect(await merge([texts[0], other[1]]) == "s2.json: --max-depth 3 but 25 in s1.json: shards of another exploration cannot be merged")
        // Shards whose records lack what the merged search needs (a --max-states cut their share
        // short): the merge explores it itself, in process, and the report is still the unsharded one.
        var cut = [try ShardReport.read(texts[0], file: "s1.json"), try ShardReport.read(texts[1], file: "s2.json")]
        cut[0].records = ExplorationRecords()
        cut[1].records.expansions = [:]
        let outcome = try await ExplorationMerge.run(cut, files: ["s1.json", "s2.json"], options: ExploreOptions())
        #expect(outcome.log.exploredByMerge == outcome.log.statesExpanded, "every state (shard 2 kept the starts)")
        let (_, json) = try await ExploreSupport.explore([DemoExploreTests.demo], main: "Main", workers: 2)
        #expect(ExploreSupport.stable(ReportJSON.json(ExplorationReport(outcome.log, paths: outcome.paths))) == ExploreSupport.stable(json))
    }
}
