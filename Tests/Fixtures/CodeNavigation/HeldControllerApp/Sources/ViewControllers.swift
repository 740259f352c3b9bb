import UIKit

protocol HomeViewControllerDelegate: AnyObject {
    func homeDidSelectRow()
    func homeDidTapSettings()
}

protocol DetailViewControllerDelegate: AnyObject {
    func detailDidFinish()
}

/// Tells its delegate, the coordinator holding it, what the user did.
final class HomeViewController: UITableViewController {
    weak var delegate: HomeViewControllerDelegate?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.homeDidSelectRow()
    }

    @IBAction func openSettings(_ sender: Any) {
        self.delegate?.homeDidTapSettings()
    }
}

final class DetailViewController: UIViewController {
    weak var delegate: DetailViewControllerDelegate?

    @IBAction func done(_ sender: Any) {
        delegate?.detailDidFinish()
    }
}

/// Holds its coordinator in a property of the coordinator's class.
final class SettingsViewController: UIViewController {
    var coordinator: SettingsCoordinator?

    @IBAction func help(_ sender: Any) {
        coordinator?.showHelp()
    }

    @IBAction func close(_ sender: Any) {
        coordinator?.close()
    }

    @IBAction func startOver(_ sender: Any) {
        coordinator?.startOver()
    }
}
