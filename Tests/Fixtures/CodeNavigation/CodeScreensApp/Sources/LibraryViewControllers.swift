import UIKit

/// The library's first tab, in a navigation controller: a row pushes an item's detail.
final class FavoritesViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(DetailViewController(item: "Favorite"), animated: true)
    }
}

/// The library's second tab, in no navigation controller: its row's push goes to nil (the bug
/// this app keeps for explore to find), and its close button dismisses the library.
final class RecentViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UIButton(type: .close)
        close.addTarget(self, action: #selector(closeLibrary), for: .touchUpInside)
        tableView.tableHeaderView = close
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(DetailViewController(item: "Recent"), animated: true)
    }

    @objc func closeLibrary() {
        dismiss(animated: true)
    }
}

/// An old screen only `HomeViewController.openLegacy()` makes, which nothing calls.
final class LegacyViewController: UIViewController {}
