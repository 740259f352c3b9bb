@testable import Explorer
import Foundation
import HierarchyEngine
import ProsceniumTesting
import Testing
import WireProtocol

/// Explore drags a sheet between its detents (issue 42, uikit-rules R166-R168): on a presented
/// sheet with several detents `tree` lists `dragSheet` with the detents the user can drag it to
/// (`dragDetents`), and explore offers one `dragSheet` action per detent, a finished
/// `sheet.drag`. A storyboard cannot set detents (app code does), so the test sets them, as
/// the page swipe test declares pages. Explored on iOS 26.
@Suite("explore: sheet detents", .serialized)
struct ExploreSheetDragTests {
    @Test func aDragToTheOtherDetentIsOfferedAndPerformed() async throws {
        let dir = try ExploreGestureTests.directory("explore-sheet-drag", ExploreGestureTests.storyboard, name: "Gestures")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (window, context) = try await ExploreGestureTests.engine(dir)
        guard case .state(let launch) = window.open(.launch(storyboard: "Gestures")) else { Issue.record("launch refused"); return }
        func actions(_ s: EngineState) -> [UserAction] { ActionEnumeration.actions(in: s.observed, graph: context.graph) }
        let segue = try #require(actions(launch).first { $0.segueID == "g3" })
        guard case .state(let presented) = window.apply(segue, to: launch) else { Issue.record("presentSheet refused"); return }
        // One detent (the default, large): a pull down, no drag.
        #expect(!actions(presented).contains { $0.name == "dragSheet" })
        // The app's code gives the sheet two detents; it rests at the smaller (R167).
        let sheetIndex = try #require(presented.observed.nodes.firstIndex { $0.title == "Sheet" })
        let sheet = try #require(VCID(wire: presented.observed.nodes[sheetIndex].vc))
        var h = presented.hierarchy
        var warnings: [UIKitWarning] = []
        _ = try EngineWindow.run(.setProperties(sheet, ["detents": .strings(["medium", "large"])]), on: &h, warnings: &warnings)
        var tabs = presented.tabSelections
        let medium = EngineState(hierarchy: h, window: presented.window,
                                 observed: try #require(EngineWindow.observe(presented.window, in: h, context: context, tabSelections: &tabs)),
                                 tabSelections: tabs)
        #expect(medium.observed.nodes[sheetIndex].dragDetents == ["large"])
        let offered = actions(medium).filter { $0.position == medium.observed.nodes[sheetIndex].position }.map(\.kind)
        #expect(offered == [.dragSheet(detent: "large"), .pullDown], "\(offered)")
        let drag = try #require(actions(medium).first { $0.kind == .dragSheet(detent: "large") })
        #expect(ActionRequest.call(drag.kind, vc: sheet).method == "sheet.drag")
        guard case .state(let large) = window.apply(drag, to: medium) else { Issue.record("dragSheet refused"); return }
        #expect(large.hierarchy.sheetState(sheet)?.currentDetent == "large")
        #expect(large.observed.nodes[sheetIndex].dragDetents == ["medium"])
        // The detent a sheet with several rests at is part of the state's shape (`@` after the
        // style): the drag reaches a new state, and the drag back the state it left.
        #expect(medium.observed.nodes[sheetIndex].detent == "medium" && large.observed.nodes[sheetIndex].detent == "large")
        #expect(large.observed.shape != medium.observed.shape)
        #expect(medium.observed.shape.contains(">pageSheet@medium:") && large.observed.shape.contains(">pageSheet@large:"))
        let dragBack = try #require(actions(large).first { $0.kind == .dragSheet(detent: "medium") })
        guard case .state(let back) = window.apply(dragBack, to: large) else { Issue.record("drag back refused"); return }
        #expect(back.observed.shape == medium.observed.shape)
        // Without detents (one, the default) a sheet's shape is written as before.
        #expect(!presented.observed.shape.contains("@") && presented.observed.nodes[sheetIndex].detent == nil)
    }
}
