import UIKit

/// Embedded in the container: its row and buttons ask the container, its parent.
final class ListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        (parent as? ContainerViewController)?.showDetail()
    }

    @IBAction func openSettings(_ sender: Any) {
        guard let container = parent as? ContainerViewController else { return }
        container.showSettings()
    }

    @IBAction func openAbout(_ sender: Any) {
        let about = storyboard!.instantiateViewController(withIdentifier: "About")
        (navigationController as? MainNavigationController)?.pushViewController(about, animated: true)
    }

    /// The parent is no SettingsViewController: the cast fails and nothing happens.
    @IBAction func closeWrongParent(_ sender: Any) {
        (parent as? SettingsViewController)?.done(self)
    }
}

final class DetailViewController: UIViewController {
    @IBAction func openHelp(_ sender: Any) {
        let help = storyboard!.instantiateViewController(withIdentifier: "Help")
        (view.window?.rootViewController as? UINavigationController)?.pushViewController(help, animated: true)
    }

    @IBAction func startOver(_ sender: Any) {
        (navigationController?.viewControllers.first as? ContainerViewController)?.backToStart()
    }
}

final class SettingsViewController: UIViewController {
    @IBAction func done(_ sender: Any) {
        (presentingViewController as? MainNavigationController)?.finishSettings()
    }
}

final class HelpViewController: UIViewController {}
final class AboutViewController: UIViewController {}
