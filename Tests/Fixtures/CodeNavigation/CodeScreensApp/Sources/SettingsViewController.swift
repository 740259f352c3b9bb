import UIKit

/// Settings, whose view comes from SettingsViewController.xib (`init(nibName:bundle:)`): its Done
/// button is wired there to `done(_:)`; an About button made here pushes About.
class SettingsViewController: UIViewController {
    @IBAction func done(_ sender: Any) {
        dismiss(animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let about = UIButton(type: .infoLight)
        about.addTarget(self, action: #selector(SettingsViewController.showAbout), for: .touchUpInside)
        view.addSubview(about)
    }

    @objc func showAbout() {
        navigationController?.pushViewController(AboutViewController(), animated: true)
    }
}

final class AboutViewController: UIViewController {}
