import UIKit

class HomeViewController: UIViewController {}

/// Shows a tip each time it appears: also when the user starts to swipe back from the editor
/// above it and gives up (viewWillAppear runs, R107), when it is not on screen.
class ListViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let tip = storyboard!.instantiateViewController(withIdentifier: "Tip")
        present(tip, animated: true)
    }
}

/// Leaves for the start when it starts to disappear: also when a back swipe is given up, and
/// the editor was to stay.
class EditorViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.popToRootViewController(animated: false)
    }
}

/// Saves its draft as it starts to go, through a segue the storyboard no longer has: also when
/// the user pulls it down and lets go too early (R110), and it was to stay.
class ComposeViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        performSegue(withIdentifier: "saveDraft", sender: self)
    }
}
