import UIKit

/// A pushed screen: pops, pops to the root, shows a detail, presents an alert.
class DetailViewController: BaseViewController {
    @IBAction func done(_ sender: Any) {
        navigationController?.popViewController(animated: true)
    }

    @IBAction func startOver(_ sender: Any) {
        self.navigationController?.popToRootViewController(animated: true)
    }

    @IBAction func showSplitDetail(_ sender: Any) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        showDetailViewController(storyboard.instantiateViewController(withIdentifier: "Profile"), sender: self)
    }

    @IBAction func confirm(_ sender: Any) {
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Yes", style: .default) { _ in
            self.dismiss(animated: true)
        })
        present(alert, animated: true)
    }

    // performSegue(withIdentifier: "inComment", sender: nil)
    let note = "performSegue(withIdentifier: \"inString\", sender: nil)"
}

/// Shared behaviour of the app's screens, read through the superclass chain.
class BaseViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if needsOnboarding {
            presentOnboarding()
        }
    }

    func presentOnboarding() {
        let onboarding = UIStoryboard(name: "Onboarding", bundle: .main).instantiateViewController(withIdentifier: "Welcome")
        onboarding.modalPresentationStyle = .formSheet
        present(onboarding, animated: true)
    }

    var needsOnboarding: Bool { true }
}

class ProfileViewController: UIViewController {
    @IBAction func close(_ sender: Any) {
        dismiss(animated: true, completion: nil)
    }
}

class AboutViewController: UIViewController {}

class GalleryViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let photo = PhotoViewController()
        navigationController?.pushViewController(photo, animated: true)
    }
}

class PhotoViewController: UIViewController {}
