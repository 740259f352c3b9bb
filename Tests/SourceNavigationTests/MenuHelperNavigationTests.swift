import SourceNavigation
import Testing

/// Issue 40, point 3: three forms guardianproject/orbot-apple's iOS app navigates with (the real
/// app is `RealWorldHelperAppTests`' fixture), each in the synthetic
/// `Tests/Fixtures/CodeNavigation/MenuHelperApp`: a helper named like UIKit's `present` with other
/// arguments (`present(inNav:animated:)`, `NavigationNamedHelpers`), a `UIStoryboard` extension
/// that instantiates a scene by its class (`UIStoryboard.main.instantiateViewController(X.self)`,
/// `StoryboardTypeInstantiations`, also in a static factory as `Self.self`), and a menu made in
/// code whose items call the controller's methods (`UIAction(title:handler:)`, `TargetAction`).
@Suite struct MenuHelperNavigationTests {
    static func facts() throws -> SourceFacts { try Fixtures.facts("MenuHelperApp/Sources") }

    @Test func menuItemsHelpersAndClassInstantiationsAreFollowed() throws {
        let facts = try Self.facts()
        #expect(SceneCodeActionsTests.render(SceneCodeActions.actions(customClass: "MenuHelperApp.HomeViewController", connections: [
            .init(selector: "openDetail:", element: "button \"Detail\""),
        ], facts: facts)) == [
            "tap button \"Detail\" (openDetail:) → HomeViewController.openDetail(_:): pushes Main.storyboard's \"DetailViewController\" (HomeViewController.swift:20)",
            // The helper's `present(nav, animated:)` with the navigation controller around what the caller passed.
            "tap menu item \"Settings\" (showSettings) → HomeViewController.showSettings(): presents a navigation controller around a new SettingsViewController (UIStoryboard+Instantiate.swift:17) via present(inNav:animated:)",
            // Made under `if showsAbout`: the item may not be in the menu. `AboutViewController.make()`
            // returns `UIStoryboard.main.instantiateViewController(Self.self)`.
            "tap menu item \"About\" (showAbout) → HomeViewController.showAbout(): ?presents a navigation controller around Main.storyboard's \"AboutViewController\" (UIStoryboard+Instantiate.swift:17) via present(inNav:animated:)",
            // Building the menu navigates nowhere (a trigger kept with no steps).
            "on appearance (viewDidLoad) → HomeViewController.viewDidLoad(): ",
        ])
    }

    /// The handlers run when an item is chosen, not as the menu is built: `viewDidLoad` has no step.
    @Test func aMenuItemsHandlerIsNotAStepOfTheMethodThatBuildsTheMenu() throws {
        let facts = try Self.facts()
        let viewDidLoad = try #require(facts.types["HomeViewController"]?.methods.first { $0.name == "viewDidLoad()" })
        #expect(viewDidLoad.steps.isEmpty)
        // The "Log" item's handler calls no method of the class: no trigger.
        #expect(facts.types["HomeViewController"]?.targetActions.map(\.element) == ["menu item \"Settings\"", "menu item \"About\""])
        #expect(facts.types["HomeViewController"]?.targetActions.map(\.conditional) == [false, true])
    }

    /// A call the app's helper takes is that helper's (its defaulted parameters may be left out);
    /// one whose labels no declaration takes stays UIKit's name in another form, listed.
    @Test func helpersNamedLikeUIKitsNavigation() throws {
        let steps = Fixtures.steps(try Self.facts())
        #expect(steps.contains("HomeViewController.showSettings(): calls present(inNav:animated:) (HomeViewController.swift:24)"))
        #expect(steps.contains("HomeViewController.showAbout(): calls present(inNav:animated:) (HomeViewController.swift:28)"))
        #expect(steps.contains("UIViewController.present(inNav:animated:): dynamic present: a navigation controller around viewController (not literal) (UIStoryboard+Instantiate.swift:17)"))
        let other = try Self.read("""
        class A: UIViewController {
            func go() { present(inNav: B(), style: 1) }
        }
        extension UIViewController { func present(inNav vc: UIViewController, animated: Bool = true) { present(vc, animated: animated) } }
        """)
        #expect(other.contains("A.go(): unrecognised present: present(inNav:style:) is not UIKit's form (F.swift:2)"))
    }

    /// Only a body that instantiates the parameter's description is read as the scene of that class.
    @Test func onlyTheClassesDescriptionIsItsIdentifier() throws {
        let steps = try Self.read("""
        extension UIStoryboard {
            func instantiateViewController<T: UIViewController>(_ type: T.Type) -> T {
                instantiateViewController(withIdentifier: String(describing: type)) as! T
            }
            func prefixed<T: UIViewController>(_ type: T.Type) -> T {
                instantiateViewController(withIdentifier: "Prefix" + String(describing: type)) as! T
            }
        }
        class A: UIViewController {
            func one() { present(UIStoryboard(name: "S", bundle: nil).instantiateViewController(B.self), animated: true) }
            func two() { present(UIStoryboard(name: "S", bundle: nil).prefixed(B.self), animated: true) }
            func three(_ type: UIViewController.Type) { present(UIStoryboard(name: "S", bundle: nil).instantiateViewController(type), animated: true) }
        }
        """)
        #expect(steps.contains("A.one(): presents S.storyboard's \"B\" (F.swift:10)"))
        #expect(steps.contains("A.two(): dynamic present: UIStoryboard(name: \"S\", bundle: nil).prefixed(B.self) (not literal) (F.swift:11)"))
        #expect(steps.contains("A.three(_:): dynamic present: identifier type (not literal) (F.swift:12)"))
    }

    /// The Objective-C counterpart (`MenuHelperObjCApp`): `[UIAction actionWithTitle:… handler:^(…)
    /// { [weakSelf showSettings]; }]` items (`ObjCMenuItems`), a category helper `presentInNav:`
    /// (a selector names its own method, so no name is shared with UIKit's), and scenes by class
    /// (`NSStringFromClass([DetailViewController class])`).
    @Test func theObjectiveCCounterpart() throws {
        let facts = try Fixtures.facts("MenuHelperObjCApp/Sources")
        #expect(SceneCodeActionsTests.render(SceneCodeActions.actions(customClass: "HomeViewController", connections: [
            .init(selector: "openDetail:", element: "button \"Detail\""),
        ], facts: facts)) == [
            "tap button \"Detail\" (openDetail:) → HomeViewController.openDetail:: pushes Main.storyboard's \"DetailViewController\" (HomeViewController.m:52)",
            "tap menu item \"Settings\" (showSettings) → HomeViewController.showSettings: presents a navigation controller around a new SettingsViewController (HomeViewController.m:24) via presentInNav:",
            "tap menu item \"About\" (showAbout) → HomeViewController.showAbout: ?presents a navigation controller around Main.storyboard's \"AboutViewController\" (HomeViewController.m:24) via presentInNav:",
            // The handlers' blocks are the items', not `viewDidLoad`'s.
            "on appearance (viewDidLoad) → HomeViewController.viewDidLoad: ",
        ])
        #expect(facts.types["HomeViewController"]?.targetActions.map(\.element) == ["menu item \"Settings\"", "menu item \"About\""])
        #expect(facts.types["HomeViewController"]?.targetActions.map(\.conditional) == [false, true])
    }

    /// A controller made in code has its menu items among its connections, once.
    @Test func aCodeMadeControllersMenuItemIsOneTrigger() {
        let facts = SourceFacts.read([SourceFacts.File(path: "F.swift", text: """
        class ListViewController: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem?.menu = UIMenu(children: [UIAction(title: "Add") { [weak self] _ in self?.add() }])
            }
            func add() { present(EditViewController(), animated: true) }
        }
        """)])
        let connections = SceneCodeActions.codeConnections(className: "ListViewController", facts: facts)
        #expect(connections == [.init(selector: "add", element: "menu item \"Add\"")])
        #expect(SceneCodeActionsTests.render(SceneCodeActions.actions(customClass: "ListViewController", connections: connections, facts: facts)) == [
            "tap menu item \"Add\" (add) → ListViewController.add(): presents a new EditViewController (F.swift:5)",
            "on appearance (viewDidLoad) → ListViewController.viewDidLoad(): ",
        ])
    }

    static func read(_ text: String) throws -> [String] {
        Fixtures.steps(SourceFacts.read([SourceFacts.File(path: "F.swift", text: text)]))
    }
}
