@testable import Explorer
import Foundation
import HierarchyEngine
import ProsceniumTesting
import Testing
import WireProtocol

/// Explore taps iOS 18 tabs (issue 42, uikit-rules R171-R175): on a tab bar controller with
/// `tabs`, `tree` lists `tapUITab` with the identifiers the user can tap (`tabIdentifiers`), and
/// explore offers one `tapUITab` action each (`tab.tapTab`) instead of the index taps. A
/// storyboard cannot declare UITabs (app code does), so the test sets them, as the page swipe
/// test declares pages. Explored on iOS 26, the phone idiom (no sidebar).
@Suite("explore: iOS 18 tabs", .serialized)
struct ExploreUITabTests {
    @Test func theTabsAreTappedByIdentifier() async throws {
        let dir = try ExploreGestureTests.directory("explore-uitabs", ExploreGestureTests.sixTabs(), name: "Main")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (window, context) = try await ExploreGestureTests.engine(dir)
        guard case .state(let launch) = window.open(.launch(storyboard: "Main")) else { Issue.record("launch refused"); return }
        func actions(_ s: EngineState) -> [UserAction] { ActionEnumeration.actions(in: s.observed, graph: context.graph) }
        let bar = try #require(VCID(wire: launch.observed.nodes[0].vc))
        let first = try #require(VCID(wire: launch.observed.nodes[launch.observed.nodes[0].children[0]].vc))
        let second = try #require(VCID(wire: launch.observed.nodes[launch.observed.nodes[0].children[1]].vc))
        var h = launch.hierarchy
        var warnings: [UIKitWarning] = []
        _ = try EngineWindow.run(.setTabs(tab: bar, tabs: [TabSpec(identifier: "first", viewController: first),
                                                          TabSpec(identifier: "second", viewController: second)], animated: false),
                                 on: &h, warnings: &warnings)
        var tabs: [String: Int] = [:]
        let modern = EngineState(hierarchy: h, window: launch.window,
                                 observed: try #require(EngineWindow.observe(launch.window, in: h, context: context, tabSelections: &tabs)),
                                 tabSelections: tabs)
        #expect(modern.observed.nodes[0].tabIdentifiers == ["first", "second"])
        let kinds = actions(modern).map(\.kind)
        #expect(kinds == [.tapUITab(identifier: "first"), .tapUITab(identifier: "second")], "\(kinds)")
        let tap = try #require(actions(modern).first { $0.kind == .tapUITab(identifier: "second") })
        #expect(ActionRequest.call(tap.kind, vc: bar).method == "tab.tapTab")
        guard case .state(let after) = window.apply(tap, to: modern) else { Issue.record("tapUITab refused"); return }
        #expect(after.hierarchy.selectedTabIdentifier(bar) == "second")
        #expect(after.observed.nodes[0].selectedTab == 1)
        #expect(after.observed.shape != modern.observed.shape)
    }
}
