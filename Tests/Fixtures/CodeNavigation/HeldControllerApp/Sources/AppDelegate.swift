import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: HomeCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The storyboard's root stays the window's; the coordinator is handed its Home.
        if let navigationController = window?.rootViewController as? UINavigationController,
           let home = navigationController.topViewController as? HomeViewController {
            coordinator = HomeCoordinator(rootController: home)
            coordinator?.start()
        }
        return true
    }
}
