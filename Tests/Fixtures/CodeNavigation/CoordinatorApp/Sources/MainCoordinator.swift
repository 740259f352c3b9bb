import UIKit

/// The coordinator pattern: controllers call their coordinator, which holds the navigation
/// controller and shows the next screen.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
}

final class MainCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDetail() {
        let vc = DetailViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }

    func buySubscription(product: String) {
        let vc = BuyViewController.instantiate()
        vc.coordinator = self
        vc.product = product
        navigationController.present(vc, animated: true)
    }

    func didFinishBuying() {
        navigationController.dismiss(animated: true)
    }
}

protocol Storyboarded {}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let id = String(describing: self)
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
        return storyboard.instantiateViewController(withIdentifier: id) as! Self
    }
}
