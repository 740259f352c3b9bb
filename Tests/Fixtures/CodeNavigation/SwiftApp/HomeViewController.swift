import UIKit

/// The first screen: each button's action navigates in one of the recognised ways.
final class HomeViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        configureAppearance()
    }

    private func configureAppearance() {
        view.backgroundColor = .white   // nothing to navigate here
    }

    @IBAction func openSettings(_ sender: Any) {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let settings = storyboard.instantiateInitialViewController()!
        present(settings, animated: true)
    }

    @IBAction func openProfile(_ sender: UIButton) {
        let profile = self.storyboard?.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController
        profile.modalPresentationStyle = .fullScreen
        profile.modalTransitionStyle = .crossDissolve
        self.present(profile, animated: true, completion: nil)
    }

    @IBAction func openAbout() {
        let about = AboutViewController()
        let nav = UINavigationController(rootViewController: about)
        present(nav, animated: true)
    }

    @IBAction func pushDetail(_ sender: Any) {
        showDetail()
    }

    private func showDetail() {
        guard let detail = storyboard?.instantiateViewController(identifier: "Detail") else { return }
        navigationController?.pushViewController(detail, animated: true)
    }

    @IBAction func startCheckout(_ sender: Any) {
        if isSignedIn {
            performSegue(withIdentifier: "checkout", sender: self)
        } else {
            performSegue(withIdentifier: "signIn", sender: self)
        }
    }

    @IBAction func showHelp(_ sender: Any) {
        performSegue(withIdentifier: "help", sender: nil)
    }

    @IBAction func openNamed(_ sender: Any) {
        let name = "Dynamic" + "Screen"
        let controller = storyboard!.instantiateViewController(withIdentifier: name)
        show(controller, sender: self)
    }

    @IBAction func openSegueByVariable(_ sender: Any) {
        performSegue(withIdentifier: segueName, sender: nil)
    }

    @IBAction func switchToSecondTab(_ sender: Any) {
        tabBarController?.selectedIndex = 1
    }

    @IBAction func resetStack(_ sender: Any) {
        navigationController?.setViewControllers([HomeViewController(), AboutViewController()], animated: false)
    }

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}

    var isSignedIn: Bool { false }
    var segueName: String { "help" }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "blocked" {
            return false
        }
        switch identifier {
        case "checkout", "purchase":
            return isSignedIn
        default:
            return true
        }
    }
}

extension HomeViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = DetailViewController()
        show(detail, sender: self)
    }
}
