@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 40, point 3, explored: `Tests/Fixtures/CodeNavigation/ConventionsApp` names its screens
/// through conventions (`UIStoryboard.main`, `String(describing: X.self)`, a static
/// `storyboardIdentifier`, `static func instantiate() -> Self`, a constant, `String` enums' raw
/// values). Before they were read its launch reached 3 of its 7 scenes (the navigation
/// controller, Home, and About by its segue); now all 7. The one problem is UIKit's: Home performs
/// segue "showLegal" (`SegueIdentifier.showLegal.rawValue`), which its scene does not have —
/// `performSegue(withIdentifier:sender:)` raises NSInvalidArgumentException "Receiver (…) has no
/// segue with identifier '…'".
@Suite("explore: identifiers named through the app's conventions", .serialized)
struct ExploreConventionsTests {
    static let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/ConventionsApp"

    @Test func conventionsReachEveryScene() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        #expect(report.scenesReached == 7 && report.scenesTotal == 7)
        #expect(report.scenesReachedByCode == 4)
        #expect(report.codeCalls.performed == 6 && report.codeCalls.notPerformed.isEmpty)
        #expect(report.problems.map(\.refusal.kind) == ["segueNotFound"])
        #expect(report.problems.first?.refusal.uikit == "Receiver (<HomeViewController>) has no segue with identifier 'showLegal'")
        #expect(report.problems.allSatisfy { $0.reproduced == true && $0.replayedOnServer && !$0.conditional })
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        try await SameReportTests.expectSame([Self.app], sources: Self.app + "/Sources", name: "conventions app")
    }
}
