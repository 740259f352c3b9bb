/// The superclasses UIKit gives its own view controller classes, for looking a helper up in the
/// sources' extensions of them (`extension UIViewController { … }` serves a
/// `UITableViewController` subclass too). From Apple's class references: the containers, table,
/// collection, page, alert, search and activity controllers are direct `UIViewController`
/// subclasses; the image picker and the video editor are navigation controllers. UIKit classes
/// named `…Controller` that are no view controllers (`UIPresentationController`,
/// `UIDocumentInteractionController`) have no ancestry here.
enum UIKitControllerAncestry {
    private static let navigationControllers: Set<String> = ["UIImagePickerController", "UIVideoEditorController"]
    /// UIKit's direct `UIViewController` subclasses whose name does not end in `ViewController`.
    private static let otherControllers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIAlertController", "UISearchController",
        "UICloudSharingController",
    ]

    /// The UIKit classes above `name` (nearest first), or none when it is not UIKit's controller.
    static func ancestors(of name: String) -> [String] {
        if name == "UIViewController" { return [] }
        if navigationControllers.contains(name) { return ["UINavigationController", "UIViewController"] }
        guard name.hasPrefix("UI"), name.hasSuffix("ViewController") || otherControllers.contains(name) else { return [] }
        return ["UIViewController"]
    }

    /// Whether a type whose ancestry (itself and every type above it) is `ancestry` is a view
    /// controller: UIKit's `UIViewController` or one of its controller classes is among them.
    static func isController(ancestry: [String]) -> Bool {
        ancestry.contains { $0 == "UIViewController" || !ancestors(of: $0).isEmpty }
    }
}
