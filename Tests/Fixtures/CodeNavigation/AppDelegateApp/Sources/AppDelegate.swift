import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    static var shared: AppDelegate {
        UIApplication.shared.delegate as! AppDelegate
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}

extension UIStoryboard {
    static var main: UIStoryboard {
        UIStoryboard(name: "Main", bundle: nil)
    }
}

/// The screens the app delegate shows for the controllers that ask.
extension AppDelegate {
    func showLogin() {
        let login = UIStoryboard.main.instantiateViewController(withIdentifier: String(describing: LoginViewController.self))
        login.modalPresentationStyle = .fullScreen
        window?.rootViewController?.present(login, animated: true)
    }

    /// Through a cast that may fail: followed when the window's root is a navigation controller.
    func showDetail() {
        let detail = UIStoryboard.main.instantiateViewController(withIdentifier: String(describing: DetailViewController.self))
        (window?.rootViewController as? UINavigationController)?.pushViewController(detail, animated: true)
    }
}
