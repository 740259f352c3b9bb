import UIKit

final class HomeViewController: UIViewController {
    @IBAction func logIn(_ sender: Any) {
        (UIApplication.shared.delegate as? AppDelegate)?.showLogin()
    }

    @IBAction func openDetail(_ sender: Any) {
        AppDelegate.shared.showDetail()
    }
}

final class LoginViewController: UIViewController {}
final class DetailViewController: UIViewController {}
