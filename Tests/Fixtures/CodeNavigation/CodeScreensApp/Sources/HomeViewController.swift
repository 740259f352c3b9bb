import UIKit

/// The list the app opens on: a row pushes its detail, the bar buttons present the settings
/// and a library in a tab bar controller made here.
class HomeViewController: UITableViewController {
    let items = ["Inbox", "Archive"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(openSettings))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Library", style: .plain, target: self, action: #selector(openLibrary(_:)))
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = DetailViewController(item: items[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc func openSettings() {
        let settings = SettingsViewController(nibName: "SettingsViewController", bundle: nil)
        present(UINavigationController(rootViewController: settings), animated: true)
    }

    @objc func openLibrary(_ sender: UIBarButtonItem) {
        let library = UITabBarController()
        library.viewControllers = [UINavigationController(rootViewController: FavoritesViewController()), RecentViewController()]
        present(library, animated: true)
    }

    /// Nothing calls it any more: the class it makes is a screen no path reaches.
    func openLegacy() {
        navigationController?.pushViewController(LegacyViewController(), animated: true)
    }
}
