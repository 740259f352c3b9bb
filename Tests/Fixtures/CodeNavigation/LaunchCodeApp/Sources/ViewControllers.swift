import UIKit

/// The template's controller, left in the storyboard: the launch code replaces it.
class ViewController: UIViewController {}

final class HomeViewController: UIViewController {
    @IBAction func openDetail(_ sender: Any) {
        let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class DetailViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
