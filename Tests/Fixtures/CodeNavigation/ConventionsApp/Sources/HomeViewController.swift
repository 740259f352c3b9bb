import UIKit

/// Every screen is named through a convention of Storyboarded.swift.
final class HomeViewController: UIViewController {
    @IBAction func openDetail(_ sender: Any) {
        let detail = UIStoryboard.main.instantiateViewController(withIdentifier: String(describing: DetailViewController.self)) as! DetailViewController
        navigationController?.pushViewController(detail, animated: true)
    }

    @IBAction func openProfile(_ sender: Any) {
        let profile = ProfileViewController.instantiate()
        present(profile, animated: true)
    }

    @IBAction func openSettings(_ sender: Any) {
        guard let settings = storyboard?.instantiateViewController(withIdentifier: Identifiers.settings) as? SettingsViewController else { return }
        show(settings, sender: self)
    }

    @IBAction func openHelp(_ sender: Any) {
        let help = storyboard!.instantiateViewController(withIdentifier: HelpViewController.storyboardIdentifier)
        present(UINavigationController(rootViewController: help), animated: true)
    }

    @IBAction func openAbout(_ sender: Any) {
        performSegue(withIdentifier: SegueIdentifier.showAbout.rawValue, sender: self)
    }

    /// Home has no segue "showLegal": UIKit raises.
    @IBAction func openLegal(_ sender: Any) {
        performSegue(withIdentifier: SegueIdentifier.showLegal.rawValue, sender: self)
    }
}

final class DetailViewController: UIViewController {}
final class ProfileViewController: UIViewController, Storyboarded {}
final class SettingsViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class AboutViewController: UIViewController {}
