import SourceNavigation
import Testing

/// Issue 40, point 2: a view controller class the code makes is a screen (`CodeScreen`), and what
/// its own code wires with itself as the target (`TargetAction`) are its taps, as a storyboard's
/// action connections are a scene's. `Tests/Fixtures/CodeNavigation/CodeScreensApp` has no
/// storyboard but its launch screen.
@Suite struct CodeScreensTests {
    static func facts(_ source: String) -> SourceFacts {
        SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
    }

    @Test func theCodeScreensAppsClassesInTheOrderTheCodeMakesThem() throws {
        let facts = try Fixtures.facts("CodeScreensApp/Sources")
        // The launch code's root first, then the classes' methods in file and source order.
        #expect(facts.codeScreens(excluding: []).map(\.name) == [
            "HomeViewController", "ShareViewController", "DetailViewController", "SettingsViewController",
            "FavoritesViewController", "RecentViewController", "LegacyViewController", "AboutViewController",
        ])
        // A class a storyboard scene has is that scene's.
        #expect(!facts.codeScreens(excluding: ["HomeViewController"]).map(\.name).contains("HomeViewController"))
    }

    @Test func whatTheCodeWiresToItself() throws {
        let facts = try Fixtures.facts("CodeScreensApp/Sources")
        let home = try #require(facts.types["HomeViewController"])
        #expect(home.targetActions.map { "\($0.method) \($0.element) \($0.location)" } == [
            #"openSettings bar button item "Settings" HomeViewController.swift:11"#,
            #"openLibrary(_:) bar button item "Library" HomeViewController.swift:12"#,
        ])
        #expect(SceneCodeActions.codeConnections(className: "HomeViewController", facts: facts).map { "\($0.selector) \($0.element)" } == [
            #"openSettings bar button item "Settings""#, #"openLibrary: bar button item "Library""#,
        ])
        // `#selector(SettingsViewController.showAbout)` names the method without its type; the
        // `@IBAction` its .xib wires stands for a tap too.
        #expect(SceneCodeActions.codeConnections(className: "SettingsViewController", facts: facts).map { "\($0.selector) \($0.element)" } == [
            "showAbout control about", "done: an element its .xib wires",
        ])
        #expect(facts.types["DetailViewController"]!.targetActions.map(\.element) == ["control shareButton"])
    }

    /// The same app in Objective-C (`CodeScreensObjCApp`): its classes made with `[[X alloc]
    /// init…]`, the tabs `library.viewControllers = @[…]` gives, and what it wires to itself —
    /// `addTarget:self action:@selector(…) forControlEvents:`, a `UIBarButtonItem`'s
    /// `initWithTitle:style:target:action:` and `initWithBarButtonSystemItem:target:action:`, a
    /// gesture recognizer's `initWithTarget:action:` — with the selector as the method's name.
    @Test func theObjectiveCAppsClassesAndWhatItWiresToItself() throws {
        let facts = try Fixtures.facts("CodeScreensObjCApp/Sources")
        #expect(Set(facts.codeScreens(excluding: []).map(\.name)) == [
            "HomeViewController", "ShareViewController", "DetailViewController", "SettingsViewController",
            "FavoritesViewController", "RecentViewController", "LegacyViewController", "AboutViewController",
        ])
        #expect(facts.types["HomeViewController"]!.targetActions.map { "\($0.method) \($0.element) \($0.location)" } == [
            #"openSettings bar button item "Settings" HomeViewController.m:13"#,
            "openLibrary: bar button item bookmarks HomeViewController.m:14",
        ])
        #expect(SceneCodeActions.codeConnections(className: "SettingsViewController", facts: facts).map { "\($0.selector) \($0.element)" } == [
            "showAbout control about", "done: an element its .xib wires",
        ])
        #expect(facts.types["DetailViewController"]!.targetActions.map(\.element) == ["control shareButton"])
        #expect(facts.types["ShareViewController"]!.targetActions.map { "\($0.method) \($0.element)" } == ["close: tap gesture"])
        #expect(facts.types["RecentViewController"]!.targetActions.map(\.method) == ["closeLibrary"])
        // The library: a tab bar controller made in the method, its tabs given by `viewControllers`.
        let library = try #require(facts.types["HomeViewController"]!.methods.first { $0.name == "openLibrary:" }?.steps.first)
        #expect("\(library.kind)".contains("a tab bar controller with [a navigation controller around a new FavoritesViewController, a new RecentViewController]"), "\(library.kind)")
        // A target other than self is not the controller's own tap.
        let other = SourceFacts.read([SourceFacts.File(path: "A.m", text: """
            @implementation A
            - (void)viewDidLoad {
                [self.button addTarget:self.helper action:@selector(go) forControlEvents:UIControlEventTouchUpInside];
                UIBarButtonItem *item = [[UIBarButtonItem alloc] initWithTitle:@"X" style:UIBarButtonItemStylePlain target:nil action:@selector(go)];
            }
            - (void)go {}
            @end
            """)])
        #expect(other.types["A"]!.targetActions.isEmpty)
    }

    @Test func theScreensTriggersReachTheirNavigation() throws {
        let facts = try Fixtures.facts("CodeScreensApp/Sources")
        let actions = SceneCodeActions.actions(customClass: "HomeViewController",
                                               connections: SceneCodeActions.codeConnections(className: "HomeViewController", facts: facts), facts: facts)
        #expect(actions.map { "\($0.trigger) → \($0.method): \($0.steps.map { Fixtures.render($0.step) }.joined(separator: "; "))" } == [
            #"tap bar button item "Settings" (openSettings) → HomeViewController.openSettings(): presents a navigation controller around a new SettingsViewController (HomeViewController.swift:22)"#,
            #"tap bar button item "Library" (openLibrary:) → HomeViewController.openLibrary(_:): presents a tab bar controller with [a navigation controller around a new FavoritesViewController, a new RecentViewController] (HomeViewController.swift:28)"#,
            "tap a table row → HomeViewController.tableView(_:didSelectRowAt:): pushes a new DetailViewController (HomeViewController.swift:17)",
            "on appearance (viewDidLoad) → HomeViewController.viewDidLoad(): ",
        ])
    }

    /// Only the app's view controller classes: a UIKit class (`UIHostingController`), a class the
    /// sources do not declare, a model object, and a container subclass (which the engine would
    /// make a plain controller) are not screens; a class not named `…Controller` the sources
    /// declare as a view controller is made in code (`ButtonAnimationExample(style:)`).
    @Test func onlyTheAppsViewControllerClasses() {
        let facts = Self.facts("""
        class Base: UIViewController {}
        class ButtonAnimationExample: Base {
            init(style: Int) { super.init(nibName: nil, bundle: nil) }
        }
        class LibraryTabController: UITabBarController {}
        class ItemController: NSObject {}
        class Home: UITableViewController {
            func go() {
                navigationController?.pushViewController(ButtonAnimationExample(style: 1), animated: true)
                present(UIHostingController(rootView: Text("")), animated: true)
                present(LibraryTabController(), animated: true)
                present(UnknownViewController(), animated: true)
                show(ItemController(), sender: nil)
            }
        }
        """)
        #expect(facts.codeScreens(excluding: []).map(\.name) == ["ButtonAnimationExample"])
        #expect(facts.isViewController("Home") && facts.isViewController("ButtonAnimationExample") && !facts.isViewController("ItemController"))
    }
}
