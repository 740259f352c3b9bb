import UIKit

/// Each coordinator holds the controller it coordinates in a property and navigates on it: it
/// pushes and presents the next screens, performs the storyboard's manual segues, pops and
/// dismisses — the controller's own calls, made by the coordinator.
final class HomeCoordinator {
    private let rootController: HomeViewController

    init(rootController: HomeViewController) {
        self.rootController = rootController
    }

    func start() {
        self.rootController.delegate = self
    }
}

extension HomeCoordinator: HomeViewControllerDelegate {
    func homeDidSelectRow() {
        let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
        self.rootController.navigationController?.pushViewController(detail, animated: true)
    }

    func homeDidTapSettings() {
        let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings")
        rootController.present(settings, animated: true)
    }
}

final class DetailCoordinator: DetailViewControllerDelegate {
    let rootController: DetailViewController

    init(rootController: DetailViewController) {
        self.rootController = rootController
    }

    func start() {
        self.rootController.delegate = self
    }

    func detailDidFinish() {
        _ = self.rootController.navigationController?.popViewController(animated: true)
    }
}

final class SettingsCoordinator {
    let rootController: SettingsViewController
    /// Another class's controller: a call on it is not the calling Settings' own.
    let homeController: HomeViewController

    init(rootController: SettingsViewController, homeController: HomeViewController) {
        self.rootController = rootController
        self.homeController = homeController
    }

    func showHelp() {
        rootController.performSegue(withIdentifier: "help", sender: nil)
    }

    func close() {
        self.rootController.dismiss(animated: true)
    }

    func startOver() {
        homeController.navigationController?.popToRootViewController(animated: true)
    }
}
