@testable import Explorer
import Foundation
import HierarchyEngine
import ProsceniumTesting
import Testing
import WireProtocol

/// Explore shows and hides the columns of a column-style split (issue 42, uikit-rules R157,
/// R184) on the real-world three-column split of NetNewsWire's main storyboard
/// (Tests/Fixtures/ColumnSplitStoryboards, MIT: `beside`, `displace`). On a portrait iPad the
/// split is expanded with the supplementary beside the secondary; `tree` lists `showColumn`
/// (the primary) and `hideColumn` (the supplementary), explore offers each as an action, and the
/// display mode is part of a state's shape, so each reaches a new state. On an iPhone the split
/// is collapsed (R159): nothing new is offered, the exploration is the one it was.
@Suite("explore: column-style split columns", .serialized)
struct ExploreColumnTests {
    static let fixture = ServerProcess.packageRoot + "/Tests/Fixtures/ColumnSplitStoryboards"
    static let main = "NetNewsWire-Main-excerpt"
    static let pad = "1024x1366@2:pad"

    @Test func R184_aPadOffersTheColumnsAndEachReachesItsDisplayMode() async throws {
        var options = ExploreOptions()
        options.directories = [Self.fixture]
        options.main = Self.main
        options.screen = Self.pad
        options.workers = 1
        options.bounds = ExplorationBounds(maxDepth: 1, maxStates: 1)
        let outcome = try await ExploreSession.run(options)
        let context = outcome.log.context
        let walk = ExploreSupport.Walk(window: EngineWindow(world: try EngineWorld.load(try #require(outcome.input), options: options),
                                                            context: context), context: context)
        guard case .state(let launch) = walk.window.open(.launch(storyboard: Self.main)) else { Issue.record("launch refused"); return }
        #expect(walk.actions(launch).map(\.kind) == [.showColumn(column: "primary"), .hideColumn(column: "supplementary")])
        #expect(launch.observed.shape.contains("~oneBesideSecondary"), "\(launch.observed.shape)")
        // R157: the primary shown, the displace behaviour's two-column mode; both side columns can go.
        let two = try walk.step(launch) { $0.kind == .showColumn(column: "primary") }
        #expect(two.observed.shape.contains("~twoDisplaceSecondary") && two.observed.shape != launch.observed.shape)
        #expect(walk.actions(two).map(\.kind) == [.hideColumn(column: "primary"), .hideColumn(column: "supplementary")])
        // Hiding the primary again returns to the state the walk started in.
        let back = try walk.step(two) { $0.kind == .hideColumn(column: "primary") }
        #expect(back.observed.shape == launch.observed.shape)
        // The supplementary put away: the secondary alone; either side column can come back.
        let alone = try walk.step(launch) { $0.kind == .hideColumn(column: "supplementary") }
        #expect(alone.observed.shape.contains("~secondaryOnly"))
        #expect(walk.actions(alone).map(\.kind) == [.showColumn(column: "primary"), .showColumn(column: "supplementary")])
        let split = try #require(VCID(wire: launch.observed.nodes[0].vc))
        #expect(ActionRequest.call(.showColumn(column: "primary"), vc: split).method == "split.showColumn")
        #expect(ActionRequest.call(.hideColumn(column: "primary"), vc: split).method == "split.hideColumn")
    }

    /// The coverage before this change, on the same fixture: iPad 1 state, 0 actions; iPhone 3
    /// states, 2 actions (the stack's back swipes); both 4/4 scenes. Now the iPad reaches the
    /// three display modes the user can make, in process and on a private proscd alike.
    @Test func R184_theExplorationGrowsOnAPadStaysOnAPhoneAndIsTheSameOnAServer() async throws {
        let (_, inProcess) = try await ExploreSupport.explore([Self.fixture], main: Self.main, screen: Self.pad)
        let (_, server) = try await ExploreSupport.explore([Self.fixture], main: Self.main, screen: Self.pad, mode: .privateServer)
        #expect(ExploreSupport.stable(inProcess) == ExploreSupport.stable(server))
        for json in [inProcess, server] {
            #expect(json["stats"]?["states"] == 3 && json["stats"]?["actions"] == 6, "\(String(describing: json["stats"]))")
            #expect(json["scenes"]?["reached"] == 4 && json["problems"]?.arrayValue?.isEmpty == true)
        }
        let (_, phone) = try await ExploreSupport.explore([Self.fixture], main: Self.main)
        #expect(phone["stats"]?["states"] == 3 && phone["stats"]?["actions"] == 2, "\(String(describing: phone["stats"]))")
        #expect(phone["scenes"]?["reached"] == 4)
    }
}
