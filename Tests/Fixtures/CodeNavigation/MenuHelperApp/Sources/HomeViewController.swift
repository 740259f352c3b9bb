import UIKit

// Written for Proscenium's tests: Home's "More" bar button item shows a menu made in code.
class HomeViewController: UIViewController {
    @IBOutlet weak var moreButton: UIBarButtonItem!
    var showsAbout = false

    override func viewDidLoad() {
        super.viewDidLoad()
        var items = [UIAction(title: "Settings", handler: { [weak self] _ in self?.showSettings() })]
        if showsAbout {
            items.append(UIAction(title: "About") { [weak self] _ in self?.showAbout() })
        }
        items.append(UIAction(title: "Log") { _ in print("log") })
        moreButton.menu = UIMenu(children: items)
    }

    @IBAction func openDetail(_ sender: Any) {
        let detail = UIStoryboard.main.instantiateViewController(DetailViewController.self)
        navigationController?.pushViewController(detail, animated: true)
    }

    func showSettings() {
        present(inNav: SettingsViewController())
    }

    func showAbout() {
        present(inNav: AboutViewController.make(), animated: false)
    }

    func showReport() {
        present(inNav: makeReport())
    }

    func makeReport() -> UIViewController {
        UIViewController()
    }
}

class DetailViewController: UIViewController {}

class AboutViewController: UIViewController {
    static func make() -> Self {
        UIStoryboard.main.instantiateViewController(Self.self)
    }

    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }
}

class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func done() {
        dismiss(animated: true)
    }
}
