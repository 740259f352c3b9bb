import UIKit

final class WizardViewController: UIViewController {
    @IBAction func next(_ sender: Any) {
        guard let step = storyboard?.instantiateViewController(withIdentifier: "WizardStep") else { return }
        topmostPresentedViewController.present(step, animated: true)
    }
}

final class WizardStepViewController: UIViewController {
    @IBAction func done(_ sender: Any) {
        dismiss(animated: true)
    }
}

final class DetailViewController: UIViewController {
    @IBAction func share(_ sender: Any) {
        let activity = UIActivityViewController(activityItems: [title ?? ""], applicationActivities: nil)
        topPresented().present(activity, animated: true)
    }

    /// On the key window's root.
    @IBAction func sendFeedback(_ sender: Any) {
        let alert = UIAlertController(title: "Feedback", message: nil, preferredStyle: .alert)
        keyWindowRoot?.present(alert, animated: true)
    }

    /// On what is presented, if anything: not followed, listed.
    @IBAction func report(_ sender: Any) {
        let alert = UIAlertController(title: "Report", message: nil, preferredStyle: .alert)
        topPresentedViewController?.present(alert, animated: true)
    }
}

final class SettingsViewController: UIViewController {}
