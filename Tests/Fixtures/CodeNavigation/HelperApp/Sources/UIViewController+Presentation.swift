import UIKit

/// The app's navigation helpers, as real apps write them in a `UIViewController` extension.
extension UIViewController {
    /// The top of this controller's presentations.
    var topmostPresentedViewController: UIViewController {
        var result = self
        while let presented = result.presentedViewController {
            result = presented
        }
        return result
    }

    /// The same, written recursively.
    func topPresented() -> UIViewController {
        guard let presented = presentedViewController else { return self }
        return presented.topPresented()
    }

    /// Presents over whatever this controller already presents.
    func presentOnTop(_ viewController: UIViewController, animated: Bool = true) {
        var topViewController = self
        while let presentedViewController = topViewController.presentedViewController {
            topViewController = presentedViewController
        }
        topViewController.present(viewController, animated: animated)
    }

    /// Pushes onto this controller's navigation stack.
    func push(_ viewController: UIViewController) {
        navigationController?.pushViewController(viewController, animated: true)
    }

    /// The key window's root.
    var keyWindowRoot: UIViewController? {
        UIApplication.shared.windows.first { $0.isKeyWindow }?.rootViewController
    }

    /// The top of this controller's presentations, or nil when it presents nothing: a call on it
    /// may go to nil, so it is not followed.
    var topPresentedViewController: UIViewController? {
        guard var top = presentedViewController else { return nil }
        while let presented = top.presentedViewController {
            top = presented
        }
        return top
    }
}

/// Alerts for any controller that adopts it.
protocol Alertable {}

extension Alertable where Self: UIViewController {
    func showAlert(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
