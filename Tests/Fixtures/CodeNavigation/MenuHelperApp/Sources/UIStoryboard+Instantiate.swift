import UIKit

// Written for Proscenium's tests: a storyboard property and a method that instantiates a scene
// by its class, whose storyboard identifier is the class's name.
extension UIStoryboard {
    static let main = UIStoryboard(name: "Main", bundle: nil)

    func instantiateViewController<T: UIViewController>(_ type: T.Type) -> T {
        return instantiateViewController(withIdentifier: String(describing: type)) as! T
    }
}

extension UIViewController {
    /// A helper named like UIKit's `present(_:animated:completion:)`, with other arguments.
    func present(inNav viewController: UIViewController, animated: Bool = true) {
        let nav = UINavigationController(rootViewController: viewController)
        present(nav, animated: animated)
    }
}
