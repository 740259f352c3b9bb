@testable import Explorer
import Foundation
import HierarchyEngine
import ProsceniumTesting
import Testing

/// Issue 42: explore honours what the app's code turns off and the detents it gives its sheets,
/// read from `--sources` (`ControllerSetting`), and a sheet's detent is part of a state's shape.
/// `Tests/Fixtures/CodeNavigation/SettingsApp` (Swift) and `SettingsObjCApp` (Objective-C, the
/// same storyboard): Home, in a navigation controller, shows Locked (whose `viewDidLoad` hides the
/// back button, R169), NoSwipe (whose `viewWillAppear` turns the back swipe off and whose
/// `viewWillDisappear` turns it on again, R170), presents Card (a page sheet whose `viewDidLoad`
/// gives it a medium and a large detent, R166-R167) and, from code, Picker (its detents, the large
/// one selected, and `isModalInPresentation`, set before the present: R109). Explored on iOS 26.
@Suite("explore: the settings the app's code makes", .serialized)
struct ExploreCodeSettingsTests {
    static let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/SettingsApp"
    static let objcApp = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/SettingsObjCApp"

    /// A window of the app in process, its engine configured with the app's sources.
    static func engine(_ app: String) async throws -> (EngineWindow, ExplorationContext) {
        var options = ExploreOptions()
        options.directories = [app]
        options.sources = app + "/Sources"
        options.workers = 1
        options.bounds = ExplorationBounds(maxDepth: 1, maxStates: 1)
        let outcome = try await ExploreSession.run(options)
        let context = outcome.log.context
        return (EngineWindow(world: try EngineWorld.load(try #require(outcome.input), options: options), context: context), context)
    }

    /// Step by step: what each state offers follows from the code's settings.
    @Test(arguments: [app, objcApp])
    func whatEachStateOffers(_ app: String) async throws {
        let (window, context) = try await Self.engine(app)
        guard case .state(let launch) = window.open(.launch(storyboard: "Main")) else { Issue.record("launch refused"); return }
        let walk = ExploreSupport.Walk(window: window, context: context)
        let actions = walk.actions, step = walk.step
        func names(_ s: EngineState) -> [String] { actions(s).map(\.name) }
        // Locked hides the back button in viewDidLoad: no way back (neither swipe nor tap).
        let locked = try step(launch) { $0.segueID == "g-locked" }
        #expect(locked.observed.nodes[0].gestures == [])
        #expect(!names(locked).contains("swipeBack") && !names(locked).contains("tapBack"))
        // NoSwipe turns the swipe off in viewWillAppear: only the back button; tapped, the
        // swipe is on again (viewWillDisappear) and Home's state is reached.
        let noSwipe = try step(launch) { $0.segueID == "g-noswipe" }
        #expect(noSwipe.observed.nodes[0].gestures == ["tapBack"])
        let back = try step(noSwipe) { $0.kind == .tapBack }
        #expect(back.observed.shape == launch.observed.shape)
        let again = try step(back) { $0.segueID == "g-noswipe" }
        #expect(again.observed.nodes[0].gestures == ["tapBack"])
        // Card: two detents from its viewDidLoad, resting at the smaller (R167); a drag to the
        // large one is a new state, and back to medium the state it left.
        let card = try step(launch) { $0.segueID == "g-card" }
        let cardNode = try #require(card.observed.nodes.first { $0.title == "Card" })
        #expect(cardNode.detent == "medium" && cardNode.dragDetents == ["large"])
        #expect(card.observed.shape.contains("@medium:"))
        let large = try step(card) { $0.kind == .dragSheet(detent: "large") }
        #expect(large.observed.shape != card.observed.shape && large.observed.shape.contains("@large:"))
        let medium = try step(large) { $0.kind == .dragSheet(detent: "medium") }
        #expect(medium.observed.shape == card.observed.shape)
        #expect(names(card).contains("pullDown"))
        // Picker, presented from code with the large detent selected and isModalInPresentation:
        // a drag to medium, no pull down (only the app's dismissal).
        let picker = try step(launch) { $0.codePlan?.trigger.contains("openPicker:") == true }
        let pickerNode = try #require(picker.observed.nodes.first { $0.title == "Picker" })
        #expect(pickerNode.detent == "large" && pickerNode.dragDetents == ["medium"])
        #expect(!pickerNode.gestures.contains("pullDown"))
        let pickerActions = actions(picker).filter { $0.position == pickerNode.position }.map(\.kind)
        #expect(pickerActions.contains(.dragSheet(detent: "medium")) && pickerActions.contains(.dismiss(stuck: nil)), "\(pickerActions)")
    }

    /// The whole exploration: 7 states with the sources (Card and Picker at each of their two
    /// detents); without them 4 from the launch (no Picker, Card with one detent, a back swipe
    /// everywhere) and Picker alone as a code-made start.
    @Test func theExploration() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        #expect(report.problems.isEmpty && report.warnings.isEmpty)
        #expect(json["stats"]?["states"]?.intValue == 7)
        #expect(report.codeEdges.map(\.plan.text) == [
            #"tap button "Picker" (openPicker:) → HomeViewController.openPicker(_:) presents its storyboard's "Picker" (with detents = [medium, large], selectedDetentIdentifier = large, isModalInPresentation = true) (HomeViewController.swift:12)"#,
            #"tap button "Done" (done:) → PickerViewController.done(_:) dismisses (HomeViewController.swift:18)"#,
        ])
        let (without, withoutJSON) = try await ExploreSupport.explore([Self.app])
        #expect(without.problems.isEmpty)
        // 4 from the launch, and Picker as a window's root (a code-made start: only code reaches it).
        #expect(withoutJSON["stats"]?["states"]?.intValue == 5)
    }

    /// The same report in process (one worker and two) and through a private proscd, whose
    /// `--sources` configures the same settings and whose `tree` lists each sheet's `detent`
    /// (issue 42's same-report guarantee; the server steps back from a drag by dragging back).
    @Test func theSameReportInProcessAndThroughProscd() async throws {
        try await SameReportTests.expectSame([Self.app], sources: Self.app + "/Sources", name: "settings app")
        try await SameReportTests.expectSame([Self.objcApp], sources: Self.objcApp + "/Sources", name: "Objective-C settings app")
    }
}
