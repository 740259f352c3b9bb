import UIKit

/// The launch screen's root: its screens are shown through the helpers.
final class HomeViewController: UIViewController, Alertable {
    var hasCompletedSetup = false

    /// The setup wizard, over whatever is on screen, once the home screen is up.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasCompletedSetup else { return }
        DispatchQueue.main.async {
            self.presentOnTop(self.storyboard!.instantiateViewController(withIdentifier: "Wizard"))
        }
    }

    @IBAction func openDetail(_ sender: Any) {
        let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
        push(detail)
    }

    @IBAction func openHelp(_ sender: Any) {
        showAlert(title: "Help", message: "Tap Detail.")
    }

    /// What the helper is handed is made elsewhere: not literal, listed.
    @IBAction func openSettings(_ sender: Any) {
        presentOnTop(makeSettings())
    }

    func makeSettings() -> UIViewController {
        storyboard!.instantiateViewController(withIdentifier: "Settings")
    }
}
