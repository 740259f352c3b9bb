import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// `prosc explore` on an app with no storyboard but its launch screen (issue 40): exit 2 without
/// its sources (nothing to launch from), and with them the exploration from its launch code's
/// root, on a private proscd, whose problem exits 1.
@Suite("prosc explore: a code-only app")
struct ExploreCodeOnlyCommandTests {
    static let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/CodeScreensApp"

    @Test func withoutSourcesExitsTwoAndWithThemExploresFromTheLaunchCode() async throws {
        let refused = try await prosc(["explore", Self.app], socket: nil)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is the launch screen LaunchScreen") && refused.stderr.contains("give --sources DIR"), "\(refused.stderr)")
        let run = try await prosc(["explore", Self.app, "--sources", Self.app + "/Sources", "--private-server"], socket: nil)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("classes made in code: 7/8 reached from launch (1 by the launch and user actions, 6 only through the app's code)"))
        #expect(run.stdout.contains("   ✗ in RecentViewController, tap a table row → RecentViewController.tableView(_:didSelectRowAt:) pushes a new DetailViewController (LibraryViewControllers.swift:21)"))
        let json = try await prosc(["explore", Self.app, "--sources", Self.app + "/Sources", "--json"], socket: nil)
        #expect(json.status == 1)
        let report = try JSONParser.parse(json.stdout.trimmingCharacters(in: .newlines))
        #expect(report["classes"] == ["total": 8, "reached": 7, "reachedFromCode": 0, "notReached": 1])
        #expect(report["main"] == .null && report["launchCode"]?["line"]?.intValue == 10)
        // Against its own report (no storyboard: told by its classes), the problem in a class is unchanged.
        let dir = ServerProcess.makeTemporaryDirectory("explore-code-only-baseline")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try json.stdout.write(toFile: dir + "/base.json", atomically: true, encoding: .utf8)
        let again = try await prosc(["explore", Self.app, "--sources", Self.app + "/Sources", "--baseline", dir + "/base.json"], socket: nil)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("against \(dir)/base.json: 0 new problems, 0 fixed, 1 unchanged; no regressions"), "\(again.stdout)")
    }
}
