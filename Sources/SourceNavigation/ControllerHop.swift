import SwiftSyntax

/// Another controller on screen that a controller's code reaches and casts to a class, to call
/// its code or navigate on it (issue 40, point 3): `(parent as? ContainerViewController)?.
/// showDetail()` runs `ContainerViewController.showDetail()` with the parent as `self`;
/// `(window?.rootViewController as? UINavigationController)?.pushViewController(…)` pushes onto
/// the window's root. The controller is one UIKit names from the caller (its parent, its
/// presenting controller, its navigation or tab bar controller, the navigation stack's root, its
/// window's root), so explore finds it in the hierarchy where UIKit would; the cast may fail (the
/// controller is not of that class, or there is none), and then the code does nothing — so every
/// step made through a hop is conditional, and where the cast fails explore's action changes
/// nothing.
public struct ControllerHop: Hashable, Sendable, CustomStringConvertible {
    /// Which controller UIKit answers, from the caller's.
    public enum Relation: String, Hashable, Sendable {
        /// `parent` (nil for a presented controller, R50).
        case parent
        /// `presentingViewController`: the presenter of the caller's nearest presented ancestor
        /// (R49: a child of a presented controller reports the ancestor's presenter).
        case presenting
        /// `navigationController`, `tabBarController`: the nearest such container among the
        /// caller's parents (not across a presentation).
        case navigationController, tabBarController
        /// `navigationController?.viewControllers.first` (or `[0]`): the navigation stack's root.
        case navigationRoot
        /// The root of the caller's window (`WindowRoots`, an app delegate's own `window`).
        case windowRoot

        /// How reports name it: `its parent`.
        public var phrase: String {
            switch self {
            case .parent: "its parent"
            case .presenting: "its presenting controller"
            case .navigationController: "its navigation controller"
            case .tabBarController: "its tab bar controller"
            case .navigationRoot: "its navigation stack's root"
            case .windowRoot: "its window's root"
            }
        }
    }

    public var relation: Relation
    /// The class the code casts it to (`ContainerViewController`, `UINavigationController`).
    public var className: String
    /// The classes that pass the cast: `className` and its subclasses the sources declare
    /// (`SceneCodeActions` fills it; empty until then).
    public var classes: [String] = []

    public init(relation: Relation, className: String, classes: [String] = []) {
        self.relation = relation
        self.className = className
        self.classes = classes
    }

    /// `its parent as a ContainerViewController`.
    public var description: String { "\(relation.phrase) as a \(className)" }

    /// What reports add after a call made through `actor`: ` by its parent as a Container` (the
    /// other controller's code makes it), ` on its window's root as a UINavigationController`
    /// (`onActor`: the call is that controller's); empty without hops.
    public static func phrase(_ actor: [ControllerHop], on onActor: Bool) -> String {
        actor.isEmpty ? "" : (onActor ? " on " : " by ") + actor.map(\.description).joined(separator: ", then ")
    }

    /// UIKit's container classes, by the container kind `tree` reports for them.
    private static let containerKinds = ["UINavigationController": "navigation", "UITabBarController": "tabBar",
                                         "UISplitViewController": "splitView"]

    /// Whether a controller of `className` (a storyboard's custom class or UIKit's, possibly
    /// module-qualified) whose container kind is `container` passes the cast.
    public func admits(className: String, container: String) -> Bool {
        if self.className == "UIViewController" { return true }
        if let kind = Self.containerKinds[self.className], kind == container { return true }
        let name = className.split(separator: ".").last.map(String.init) ?? className
        return name == self.className || classes.contains(name)
    }

    /// The hop an expression names: `parent as? X`, `(navigationController as! X)`, `self.
    /// presentingViewController as? X`, `navigationController?.viewControllers.first as? X`, a
    /// window's root cast (`isWindowRoot` says which expressions are one); nil for anything else,
    /// and for a name the method binds itself (`isLocal`: a local `parent` is not UIKit's).
    static func read(_ expr: ExprSyntax, isLocal: (String) -> Bool, isWindowRoot: (ExprSyntax) -> Bool) -> ControllerHop? {
        var e = expr
        while true {
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
                e = only.expression
                continue
            }
            if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression; continue }
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression; continue }
            break
        }
        let value: ExprSyntax, type: String
        if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let first = sequence.elements.first, let last = sequence.elements.last {
            value = first
            type = last.sourceText
        } else if let cast = e.as(AsExprSyntax.self) {
            value = cast.expression
            type = cast.type.sourceText
        } else {
            return nil
        }
        guard let className = type.split(separator: ".").last.map(String.init), className.first?.isUppercase == true,
              let relation = relation(of: value, isLocal: isLocal, isWindowRoot: isWindowRoot) else { return nil }
        return ControllerHop(relation: relation, className: className)
    }

    /// Which controller an Objective-C dotted name or send names from the caller's
    /// (`self.parentViewController`, `[self.navigationController.viewControllers firstObject]`);
    /// a window's root is the caller's business (`ObjCBodyReader`).
    static func relation(objC text: String) -> Relation? {
        switch text {
        case "self.parentViewController": .parent
        case "self.presentingViewController": .presenting
        case "self.navigationController": .navigationController
        case "self.tabBarController": .tabBarController
        case "self.navigationController.viewControllers.firstObject", "[self.navigationController.viewControllers firstObject]": .navigationRoot
        default: nil
        }
    }

    /// Which controller `expr` names, from the caller's.
    static func relation(of expr: ExprSyntax, isLocal: (String) -> Bool, isWindowRoot: (ExprSyntax) -> Bool) -> Relation? {
        if isWindowRoot(expr) { return .windowRoot }
        var text = expr.compactText(dropping: "?!")
        if text.hasPrefix("self.") {
            text.removeFirst("self.".count)
        } else if let head = text.split(separator: ".").first, isLocal(String(head)) {
            return nil
        }
        switch text {
        case "parent": return .parent
        case "presentingViewController": return .presenting
        case "navigationController": return .navigationController
        case "tabBarController": return .tabBarController
        case "navigationController.viewControllers.first", "navigationController.viewControllers[0]": return .navigationRoot
        default: return nil
        }
    }
}
