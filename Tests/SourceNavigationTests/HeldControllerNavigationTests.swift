import SourceNavigation
import Testing

/// Issue 40, point 3: coordinators that hold their controller in a property and navigate on it
/// (`self.rootController.navigationController?.pushViewController(detail, animated: true)`,
/// `rootController.present(settings, animated: true)`, `rootController.performSegue(withIdentifier: "help", sender: nil)`,
/// `rootController.navigationController?.popViewController(animated: true)`,
/// `[self.rootController dismissViewControllerAnimated:YES completion:nil]`: `HeldController`),
/// reached from the controller through a delegate the coordinator set itself as
/// (`self.rootController.delegate = self`) or a property of the coordinator's class. The call is
/// the calling controller's own when that controller is of the held class — conditionally, as
/// every step an object makes — and listed, not followed, when it is of another class.
@Suite struct HeldControllerNavigationTests {
    @Test func callsOnTheControllerACoordinatorHoldsInSwift() throws {
        #expect(try OtherControllerNavigationTests.actions("HeldControllerApp/Sources", "HomeViewController") == [
            #"@IBAction openSettings: → HomeViewController.openSettings(_:): ?presents Main.storyboard's "Settings" on HomeCoordinator's rootController (a HomeViewController) (Coordinators.swift:26) via HomeCoordinator.homeDidTapSettings()"#,
            #"tap a table row → HomeViewController.tableView(_:didSelectRowAt:): ?pushes Main.storyboard's "Detail" on HomeCoordinator's rootController (a HomeViewController) (Coordinators.swift:21) via HomeCoordinator.homeDidSelectRow()"#,
        ])
        #expect(try OtherControllerNavigationTests.actions("HeldControllerApp/Sources", "DetailViewController") == [
            "@IBAction done: → DetailViewController.done(_:): ?pops on DetailCoordinator's rootController (a DetailViewController) (Coordinators.swift:42) via DetailCoordinator.detailDidFinish()",
        ])
        #expect(try OtherControllerNavigationTests.actions("HeldControllerApp/Sources", "SettingsViewController") == [
            #"@IBAction help: → SettingsViewController.help(_:): ?performs segue "help" on SettingsCoordinator's rootController (a SettingsViewController) (Coordinators.swift:57) via SettingsCoordinator.showHelp()"#,
            "@IBAction close: → SettingsViewController.close(_:): ?dismisses on SettingsCoordinator's rootController (a SettingsViewController) (Coordinators.swift:61) via SettingsCoordinator.close()",
            // Home's navigation controller, not the calling Settings': listed, not followed.
            "@IBAction startOver: → SettingsViewController.startOver(_:): ?unrecognised popToRoot: called on SettingsCoordinator's homeController, a HomeViewController, not on the calling SettingsViewController (Coordinators.swift:65) via SettingsCoordinator.startOver()",
        ])
    }

    @Test func messagesToTheControllerACoordinatorHoldsInObjectiveC() throws {
        #expect(try OtherControllerNavigationTests.actions("HeldControllerObjCApp/Sources", "HomeViewController") == [
            #"@IBAction openSettings: → HomeViewController.openSettings:: ?presents Main.storyboard's "Settings" on HomeCoordinator's rootController (a HomeViewController) (Coordinators.m:23) via HomeCoordinator.homeDidTapSettings"#,
            #"tap a table row → HomeViewController.tableView:didSelectRowAtIndexPath:: ?pushes Main.storyboard's "Detail" on HomeCoordinator's rootController (a HomeViewController) (Coordinators.m:18) via HomeCoordinator.homeDidSelectRow"#,
        ])
        #expect(try OtherControllerNavigationTests.actions("HeldControllerObjCApp/Sources", "DetailViewController") == [
            "@IBAction done: → DetailViewController.done:: ?pops on DetailCoordinator's rootController (a DetailViewController) (Coordinators.m:35) via DetailCoordinator.detailDidFinish",
        ])
        #expect(try OtherControllerNavigationTests.actions("HeldControllerObjCApp/Sources", "SettingsViewController") == [
            #"@IBAction help: → SettingsViewController.help:: ?performs segue "help" on SettingsCoordinator's rootController (a SettingsViewController) (Coordinators.m:43) via SettingsCoordinator.showHelp"#,
            "@IBAction close: → SettingsViewController.close:: ?dismisses on SettingsCoordinator's rootController (a SettingsViewController) (Coordinators.m:47) via SettingsCoordinator.close",
            "@IBAction startOver: → SettingsViewController.startOver:: ?unrecognised popToRoot: called on SettingsCoordinator's homeController, a HomeViewController, not on the calling SettingsViewController (Coordinators.m:51) via SettingsCoordinator.startOver",
        ])
    }

    /// The form is an object's: a controller holding another controller in a property is not
    /// followed (its call stays another object's), nor is a property a local hides, nor a
    /// property of a class the sources do not declare as a view controller; a property named as
    /// UIKit's container (`navigationController`, even of the app's subclass) is still the
    /// caller's container.
    @Test func onlyAnObjectsPropertyOfOneOfTheAppsControllers() {
        let source = """
        final class HomeViewController: UIViewController {
            let other = OtherViewController()
            var router: Router?
            @IBAction func viaController(_ sender: Any) { other.performSegue(withIdentifier: "x", sender: nil) }
            @IBAction func viaRouter(_ sender: Any) { router?.go() }
            @IBAction func shadowed(_ sender: Any) { router?.shadowed() }
            @IBAction func notAController(_ sender: Any) { router?.notAController() }
            @IBAction func help(_ sender: Any) { router?.help() }
        }
        final class OtherViewController: UIViewController {}
        final class MainNavigationController: UINavigationController {}
        final class Router {
            let rootController: HomeViewController
            let panel: Panel
            let navigationController: MainNavigationController
            func go() { rootController.performSegue(withIdentifier: "go", sender: nil) }
            func shadowed() {
                let rootController = makeController()
                rootController.performSegue(withIdentifier: "local", sender: nil)
            }
            func notAController() { panel.dismiss(animated: true) }
            func help() { navigationController.pushViewController(HelpViewController(), animated: true) }
        }
        final class Panel: UIView {}
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
        #expect(HelperNavigationTests.actions("HomeViewController", facts) == [
            "@IBAction viaController: → HomeViewController.viaController(_:): unrecognised performSegue: called on other, not on the controller or its containers (A.swift:4)",
            #"@IBAction viaRouter: → HomeViewController.viaRouter(_:): ?performs segue "go" on Router's rootController (a HomeViewController) (A.swift:16) via Router.go()"#,
            "@IBAction shadowed: → HomeViewController.shadowed(_:): ?unrecognised performSegue: called on rootController, not on the controller or its containers (A.swift:19) via Router.shadowed()",
            "@IBAction notAController: → HomeViewController.notAController(_:): ?unrecognised dismiss: called on panel, not on the controller or its containers (A.swift:21) via Router.notAController()",
            "@IBAction help: → HomeViewController.help(_:): ?pushes a new HelpViewController (A.swift:22) via Router.help()",
        ])
    }
}
