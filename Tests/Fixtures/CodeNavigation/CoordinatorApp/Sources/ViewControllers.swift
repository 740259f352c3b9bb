import UIKit

final class HomeViewController: UIViewController, Storyboarded {
    var coordinator: MainCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let navigationController {
            coordinator = MainCoordinator(navigationController: navigationController)
        }
    }

    @IBAction func showDetail(_ sender: Any) {
        coordinator?.showDetail()
    }

    @IBAction func buy(_ sender: Any) {
        coordinator?.buySubscription(product: "pro")
    }
}

final class DetailViewController: UIViewController, Storyboarded {
    weak var coordinator: MainCoordinator?

    @IBAction func buy(_ sender: Any) {
        self.coordinator?.buySubscription(product: "detail")
    }
}

final class BuyViewController: UIViewController, Storyboarded {
    weak var coordinator: MainCoordinator?
    var product = ""

    @IBAction func done(_ sender: Any) {
        coordinator?.didFinishBuying()
    }
}
