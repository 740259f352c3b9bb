import UIKit

/// A screen the user must not leave by going back: no back button, so no back swipe either.
class LockedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
    }
}

/// A screen with a drawing area: the back swipe is off while it shows (the back button stays).
class NoSwipeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}

/// A card that opens at half height and leaves Home usable beside it.
class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configureSheet()
    }

    private func configureSheet() {
        sheetPresentationController?.detents = [.medium(), .large()]
        sheetPresentationController?.prefersGrabberVisible = true
    }
}
