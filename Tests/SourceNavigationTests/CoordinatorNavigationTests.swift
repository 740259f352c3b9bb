import SourceNavigation
import Testing

/// Issue 40, point 3: controllers that navigate through the app's own objects (a coordinator
/// holding the navigation controller: `coordinator?.showDetail()`). The object's method is
/// followed, its steps conditional (the object may be nil, and its navigation controller is taken
/// to be the caller's, which the reader cannot check); a controller held in a property is not
/// such an object.
@Suite struct CoordinatorNavigationTests {
    @Test func theCoordinatorAppAsTiedToScenes() throws {
        let facts = try Fixtures.facts("CoordinatorApp/Sources")
        #expect(HelperNavigationTests.actions("HomeViewController", facts) == [
            #"@IBAction showDetail: → HomeViewController.showDetail(_:): ?pushes Main.storyboard's "DetailViewController" (MainCoordinator.swift:21) via MainCoordinator.showDetail()"#,
            #"@IBAction buy: → HomeViewController.buy(_:): ?presents Main.storyboard's "BuyViewController" (MainCoordinator.swift:28) via MainCoordinator.buySubscription(product:)"#,
            "on appearance (viewDidLoad) → HomeViewController.viewDidLoad(): ",
        ])
        #expect(HelperNavigationTests.actions("BuyViewController", facts) == [
            #"@IBAction done: → BuyViewController.done(_:): ?dismisses (MainCoordinator.swift:32) via MainCoordinator.didFinishBuying()"#,
        ])
    }

    /// The app delegate as the object controllers ask (`(UIApplication.shared.delegate as?
    /// AppDelegate)?.showLogin()`, `AppDelegate.shared.showDetail()`): its methods followed, its own
    /// window's root a receiver of present; a push through a cast that may fail is followed onto
    /// the window's root when it is a navigation controller (conditionally).
    @Test func theAppDelegateAsked() throws {
        let facts = try Fixtures.facts("AppDelegateApp/Sources")
        #expect(HelperNavigationTests.actions("HomeViewController", facts) == [
            #"@IBAction logIn: → HomeViewController.logIn(_:): ?presents Main.storyboard's "LoginViewController" (fullScreen) on its window's root (AppDelegate.swift:27) via AppDelegate.showLogin()"#,
            #"@IBAction openDetail: → HomeViewController.openDetail(_:): ?pushes Main.storyboard's "DetailViewController" on its window's root as a UINavigationController (AppDelegate.swift:33) via AppDelegate.showDetail()"#,
        ])
        let local = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func showHelp() { window?.rootViewController?.present(HelpViewController(), animated: true) }
        }
        final class HomeViewController: UIViewController {
            @IBAction func help(_ sender: Any) {
                let appDelegate = UIApplication.shared.delegate as! AppDelegate
                appDelegate.showHelp()
            }
        }
        final class OtherObject: NSObject {
            var window: UIWindow?
            func showHelp() { window?.rootViewController?.present(HelpViewController(), animated: true) }
        }
        final class HelpViewController: UIViewController {}
        """
        let inline = SourceFacts.read([SourceFacts.File(path: "A.swift", text: local)])
        #expect(HelperNavigationTests.actions("HomeViewController", inline) == [
            "@IBAction help: → HomeViewController.help(_:): ?presents a new HelpViewController on its window's root (A.swift:3) via AppDelegate.showHelp()",
        ])
        // Another object's `window` is not the app's: not followed.
        #expect(Fixtures.steps(inline).contains("OtherObject.showHelp(): unrecognised present: called on window?.rootViewController, not on the controller or its containers (A.swift:13)"))
    }

    @Test func onlyTheAppsOwnObjectsAreFollowed() {
        let source = """
        final class Router {
            weak var viewController: UIViewController?
            func showHelp() { viewController?.present(HelpViewController(), animated: true) }
        }
        final class HomeViewController: UIViewController {
            var router = Router()
            var child: ChildViewController?
            var label: UILabel!
            @IBAction func help(_ sender: Any) { router.showHelp() }
            @IBAction func childCall(_ sender: Any) { child?.openSomething() }
            @IBAction func text(_ sender: Any) { label.sizeToFit() }
        }
        final class ChildViewController: UIViewController {
            func openSomething() { present(HelpViewController(), animated: true) }
        }
        final class HelpViewController: UIViewController {}
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
        #expect(HelperNavigationTests.actions("HomeViewController", facts) == [
            // The router's call is on its own controller, not the caller: listed, not followed.
            "@IBAction help: → HomeViewController.help(_:): ?unrecognised present: called on viewController, not on the controller or its containers (A.swift:3) via Router.showHelp()",
            // A controller held in a property runs its code as itself: not the caller's navigation.
            "@IBAction childCall: → HomeViewController.childCall(_:): ",
            "@IBAction text: → HomeViewController.text(_:): ",
        ])
    }
}
