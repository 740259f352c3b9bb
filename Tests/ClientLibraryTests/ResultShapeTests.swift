import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// The typed results read every member (issue 38 point 3). Per declaration, with no line per
/// method: each generated Swift result type decodes an answer of its declared `ResultType` with
/// every member present, and must read each one — which, with the embedded server's check that
/// every answer of every method conforms to its declared type (`AllMethodsTests`,
/// `ResultCheck`), means every member of every answer is read. A type that does not model a
/// member drops it silently (`ResultReader` ignores members it is not asked for).
///
/// Then against real answers: a real proscd driven through a representative hierarchy with the
/// typed calls (controllers made in code and from storyboards, containers, presentations, a
/// storyboard reference, an external screen, an unwind segue, a refused request), every member
/// of every answer read by the Swift type it is decoded as. The Swift counterpart of
/// clients/python/tests/test_result_shapes.py.
@Suite("Result shapes")
struct ResultShapeTests {
    /// Members the server sends that a Swift type deliberately does not read ("Type.member", or
    /// "context.member" for an object read without a type), and why. Empty: every member is read.
    static let notModelled: [String: String] = [:]

    /// An answer of `type` with every member it declares; nested types `depth` levels down, and
    /// below that only what a reader needs (a tree node's children an empty list, its presented
    /// node left out).
    static func fullAnswer(_ type: ResultType, depth: Int = 2) -> JSON {
        var members: [(key: String, value: JSON)] = []
        for m in type.members {
            if depth <= 0, case .type = m.shape.inner {
                switch m.presence {
                case .optional: continue
                case .nullable: members.append((m.name, .null)); continue
                default: if m.shape.isArray { members.append((m.name, [])); continue }
                }
            }
            members.append((m.name, sample(m.shape, depth: depth)))
        }
        return .object(JSONObject(members))
    }

    static func sample(_ shape: ResultShape, depth: Int) -> JSON {
        switch shape {
        case .string, .any: "x"
        case .oneOf(let e): .string(e.values[0])
        case .integer: 1
        case .number: 1.5
        case .bool: true
        case .object: ["key": "value"]
        case .array(let element): [sample(element, depth: depth)]
        case .type(let name): ResultTypes.named(name).map { fullAnswer($0, depth: depth - 1) } ?? .null
        }
    }

    @Test func everyGeneratedTypeReadsEveryMemberItsDeclarationHas() throws {
        let declared = ResultTypes.all.filter(\.generatesSwift)
        #expect(Set(GeneratedResultTypes.byName.keys) == Set(declared.map(\.name)))
        let audit = ShapeAudit()
        for type in declared {
            let swift = try #require(GeneratedResultTypes.byName[type.name])
            let recorder = ResultReadRecorder()
            _ = try swift.init(result: Self.fullAnswer(type), context: type.name, recorder: recorder)
            audit.check(type.name, recorder.objects)
        }
        #expect(audit.problems == [:])
        #expect(audit.neverSent == [], "members a Swift type asks for that its declaration does not have")
        #expect(audit.answered.count == declared.count)
    }

    @Test func everyMemberOfEveryAnswerIsReadByItsSwiftType() async throws {
        let stateDirectory = ServerProcess.makeTemporaryDirectory("prosc-shapes")
        defer { try? FileManager.default.removeItem(atPath: stateDirectory) }
        // With --state-dir, server.stats's `state` is an object and events.subscribe's
        // restoration members are there to read.
        let server = try ServerProcess(arguments: [
            "--animation-speed", "0", "--unwind-actions", #"{"HomeViewController": ["unwindToHome"]}"#,
            "--state-dir", stateDirectory,
        ])
        defer { server.stop() }
        let c = try server.connect()
        c.defaultTimeout = 30
        let audit = ShapeAudit()
        func a<T>(_ method: String, _ call: () async throws -> T) async throws -> T { try await audit.answer(method, call) }

        _ = try await a("hello") { try await c.hello(client: "shapes") }
        _ = try await a("server.stats") { try await c.stats() }
        _ = try await a("server.checkInvariants") { try await c.checkInvariants() }
        try await a("ping") { try await c.ping() }

        // Screens: the main one and an external display (its window holds External's root).
        _ = try await a("screen.list") { try await c.screens() }
        let external = try await a("screen.connect") { try await c.connectScreen(name: "TV", width: 1920, height: 1080, scale: 2) }
        _ = try await a("screen.list") { try await c.screens() }

        // Scenes (the scene life cycle, R130-R145): the application's and the display's.
        let scenes = try await a("scene.list") { try await c.calls.sceneList() }
        #expect(scenes.scenes.map(\.role) == ["application", "externalDisplay"])
        _ = try await a("scene.get") { try await c.calls.sceneGet(scene: scenes.scenes[1].scene) }
        try await a("scene.setRestorationActivity") {
            _ = try await c.calls.sceneSetRestorationActivity(scene: scenes.scenes[1].scene, activityType: "com.example.tv", userInfo: ["channel": "1"])
        }
        _ = try await a("scene.get") { try await c.calls.sceneGet(scene: scenes.scenes[1].scene) }
        // requestSceneSessionActivation needs an iPad app that supports multiple scenes (R139).
        let pad = try ServerProcess(arguments: ["--animation-speed", "0", "--main-screen", "1024x1366@2:pad", "--supports-multiple-scenes"])
        defer { pad.stop() }
        let p = try pad.connect()
        let activated = try await a("scene.activate") { try await p.calls.sceneActivate() }
        _ = try await a("scene.destroy") { try await p.calls.sceneDestroy(scene: activated.scene) }

        // A column-style split (R150-R152): a push onto the secondary's navigation controller,
        // a cleared column, a controller installed in its own navigation controller.
        do {
            let first = try await c.createController(class: "UIViewController", title: "Column A")
            let second = try await c.createController(class: "UIViewController", title: "Column B")
            let columns = try await c.createController(class: "UISplitViewController", properties: ["style": "doubleColumn"], children: [first, second])
            _ = try await c.createWindow(root: columns, makeKeyAndVisible: false)
            for vc in [try await c.createController(class: "UIViewController", title: "Pushed"), nil,
                       try await c.createController(class: "UIViewController", title: "Installed")] {
                _ = try await a("split.setViewController") { try await c.calls.splitSetViewController(split: columns, column: "secondary", vc: vc) }
            }
        }

        // Storyboards: the directory's, then one from XML with a split view controller, a
        // storyboard reference and an unresolvable reference (a warning).
        _ = try await a("storyboard.list") { try await c.storyboards() }
        let loaded = try await a("storyboard.load") { try await c.loadStoryboard(name: "Shapes", xml: Self.shapesXML()) }
        #expect(!loaded.warnings.isEmpty, "the reference to Nowhere is reported")
        _ = try await a("storyboard.list") { try await c.storyboards() }
        let split = try await a("vc.instantiate") { try await c.instantiate(storyboard: "Shapes") }.vc
        _ = try await a("vc.instantiate") { try await c.instantiate(storyboard: "Shapes", identifier: "Leaf") }

        // Controllers made in code: a tab bar controller of a navigation controller and a split
        // view controller, in a window of their own; a window without a root; a window whose
        // root is the storyboard split view controller.
        func create(_ className: String, title: String? = nil, children: [String]? = nil) async throws -> String {
            try await a("vc.create") { try await c.createController(class: className, title: title, children: children) }
        }
        let codeRoot = try await create("UIViewController", title: "Code root")
        let codeNav = try await create("UINavigationController", children: [codeRoot])
        let primary = try await create("UIViewController", title: "Primary")
        let secondary = try await create("UIViewController", title: "Secondary")
        let codeSplit = try await create("UISplitViewController", children: [primary, secondary])
        let codeTab = try await create("UITabBarController", children: [codeNav, codeSplit])
        let codeWindow = try await a("window.create") { try await c.createWindow(root: codeTab) }.window
        let emptyWindow = try await a("window.create") { try await c.createWindow(makeKeyAndVisible: false) }.window
        let storyboardWindow = try await a("window.create") { try await c.createWindow(root: split) }.window
        _ = try await a("window.create") { try await c.createWindow(storyboard: "Main", identifier: "Home", makeKeyAndVisible: false) }

        // show, showDetail, push and pops in the code-made containers.
        let shown = try await create("UIViewController", title: "Shown")
        _ = try await a("vc.show") { try await c.show(shown, from: codeRoot, animated: false) }
        let shownDetail = try await create("UIViewController", title: "Detail")
        if try await a("vc.showDetail", { try await c.showDetail(shownDetail, from: primary, animated: false) }).action == "present" {
            // A collapsed split view without a navigation controller presents.
            _ = try await a("vc.dismiss") { try await c.dismiss(shownDetail, animated: false) }
        }
        _ = try await a("nav.instantiateAndPush") {
            try await c.instantiateAndPush(storyboard: "Main", identifier: "Detail", on: codeNav, animated: false)
        }
        _ = try await a("nav.pop") { try await c.pop(codeNav, animated: false) }
        _ = try await a("vc.instantiateAndShow") {
            try await c.instantiateAndShow(storyboard: "Main", identifier: "Detail", from: codeRoot, animated: false)
        }
        _ = try await a("nav.pop") { try await c.pop(codeNav, animated: false) }
        let detailShown = try await a("vc.instantiateAndShowDetail") {
            try await c.instantiateAndShowDetail(storyboard: "Main", identifier: "Detail", from: primary, animated: false)
        }
        if detailShown.action == "present" {
            _ = try await a("vc.dismiss") { try await c.dismiss(detailShown.vc, animated: false) }
        }
        let pushed = try await create("UIViewController", title: "Pushed")
        try await a("nav.push") { try await c.push(pushed, on: codeNav, animated: false) }
        _ = try await a("nav.popTo") { try await c.pop(codeNav, to: codeRoot, animated: false) }
        _ = try await a("nav.popToRoot") { try await c.popToRoot(codeNav, animated: false) }
        // A user's tap on the selected tab pops its navigation controller to the root (R103).
        let pushedAgain = try await create("UIViewController", title: "Pushed again")
        try await a("nav.push") { try await c.push(pushedAgain, on: codeNav, animated: false) }
        let tapped = try await a("tab.tap") { try await c.tapTab(codeTab, index: 0) }
        #expect(tapped.selected && tapped.popped == [pushedAgain])
        // The user's tap on the back button pops (R169).
        try await a("nav.push") { try await c.push(pushedAgain, on: codeNav, animated: false) }
        #expect(try await a("nav.tapBack") { try await c.calls.navTapBack(nav: codeNav) }.popped == [pushedAgain])
        // The user's back swipe, cancelled then finished (R106, R107).
        try await a("nav.push") { try await c.push(pushedAgain, on: codeNav, animated: false) }
        #expect(try await a("nav.interactivePop") { try await c.swipeBack(codeNav, outcome: "cancel") } == [])
        #expect(try await a("nav.interactivePop") { try await c.swipeBack(codeNav) } == [pushedAgain])
        // A sheet pulled down (iOS 13+, R108).
        let pulled = try await create("UIViewController", title: "Sheet")
        _ = try await a("vc.present") { try await c.present(pulled, from: codeTab, animated: false, style: "formSheet") }
        // With two detents (iOS 15+) `tree` lists the drag to the other (R168, issue 42).
        try await c.setProperties(pulled, ["detents": ["medium", "large"]])
        let dragNode = try await a("tree") { try await c.tree() }.windows.compactMap(\.root).flatMap(\.allNodes).first { $0.vc == pulled }
        #expect(dragNode?.gestures.contains("dragSheet") == true && dragNode?.dragDetents == ["large"], "\(String(describing: dragNode))")
        #expect(try await a("vc.interactiveDismiss") { try await c.pullDown(pulled) } == [pulled])
        // A page view controller (R121-R127): its pages set, then the user's swipe.
        let page1 = try await create("UIViewController", title: "Page 1")
        let page2 = try await create("UIViewController", title: "Page 2")
        let pager = try await a("vc.create") {
            try await c.createController(class: "UIPageViewController", properties: ["transitionStyle": "scroll", "pages": [.string(page1), .string(page2)]])
        }
        _ = try await a("vc.present") { try await c.present(pager, from: codeTab, animated: false, style: "formSheet") }
        try await a("page.setViewControllers") { try await c.setPageViewControllers(pager, [page1], animated: false) }
        let cancelled = try await a("page.swipe") { try await c.swipePage(pager, outcome: "cancel") }
        #expect(cancelled.viewControllers == [page1] && !cancelled.completed)
        let swiped = try await a("page.swipe") { try await c.swipePage(pager) }
        #expect(swiped.viewControllers == [page2] && swiped.completed)
        _ = try await a("vc.dismiss") { try await c.dismiss(pager, animated: false) }

        // Presentations: a code-made controller presented with a style, a storyboard controller
        // presented over it, and show on a controller in no container (it presents).
        let presented = try await create("UIViewController", title: "Presented")
        _ = try await a("vc.present") { try await c.present(presented, from: codeTab, animated: false, style: "formSheet") }
        let modal = try await a("vc.instantiateAndPresent") {
            try await c.instantiateAndPresent(storyboard: "Main", identifier: "Modal", from: presented, animated: false)
        }.vc
        let shownModally = try await create("UIViewController", title: "Shown modally")
        _ = try await a("vc.show") { try await c.show(shownModally, from: modal, animated: false) }

        // UIKit's warnings on calls that succeed (issue 23 §3, uikit-rules W1, W2): presenting,
        // showing and a modal segue on controllers whose views were added by hand (detached),
        // and ending an appearance transition never begun — each result carries `warnings`.
        let warnRoot = try await create("UIViewController", title: "Warnings root")
        _ = try await a("window.create") { try await c.createWindow(root: warnRoot) }
        let detached = try await create("UIViewController", title: "Detached")
        try await a("vc.addView") { try await c.addView(detached, into: warnRoot) }
        let warned = try await a("vc.present") { try await c.present(try await create("UIViewController", title: "Warned"), from: detached, animated: false) }
        #expect(warned.warnings.map(\.rule) == ["W1"], "\(warned)")
        _ = try await a("vc.dismiss") { try await c.dismiss(warned.vc, animated: false) }
        let warnedShow = try await create("UIViewController", title: "Shown from detached")
        #expect(try await a("vc.show") { try await c.show(warnedShow, from: detached, animated: false) }.warnings.map(\.rule) == ["W1"])
        _ = try await a("vc.dismiss") { try await c.dismiss(warnedShow, animated: false) }
        let warnedDetail = try await a("vc.instantiateAndShow") {
            try await c.instantiateAndShow(storyboard: "Main", identifier: "Detail", from: detached, animated: false)
        }
        #expect(warnedDetail.warnings.map(\.rule) == ["W1"], "\(warnedDetail)")
        _ = try await a("vc.dismiss") { try await c.dismiss(warnedDetail.vc, animated: false) }
        let looseHome = try await a("vc.instantiate") { try await c.instantiate(storyboard: "Main", identifier: "Home") }.vc
        try await a("vc.addView") { try await c.addView(looseHome, into: warnRoot) }
        let warnedSegue = try await a("segue.perform") { try await c.performSegue(identifier: "presentModal", from: looseHome) }
        #expect(warnedSegue.warnings.map(\.rule) == ["W1"], "\(warnedSegue)")
        if let destination = warnedSegue.destination { _ = try await a("vc.dismiss") { try await c.dismiss(destination, animated: false) } }
        let unbalanced = try await a("vc.endAppearanceTransition") { try await c.endAppearanceTransition(detached) }
        #expect(unbalanced.map(\.kind) == ["unbalancedAppearanceTransition"], "\(unbalanced)")

        // Segues and unwinding in w1 (Main: tab bar, navigation controller, Home).
        let mainNodes = try await a("tree") { try await c.tree(window: "w1") }.windows[0].root?.allNodes ?? []
        let home = try #require(mainNodes.first { $0.storyboardIdentifier == "Home" }).vc
        let tab = try #require(mainNodes.first { $0.className == "UITabBarController" }).vc
        let settings = try #require(mainNodes.first { $0.storyboardIdentifier == "Settings" }).vc
        _ = try await a("vc.segues") { try await c.segues(of: home) }
        let detail = try #require(try await a("segue.perform") { try await c.performSegue(identifier: "showDetail", from: home) }.destination)
        let exit = try #require(try await a("vc.segues") { try await c.segues(of: detail) }.first { $0.kind == "unwind" })
        let unwound = try await a("segue.perform") { try await c.performSegue(segue: exit.segue, from: detail) }
        #expect(unwound.kind == "unwind")
        let sheet = try #require(try await a("segue.perform") { try await c.performSegue(identifier: "presentModal", from: home) }.destination)
        _ = try await a("segue.unwind") { try await c.unwind(from: sheet, action: "unwindToHome") }

        // Every query over the whole hierarchy.
        _ = try await a("tree") { try await c.tree() }
        for window in ["w1", codeWindow, emptyWindow, storyboardWindow, external.windows[0]] {
            _ = try await a("tree") { try await c.tree(window: window) }
            _ = try await a("window.get") { try await c.window(window) }
        }
        _ = try await a("window.list") { try await c.windows() }
        for vc in [codeRoot, codeTab, codeSplit, split, presented, modal, tab, home, settings] {
            _ = try await a("vc.get") { try await c.controller(vc) }
        }
        _ = try await a("device.rotate") { try await c.rotate(to: "landscapeLeft") }
        _ = try await a("device.rotate") { try await c.rotate(to: "portrait") }
        _ = try await a("vc.dismiss") { try await c.dismiss(presented, animated: false) }
        _ = try await a("sync") { try await c.sync() }

        // events.subscribe with a snapshot and the restoration members, on a connection of its own.
        let listener = try server.connect()
        listener.defaultTimeout = 30
        let subscription = try await a("events.subscribe") {
            try await listener.events(names: ["didReceiveMemoryWarning"], snapshot: true, restoration: true)
        }
        try await a("events.unsubscribe") { try await listener.unsubscribe(subscription.id) }

        // A refused request, as another connection's request report carries it: its members
        // and its error's (code, message, data) must all be read.
        let watcher = try server.connect()
        watcher.defaultTimeout = 30
        _ = try await a("hello") { try await watcher.hello(client: "watcher", role: "observer") }
        let reports = try await a("events.subscribe") { try await watcher.events(requests: true) }
        let first = try await create("UIViewController", title: "First")
        _ = try await a("vc.present") { try await c.present(first, from: home, animated: false) }
        let second = try await create("UIViewController", title: "Second")
        await #expect(throws: ClientError.self) { try await c.present(second, from: home, animated: false) }
        let refusal = try await withThrowingTaskGroup(of: RequestReport?.self) { group in
            group.addTask {
                for await case .request(let report) in reports where report.method == "vc.present" {
                    if case .failure = report.outcome { return report }
                }
                return nil
            }
            group.addTask {
                try await Task.sleep(for: .seconds(20))
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
        let report = try #require(refusal, "the refused vc.present is reported")
        let recorder = ResultReadRecorder()
        _ = try RequestReport(params: report.json, recorder: recorder)
        audit.check("request report", recorder.objects)

        // Six tabs on the phone: a tap on More shows the More list, selectedIndex null (R115, R117).
        var six: [String] = []
        for i in 0..<6 { six.append(try await create("UIViewController", title: "Tab \(i)")) }
        let sixTabs = try await create("UITabBarController", children: six)
        _ = try await a("window.create") { try await c.createWindow(root: sixTabs) }
        let more = try await a("tab.tapMore") { try await c.tapMore(sixTabs) }
        #expect(more.selected && more.selectedIndex == nil && more.selectedViewController.map { !six.contains($0) } == true)
        // The iOS 18 tab model: a tap on a UITab answers as tab.tap (R174).
        let modernTabs = try await create("UITabBarController")
        let firstTab = try await create("UIViewController", title: "First")
        let secondTab = try await create("UIViewController", title: "Second")
        _ = try await a("window.create") { try await c.createWindow(root: modernTabs) }
        _ = try await a("tab.setTabs") {
            try await c.calls.tabSetTabs(tab: modernTabs, tabs: [["identifier": "first", "vc": .string(firstTab)],
                                                                 ["identifier": "second", "vc": .string(secondTab)]])
        }
        #expect(try await a("tab.tapTab") { try await c.calls.tabTapTab(tab: modernTabs, identifier: "second") }.selectedViewController == secondTab)
        let tabNode = try await a("tree") { try await c.tree() }.windows.compactMap(\.root).flatMap(\.allNodes).first { $0.vc == modernTabs }
        #expect(tabNode?.tabIdentifiers == ["first", "second"], "\(String(describing: tabNode))")

        _ = try await a("vc.children") { try await c.calls.vcChildren(vc: codeTab) }
        _ = try await a("vc.children") { try await c.calls.vcChildren(vc: codeNav) }
        _ = try await a("screen.disconnect") { try await c.disconnectScreen(external.screen) }
        _ = try await a("server.stats") { try await c.stats() }
        let invariants = try await a("server.checkInvariants") { try await c.checkInvariants() }
        #expect(invariants.ok, "\(invariants.violations)")

        // One check per method: every member of each of its answers is read.
        for method in audit.answered.keys.sorted() {
            #expect(audit.problems[method, default: []] == [], "\(method): members the Swift type does not read")
        }
        let notModelledSeen = audit.deliberatelyUnread
        #expect(Set(Self.notModelled.keys).subtracting(notModelledSeen).sorted() == [],
                "members listed as not modelled that no answer had (or that are read now)")

        // Which methods the scenario calls is its own business: every method's answer is held
        // to its declared type by AllMethodsTests, and every type's members are read above.
        #expect(audit.answered.count > 40)
    }

    // MARK: The audit itself: it must be able to fail.

    @Test func aMemberNoTypeReadsIsAProblemNamingTheMethodAndTheMember() throws {
        let audit = ShapeAudit()
        let recorder = ResultReadRecorder()
        _ = try Presented(result: ["vc": "vc2", "presenter": "vc1", "style": "formSheet"], context: "vc.present", recorder: recorder)
        audit.check("vc.present", recorder.objects)
        #expect(audit.problems == [:])
        recorder.reset()
        _ = try Presented(result: ["vc": "vc2", "presenter": "vc1", "style": "formSheet", "adapted": true],
                          context: "vc.present", recorder: recorder)
        audit.check("vc.present", recorder.objects)
        #expect(audit.problems["vc.present"] == ["vc.present.adapted is sent but the reader of vc.present does not read it"])
    }

    @Test func nestedObjectsAndArraysOfObjectsAreFollowed() throws {
        let audit = ShapeAudit()
        let recorder = ResultReadRecorder()
        let node: JSON = [
            "vc": "vc1", "class": "UIViewController", "title": .null, "storyboardIdentifier": .null,
            "appearance": "appeared", "children": [["vc": "vc2", "class": "UIViewController", "appearance": "appeared", "extra": 1]],
        ]
        _ = try Tree(result: ["windows": [["window": "w1", "screen": "s1", "key": true, "root": node]]], context: "tree", recorder: recorder)
        // A member the type reads as a string that the server sends as an object: no reader reads
        // its members.
        _ = try Shown(result: ["action": "push", "container": ["vc": "vc3"]], context: "vc.show", recorder: recorder)
        audit.check("tree", recorder.objects.filter { $0.context.hasPrefix("tree") })
        audit.check("vc.show", recorder.objects.filter { $0.context.hasPrefix("vc.show") })
        #expect(audit.problems["tree"] == ["tree.windows[0].root.children[0].extra is sent but TreeNode does not read it"])
        #expect(audit.problems["vc.show"] == ["vc.show.container is an object no Swift type reads member by member"])
        #expect(audit.typesDecoded["TreeNode"] == 2 && audit.typesDecoded["TreeWindow"] == 1)
        #expect(audit.neverSent.contains("TreeNode.presented") && audit.neverSent.contains("TreeNode.scene"))
    }

    @Test func membersKeptWholeAreNotFollowed() throws {
        let audit = ShapeAudit()
        let recorder = ResultReadRecorder()
        var answer: JSONObject = [:]
        for key in ["vc", "class", "appearance"] { answer[key] = "x" }
        answer["isViewLoaded"] = true
        answer["children"] = []
        answer["properties"] = ["anything": ["nested": 1]]
        _ = try ControllerInfo(result: .object(answer), context: "vc.get", recorder: recorder)
        audit.check("vc.get", recorder.objects)
        #expect(audit.problems == [:])
    }

    // MARK: Support

    /// A storyboard loaded from XML (`Tests/Fixtures/ResultShapes/Shapes.storyboard`, which the
    /// Python client's test_result_shapes loads too): a split view controller (initial) whose
    /// primary is a navigation controller and whose secondary is a storyboard reference into
    /// Main; its leaf has a segue into a storyboard that is not loaded (a warning).
    static func shapesXML() throws -> String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return try String(contentsOf: url.appendingPathComponent("Fixtures/ResultShapes/Shapes.storyboard"), encoding: .utf8)
    }
}

/// Runs typed calls while recording what their decoders read (`ResultReadRecorder`) and walks
/// each answer as the server sent it: every member of every object must have been asked for by
/// the reader of that object, and every object inside (unless its member is kept whole, as
/// `vc.get`'s free-form `properties`) must have had a reader of its own.
final class ShapeAudit {
    /// Problems by method (or "request report"), one per member however many objects lack it
    /// (the first object's path names it).
    private(set) var problems: [String: [String]] = [:]
    private var reported: Set<String> = []
    /// How many answers of each method were checked.
    private(set) var answered: [String: Int] = [:]
    /// How many objects each result type decoded.
    private(set) var typesDecoded: [String: Int] = [:]
    /// "Type.member" listed in `ResultShapeTests.notModelled` that answers had.
    private(set) var deliberatelyUnread: Set<String> = []
    /// Per type (or context, for a reader without one): the members it asked for, and those present.
    private var asked: [String: Set<String>] = [:]
    private var present: [String: Set<String>] = [:]

    /// Calls a typed method and checks its answer; `method` names the check.
    func answer<T>(_ method: String, _ call: () async throws -> T) async throws -> T {
        let recorder = ResultReadRecorder()
        let value = try await recorder.recording(call)
        check(method, recorder.objects)
        return value
    }

    /// Checks the objects recorded for one answer of `method` (the first is the answer itself).
    func check(_ method: String, _ objects: [ResultReadRecorder.ObjectRead]) {
        answered[method, default: 0] += 1
        guard let root = objects.first else {
            problems[method, default: []].append("\(method): its typed call read the answer without a ResultReader")
            return
        }
        var byContext: [String: ResultReadRecorder.ObjectRead] = [:]
        for object in objects {
            byContext[object.context] = object
            let name = object.type ?? object.context
            if let type = object.type { typesDecoded[type, default: 0] += 1 }
            asked[name, default: []].formUnion(object.asked)
            present[name, default: []].formUnion(object.object.keys)
        }
        walk(.object(root.object), at: root.context, byContext, method)
    }

    private func walk(_ value: JSON, at path: String, _ objects: [String: ResultReadRecorder.ObjectRead], _ method: String) {
        switch value {
        case .object(let members):
            guard let read = objects[path] else {
                problems[method, default: []].append("\(path) is an object no Swift type reads member by member")
                return
            }
            for member in members {
                let name = "\(read.type ?? read.context).\(member.key)"
                if !read.asked.contains(member.key) {
                    if ResultShapeTests.notModelled[name] != nil {
                        deliberatelyUnread.insert(name)
                    } else if reported.insert(method + " " + name).inserted {
                        problems[method, default: []].append(
                            "\(path).\(member.key) is sent but \(read.type ?? "the reader of \(read.context)") does not read it")
                    }
                } else if !read.keptWhole.contains(member.key) {
                    walk(member.value, at: "\(path).\(member.key)", objects, method)
                }
            }
        case .array(let elements):
            for (i, element) in elements.enumerated() { walk(element, at: "\(path)[\(i)]", objects, method) }
        default:
            break
        }
    }

    /// "Type.member" for each member a type asked for that no object it decoded had.
    var neverSent: [String] {
        asked.flatMap { name, keys in keys.subtracting(present[name] ?? []).map { "\(name).\($0)" } }.sorted()
    }
}
