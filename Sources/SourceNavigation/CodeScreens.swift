/// A view controller class of the app's that its code makes — `HomeViewController()`,
/// `DetailViewController(item:)`, `SettingsViewController(nibName:bundle:)`, a root its launch
/// code builds — and that no storyboard scene has as its class: a screen of the exploration, as
/// a storyboard scene is (issue 40, point 2). A controller made in code has no scene (nor
/// storyboard, R185), so what ties it to its code is its class: the engine makes it with
/// `vc.create {class}`, and `tree` names that class.
public struct CodeScreen: Hashable, Sendable {
    /// The class (last name component).
    public var name: String
    /// Where the code first makes it (launch code first, then the classes' methods in order).
    public var location: SourceLocation
}

extension SourceFacts {
    /// The classes the code makes that are screens, in the order first made: declared in the
    /// sources, view controllers (`isViewController`), and not among `sceneClasses` (a class a
    /// storyboard scene has is that scene's: a controller of it made in code has no scene and is
    /// not followed). A container subclass (of `UINavigationController`, `UITabBarController`,
    /// `UISplitViewController`) is not one: the engine would make it a plain controller, so its
    /// children would be lost.
    public func codeScreens(excluding sceneClasses: Set<String>) -> [CodeScreen] {
        var out: [CodeScreen] = []
        var seen: Set<String> = []
        func note(_ source: ControllerSource, at location: SourceLocation) {
            switch source {
            case .codeMade(let name):
                guard !seen.contains(name), types[name] != nil, !sceneClasses.contains(name), isViewController(name),
                      uikitContainer(of: name) == nil else { return }
                seen.insert(name)
                out.append(CodeScreen(name: name, location: location))
            case .navigationWrapping(let inner): note(inner, at: location)
            case .tabBar(let tabs): for tab in tabs { note(tab, at: location) }
            default: break
            }
        }
        if let root = launchRoot { note(root.source, at: root.location) }
        for name in typeOrder {
            for method in types[name]!.methods {
                for step in method.steps {
                    switch step.kind {
                    case .navigation(let action):
                        for source in action.controllers { note(source, at: step.location) }
                    case .call:
                        for case let source? in step.arguments { note(source, at: step.location) }
                    default:
                        for source in step.pending?.controllers ?? [] { note(source, at: step.location) }
                    }
                }
            }
        }
        return out
    }

    /// Whether `name` is a view controller class: a UIKit controller class is among the
    /// superclasses the sources declare for it, or the first one they do not declare is named
    /// like one (`…Controller`: a library's view controller, `InputBarViewController`; [inf] from
    /// the name, as the reader takes `FooController()` for a controller made in code).
    public func isViewController(_ name: String) -> Bool {
        guard let top = topSuperclass(of: name) else { return false }
        return top == "UIViewController" || !UIKitControllerAncestry.ancestors(of: top).isEmpty || top.hasSuffix("Controller")
    }

    /// The UIKit container class `name` descends from (`UINavigationController`,
    /// `UITabBarController`, `UISplitViewController`), if any.
    func uikitContainer(of name: String) -> String? {
        let containers = ["UINavigationController", "UITabBarController", "UISplitViewController"]
        guard let top = topSuperclass(of: name) else { return nil }
        return containers.first { $0 == top || UIKitControllerAncestry.ancestors(of: top).contains($0) }
    }

    /// The first superclass of `name` the sources do not declare (cycles cut); nil when the
    /// chain ends in a declared class without a superclass.
    private func topSuperclass(of name: String) -> String? {
        var current = name
        var visited: Set<String> = []
        while let type = types[current], visited.insert(current).inserted {
            guard let superclass = type.superclass else { return nil }
            current = SceneCodeActions.className(customClass: superclass)
        }
        return types[current] == nil ? current : nil
    }
}
