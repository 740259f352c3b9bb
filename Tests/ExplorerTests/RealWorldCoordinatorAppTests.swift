@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 40's quality bar on a real coordinator-based app: CoordinatorApp of
/// remirobert/AppCoordinator-Segue (MIT; its app target's Swift files, storyboards and Info.plist
/// unmodified in `Tests/Fixtures/RealWorldSources/AppCoordinator-Segue`, NOTICE and SOURCES.tsv
/// there), put back at their paths (UIKit names a storyboard by its file name).
///
/// Its `Info.plist` names `Welcome` the main storyboard: a navigation controller around Welcome,
/// whose buttons' segues present `Login` (a navigation controller around Login) and show `Menu`.
/// `AppDelegate` hands Welcome to an `AppCoordinator`; every screen's coordinator holds its
/// controller in a property (`fileprivate let rootController: MenuViewController`) and makes
/// itself that controller's delegate (`self.rootController.delegate = self`). Menu's table row
/// tells its delegate, `MenuCoordinator`, which performs Menu's manual segue to Payment on the
/// controller it holds (`self.rootController.performSegue(withIdentifier: "paymentSegue",
/// sender: nil)`); Login's buttons ask `LoginCoordinator` to dismiss the controller it holds;
/// Payment's alert action asks `PaymentCoordianator` to pop (`self.rootController.
/// navigationController?.popViewController(animated: true)`).
///
/// All 6 scenes are reached from the launch, with or without the sources (explore performs
/// Menu's manual segue by identifier as code would). Before `HeldController` the coordinators'
/// 3 calls were listed as not the controller's (1 of the 4 navigation calls performed); now all 4
/// are, each coordinator's conditionally (the reader cannot tell that the coordinator holds that
/// very controller). Every step was checked by reading the code: the segue is Menu's own, Menu
/// being shown on Welcome's navigation controller; Login's dismiss, from a controller presenting
/// nothing, dismisses the navigation controller presented around it (R64: a dismiss on the
/// presented controller forwards to its presenter, Apple's dismiss(animated:completion:)); Payment pops
/// back to Menu. None is a problem, and none is reported.
@Suite("explore: a real coordinator-based app", .serialized)
struct RealWorldCoordinatorAppTests {
    static let fixtures = ServerProcess.packageRoot + "/Tests/Fixtures/RealWorldSources"
    static let prefix = "remirobert__AppCoordinator-Segue__CoordinatorApp__"

    /// The app's folder, laid out as in its repository.
    static func app() throws -> String {
        try RealWorldSet.repository("remirobert/AppCoordinator-Segue", from: fixtures) + "/CoordinatorApp"
    }

    @Test func itsScreensAreReachedAndItsCoordinatorsCallsFollowed() async throws {
        let app = try Self.app()
        let (report, _) = try await ExploreSupport.explore([app], sources: app)
        #expect(report.mainStoryboard == "Welcome")
        let how = Dictionary(uniqueKeysWithValues: report.scenes.map { ("\($0.key.storyboard) \($0.label)", $0.reachedHow ?? "not reached") })
        #expect(how == ["Welcome UINavigationController 4hB-by-Cdt": "launch", "Welcome WelcomeViewController": "launch",
                        "Login UINavigationController t2y-OP-o3s": "segue", "Login LoginViewController": "segue",
                        "Menu Menu": "segue", "Menu PaymentViewController": "segue"])
        #expect(report.scenesTotal == 6 && report.scenesReached == 6)
        #expect(report.problems.isEmpty && report.warnings.isEmpty && !report.failsRun)
        // Its 4 navigation calls are all performed: 3 made by coordinators on the controller
        // they hold (before `HeldController`, listed as "not the controller's"), and Payment's
        // alert; Login's dismiss is reached from two buttons.
        #expect(report.codeCalls.total == 4 && report.codeCalls.performed == 4 && report.codeCalls.notPerformed.isEmpty)
        let texts = report.codeEdges.map(\.plan.text)
        #expect(texts.count == 5)
        #expect(texts.contains("tap a table row → MenuViewController.tableView(_:didSelectRowAt:) → MenuCoordinator.displayPayment(menu:withUser:) performs segue \"paymentSegue\" on MenuCoordinator's rootController (a MenuViewController) (MenuCoordinator.swift:45; only if the code takes that branch)"))
        #expect(texts.contains("tap bar button item (cancel:) → LoginViewController.cancel(_:) → LoginCoordinator.didLoginCancel() → dismissController() dismisses on LoginCoordinator's rootController (a LoginViewController) (LoginCoordinator.swift:21; only if the code takes that branch)"))
        #expect(texts.contains("tap button \"buy\" (buy:) → PaymentViewController.buy(_:) → PaymentCoordianator.didPaidSuccess() pops on PaymentCoordianator's rootController (a PaymentViewController) (PaymentCoordianator.swift:51; only if the code takes that branch)"))
        // Every call a coordinator makes is conditional; the alert's present is the controller's own.
        #expect(report.codeEdges.filter { !$0.plan.conditional }.map(\.plan.action.name) == ["present"])
    }

    /// Without its sources the same 6 scenes are reached: explore performs Menu's manual segue by
    /// its identifier, as code would. What the sources add is the code that runs: the dismissals
    /// and the pop the coordinators make.
    @Test func withoutItsSources() async throws {
        let app = try Self.app()
        let (report, _) = try await ExploreSupport.explore([app])
        #expect(report.scenesTotal == 6 && report.scenesReached == 6)
        #expect(report.problems.isEmpty && report.codeEdges.isEmpty)
    }

    @Test func whatItsCodeDoesIsListed() async throws {
        let app = try Self.app()
        let text = try await ExploreCodeActionsTests.list([app], sources: app)
        #expect(text == """
            Login LoginViewController:
              tap button "OK" (login:) → LoginViewController.login(_:) (LoginViewController.swift:26)
                ? dismisses on LoginCoordinator's rootController (a LoginViewController) (LoginCoordinator.swift:21) via LoginCoordinator.didLoginSuccess(user:) → dismissController()
              tap bar button item (cancel:) → LoginViewController.cancel(_:) (LoginViewController.swift:22)
                ? dismisses on LoginCoordinator's rootController (a LoginViewController) (LoginCoordinator.swift:21) via LoginCoordinator.didLoginCancel() → dismissController()
            Menu Menu (MenuViewController):
              tap a table row → MenuViewController.tableView(_:didSelectRowAt:) (MenuViewController.swift:46)
                ? performs segue "paymentSegue" on MenuCoordinator's rootController (a MenuViewController) (MenuCoordinator.swift:45) via MenuCoordinator.displayPayment(menu:withUser:)
            Menu PaymentViewController:
              tap button "buy" (buy:) → PaymentViewController.buy(_:) (PaymentViewController.swift:27)
                ? pops on PaymentCoordianator's rootController (a PaymentViewController) (PaymentCoordianator.swift:51) via PaymentCoordianator.didPaidSuccess()
                presents a new UIAlertController (PaymentViewController.swift:32)
            Welcome WelcomeViewController:
              no navigation recognised
            read 15 source files (15 types) in T s: 4 navigation calls, 4 performed, 0 not performed; 4 scenes tied to code, 5 steps reached
            """)
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        let app = try Self.app()
        try await SameReportTests.expectSame([app], sources: app, name: "AppCoordinator-Segue's CoordinatorApp")
    }
}
