/// A view controller one of the app's objects holds in a property — a coordinator's root
/// controller (`fileprivate let rootController: MenuViewController`, `@property MenuViewController
/// *rootController`) — on which that object's methods navigate (issue 40, point 3):
/// `self.rootController.performSegue(withIdentifier: "paymentSegue", sender: nil)`,
/// `self.rootController.navigationController?.popViewController(animated: true)`,
/// `[self.rootController dismissViewControllerAnimated:YES completion:nil]`.
///
/// The object's methods run when a controller calls it (`ObjectProperties`: a `coordinator`
/// property, or a delegate the object made itself, `self.rootController.delegate = self`). In the
/// coordinator pattern the controller it holds is the one that tells it what the user did, so
/// where the calling controller is of the held class (or a class below it), the call is explored
/// as that controller's own — conditionally, as every step an object makes: the reader cannot
/// tell that the object holds that very controller. Where the caller is of another class, the call
/// is listed (not UIKit's form or not the controller's), never performed (`SceneCodeActions`).
public struct HeldController: Hashable, Sendable {
    /// The object's type (`MenuCoordinator`).
    public var owner: String
    /// Its property (`rootController`).
    public var property: String
    /// The property's declared class (`MenuViewController`).
    public var className: String

    public init(owner: String, property: String, className: String) {
        self.owner = owner
        self.property = property
        self.className = className
    }

    /// What reports add after the call: ` on MenuCoordinator's rootController (a
    /// MenuViewController)`.
    public var phrase: String { " on \(owner)'s \(property) (a \(className))" }

    /// Why a call is not followed when the caller is of another class.
    func notTheCaller(_ callerClass: String) -> String {
        "called on \(owner)'s \(property), a \(className), not on the calling \(callerClass)"
    }

    /// The UIKit properties of the held controller a call may go through and still be the
    /// controller's own call (its containers, as `controllerReceivers` has them).
    static let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController"]

    /// UIKit's names for the controllers around a controller.
    private static let uikitNames = containers.union(["parent", "parentViewController", "presentingViewController"])

    /// The held controller a receiver's property path names (`self` dropped: `["rootController"]`,
    /// `["rootController", "navigationController"]`) in a method of `owner`, and what is left of
    /// the path as the controller's own receiver (`[]`: the controller itself;
    /// `["navigationController"]`: its navigation controller). `heldClass` answers the class
    /// `owner`'s property holds when `owner` is one of the app's objects and the class one of its
    /// view controllers, else nil.
    static func read(path: [String], owner: String, heldClass: (String) -> String?) -> (held: HeldController, rest: [String])? {
        // A property named as UIKit's (a coordinator's `navigationController`, even of an app's
        // subclass) keeps meaning the caller's container, as `ObjectProperties` reads it.
        guard let property = path.first, path.count <= 2, !uikitNames.contains(property),
              let className = heldClass(property) else { return nil }
        let rest = Array(path.dropFirst())
        guard rest.allSatisfy(containers.contains) else { return nil }
        return (HeldController(owner: owner, property: property, className: className), rest)
    }
}
