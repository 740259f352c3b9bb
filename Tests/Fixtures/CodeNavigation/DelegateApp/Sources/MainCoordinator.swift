import UIKit

protocol HomeDelegate: AnyObject {
    func didSelect(_ item: String)
    func didTapAdd()
}

protocol DetailDelegate: AnyObject {
    func detailDidFinish()
}

/// Adopted by two objects that each make themselves an editor's delegate: which one an editor
/// has is not known from the code, so its call is not followed.
protocol EditorDelegate: AnyObject {
    func editorDidSave()
}

/// The coordinator: it makes each controller and becomes its delegate.
final class MainCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController.instantiate()
        home.delegate = self
        navigationController.setViewControllers([home], animated: false)
    }
}

extension MainCoordinator: HomeDelegate {
    func didSelect(_ item: String) {
        let detail = DetailViewController.instantiate()
        detail.delegate = self
        detail.item = item
        navigationController.pushViewController(detail, animated: true)
    }

    func didTapAdd() {
        let editor = EditorViewController.instantiate()
        editor.delegate = self
        navigationController.present(UINavigationController(rootViewController: editor), animated: true)
    }
}

extension MainCoordinator: DetailDelegate {
    func detailDidFinish() {
        navigationController.popViewController(animated: true)
    }
}

extension MainCoordinator: EditorDelegate {
    func editorDidSave() {
        navigationController.dismiss(animated: true)
    }
}

/// Another coordinator that shows the editor too.
final class DraftsCoordinator: EditorDelegate {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showEditor() {
        let editor = EditorViewController.instantiate()
        editor.delegate = self
        navigationController.pushViewController(editor, animated: true)
    }

    func editorDidSave() {
        navigationController.popViewController(animated: true)
    }
}

protocol Storyboarded {}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let id = String(describing: self)
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
        return storyboard.instantiateViewController(withIdentifier: id) as! Self
    }
}
