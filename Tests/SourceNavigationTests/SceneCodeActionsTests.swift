import SourceNavigation
import Testing

/// Tying code to scenes: a scene's `customClass` (plain, module-qualified, mangled) to its
/// class, triggers (connected actions or every `@IBAction`, cell selection, appearance), calls
/// followed a bounded depth through the class and its superclasses.
@Suite struct SceneCodeActionsTests {
    static func render(_ actions: [SceneCodeActions.CodeAction]) -> [String] {
        actions.map { action in
            "\(action.trigger) → \(action.method): " + action.steps.map { reached in
                (reached.conditional ? "?" : "") + Fixtures.render(reached.step).drop(while: { $0 == "?" })
                    + (reached.via.count > 1 ? " via \(reached.via.dropFirst().joined(separator: " → "))" : "")
                    + (reached.actor.count > (reached.step.hop == nil ? 0 : 1) ? ControllerHop.phrase(reached.actor, on: reached.step.hop != nil) : "")
            }.joined(separator: "; ")
        }
    }

    @Test func connectedActionsCellsAndAppearance() throws {
        let facts = try Fixtures.facts("SwiftApp")
        let actions = SceneCodeActions.actions(
            customClass: "MyApp.HomeViewController",
            connections: [
                .init(selector: "openSettings:", element: "button \"Settings\""),
                .init(selector: "pushDetail:", element: "bar button item \"Detail\""),
                .init(selector: "missing:", element: "button \"Gone\""),
            ], facts: facts)
        #expect(Self.render(actions) == [
            "tap button \"Settings\" (openSettings:) → HomeViewController.openSettings(_:): presents Settings.storyboard's initial controller (HomeViewController.swift:20)",
            "tap bar button item \"Detail\" (pushDetail:) → HomeViewController.pushDetail(_:): pushes its storyboard's \"Detail\" (HomeViewController.swift:42) via showDetail()",
            "tap a table row → HomeViewController.tableView(_:didSelectRowAt:): shows a new DetailViewController (HomeViewController.swift:97)",
            "on appearance (viewDidLoad) → HomeViewController.viewDidLoad(): ",
        ])
    }

    @Test func superclassMethodsAndMangledNames() throws {
        let facts = try Fixtures.facts("SwiftApp")
        let actions = SceneCodeActions.actions(customClass: "_TtC5MyApp20DetailViewController", connections: nil, facts: facts)
        #expect(Self.render(actions) == [
            "@IBAction done: → DetailViewController.done(_:): pops (DetailViewController.swift:6)",
            "@IBAction startOver: → DetailViewController.startOver(_:): pops to the root (DetailViewController.swift:10)",
            "@IBAction showSplitDetail: → DetailViewController.showSplitDetail(_:): shows as detail Main.storyboard's \"Profile\" (DetailViewController.swift:15)",
            "@IBAction confirm: → DetailViewController.confirm(_:): ?dismisses (DetailViewController.swift:21); presents a new UIAlertController (DetailViewController.swift:23)",
            "on appearance (viewDidAppear) → BaseViewController.viewDidAppear(_:): ?presents Onboarding.storyboard's \"Welcome\" (formSheet) (DetailViewController.swift:42) via presentOnboarding()",
        ])
        #expect(SceneCodeActions.className(customClass: "_TtC5MyApp20DetailViewController") == "DetailViewController")
        #expect(SceneCodeActions.actions(customClass: "NotInTheSources", connections: nil, facts: facts).isEmpty)
    }

    @Test func callsAreFollowedToABoundedDepth() {
        let facts = SourceFacts.read([.init(path: "Deep.swift", text: """
            class Deep: UIViewController {
                @IBAction func a() { b() }
                func b() { c() }
                func c() { d() }
                func d() { performSegue(withIdentifier: "deep", sender: nil) }
                @IBAction func loop() { again() }
                func again() { loop(); performSegue(withIdentifier: "once", sender: nil) }
            }
            """)])
        #expect(Self.render(SceneCodeActions.actions(customClass: "Deep", connections: nil, facts: facts, maxDepth: 3)) == [
            "@IBAction a → Deep.a(): performs segue \"deep\" (Deep.swift:5) via b() → c() → d()",
            "@IBAction loop → Deep.loop(): performs segue \"once\" (Deep.swift:7) via again()",
        ])
        #expect(Self.render(SceneCodeActions.actions(customClass: "Deep", connections: nil, facts: facts, maxDepth: 2)) == [
            "@IBAction a → Deep.a(): ",
            "@IBAction loop → Deep.loop(): performs segue \"once\" (Deep.swift:7) via again()",
        ])
    }

    @Test func objectiveCScenes() throws {
        let facts = try Fixtures.facts("ObjCApp")
        let actions = SceneCodeActions.actions(
            customClass: "MasterViewController", connections: [.init(selector: "pushDetail:", element: "button \"Detail\"")], facts: facts)
        #expect(Self.render(actions) == [
            "tap button \"Detail\" (pushDetail:) → MasterViewController.pushDetail:: pushes a new DetailViewController (MasterViewController.m:49) via showDetail",
            "tap a table row → MasterViewController.tableView:didSelectRowAtIndexPath:: shows a new DetailViewController (MasterViewController.m:87)",
            "on appearance (viewDidLoad) → MasterViewController.viewDidLoad: ",
        ])
    }
}
