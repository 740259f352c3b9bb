@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 41's real app explored to the end at the default settings: IBAnimatable's demo app
/// (IBAnimatable/IBAnimatable at 242a77f, MIT; its folder `IBAnimatableApp/IBAnimatableApp/`
/// whole — 13 storyboards that reference each other by name, its launch screen, Info.plist and
/// Swift files — and the library file declaring the unwind actions its storyboards name, at
/// their repository's paths in `Tests/Fixtures/RealWorldSources/IBAnimatable`, NOTICE and
/// SOURCES.tsv there). 62 scenes, 91 segues: a playground of presentations, transitions and
/// interactions whose screens present and show one another, so presentations stack without end
/// (the exhaustive search of the whole space passes 20,000 states 16 actions deep).
///
/// At the default settings it is explored to the end (`complete`), and it finds the same as
/// the exhaustive search wherever that one is complete. Before `RepeatBound` told a scene
/// presented again in another context (where `show` goes from it, R74-R75) from the same
/// instance again, the stack bound left out the state in which `AnimatableViewController`,
/// presented from a table inside a navigation controller, shows a navigation controller: a
/// push there, refused ("Pushing a navigation controller is not supported", R43) — the third
/// problem below, 7 actions deep, which the exhaustive search finds. Figures (release, wall
/// time): docs/performance.md, *prosc explore to the end*.
@Suite("explore: a real app of 62 scenes explored to the end", .serialized)
struct RealWorldAppToTheEndTests {
    static let folder = ServerProcess.packageRoot + "/Tests/Fixtures/RealWorldSources/IBAnimatable"

    /// The problems as `kind origin message | failing action, after N actions`.
    static func problems(_ report: ExplorationReport) -> [String] {
        report.problems.map { p in
            "\(p.refusal.kind) \(p.origin) \(p.refusal.uikit ?? p.refusal.message) | \(p.path.last?.text ?? "-"), after \(p.path.count - 1)"
        }.sorted()
    }

    static let pushedNavigationControllers = [
        "unsupported launch Pushing a navigation controller is not supported | in AnimatableViewController, tap button of segue ldY-jW-dxG (show → UINavigationController H7o-ac-7B2), after 7",
        "unsupported launch Pushing a navigation controller is not supported | in TransitionTableViewController, tap barButtonItem of segue NTk-JN-vNJ (show → AnimatableNavigationController), after 3",
        "unsupported launch Pushing a navigation controller is not supported | in TransitionTableViewController, tap cell of segue gCl-x9-GWw (show → AnimatableNavigationController), after 3",
    ]

    /// The storyboards alone, at the default settings: complete; 50 of 62 scenes from the
    /// launch, 8 more from code-made starts, 4 reached by nothing (scenes of Transitions
    /// reached only through the navigation controller whose push is refused); three pushes of a
    /// navigation controller refused.
    @Test func theStoryboardsAreExploredToTheEnd() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.folder])
        #expect(report.completeness.complete, "\(report.completeness.line)")
        #expect(json["complete"]?.boolValue == true)
        #expect(json["scenes"] == ["total": 62, "reached": 50, "reachedFromCode": 8, "reachedBySegues": 50, "reachedByAppCode": 0, "notReached": 4])
        #expect(json["segues"] == ["total": 91, "performed": 52, "refused": 33, "untried": 7])
        #expect(Self.problems(report) == Self.pushedNavigationControllers)
        #expect(report.completeness.reducedTabBars.map { $0.label } == ["AnimatableTabBarController"])
        let notReached = (json["unreachable"]?.arrayValue ?? []).filter { $0["reachedFromCode"]?.boolValue == false }.map { $0["scene"]?.stringValue ?? "?" }
        #expect(notReached.sorted() == ["6OX-wo-iCM", "Jr9-M0-K6n", "NTx-bf-G81", "jDB-Ur-y9F"])
    }

    /// With its sources (the app's Swift files and the library's unwind actions): one more scene
    /// reached from the launch, through the code's `present` (`PresentingViewController.
    /// presentProgramatically()`); the same three problems from the launch, and from code-made
    /// starts three unwinds with no destination (a controller made the window's root has
    /// nothing below it to unwind to, R94) — not the launch's, so the exit status is the three's.
    @Test func withItsSourcesTheCodesPresentationIsFollowed() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.folder], sources: Self.folder)
        #expect(report.completeness.complete, "\(report.completeness.line)")
        #expect(json["scenes"] == ["total": 62, "reached": 51, "reachedFromCode": 7, "reachedBySegues": 50, "reachedByAppCode": 1, "notReached": 4])
        #expect(Self.problems(report) == (Self.pushedNavigationControllers + [
            "segueNotFound code UIKit finds no destination for 'dismissCurrentViewController:' and does nothing (R94) | in AnimatableViewController, tap barButtonItem of segue X88-Vw-df8 (unwind to dismissCurrentViewController:), after 1",
            "segueNotFound code UIKit finds no destination for 'unwindToViewController:' and does nothing (R94) | in TransitionPresentedViewController, tap button of segue 9Y9-p6-lA4 (unwind to unwindToViewController:), after 1",
            "segueNotFound code UIKit finds no destination for 'unwindToViewController:' and does nothing (R94) | in TransitionPresentedViewController, tap button of segue yeJ-YN-F5u (unwind to unwindToViewController:), after 2",
        ]).sorted())
        // The library's UIViewController extension declares the unwind actions on every
        // controller: no unwind from the launch fails.
        #expect(!report.problems.contains { $0.origin == "launch" && $0.refusal.kind == "segueNotFound" })
    }

    /// Where the exhaustive search is complete (11 actions: 922 states against the reduced
    /// search's 97), both find the same — the push 7 actions deep included, which the stack
    /// bound lost when it counted a presented scene without its context.
    @Test func theReducedSearchFindsWhatTheExhaustiveOneDoes() async throws {
        let (exhaustive, reduced) = try await ReducedSearchTests.expectSameFindings([Self.folder], maxDepth: 11, name: "IBAnimatable")
        #expect(Self.problems(reduced) == Self.pushedNavigationControllers)
        #expect(reduced.states < exhaustive.states)
        try await ReducedSearchTests.expectSameFindings([Self.folder], sources: Self.folder, maxDepth: 11, name: "IBAnimatable with its sources")
    }
}
