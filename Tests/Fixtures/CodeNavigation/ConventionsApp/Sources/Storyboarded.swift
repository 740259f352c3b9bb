import UIKit

/// The app's conventions for naming storyboards and scenes, as real apps declare them.
extension UIStoryboard {
    static var main: UIStoryboard {
        return UIStoryboard(name: "Main", bundle: nil)
    }
}

extension UIViewController {
    /// Each scene's storyboard identifier is its class's name.
    static var storyboardIdentifier: String {
        return String(describing: self)
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

enum SegueIdentifier: String {
    case showAbout = "about"
    case showLegal
}

enum Identifiers {
    static let settings = "Settings"
}
