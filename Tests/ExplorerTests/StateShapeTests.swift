@testable import Explorer
import ProsceniumClient
import Testing
import WireProtocol

/// What a state is (its shape), who can be touched, and which actions a state offers —
/// read off `tree` answers (pure; no server).
@Suite("explore: states, touchable controllers, actions")
struct StateShapeTests {
    /// A storyboard `S` with a tab bar `T` (tabs: navigation `N` → `Home`, and `Settings`),
    /// `Detail` (unwinds), `Sheet`; Home's segues: show Detail (button), present Sheet (bar
    /// button), a manual segue `toDetail`, a manual segue without identifier, an embed.
    static let graph: StoryboardGraph = {
        func scene(_ id: String, _ cls: String, _ container: String = "plain", identifier: String? = nil,
                   rels: [(String, String)] = [], segues: [JSON] = []) -> JSON {
            .object(JSONObject([
                ("id", .string(id)), ("storyboardIdentifier", identifier.map(JSON.string) ?? .null), ("class", .string(cls)),
                ("customClass", .null), ("title", .null), ("container", .string(container)),
                ("relationships", .array(rels.enumerated().map { i, r in
                    .object(JSONObject([("segue", .string("r\(id)\(i)")), ("relationship", .string(r.0)), ("destination", .string(r.1))]))
                })),
                ("segues", .array(segues)),
            ]))
        }
        func segue(_ id: String, _ kind: String, _ trigger: String, _ dest: String?, identifier: String? = nil) -> JSON {
            .object(JSONObject([("segue", .string(id)), ("identifier", identifier.map(JSON.string) ?? .null), ("kind", .string(kind)),
                                ("trigger", .string(trigger)), ("destination", dest.map(JSON.string) ?? .null),
                                ("unwindAction", kind == "unwind" ? "back" : .null)]))
        }
        let sb: JSON = .object(JSONObject([
            ("storyboard", "S"), ("path", .null), ("initial", "T"),
            ("scenes", .array([
                scene("T", "UITabBarController", "tabBar", rels: [("viewControllers", "N"), ("viewControllers", "Settings")]),
                scene("N", "UINavigationController", "navigation", rels: [("rootViewController", "Home")]),
                scene("Home", "UIViewController", identifier: "Home", segues: [
                    segue("sd", "show", "button", "Detail", identifier: "showDetail"),
                    segue("ps", "presentation", "barButtonItem", "Sheet"),
                    segue("md", "show", "controller", "Detail", identifier: "toDetail"),
                    segue("mx", "show", "controller", "Detail"),
                    segue("em", "embed", "containerView", "Settings"),
                ]),
                scene("Settings", "UIViewController"),
                scene("Detail", "UIViewController", segues: [segue("uw", "unwind", "button", nil)]),
                scene("Sheet", "UIViewController"),
            ])),
        ]))
        return StoryboardGraph([try! StoryboardInfo(result: sb, context: "test")])
    }()

    /// A `tree` Node.
    static func node(_ vc: String, _ scene: String?, _ appearance: String = "appeared", style: String? = nil,
                     gestures: [String] = [], children: [JSON] = [], presented: JSON? = nil) -> JSON {
        var members: [(key: String, value: JSON)] = [
            ("vc", .string(vc)), ("class", .string("UIViewController")), ("title", .null), ("storyboardIdentifier", .null),
        ]
        if let scene { members.append(("scene", .string(scene))) }
        members.append(("appearance", .string(appearance)))
        if let style { members.append(("style", .string(style))) }
        if !gestures.isEmpty { members.append(("gestures", .array(gestures.map(JSON.string)))) }
        members.append(("children", .array(children)))
        if let presented { members.append(("presented", presented)) }
        return .object(JSONObject(members))
    }

    static func observe(_ root: JSON, tabs: inout [String: Int]) throws -> ObservedState {
        ObservedState.observe(try TreeNode(result: root, context: "tree"), graph: graph, sceneIndex: SceneIndex(graph),
                              storyboard: { _ in nil }, tabSelections: &tabs)
    }

    static func launch(selected: Int = 0, homePresents: JSON? = nil, tabBarPresents: JSON? = nil, stack: [JSON]? = nil) -> JSON {
        let homeAppearance = selected == 0 && tabBarPresents == nil && homePresents == nil ? "appeared" : "disappeared"
        // The gestures the server lists: nothing is presented (R105, R106); each tab's item can
        // be tapped while the bar can (`tapItem`, R114: both tabs fit on the bar).
        let uncovered = tabBarPresents == nil && homePresents == nil
        let item = uncovered ? ["tapItem"] : []
        let nav = node("vc2", "N", selected == 0 && tabBarPresents == nil ? "appeared" : "disappeared",
                       gestures: (uncovered && selected == 0 && (stack?.count ?? 1) > 1 ? ["swipeBack"] : []) + item,
                       children: stack ?? [node("vc3", "Home", homeAppearance, presented: homePresents)])
        let settings = node("vc4", "Settings", selected == 1 && tabBarPresents == nil ? "appeared" : "disappeared", gestures: item)
        return node("vc1", "T", tabBarPresents == nil ? "appeared" : "disappeared", gestures: uncovered ? ["tapTab"] : [],
                    children: [nav, settings], presented: tabBarPresents)
    }

    @Test func actionsOfTheLaunchState() throws {
        var tabs: [String: Int] = [:]
        let s = try Self.observe(Self.launch(), tabs: &tabs)
        let actions = ActionEnumeration.actions(in: s, graph: Self.graph)
        // Touchable in pre-order: the tab bar (a tap on its other tab; the selected one shows a
        // stack of one: a re-tap would change nothing, R103), the navigation controller (one
        // child: no back swipe), Home (segues in document order; the manual segue by identifier;
        // the one without identifier and the embed skipped).
        #expect(actions.map(\.kind) == [
            .tapTab(index: 1),
            .tapSegue(segue: "sd"), .tapSegue(segue: "ps"), .performSegue(identifier: "toDetail", segue: "md"),
        ])
        #expect(actions[1].position == TreePosition([.child(0), .child(0)]))
        #expect(s.touchable.map { s.nodes[$0].vc } == ["vc1", "vc2", "vc3"])
        #expect(s.dismissable.isEmpty)
    }

    @Test func aFullScreenPresentationCoversEverythingBelowIt() throws {
        var tabs: [String: Int] = [:]
        let s = try Self.observe(Self.launch(tabBarPresents: Self.node("vc9", "Sheet", style: "fullScreen")), tabs: &tabs)
        #expect(s.touchable.map { s.nodes[$0].vc } == ["vc9"])
        #expect(s.dismissable.map { s.nodes[$0].vc } == ["vc9"])
        // Sheet has no unwind segue and leads nowhere: the user cannot leave it (a note).
        #expect(ActionEnumeration.actions(in: s, graph: Self.graph).map(\.kind) == [.dismiss(stuck: "fullScreen")])
    }

    /// R108-R109 (iOS 13+): a sheet the server lists `pullDown` for is pulled down; one it does
    /// not (held by isModalInPresentation) is dismissed by the app's code and, with no exit
    /// in its scenes, noted as one the user cannot leave; a popover is left by a tap outside;
    /// Detail (an unwind) is not stuck even when presented full screen.
    @Test func presentedControllersArePulledDownOrDismissed() throws {
        var tabs: [String: Int] = [:]
        func kinds(_ presented: JSON) throws -> [UserAction.Kind] {
            let s = try Self.observe(Self.launch(tabBarPresents: presented), tabs: &tabs)
            return ActionEnumeration.actions(in: s, graph: Self.graph).filter {
                if case .tapSegue = $0.kind { return false } else { return true }
            }.map(\.kind)
        }
        #expect(try kinds(Self.node("vc9", "Sheet", style: "pageSheet", gestures: ["pullDown"])) == [.pullDown])
        #expect(try kinds(Self.node("vc9", "Sheet", style: "pageSheet")) == [.dismiss(stuck: "pageSheet")])
        #expect(try kinds(Self.node("vc9", "Sheet", style: "popover")) == [.dismiss(stuck: nil)])
        #expect(try kinds(Self.node("vc9", "Detail", style: "fullScreen")) == [.dismiss(stuck: nil)])
    }

    /// R103: a tap on the selected tab whose navigation stack is deeper than one pops it to its
    /// root — an action of its own, before the other tab; a tab bar the server does not list
    /// `tapTab` for (R105: hidden, covered) offers no tab at all.
    @Test func aReTapOnTheSelectedTabIsOfferedWhenItPops() throws {
        var tabs: [String: Int] = [:]
        let stack = [Self.node("vc3", "Home", "disappeared"), Self.node("vc5", "Detail")]
        let pushed = try Self.observe(Self.launch(stack: stack), tabs: &tabs)
        #expect(ActionEnumeration.actions(in: pushed, graph: Self.graph).map(\.kind)
                == [.tapTab(index: 0), .tapTab(index: 1), .swipeBack, .tapSegue(segue: "uw")])
        // The same tree without the tab bar's gesture (e.g. Detail hides the bottom bar).
        var hidden = pushed
        hidden.nodes[0].gestures = []
        #expect(ActionEnumeration.actions(in: hidden, graph: Self.graph).map(\.kind) == [.swipeBack, .tapSegue(segue: "uw")])
    }

    @Test func aSheetThatLeavesThePresenterAppearedStillCoversIt() throws {
        var tabs: [String: Int] = [:]
        // A form sheet: UIKit does not make the presenter disappear, yet it cannot be touched.
        let root = Self.node("vc1", "T", children: [
            Self.node("vc2", "N", children: [Self.node("vc3", "Home", presented: Self.node("vc9", "Sheet", style: "formSheet"))]),
            Self.node("vc4", "Settings", "disappeared"),
        ])
        let s = try Self.observe(root, tabs: &tabs)
        #expect(s.touchable.map { s.nodes[$0].vc } == ["vc9"])
    }

    @Test func aCurrentContextPresentationCoversOnlyItsContext() throws {
        var tabs: [String: Int] = [:]
        // Home's navigation controller defines the context: the tab bar stays touchable.
        let root = Self.node("vc1", "T", children: [
            Self.node("vc2", "N", "disappeared", children: [Self.node("vc3", "Home", "disappeared")],
                      presented: Self.node("vc9", "Sheet", style: "currentContext")),
            Self.node("vc4", "Settings", "disappeared"),
        ])
        let s = try Self.observe(root, tabs: &tabs)
        #expect(s.touchable.map { s.nodes[$0].vc } == ["vc1", "vc9"])
        // No child appeared (the context's content disappeared): the selection is remembered.
        #expect(s.nodes[0].selectedTab == 0)
    }

    @Test func theSelectedTabIsPartOfTheShapeEvenWhenCovered() throws {
        var tabs: [String: Int] = [:]
        let first = try Self.observe(Self.launch(selected: 1), tabs: &tabs)
        #expect(first.nodes[0].selectedTab == 1)
        // Covered now: no child appears, the tab bar's selection is still tab 2.
        let covered = try Self.observe(Self.launch(selected: 1, tabBarPresents: Self.node("vc9", "Sheet", style: "fullScreen")), tabs: &tabs)
        #expect(covered.nodes[0].selectedTab == 1)
        var fresh: [String: Int] = [:]
        let other = try Self.observe(Self.launch(selected: 0, tabBarPresents: Self.node("vc9", "Sheet", style: "fullScreen")), tabs: &fresh)
        #expect(covered.shape != other.shape)
    }

    @Test func shapesIgnoreIdsButNotScenesOrderStylesOrDepth() throws {
        var tabs: [String: Int] = [:]
        let a = try Self.observe(Self.launch(), tabs: &tabs)
        var renamed = Self.launch()
        if case .object(var o) = renamed { o["vc"] = "vc100"; renamed = .object(o) }
        var t2: [String: Int] = [:]
        #expect(try Self.observe(renamed, tabs: &t2).shape == a.shape)
        let sheet = try Self.observe(Self.launch(homePresents: Self.node("vc9", "Sheet", style: "formSheet")), tabs: &tabs)
        let full = try Self.observe(Self.launch(homePresents: Self.node("vc9", "Sheet", style: "fullScreen")), tabs: &tabs)
        #expect(sheet.shape != full.shape)
        let pushed = try Self.observe(Self.launch(stack: [Self.node("vc3", "Home", "disappeared"), Self.node("vc5", "Detail")]), tabs: &tabs)
        #expect(pushed.shape != a.shape)
        // Deeper: the re-tap that pops to the root (R103), the back swipe, and Detail's unwind.
        #expect(ActionEnumeration.actions(in: pushed, graph: Self.graph).map(\.kind)
                == [.tapTab(index: 0), .tapTab(index: 1), .swipeBack, .tapSegue(segue: "uw")])
    }

    @Test func undoIsReadOffTheTrees() throws {
        var tabs: [String: Int] = [:]
        let before = try Self.observe(Self.launch(), tabs: &tabs)
        let pushed = try Self.observe(Self.launch(stack: [Self.node("vc3", "Home", "disappeared"), Self.node("vc5", "Detail")]), tabs: &tabs)
        let show = UserAction(kind: .tapSegue(segue: "sd"), position: TreePosition([.child(0), .child(0)]), scene: nil)
        #expect(Undo.between(before, pushed, action: show) == .pop(TreePosition([.child(0)])))
        let presented = try Self.observe(Self.launch(homePresents: Self.node("vc9", "Sheet", style: "formSheet")), tabs: &tabs)
        #expect(Undo.between(before, presented, action: show) == .dismiss(TreePosition([.child(0), .child(0), .presented])))
        let back = UserAction(kind: .swipeBack, position: TreePosition([.child(0)]), scene: nil)
        #expect(Undo.between(pushed, before, action: back) == .push(TreePosition([.child(0)]), vc: "vc5"))
        let tab = UserAction(kind: .tapTab(index: 1), position: .root, scene: nil)
        #expect(Undo.between(before, try Self.observe(Self.launch(selected: 1), tabs: &tabs), action: tab) == .selectTab(.root, 0))
        // A re-tap on the selected tab that popped one controller (R103): push it again.
        let retap = UserAction(kind: .tapTab(index: 0), position: .root, scene: nil)
        #expect(Undo.between(pushed, before, action: retap) == .push(TreePosition([.child(0)]), vc: "vc5"))
        // … that popped two: the stack is set back as it was.
        let deeper = try Self.observe(Self.launch(stack: [Self.node("vc3", "Home", "disappeared"), Self.node("vc5", "Detail", "disappeared"),
                                                          Self.node("vc6", "Detail")]), tabs: &tabs)
        let restore = Undo.between(deeper, before, action: retap)
        #expect(restore == .restoreStack(TreePosition([.child(0)]), vcs: ["vc3", "vc5", "vc6"]))
        #expect(restore?.isPositional == false)
    }

    @Test func refusalTextsLoseControllerAndWindowIds() {
        #expect(Refusal.normalized("Attempt to present <Detail: vc12> on <HomeViewController: vc3> which is already presenting <UIViewController: vc9>")
                == "Attempt to present <Detail> on <HomeViewController> which is already presenting <UIViewController>")
        #expect(Refusal.normalized("no view controller vc44 in window w3; vcx stays") == "no view controller vc… in window w…; vcx stays")
        #expect(Refusal.normalized("file /tmp/x/files/Main.storyboard line 3", paths: ["/tmp/x/files/Main.storyboard": "/app/Main.storyboard"])
                == "file /app/Main.storyboard line 3")
    }
}
