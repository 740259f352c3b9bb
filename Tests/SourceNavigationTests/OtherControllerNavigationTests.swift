import SourceNavigation
import Testing

/// Issue 40, point 3's remaining forms: calls on another controller on screen, cast to a class
/// (`(parent as? ContainerViewController)?.showDetail()`, `presentingViewController as? X`, the
/// navigation stack's root, `guard let p = parent as? X`), a push through a cast navigation
/// controller (`(window?.rootViewController as? UINavigationController)?`, `navigationController as?
/// CustomNav`), and calls through a delegate the coordinator implements — in Swift and in
/// Objective-C. The other controller's method runs with that controller as `self`
/// (`ReachedStep.actor`), every such step conditional (the cast may fail).
@Suite struct OtherControllerNavigationTests {
    static func actions(_ app: String, _ customClass: String) throws -> [String] {
        HelperNavigationTests.actions(customClass, try Fixtures.facts(app))
    }

    @Test func callsOnAnotherControllerInSwift() throws {
        #expect(try Self.actions("OtherControllerApp/Sources", "ListViewController") == [
            #"@IBAction openSettings: → ListViewController.openSettings(_:): ?presents its storyboard's "Settings" (fullScreen) (ContainerViewController.swift:13) via ContainerViewController.showSettings() by its parent as a ContainerViewController"#,
            #"@IBAction openAbout: → ListViewController.openAbout(_:): ?pushes its storyboard's "About" on its navigation controller as a MainNavigationController (ViewControllers.swift:16)"#,
            "@IBAction closeWrongParent: → ListViewController.closeWrongParent(_:): ?dismisses (ContainerViewController.swift:24) via SettingsViewController.done(_:) → MainNavigationController.finishSettings() by its parent as a SettingsViewController, then its presenting controller as a MainNavigationController",
            #"tap a table row → ListViewController.tableView(_:didSelectRowAt:): ?pushes its storyboard's "Detail" (ContainerViewController.swift:7) via ContainerViewController.showDetail() by its parent as a ContainerViewController"#,
        ])
        #expect(try Self.actions("OtherControllerApp/Sources", "DetailViewController") == [
            #"@IBAction openHelp: → DetailViewController.openHelp(_:): ?pushes its storyboard's "Help" on its window's root as a UINavigationController (ViewControllers.swift:28)"#,
            "@IBAction startOver: → DetailViewController.startOver(_:): ?pops to the root (ContainerViewController.swift:17) via ContainerViewController.backToStart() by its navigation stack's root as a ContainerViewController",
        ])
        #expect(try Self.actions("OtherControllerApp/Sources", "SettingsViewController") == [
            "@IBAction done: → SettingsViewController.done(_:): ?dismisses (ContainerViewController.swift:24) via MainNavigationController.finishSettings() by its presenting controller as a MainNavigationController",
        ])
    }

    @Test func callsOnAnotherControllerInObjectiveC() throws {
        #expect(try Self.actions("OtherControllerObjCApp/Sources", "ListViewController") == [
            #"@IBAction openSettings: → ListViewController.openSettings:: ?presents its storyboard's "Settings" (fullScreen) (ContainerViewController.m:14) via ContainerViewController.showSettings by its parent as a ContainerViewController"#,
            #"@IBAction openAbout: → ListViewController.openAbout:: ?pushes its storyboard's "About" on its navigation controller as a MainNavigationController (ViewControllers.m:24)"#,
            "@IBAction closeWrongParent: → ListViewController.closeWrongParent:: ?dismisses (ContainerViewController.m:27) via SettingsViewController.done: → MainNavigationController.finishSettings by its parent as a SettingsViewController, then its presenting controller as a MainNavigationController",
            #"tap a table row → ListViewController.tableView:didSelectRowAtIndexPath:: ?pushes its storyboard's "Detail" (ContainerViewController.m:8) via ContainerViewController.showDetail by its parent as a ContainerViewController"#,
        ])
        #expect(try Self.actions("OtherControllerObjCApp/Sources", "DetailViewController") == [
            #"@IBAction openHelp: → DetailViewController.openHelp:: ?pushes its storyboard's "Help" on its window's root as a UINavigationController (ViewControllers.m:41)"#,
            "@IBAction startOver: → DetailViewController.startOver:: ?pops to the root (ContainerViewController.m:18) via ContainerViewController.backToStart by its navigation stack's root as a ContainerViewController",
        ])
        #expect(try Self.actions("OtherControllerObjCApp/Sources", "SettingsViewController") == [
            "@IBAction done: → SettingsViewController.done:: ?dismisses (ContainerViewController.m:27) via MainNavigationController.finishSettings by its presenting controller as a MainNavigationController",
        ])
    }

    @Test func delegatesTheCoordinatorImplements() throws {
        #expect(try Self.actions("DelegateApp/Sources", "HomeViewController") == [
            #"@IBAction add: → HomeViewController.add(_:): ?presents a navigation controller around Main.storyboard's "EditorViewController" (MainCoordinator.swift:44) via MainCoordinator.didTapAdd()"#,
            #"tap a table row → HomeViewController.tableView(_:didSelectRowAt:): ?pushes Main.storyboard's "DetailViewController" (MainCoordinator.swift:38) via MainCoordinator.didSelect(_:)"#,
        ])
        #expect(try Self.actions("DelegateApp/Sources", "DetailViewController") == [
            "@IBAction done: → DetailViewController.done(_:): ?pops (MainCoordinator.swift:50) via MainCoordinator.detailDidFinish()",
        ])
        #expect(try Self.actions("DelegateApp/Sources", "EditorViewController") == [
            // Two objects make themselves an editor's delegate: which one it has is not known.
            "@IBAction save: → EditorViewController.save(_:): ",
        ])
        #expect(try Self.actions("DelegateObjCApp/Sources", "HomeViewController") == [
            #"@IBAction add: → HomeViewController.add:: ?presents a navigation controller around Main.storyboard's "EditorViewController" (MainCoordinator.m:28) via MainCoordinator.didTapAdd"#,
            #"tap a table row → HomeViewController.tableView:didSelectRowAtIndexPath:: ?pushes Main.storyboard's "DetailViewController" (MainCoordinator.m:22) via MainCoordinator.didSelect:"#,
        ])
        #expect(try Self.actions("DelegateObjCApp/Sources", "DetailViewController") == [
            "@IBAction done: → DetailViewController.done:: ?pops (MainCoordinator.m:32) via MainCoordinator.detailDidFinish",
        ])
        #expect(try Self.actions("DelegateObjCApp/Sources", "EditorViewController") == [
            "@IBAction save: → EditorViewController.save:: ",
        ])
    }

    /// Casts bound to locals (`if let nav = navigationController as? CustomNav`), a local named like
    /// UIKit's property (not UIKit's), and a cast to a class the controller's parent is not.
    @Test func castsBoundToLocals() {
        let source = """
        final class CustomNav: UINavigationController {}
        final class HomeViewController: UIViewController {
            @IBAction func openHelp(_ sender: Any) {
                if let nav = navigationController as? CustomNav {
                    nav.pushViewController(HelpViewController(), animated: true)
                }
            }
            @IBAction func local(_ sender: Any) {
                let parent = makeParent()
                (parent as? HomeViewController)?.openHelp(self)
            }
        }
        final class HelpViewController: UIViewController {}
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
        #expect(HelperNavigationTests.actions("HomeViewController", facts) == [
            "@IBAction openHelp: → HomeViewController.openHelp(_:): ?pushes a new HelpViewController on its navigation controller as a CustomNav (A.swift:5)",
            "@IBAction local: → HomeViewController.local(_:): ",
        ])
    }

    /// Objective-C's launch code, coordinators in a class extension's property, the app delegate
    /// asked through a cast, and a present on the window's root.
    @Test func objectiveCLaunchCodeCoordinatorsAndWindowRoots() {
        let source = """
        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @property (strong, nonatomic) UIWindow *window;
        @end
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
            return YES;
        }
        - (void)showLogin {
            [self.window.rootViewController presentViewController:[LoginViewController new] animated:YES completion:nil];
        }
        @end
        @interface Router : NSObject
        @end
        @implementation Router
        - (void)showHelp {
            [self.navigationController pushViewController:[HelpViewController new] animated:YES];
        }
        @end
        @interface HomeViewController ()
        @property (nonatomic, strong) Router *router;
        @end
        @implementation HomeViewController
        - (IBAction)help:(id)sender { [self.router showHelp]; }
        - (IBAction)logIn:(id)sender { [(AppDelegate *)[UIApplication sharedApplication].delegate showLogin]; }
        - (IBAction)top:(id)sender {
            [self.view.window.rootViewController presentViewController:[LoginViewController new] animated:YES completion:nil];
        }
        @end
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.m", text: source)])
        #expect(facts.launchRoot.map { "\($0.method) \($0) \($0.isUsable)" }
                == "AppDelegate.application(_:didFinishLaunchingWithOptions:) a navigation controller around a new HomeViewController (A.m:6) true")
        #expect(HelperNavigationTests.actions("HomeViewController", facts) == [
            "@IBAction help: → HomeViewController.help:: ?pushes a new HelpViewController (A.m:17) via Router.showHelp",
            "@IBAction logIn: → HomeViewController.logIn:: ?presents a new LoginViewController on its window's root (A.m:10) via AppDelegate.showLogin",
            "@IBAction top: → HomeViewController.top:: presents a new LoginViewController on its window's root (A.m:27)",
        ])
    }

    /// Objective-C's early `return` makes what follows in its block conditional, as Swift's;
    /// `NSStringFromClass([X class])` is the class's name; a walk to the top of the window's
    /// presentations from its root.
    @Test func objectiveCEarlyExitsAndWindowWalks() {
        let source = """
        @implementation HomeViewController
        - (IBAction)open:(id)sender {
            if (!self.signedIn) return;
            [self performSegueWithIdentifier:@"detail" sender:nil];
        }
        - (IBAction)openInBlock:(id)sender {
            if (self.busy) {
                [self showSpinner];
                return;
            }
            [self performSegueWithIdentifier:@"detail" sender:nil];
        }
        - (IBAction)always:(id)sender {
            if (self.busy) {
                [self performSegueWithIdentifier:@"busy" sender:nil];
            }
            [self performSegueWithIdentifier:@"detail" sender:nil];
        }
        - (IBAction)named:(id)sender {
            UIViewController *detail = [self.storyboard instantiateViewControllerWithIdentifier:NSStringFromClass([DetailViewController class])];
            [self.navigationController pushViewController:detail animated:YES];
            [self presentViewController:[self.storyboard instantiateViewControllerWithIdentifier:NSStringFromClass(HelpViewController.class)] animated:YES completion:nil];
        }
        - (IBAction)root:(id)sender {
            UIViewController *root = self.view.window.rootViewController;
            [root dismissViewControllerAnimated:YES completion:nil];
        }
        - (IBAction)top:(id)sender {
            UIViewController *top = [UIApplication sharedApplication].keyWindow.rootViewController;
            while (top.presentedViewController != nil) {
                top = top.presentedViewController;
            }
            [top presentViewController:[HelpViewController new] animated:YES completion:nil];
        }
        @end
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.m", text: source)])
        #expect(Fixtures.steps(facts) == [
            #"HomeViewController.open:: ?performs segue "detail" (A.m:4)"#,
            "HomeViewController.openInBlock:: ?calls showSpinner (A.m:8)",
            #"HomeViewController.openInBlock:: ?performs segue "detail" (A.m:11)"#,
            #"HomeViewController.always:: ?performs segue "busy" (A.m:15)"#,
            #"HomeViewController.always:: performs segue "detail" (A.m:17)"#,
            #"HomeViewController.named:: pushes its storyboard's "DetailViewController" (A.m:21)"#,
            #"HomeViewController.named:: presents its storyboard's "HelpViewController" (A.m:22)"#,
            "HomeViewController.root:: dismisses on its window's root (A.m:26)",
            "HomeViewController.top:: presents a new HelpViewController on the top of its window's presentations (A.m:33)",
        ])
    }

    /// A coordinator that holds its controller in a property and makes itself its delegate there
    /// (`self.rootController.delegate = self`, as remirobert/AppCoordinator-Segue's coordinators
    /// do), in Swift and Objective-C; what it then does on that controller is its own business (not
    /// the caller's: not followed).
    @Test func delegatesSetOnAPropertyHeldController() {
        let swift = """
        protocol LoginDelegate: AnyObject { func didCancel() }
        final class LoginCoordinator: LoginDelegate {
            var rootController: LoginViewController
            init(rootController: LoginViewController) { self.rootController = rootController }
            func start() { self.rootController.delegate = self }
            func didCancel() { navigationController.popViewController(animated: true) }
        }
        final class LoginViewController: UIViewController {
            weak var delegate: LoginDelegate?
            @IBAction func cancel(_ sender: Any) { self.delegate?.didCancel() }
        }
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: swift)])
        #expect(HelperNavigationTests.actions("LoginViewController", facts) == [
            "@IBAction cancel: → LoginViewController.cancel(_:): ?pops (A.swift:6) via LoginCoordinator.didCancel()",
        ])
        let objC = """
        @implementation LoginCoordinator
        - (void)start { self.rootController.delegate = self; }
        - (void)didCancel { [self.navigationController popViewControllerAnimated:YES]; }
        @end
        @implementation LoginViewController
        - (IBAction)cancel:(id)sender { [self.delegate didCancel]; }
        @end
        """
        let header = """
        @protocol LoginDelegate <NSObject>
        - (void)didCancel;
        @end
        @interface LoginCoordinator : NSObject <LoginDelegate>
        @property (strong, nonatomic) LoginViewController *rootController;
        @end
        @interface LoginViewController : UIViewController
        @property (weak, nonatomic) id<LoginDelegate> delegate;
        @end
        """
        // The header read after the implementation: the property's class is looked up when asked.
        let objCFacts = SourceFacts.read([SourceFacts.File(path: "A.m", text: objC), SourceFacts.File(path: "Z.h", text: header)])
        #expect(HelperNavigationTests.actions("LoginViewController", objCFacts) == [
            "@IBAction cancel: → LoginViewController.cancel:: ?pops (A.m:3) via LoginCoordinator.didCancel",
        ])
    }

    /// Objective-C's `dispatch_async(dispatch_get_main_queue(), ^{ … })` runs its block, later, as
    /// Swift's `DispatchQueue.main.async`: as certain as the code around it; other blocks may not run.
    @Test func objectiveCMainQueueBlocksRun() {
        let source = """
        @implementation HomeViewController
        - (void)viewDidAppear:(BOOL)animated {
            dispatch_async(dispatch_get_main_queue(), ^{
                [self performSegueWithIdentifier:@"wizard" sender:nil];
            });
            if (self.busy) {
                dispatch_async(dispatch_get_main_queue(), ^{ [self performSegueWithIdentifier:@"busy" sender:nil]; });
            }
            [UIView animateWithDuration:0.3 animations:^{ [self performSegueWithIdentifier:@"animated" sender:nil]; }];
            [self performSegueWithIdentifier:@"after" sender:nil];
        }
        @end
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.m", text: source)])
        #expect(Fixtures.steps(facts) == [
            #"HomeViewController.viewDidAppear:: performs segue "wizard" (A.m:4)"#,
            #"HomeViewController.viewDidAppear:: ?performs segue "busy" (A.m:7)"#,
            #"HomeViewController.viewDidAppear:: ?performs segue "animated" (A.m:9)"#,
            #"HomeViewController.viewDidAppear:: performs segue "after" (A.m:10)"#,
        ])
    }
}
