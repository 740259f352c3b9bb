@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// `EngineShape` (a state's shape read straight off the engine's flat tree, what lets the
/// in-process explorer skip reading a known state) writes the very key `ObservedState` writes
/// after reading the whole tree, for every state an exploration meets: tab bars with a
/// remembered selection, presentations and their styles, controllers not from a storyboard,
/// scene ids several storyboards share (the real-world sets have them); and the same scenes.
/// Its hash (`EngineShape.hash`, what tells a known shape without writing the key) is one per
/// key and the keys met have different hashes.
@Suite("explore: a state's shape off the engine's tree", .serialized)
struct EngineShapeTests {
    /// Breadth-first over `directories` in process, at most `limit` states expanded: every
    /// action's state after, read both ways. Returns how many states were compared.
    static func compareShapes(_ directories: [String], main: String? = nil, sources: String? = nil, limit: Int,
                              sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int {
        var options = ExploreOptions()
        options.directories = directories
        options.main = main
        options.sources = sources
        options.workers = 1
        options.bounds = ExplorationBounds(maxDepth: 1, maxStates: 1)
        let outcome = try await ExploreSession.run(options)
        let context = outcome.log.context
        let window = EngineWindow(world: try EngineWorld.load(try #require(outcome.input), options: options), context: context)
        let shapes = EngineShape(context: context, catalog: window.world.base.catalog)
        var starts = Explorer(context: context).codeStarts(notReaching: [:])
        if let main = context.mainStoryboard { starts.insert(.launch(storyboard: main), at: 0) }
        var frontier: [EngineState] = []
        var seen = Set<String>()
        var compared = 0
        var hashes: [String: Set<ShapeHash>] = [:]
        var keys: [ShapeHash: Set<String>] = [:]
        for start in starts {
            guard case .state(let s) = window.open(start) else { continue }
            if seen.insert(s.observed.shape).inserted { frontier.append(s) }
        }
        var expanded = 0
        while !frontier.isEmpty, expanded < limit {
            let state = frontier.removeFirst()
            expanded += 1
            for action in ActionEnumeration.actions(in: state.observed, graph: context.graph) {
                guard case .done(let performed) = window.perform(action, on: state),
                      case .state(let after) = window.read(performed, after: state) else { continue }
                let fast = shapes.read(state.window, in: performed.hierarchy, tabSelections: state.tabSelections)
                #expect(fast?.shape == after.observed.shape, "\(action.name) at \(action.position) from \(state.observed.shape)",
                        sourceLocation: sourceLocation)
                #expect(fast.map { Set($0.scenes) } == after.observed.scenes, "scenes after \(action.name) from \(state.observed.shape)",
                        sourceLocation: sourceLocation)
                #expect(fast?.scenes.count == after.observed.scenes.count, "each scene once", sourceLocation: sourceLocation)
                let hash = shapes.hash(state.window, in: performed.hierarchy, tabSelections: state.tabSelections)
                #expect((hash == nil) == (fast == nil), sourceLocation: sourceLocation)
                if let hash, let key = fast?.shape {
                    hashes[key, default: []].insert(hash)
                    keys[hash, default: []].insert(key)
                }
                compared += 1
                if seen.insert(after.observed.shape).inserted { frontier.append(after) }
            }
        }
        #expect(hashes.values.allSatisfy { $0.count == 1 }, "one hash per key", sourceLocation: sourceLocation)
        #expect(keys.values.allSatisfy { $0.count == 1 }, "different keys, different hashes", sourceLocation: sourceLocation)
        #expect(keys.count == hashes.count, sourceLocation: sourceLocation)
        return compared
    }

    @Test func demoApp() async throws {
        let n = try await Self.compareShapes([DemoExploreTests.demo], main: "Main", sources: DemoExploreTests.demoSources, limit: 2_000)
        #expect(n > 30)
    }

    @Test func craftedStoryboard() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("engine-shape-crafted")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try DemoExploreTests.crafted.write(toFile: dir + "/Crafted.storyboard", atomically: true, encoding: .utf8)
        let n = try await Self.compareShapes([dir], limit: 2_000)
        #expect(n > 5)
    }

    @Test func everyRealWorldSet() async throws {
        var total = 0
        for set in try RealWorldSet.all() {
            total += try await Self.compareShapes([set.directory], main: RealWorldExploreTests.expected[set.name]?.main, limit: 500)
        }
        #expect(total > 500)
    }

    @Test func benchmarkApp() async throws {
        let dir = try ExploreSupport.makeBenchmarkApp("engine-shape-bench")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let n = try await Self.compareShapes([dir], sources: dir + "/App/Sources", limit: 1_000)
        #expect(n > 1_000)
    }
}
