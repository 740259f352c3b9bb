import UIKit

/// The only screen the storyboards reach: every other screen is its code's doing.
final class HomeViewController: UIViewController {
    /// Reaches Settings.storyboard, which no segue leads to.
    @IBAction func openSettings(_ sender: Any) {
        let settings = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()!
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }

    /// Home is in no navigation controller: `navigationController` is nil, the push does nothing.
    @IBAction func pushDetail(_ sender: Any) {
        let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
        navigationController?.pushViewController(detail, animated: true)
    }

    /// The storyboard has no scene "Missing": UIKit raises.
    @IBAction func openMissing(_ sender: Any) {
        let missing = storyboard!.instantiateViewController(withIdentifier: "Missing")
        present(missing, animated: true)
    }

    /// A controller made in code, in a navigation controller made in code.
    @IBAction func openLibrary(_ sender: Any) {
        if hasLibrary {
            present(UINavigationController(rootViewController: LibraryViewController()), animated: true)
        }
    }

    var hasLibrary: Bool { true }
}

final class SettingsViewController: UIViewController {
    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }
}

final class DetailViewController: UIViewController {}

final class LibraryViewController: UIViewController {}
