import SourceNavigation
import Testing

/// Issue 40, point 1: the window root the app's launch code sets — a scene delegate's
/// `scene(_:willConnectTo:options:)`, else an app delegate's
/// `application(_:didFinishLaunchingWithOptions:)`, the last assignment in it — is the launch
/// when explore can make it: unconditional, literal, every storyboard named.
@Suite struct LaunchCodeTests {
    static func root(_ source: String) -> LaunchRoot? {
        SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)]).launchRoot
    }

    @Test func theLaunchCodeApp() throws {
        let root = try #require(try Fixtures.facts("LaunchCodeApp/Sources").launchRoot)
        #expect(root.method == "SceneDelegate.scene(_:willConnectTo:options:)")
        #expect(root.description == #"a tab bar controller with [a navigation controller around Main.storyboard's "Home", Settings.storyboard's initial controller] (SceneDelegate.swift:23)"#)
        // After Xcode's `guard let windowScene = (scene as? UIWindowScene) else { return }`: not conditional.
        #expect(root.isUsable)
    }

    @Test func anAppDelegatesWindowAndTheSceneWins() throws {
        let appDelegateOnly = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                window?.makeKeyAndVisible()
                return true
            }
        }
        final class HomeViewController: UIViewController {}
        """
        let root = try #require(Self.root(appDelegateOnly))
        #expect(root.description == "a navigation controller around a new HomeViewController (A.swift:5)" && root.isUsable)
        let both = appDelegateOnly + """

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                let tabs = UITabBarController()
                tabs.setViewControllers([HomeViewController(), UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Profile")], animated: false)
                self.window?.rootViewController = tabs
            }
        }
        """
        #expect(Self.root(both)?.description == #"a tab bar controller with [a new HomeViewController, Main.storyboard's "Profile"] (A.swift:18)"#)
    }

    @Test func whatExploreCannotMakeIsNotTheLaunch() throws {
        func launch(_ body: String) -> LaunchRoot? {
            Self.root("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    \(body)
                }
            }
            """)
        }
        // Under a condition the app checks at run time.
        #expect(launch("if isLoggedIn { window?.rootViewController = HomeViewController() }")?.isUsable == false)
        // Not literal.
        #expect(launch("window?.rootViewController = makeRoot()")?.isUsable == false)
        // A storyboard the launch code does not name (`storyboard` is a controller's property).
        #expect(launch(#"window?.rootViewController = storyboard?.instantiateViewController(withIdentifier: "Home")"#)?.isUsable == false)
        // Another object's window is not the launch's.
        #expect(launch("otherWindow.rootViewController = HomeViewController()") == nil)
    }
}
