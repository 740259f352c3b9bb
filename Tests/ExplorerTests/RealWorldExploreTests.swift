import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// `prosc explore` on every real-world storyboard set (issue 15, *Quality bar*): no crash,
/// every problem's shortest path replays to the same problem on a fresh server, and coverage
/// and problem counts pinned. The fixtures carry no Info.plist, so where a repository has
/// several storyboards with an initial controller the main one is named here.
@Suite("explore: real-world storyboard sets", .serialized)
struct RealWorldExploreTests {
    /// Expected figures: scenes (total, reached from launch, only from code), segues (total,
    /// performed, refused), problems (from launch, from code), states, truncated; unwinds that
    /// found no destination, notes rather than problems without the app's sources (issue 25).
    /// Since issue 41, states at the default stack bound (`--max-repeats 1`) with tabs held at
    /// their first value: ResearchKit, SwiftGen, Swinject and R.swift link screens back to
    /// screens above them (49, 44, 32 and 160 states exhaustively; `ReducedSearchTests` finds
    /// the same there).
    struct Expected: Sendable {
        var main: String?
        var scenes: (Int, Int, Int)
        var segues: (Int, Int, Int)
        var problems: (Int, Int)
        var states: Int
        var truncated: Bool
        var unknownUnwinds = 0
    }

    static let expected: [String: Expected] = [
        "ECSlidingViewController/ECSlidingViewController": .init(main: nil, scenes: (6, 1, 5), segues: (0, 0, 0), problems: (0, 0), states: 5, truncated: false),
        "Esri/arcgis-runtime-samples-ios": .init(main: nil, scenes: (3, 3, 0), segues: (1, 1, 0), problems: (0, 0), states: 2, truncated: false),
        // Segues into storyboards the fixtures do not include: "Could not find a storyboard named …".
        "IBAnimatable/IBAnimatable": .init(main: "Main", scenes: (8, 3, 5), segues: (14, 4, 10), problems: (8, 0), states: 6, truncated: false, unknownUnwinds: 2),
        // 6 states since the default became the newest iOS (5 with --ios 12): iOS 13's sheets keep
        // their presenter on screen, so one more distinct state is reached; the same figures otherwise.
        "IBDecodable/IBDecodable": .init(main: "StoryboardConnections", scenes: (23, 3, 2), segues: (5, 3, 1), problems: (1, 0), states: 6, truncated: false),
        "Ramotion/animated-tab-bar": .init(main: nil, scenes: (6, 6, 0), segues: (0, 0, 0), problems: (0, 0), states: 5, truncated: false),
        // No initial controller anywhere: no launch, everything from code.
        "Ranchero-Software/NetNewsWire": .init(main: nil, scenes: (10, 0, 10), segues: (0, 0, 0), problems: (0, 0), states: 5, truncated: false),
        // Its launch pushes a tab bar controller, which UIKit takes (R43): every scene is reached.
        "ReactiveX/RxSwift": .init(main: "Main", scenes: (5, 5, 0), segues: (15, 1, 14), problems: (14, 0), states: 3, truncated: false),
        // A cell that pushes its own scene: stacks grow until --max-depth.
        "ResearchKit/ResearchKit": .init(main: nil, scenes: (5, 5, 0), segues: (1, 1, 0), problems: (0, 0), states: 2, truncated: true),
        "SwiftGen/SwiftGen": .init(main: "Message", scenes: (25, 6, 18), segues: (9, 9, 0), problems: (0, 0), states: 23, truncated: true),
        "Swinject/SwinjectStoryboard": .init(main: "Storyboard1", scenes: (8, 3, 5), segues: (2, 2, 0), problems: (0, 0), states: 8, truncated: true),
        "artsy/eidolon": .init(main: nil, scenes: (12, 12, 0), segues: (7, 7, 0), problems: (0, 0), states: 18, truncated: false),
        "duckduckgo/iOS": .init(main: "Onboarding", scenes: (27, 2, 24), segues: (15, 15, 0), problems: (0, 0), states: 44, truncated: false),
        "firebase/quickstart-ios/authentication": .init(main: nil, scenes: (1, 1, 0), segues: (0, 0, 0), problems: (0, 0), states: 1, truncated: false),
        // Sign In's manual segue pushes the tab bar controller, which UIKit takes (R43; until
        // 2026-12-06 the engine refused it, and 6 scenes were not reached).
        "firebase/quickstart-ios/database": .init(main: nil, scenes: (8, 8, 0), segues: (5, 5, 0), problems: (0, 0), states: 10, truncated: false),
        "jonkykong/SideMenu": .init(main: nil, scenes: (12, 12, 0), segues: (8, 8, 0), problems: (0, 0), states: 9, truncated: false),
        // An unwind no controller on the way implements (a note: no sources); a reference to a storyboard not in the repository.
        // 24 states, 26 before its stacks' buried controllers were left out (StackInteriorReduction), with the same findings.
        "mac-cain13/R.swift": .init(main: "Main", scenes: (17, 5, 11), segues: (11, 9, 2), problems: (0, 1), states: 24, truncated: true,
                                    unknownUnwinds: 1),
        "mssun/passforios": .init(main: "MainInterface", scenes: (3, 3, 0), segues: (0, 0, 0), problems: (0, 0), states: 1, truncated: false),
    ]

    @Test func everySetExploresReplaysAndMatchesItsPinnedFigures() async throws {
        let sets = try RealWorldSet.all()
        #expect(sets.map(\.name).sorted() == Self.expected.keys.sorted())
        for set in sets {
            let expected = try #require(Self.expected[set.name], "no pinned figures for \(set.name)")
            let (report, json) = try await ExploreSupport.explore([set.directory], main: expected.main)
            #expect(report.mainStoryboard == expected.main ?? report.mainStoryboard, "\(set.name)")
            let segues = report.allSegues
            let scenes = (report.scenesTotal, report.scenesReached, report.scenesReachedFromCode)
            let segueFigures = (segues.count, segues.filter { $0.performed > 0 }.count, segues.filter { $0.refused > 0 }.count)
            let problems = (report.launchProblems.count, report.problems.count - report.launchProblems.count)
            #expect(scenes == expected.scenes, "\(set.name) scenes")
            #expect(segueFigures == expected.segues, "\(set.name) segues")
            #expect(problems == expected.problems, "\(set.name) problems")
            #expect(report.unknownUnwinds.count == expected.unknownUnwinds, "\(set.name) unwinds without a known destination")
            #expect(report.states == expected.states, "\(set.name) states")
            #expect(report.truncated == expected.truncated, "\(set.name) truncated")
            #expect(report.replayFailures.isEmpty, "\(set.name): \(report.replayFailures)")
            // Each problem's shortest path, replayed with plain protocol calls on a fresh server.
            let input = try ExplorerInput.scan([set.directory])
            try await ExploreSupport.expectEveryProblemReplays(json, storyboards: input.storyboards)
        }
    }

    /// Presentations the user cannot leave (issue 24: explore makes the user's gestures, and
    /// iOS 13+ lets no gesture dismiss a full-screen presentation, R108), each read in the
    /// fixture. Sets without any are not listed.
    static let cannotLeave: [String: [String]] = [
        // A `presentation` segue with modalPresentationStyle="fullScreen" (line 45); the scene's
        // only segue presents another scene, and nothing on the way unwinds.
        "IBDecodable/IBDecodable": ["StoryboardConnections/ElF-Se-9Ra UIViewController ElF-Se-9Ra fullScreen launch"],
        // A full-screen `presentation` segue (line 473); its button sends `close` to
        // PresentedViewController's code, which explore does not read without its sources.
        "jonkykong/SideMenu": ["Main/uMV-sw-TbB PresentedViewController fullScreen launch"],
    ]

    @Test func presentationsTheUserCannotLeaveAreThoseTheStoryboardsHave() async throws {
        for set in try RealWorldSet.all() {
            let (report, _) = try await ExploreSupport.explore([set.directory], main: Self.expected[set.name]?.main)
            let notes = report.stuckPresentations.map { "\($0.scene?.description ?? "?") \($0.label) \($0.style) \($0.origin)" }
            #expect(notes == Self.cannotLeave[set.name] ?? [], "\(set.name)")
            if set.name == "jonkykong/SideMenu" { #expect(report.stuckPresentations.first?.actions == ["close"]) }
        }
    }
}
