@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 40, points 1, 2 and 5: an app with no storyboard but its launch screen is explored from
/// the root its launch code builds, and the controller classes its code makes are screens whose
/// own code is followed (`vc.create` with the class, then their taps — `addTarget(self, action:
/// #selector(…), for:)`, bar button items, a `.xib`'s `@IBAction`s —, table rows and appearance),
/// counted apart from storyboard scenes and each said how it was reached.
///
/// `Tests/Fixtures/CodeNavigation/CodeScreensApp`: the scene delegate's
/// `UINavigationController(rootViewController: HomeViewController())`; Home pushes
/// `DetailViewController(item:)` from a table row, presents Settings
/// (`init(nibName:bundle:)`, a `.xib`) in a navigation controller from a bar button and a library
/// tab bar controller made in code (`viewControllers = [...]`) from another; Detail presents Share,
/// Settings pushes About; the library's second tab, in no navigation controller, pushes onto nil
/// (the one problem, UIKit's optional chaining: nothing happens); Legacy is made only by a method
/// nothing calls.
@Suite("explore: classes made in code as screens", .serialized)
struct ExploreCodeScreensTests {
    static let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/CodeScreensApp"

    @Test func theCodeOnlyAppIsExploredFromItsLaunchCode() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        #expect(report.launchCode?.method == "SceneDelegate.scene(_:willConnectTo:options:)")
        #expect(report.mainStoryboard == nil && report.scenes.isEmpty && report.storyboards.isEmpty)
        let how = Dictionary(uniqueKeysWithValues: report.classes.map { ($0.label, $0.reachedHow ?? "not reached") })
        #expect(how == ["HomeViewController": "launch code", "DetailViewController": "code", "ShareViewController": "code",
                        "SettingsViewController": "code", "AboutViewController": "code", "FavoritesViewController": "code",
                        "RecentViewController": "code", "LegacyViewController": "not reached"])
        #expect(report.classesReached == 7 && report.classes.count == 8)
        // The one problem: the library's second tab pushes onto no navigation controller.
        #expect(report.problems.map(\.refusal.kind) == ["nilReceiver"])
        let problem = try #require(report.problems.first)
        #expect(problem.scene?.isCodeClass == true && problem.scene?.scene == "RecentViewController")
        #expect(problem.path.last?.text == "in RecentViewController, tap a table row → RecentViewController.tableView(_:didSelectRowAt:) pushes a new DetailViewController (LibraryViewControllers.swift:21)")
        #expect(problem.reproduced == true && problem.replayedOnServer && !problem.conditional && report.failsRun)
        // The JSON: storyboard scenes unchanged (none), the classes beside them, every screen with how it was reached.
        #expect(json["scenes"]?["total"]?.intValue == 0)
        #expect(json["classes"]?["total"]?.intValue == 8 && json["classes"]?["reached"]?.intValue == 7 && json["classes"]?["notReached"]?.intValue == 1)
        let screens = try #require(json["screens"]?.arrayValue)
        #expect(screens.count == 8 && screens.allSatisfy { $0["kind"]?.stringValue == "class" })
        #expect(screens.first?["class"]?.stringValue == "HomeViewController" && screens.first?["reached"]?.stringValue == "launch code")
        #expect(screens.first { $0["class"]?.stringValue == "LegacyViewController" }?["reached"] == .null)
        #expect(json["problems"]?.arrayValue?.first?["scene"]?["class"]?.stringValue == "RecentViewController")
        let text = TerminalSummary.text(report)
        #expect(text.contains("classes made in code: 7/8 reached from launch (1 by the launch and user actions, 6 only through the app's code)"))
        #expect(text.contains("screens reached from launch: 1 in the launch code's root, 6 only through the app's code"))
        #expect(text.contains("  LegacyViewController: a class made in code that no path from the launch makes"))
    }

    /// Issue 40, point 5, for classes as for scenes: an unreached class names the first call on
    /// the way that was not followed (`BlockingCall`) — here `openLegacy()`, which nothing calls —
    /// in the JSON's `screens`, the terminal, the HTML and the JUnit properties; the HTML and the
    /// JUnit XML say how the launch was built and how each class was reached.
    @Test func everyReportSaysHowEachClassIsReachedAndWhatBlocksTheOthers() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        let blocker = try #require(report.blockers[.codeClass("LegacyViewController")])
        #expect(blocker.reason == .reachedFromNoScene && blocker.location.line == 33 && blocker.scene == nil)
        #expect(blocker.text == "pushes a new LegacyViewController (HomeViewController.swift:33)")
        let screens = try #require(json["screens"]?.arrayValue)
        let legacy = try #require(screens.first { $0["class"]?.stringValue == "LegacyViewController" })
        #expect(legacy["blockedBy"]?["reason"] == "reached from no scene" && legacy["blockedBy"]?["line"] == 33)
        #expect(screens.filter { $0["reached"] != .null }.allSatisfy { $0["blockedBy"] == nil })
        let text = TerminalSummary.text(report)
        #expect(text.contains("""
              LegacyViewController: a class made in code that no path from the launch makes
                blocked by reached from no scene: pushes a new LegacyViewController (HomeViewController.swift:33), in code no reached scene runs
            """), "\(text)")
        let html = try ReportHTML.page(report, dot: nil)
        #expect(html.contains("<p class=\"launch\">Launched from the app's code: SceneDelegate.scene(_:willConnectTo:options:) makes "), "\(html)")
        #expect(html.contains("<b>7/8</b> classes made in code reached from launch (no storyboard)"))
        #expect(html.contains("<h2>Classes made in code (7/8 reached from launch)</h2>"))
        #expect(html.contains("<li class=\"reached\">DetailViewController: reached: code</li>"))
        #expect(html.contains("<li class=\"unreached\">LegacyViewController: not reached: no path from the launch makes it; blocked by reached from no scene: pushes a new LegacyViewController (HomeViewController.swift:33), in code no reached scene runs</li>"), "\(html)")
        #expect(html.contains("<p class=\"completeness\">complete: every state within"))
        // No storyboard: no empty graph, coverage table or scenes' list; the classes stand for them.
        #expect(html.contains("No storyboard: the app's screens are classes its code makes"))
        #expect(!html.contains("id=\"coverage\"") && !html.contains("id=\"unreachable\"") && !html.contains("id=\"graph\""))
        let junit = ReportJUnit.xml(report, hostname: "h")
        #expect(junit.contains("<property name=\"classes\" value=\"classes made in code: 7/8 reached from launch (1 by the launch and user actions, 6 only through the app's code)\"/>"), "\(junit)")
        #expect(junit.contains("<property name=\"launch\" value=\"SceneDelegate.scene(_:willConnectTo:options:) makes "))
        #expect(junit.contains("<property name=\"complete\" value=\"complete: every state within"))
    }

    /// Issue 40's quality bar (every recognised form in Swift and Objective-C): the same app in
    /// Objective-C (`CodeScreensObjCApp`, its launch in `scene:willConnectToSession:options:`,
    /// its taps wired with `addTarget:action:forControlEvents:`, bar button items and a gesture
    /// recognizer) is explored as the Swift one is: the same screens reached the same way, the
    /// same states and actions, the same problem on the same step.
    @Test func theObjectiveCAppIsExploredAsTheSwiftOne() async throws {
        let objC = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/CodeScreensObjCApp"
        let (swift, _) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        let (report, json) = try await ExploreSupport.explore([objC], sources: objC + "/Sources")
        #expect(report.launchCode?.method == "SceneDelegate.scene(_:willConnectTo:options:)")
        func how(_ r: ExplorationReport) -> [String: String] {
            Dictionary(uniqueKeysWithValues: r.classes.map { ($0.label, $0.reachedHow ?? "not reached") })
        }
        #expect(how(report) == how(swift))
        #expect(report.states == swift.states && report.actions == swift.actions)
        #expect(report.problems.map(\.refusal.kind) == ["nilReceiver"])
        #expect(report.problems.first?.path.map { $0.text.replacing(#/\(.*\)$/#, with: "") }.count == swift.problems.first?.path.count)
        #expect(report.problems.first?.path.last?.text == "in RecentViewController, tap a table row → RecentViewController.tableView:didSelectRowAtIndexPath: pushes a new DetailViewController (LibraryViewControllers.m:25)")
        #expect(json["classes"]?["reached"]?.intValue == 7)
        let legacy = try #require(json["screens"]?.arrayValue?.first { $0["class"]?.stringValue == "LegacyViewController" })
        #expect(legacy["blockedBy"]?["text"] == "pushes a new LegacyViewController (HomeViewController.m:35)")
    }

    /// docs/explore.md shows this very output (the exploration's time aside).
    @Test func theDocumentedTerminalReport() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        let documented = try String(contentsOfFile: ServerProcess.packageRoot + "/docs/explore.md", encoding: .utf8)
            .components(separatedBy: "--sources Tests/Fixtures/CodeNavigation/CodeScreensApp/Sources\n")[1]
            .components(separatedBy: "\n```")[0]
        func timeless(_ s: String) -> String { s.replacing(#/in [0-9]+\.[0-9]+ s/#, with: "in T s") }
        #expect(timeless(TerminalSummary.text(report)) == timeless(documented))
    }

    @Test func theListingShowsTheClasses() async throws {
        let text = try await ExploreCodeActionsTests.list([Self.app], sources: Self.app + "/Sources")
        #expect(text.hasPrefix("launch: SceneDelegate.scene(_:willConnectTo:options:) makes a navigation controller around a new HomeViewController (SceneDelegate.swift:10) the window's root"))
        #expect(text.contains("\nclass HomeViewController (made in code):\n  tap bar button item \"Settings\" (openSettings) → HomeViewController.openSettings() (HomeViewController.swift:20)\n"))
        #expect(text.contains("\nclass SettingsViewController (made in code; SettingsViewController.xib's connections not read):\n"))
        #expect(text.contains("  tap an element its .xib wires (done:) → SettingsViewController.done(_:) (SettingsViewController.swift:6)\n    dismisses (SettingsViewController.swift:7)"))
        #expect(text.contains("\nclass LegacyViewController (made in code):\n  no navigation recognised"))
    }

    /// Without its sources the app has nothing to launch from: refused, with what to give.
    @Test func withoutSourcesItIsRefused() async throws {
        do {
            _ = try await ExploreSupport.explore([Self.app])
            Issue.record("a launch screen alone was explored")
        } catch {
            #expect("\(error)".contains("is the launch screen LaunchScreen"), "\(error)")
            #expect("\(error)".contains("give --sources DIR"), "\(error)")
        }
    }

    /// A launch the code does not make for sure is refused with where and why (exit 2).
    @Test func aLaunchThatCannotBeMadeIsRefusedWithWhereAndWhy() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-code-screens-refused")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.app + "/LaunchScreen.storyboard", toPath: dir + "/LaunchScreen.storyboard")
        let conditional = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var loggedIn = false
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if loggedIn {
                    window?.rootViewController = HomeViewController()
                }
            }
        }
        class HomeViewController: UIViewController {}
        """
        try conditional.write(toFile: dir + "/Sources/SceneDelegate.swift", atomically: true, encoding: .utf8)
        do {
            _ = try await ExploreSupport.explore([dir], sources: dir + "/Sources")
            Issue.record("a conditional launch root was made")
        } catch {
            guard case .badInput(let message) = error as? ExploreFailure else { Issue.record("\(error)"); return }
            #expect(message == "no storyboard under \(dir) but the launch screen LaunchScreen, and the launch code's root cannot be made: \(dir)/Sources/SceneDelegate.swift:6: SceneDelegate.scene(_:willConnectTo:options:) sets the window's root to a new HomeViewController, but it is set under a condition")
        }
        try "class HomeViewController: UIViewController {}\n".write(toFile: dir + "/Sources/SceneDelegate.swift", atomically: true, encoding: .utf8)
        do {
            _ = try await ExploreSupport.explore([dir], sources: dir + "/Sources")
            Issue.record("an app without launch code was explored")
        } catch {
            #expect("\(error)".contains("sets no window root"), "\(error)")
        }
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        try await SameReportTests.expectSame([Self.app], sources: Self.app + "/Sources", name: "code screens app")
    }

    /// A storyboard app's classes made in code are screens too, beside its scenes, whose counts
    /// do not change: the Swift app's `AboutViewController` and `PhotoViewController`.
    @Test func aStoryboardAppKeepsItsScenes() async throws {
        let fixtures = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation"
        let (with, _) = try await ExploreSupport.explore([fixtures + "/SwiftApp.storyboard"], sources: fixtures + "/SwiftApp")
        let (without, _) = try await ExploreSupport.explore([fixtures + "/SwiftApp.storyboard"])
        #expect(with.scenesTotal == without.scenesTotal && with.scenesReached >= without.scenesReached)
        #expect(without.classes.isEmpty)
    }
}

extension ExploreCodeScreensTests {
    /// R185: a controller made in code has no storyboard, so what it asks of its own storyboard
    /// goes to nil (Swift's optional chaining) and nothing is made: not performed, with why; what
    /// it makes in code is performed.
    @Test func aClassMadeInCodeHasNoStoryboard() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-code-screens-storyboard")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.app + "/LaunchScreen.storyboard", toPath: dir + "/LaunchScreen.storyboard")
        try """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
            }
        }
        class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
            }
            @objc func add() {
                if let editor = storyboard?.instantiateViewController(withIdentifier: "Editor") {
                    present(editor, animated: true)
                }
                navigationController?.pushViewController(EditorViewController(), animated: true)
            }
        }
        class EditorViewController: UIViewController {}
        """.write(toFile: dir + "/Sources/App.swift", atomically: true, encoding: .utf8)
        let (report, _) = try await ExploreSupport.explore([dir], sources: dir + "/Sources")
        #expect(report.codeNotPerformed.map(\.reason) == ["its storyboard is nil (a controller made in code)"])
        #expect(report.codeEdges.map(\.plan.trigger) == ["tap bar button item add (add)"])
        #expect(report.classes.map { "\($0.label) \($0.reachedHow ?? "-")" } == ["HomeViewController launch code", "EditorViewController code"])
        #expect(report.problems.isEmpty)
    }
}
