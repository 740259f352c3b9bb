import UIKit

/// Home: a container whose embedded list asks it to show the next screens.
final class ContainerViewController: UIViewController {
    func showDetail() {
        let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
        navigationController?.pushViewController(detail, animated: true)
    }

    func showSettings() {
        let settings = storyboard!.instantiateViewController(withIdentifier: "Settings")
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }

    func backToStart() {
        navigationController?.popToRootViewController(animated: true)
    }
}

/// The app's navigation controller: what its settings screen asks it when done.
final class MainNavigationController: UINavigationController {
    func finishSettings() {
        dismiss(animated: true)
    }
}
