import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}

/// The window's root is built here, in code: a tab bar with Home in a navigation controller and
/// Settings' initial controller. It replaces the storyboard's initial controller.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let home = storyboard.instantiateViewController(withIdentifier: "Home")
        let settings = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()!
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [UINavigationController(rootViewController: home), settings]
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        self.window = window
    }
}
