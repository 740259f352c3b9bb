import Foundation
import HierarchyNaming
import WireProtocol
import Yams

/// Every step keyword a flow file may use, with how to read it. Actions become `ActionPlan`s
/// (protocol calls); assertions become `FlowAssertion`s (AssertionVocabulary.swift).
enum StepVocabulary {
    struct Entry: Sendable {
        var keyword: String
        /// False for keywords that may stand alone (`- memoryWarning`).
        var needsValue: Bool
        /// Shown when the value is missing.
        var example: String
        var parse: @Sendable (StepContext) throws(FlowFileError) -> FlowStep.Kind
    }

    static func entry(_ keyword: String) -> Entry? { table[keyword] }

    static var keywords: [String] { entries.map(\.keyword) }

    static let table: [String: Entry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.keyword, $0) })

    static let entries: [Entry] = actions + AssertionVocabulary.entries

    static let actions: [Entry] = [
        Entry(keyword: "segue", needsValue: true, example: "segue: {from: Home, id: showDetail}", parse: segue),
        Entry(keyword: "unwind", needsValue: true, example: "unwind: {from: Detail, action: unwindToHome}", parse: unwind),
        Entry(keyword: "present", needsValue: true, example: "present: {from: Home, scene: Modal, style: formSheet}", parse: present),
        Entry(keyword: "dismiss", needsValue: true, example: "dismiss: Modal", parse: dismiss),
        Entry(keyword: "push", needsValue: true, example: "push: {nav: HomeNavigation, scene: Detail}", parse: push),
        Entry(keyword: "pop", needsValue: true, example: "pop: HomeNavigation", parse: { c throws(FlowFileError) in try navigation(c, .navPop) }),
        Entry(keyword: "popToRoot", needsValue: true, example: "popToRoot: HomeNavigation", parse: { c throws(FlowFileError) in try navigation(c, .navPopToRoot) }),
        Entry(keyword: "popTo", needsValue: true, example: "popTo: {nav: HomeNavigation, vc: Home}", parse: popTo),
        Entry(keyword: "show", needsValue: true, example: "show: {from: Home, scene: Detail}",
              parse: { c throws(FlowFileError) in try show(c, instantiating: .vcInstantiateAndShow, plain: .vcShow) }),
        Entry(keyword: "showDetail", needsValue: true, example: "showDetail: {from: Master, scene: Detail}",
              parse: { c throws(FlowFileError) in try show(c, instantiating: .vcInstantiateAndShowDetail, plain: .vcShowDetail) }),
        Entry(keyword: "selectTab", needsValue: true, example: "selectTab: {tabBar: Tabs, index: 1}", parse: selectTab),
        Entry(keyword: "tapTab", needsValue: true, example: "tapTab: {tabBar: Tabs, index: 1}", parse: tapTab),
        Entry(keyword: "tapMore", needsValue: true, example: "tapMore: Tabs", parse: tapMore),
        Entry(keyword: "swipeBack", needsValue: true, example: "swipeBack: {nav: HomeNavigation, cancel: true}", parse: swipeBack),
        Entry(keyword: "pullDown", needsValue: true, example: "pullDown: {vc: Modal, cancel: true}", parse: pullDown),
        Entry(keyword: "swipePage", needsValue: true, example: "swipePage: {page: Pages, direction: reverse, cancel: true}", parse: swipePage),
        Entry(keyword: "rotate", needsValue: true, example: "rotate: landscapeLeft", parse: rotate),
        Entry(keyword: "connectScreen", needsValue: true, example: "connectScreen: {name: TV, size: 1920x1080@2}", parse: connectScreen),
        Entry(keyword: "disconnectScreen", needsValue: true, example: "disconnectScreen: TV", parse: disconnectScreen),
        Entry(keyword: "memoryWarning", needsValue: false, example: "memoryWarning", parse: memoryWarning),
        Entry(keyword: "setTraits", needsValue: true, example: "setTraits: {window: w1, horizontalSizeClass: regular}", parse: setTraits),
        Entry(keyword: "call", needsValue: true, example: "call: {method: vc.present, params: {presenter: Home, vc: Modal}}", parse: call),
        Entry(keyword: "runFlow", needsValue: true, example: "runFlow: common/open-detail.yaml", parse: runFlow),
    ]

    private static func plan(_ summary: String, _ calls: [PlannedCall]) -> FlowStep.Kind {
        .action(ActionPlan(summary: summary, calls: calls))
    }

    // MARK: - Segues

    private static func segue(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["from", "id", "segue", "sender"], required: ["from"])
        let m = MethodDescriptor.seguePerform
        let from = try f.controller("from")!
        let which = try f.oneOf(["id", "segue"])
        var params: [(key: String, value: PlannedValue)] = [("source", .controller(from))]
        params.append((which == "id" ? "identifier" : "segue", .json(.string(try f.string(which)!))))
        if let sender = try f.param("sender", of: m) { params.append(sender) }
        return plan("segue \(try f.string(which)!) from \(from.name)", [PlannedCall(m.name, params)])
    }

    private static func unwind(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["from", "action"], required: ["from", "action"])
        let from = try f.controller("from")!
        let action = try f.string("action")!
        return plan("unwind \(action) from \(from.name)",
                    [PlannedCall(MethodDescriptor.segueUnwind.name, [("source", .controller(from)), ("action", .json(.string(action)))])])
    }

    // MARK: - Presentation and navigation

    /// The `scene` field, a name checked against the storyboards' scenes.
    private static func scene(_ f: Fields) throws(FlowFileError) -> NameRef {
        let node = f["scene"]!
        return NameRef(try f.context.source.string(node, "\(f.context.keyword).scene"), .scene, at: f.context.source.position(node))
    }

    /// The controller an action puts on screen: `scene` (instantiated by `instantiating` in the
    /// same call, from `storyboard` or `near`'s storyboard) or an existing `vc` (`plain`). The
    /// method, its params after the anchor's, and the name.
    private static func subject(_ f: Fields, near: NameRef, instantiating: MethodDescriptor, plain: MethodDescriptor)
        throws(FlowFileError) -> (method: MethodDescriptor, params: [(key: String, value: PlannedValue)], name: String) {
        if try f.oneOf(["scene", "vc"]) == "vc" {
            let vc = try f.controller("vc")!
            return (plain, [("vc", .controller(vc))], vc.name)
        }
        let scene = try scene(f)
        return (instantiating, [("storyboard", .storyboard(explicit: try f.string("storyboard"), of: near)), ("identifier", .scene(scene))],
                scene.name)
    }

    /// A scene is instantiated and presented in one operation (`vc.instantiateAndPresent`, as
    /// `prosc present` does): a refused presentation leaves no controller behind, as in UIKit.
    private static func present(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["from", "scene", "vc", "storyboard", "style", "transition", "animated"], required: ["from"])
        let from = try f.controller("from")!
        let s = try subject(f, near: from, instantiating: .vcInstantiateAndPresent, plain: .vcPresent)
        var params: [(key: String, value: PlannedValue)] = [("presenter", .controller(from))] + s.params
        for key in ["style", "transition", "animated"] { if let p = try f.param(key, of: s.method) { params.append(p) } }
        return plan("present \(s.name) from \(from.name)", [PlannedCall(s.method.name, params)])
    }

    private static func dismiss(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let m = MethodDescriptor.vcDismiss
        let f = try c.fields(["vc", "animated"], required: ["vc"], shorthand: "vc")
        let vc = try f.controller("vc")!
        var params: [(key: String, value: PlannedValue)] = [("vc", .controller(vc))]
        if let a = try f.animated(m) { params.append(a) }
        return plan("dismiss \(vc.name)", [PlannedCall(m.name, params)])
    }

    /// A scene is instantiated and pushed in one operation (`nav.instantiateAndPush`, as `prosc
    /// push` does): a refused push leaves no controller behind, as in UIKit.
    private static func push(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["nav", "scene", "vc", "storyboard", "animated"], required: ["nav"])
        let nav = try f.controller("nav")!
        let s = try subject(f, near: nav, instantiating: .navInstantiateAndPush, plain: .navPush)
        var params: [(key: String, value: PlannedValue)] = [("nav", .controller(nav))] + s.params
        if let a = try f.animated(s.method) { params.append(a) }
        return plan("push \(s.name) onto \(nav.name)", [PlannedCall(s.method.name, params)])
    }

    /// `pop` and `popToRoot`: a navigation controller, and `animated`.
    private static func navigation(_ c: StepContext, _ m: MethodDescriptor) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["nav", "animated"], required: ["nav"], shorthand: "nav")
        let nav = try f.controller("nav")!
        var params: [(key: String, value: PlannedValue)] = [("nav", .controller(nav))]
        if let a = try f.animated(m) { params.append(a) }
        return plan("\(c.keyword) \(nav.name)", [PlannedCall(m.name, params)])
    }

    private static func popTo(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let m = MethodDescriptor.navPopTo
        let f = try c.fields(["nav", "vc", "animated"], required: ["nav", "vc"])
        let nav = try f.controller("nav")!
        let vc = try f.controller("vc")!
        var params: [(key: String, value: PlannedValue)] = [("nav", .controller(nav)), ("vc", .controller(vc))]
        if let a = try f.animated(m) { params.append(a) }
        return plan("popTo \(vc.name) in \(nav.name)", [PlannedCall(m.name, params)])
    }

    /// `show` and `showDetail`: a scene is instantiated and shown in one operation
    /// (`vc.instantiateAndShow`, `vc.instantiateAndShowDetail`): a refused show (a navigation
    /// controller pushed, a presenter already presenting) leaves no controller behind.
    private static func show(_ c: StepContext, instantiating: MethodDescriptor, plain: MethodDescriptor) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["from", "scene", "vc", "storyboard", "animated"], required: ["from"])
        let from = try f.controller("from")!
        let s = try subject(f, near: from, instantiating: instantiating, plain: plain)
        var params: [(key: String, value: PlannedValue)] = [("from", .controller(from))] + s.params
        if let a = try f.animated(s.method) { params.append(a) }
        return plan("\(c.keyword) \(s.name) from \(from.name)", [PlannedCall(s.method.name, params)])
    }

    private static func selectTab(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let m = MethodDescriptor.tabSelect
        let f = try c.fields(["tabBar", "index"], required: ["tabBar", "index"])
        let tab = try f.controller("tabBar")!
        let index = try c.source.int(f["index"]!, "selectTab.index")
        guard index >= 0 else { throw c.error(f["index"]!, "selectTab.index must be 0 or more") }
        return plan("select tab \(index) of \(tab.name)", [PlannedCall(m.name, [("tab", .controller(tab)), ("index", .json(.number(Double(index))))])])
    }

    /// A user's tap on a tab (`tab.tap`: the delegate is asked; a re-tap pops to the root).
    private static func tapTab(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let m = MethodDescriptor.tabTap
        let f = try c.fields(["tabBar", "index"], required: ["tabBar", "index"])
        let tab = try f.controller("tabBar")!
        let index = try c.source.int(f["index"]!, "tapTab.index")
        guard index >= 0 else { throw c.error(f["index"]!, "tapTab.index must be 0 or more") }
        return plan("tap tab \(index) of \(tab.name)", [PlannedCall(m.name, [("tab", .controller(tab)), ("index", .json(.number(Double(index))))])])
    }

    /// A user's tap on the More item of a tab bar with more tabs than fit (`tab.tapMore`).
    private static func tapMore(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["tabBar"], required: ["tabBar"], shorthand: "tabBar")
        let tab = try f.controller("tabBar")!
        return plan("tap More of \(tab.name)", [PlannedCall(MethodDescriptor.tabTapMore.name, [("tab", .controller(tab))])])
    }

    /// The user's back swipe (`nav.interactivePop`); `cancel: true` lifts the finger too early.
    private static func swipeBack(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["nav", "cancel"], required: ["nav"], shorthand: "nav")
        let nav = try f.controller("nav")!
        let cancel = try f.bool("cancel") ?? false
        var params: [(key: String, value: PlannedValue)] = [("nav", .controller(nav))]
        if cancel { params.append(("outcome", .json(.string("cancel")))) }
        return plan("\(cancel ? "cancelled " : "")back swipe on \(nav.name)", [PlannedCall(MethodDescriptor.navInteractivePop.name, params)])
    }

    /// The user pulling a sheet down (`vc.interactiveDismiss`, iOS 13+); `cancel: true` lets it
    /// spring back.
    private static func pullDown(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["vc", "cancel"], required: ["vc"], shorthand: "vc")
        let vc = try f.controller("vc")!
        let cancel = try f.bool("cancel") ?? false
        var params: [(key: String, value: PlannedValue)] = [("vc", .controller(vc))]
        if cancel { params.append(("outcome", .json(.string("cancel")))) }
        return plan("\(cancel ? "cancelled " : "")pull-down of \(vc.name)", [PlannedCall(MethodDescriptor.vcInteractiveDismiss.name, params)])
    }

    /// The user's swipe on a page view controller (`page.swipe`, to its declared pages);
    /// `direction: reverse` turns back, `cancel: true` lifts the finger early.
    private static func swipePage(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["page", "direction", "cancel"], required: ["page"], shorthand: "page")
        let page = try f.controller("page")!
        let cancel = try f.bool("cancel") ?? false
        var params: [(key: String, value: PlannedValue)] = [("page", .controller(page))]
        var reverse = false
        if let d = f["direction"] {
            let text = try c.source.string(d, "swipePage.direction")
            guard text == "forward" || text == "reverse" else { throw c.error(d, "swipePage.direction must be forward or reverse, got \(text)") }
            reverse = text == "reverse"
            if reverse { params.append(("direction", .json(.string("reverse")))) }
        }
        if cancel { params.append(("outcome", .json(.string("cancel")))) }
        return plan("\(cancel ? "cancelled " : "")\(reverse ? "reverse " : "")page swipe on \(page.name)", [PlannedCall(MethodDescriptor.pageSwipe.name, params)])
    }

    // MARK: - Device and screens

    private static func rotate(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let m = MethodDescriptor.deviceRotate
        let f = try c.fields(["orientation"], required: ["orientation"], shorthand: "orientation")
        let p = try f.param("orientation", of: m)!
        return plan("rotate to \(try f.string("orientation")!)", [PlannedCall(m.name, [p])])
    }

    private static func connectScreen(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["name", "size"], required: ["name", "size"])
        let name = try f.string("name")!
        let sizeText = try f.string("size")!
        guard let size = ScreenSize(text: sizeText) else {
            throw c.error(f["size"]!, "connectScreen.size must be WIDTHxHEIGHT or WIDTHxHEIGHT@SCALE such as 1920x1080@2, got '\(sizeText)'")
        }
        var params: [(key: String, value: PlannedValue)] = [
            ("name", .json(.string(name))), ("width", .json(.number(size.width))), ("height", .json(.number(size.height))),
        ]
        if let scale = size.scale { params.append(("scale", .json(.number(scale)))) }
        return plan("connect screen \(name)", [PlannedCall(MethodDescriptor.screenConnect.name, params)])
    }

    private static func disconnectScreen(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["screen"], required: ["screen"], shorthand: "screen")
        let node = f["screen"]!
        let screen = NameRef(try c.source.string(node, "disconnectScreen"), .screen, at: c.source.position(node))
        return plan("disconnect screen \(screen.name)", [PlannedCall(MethodDescriptor.screenDisconnect.name, [("screen", .screen(screen))])])
    }

    private static func memoryWarning(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        if c.hasValue { throw c.error(c.value, "memoryWarning takes no value") }
        return plan("memory warning", [PlannedCall(MethodDescriptor.systemMemoryWarning.name, [])])
    }

    private static func setTraits(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let m = MethodDescriptor.windowSetTraits
        let f = try c.fields(["window", "horizontalSizeClass", "verticalSizeClass"], required: ["window"])
        var params: [(key: String, value: PlannedValue)] = []
        for key in ["window", "horizontalSizeClass", "verticalSizeClass"] { if let p = try f.param(key, of: m) { params.append(p) } }
        return plan("set traits of \(try f.string("window")!)", [PlannedCall(m.name, params)])
    }

    // MARK: - Any method

    /// Params that carry a controller id (one, or a list) and a screen id in the method table;
    /// a flow may write names there (`presenter: Home`).
    static let controllerParams: Set<String> = ["vc", "presenter", "from", "into", "nav", "tab", "page", "source", "root"]
    static let controllerListParams: Set<String> = ["vcs", "children", "pages"]
    static let screenParams: Set<String> = ["screen"]

    private static func call(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["method", "params"], required: ["method"])
        let methodNode = f["method"]!
        let name = try c.source.string(methodNode, "call.method")
        guard let m = MethodTable.descriptor(named: name) else {
            throw c.error(methodNode, "no protocol method '\(name)'\(Suggestion.text(name, among: MethodTable.all.map(\.name))) (`prosc methods` lists them)")
        }
        var params: [(key: String, value: PlannedValue)] = []
        var given: Set<String> = []
        if let paramsNode = f["params"] {
            for (key, keyNode, node) in try c.source.mapping(paramsNode, "call.params") {
                guard m.param(named: key) != nil else {
                    throw c.error(keyNode, "\(name) has no parameter '\(key)'\(Suggestion.text(key, among: m.params.map(\.name))) (parameters: \(m.params.map(\.name).joined(separator: ", ")))")
                }
                given.insert(key)
                let position = c.source.position(node)
                if controllerParams.contains(key) {
                    params.append((key, .controller(NameRef(try c.source.string(node, "\(name).\(key)"), .controller, at: position))))
                } else if controllerListParams.contains(key) {
                    guard case .sequence(let items) = node else { throw c.error(node, "\(name).\(key) must be a list of controllers") }
                    var refs: [NameRef] = []
                    for item in items { refs.append(try c.controller(item, "each of \(name).\(key)")) }
                    params.append((key, .controllers(refs)))
                } else if screenParams.contains(key) {
                    params.append((key, .screen(NameRef(try c.source.string(node, "\(name).\(key)"), .screen, at: position))))
                } else {
                    params.append((key, try c.checked(m, key, try c.source.json(node, "\(name).\(key)"), at: node)))
                }
            }
        }
        for spec in m.params where spec.required && !given.contains(spec.name) {
            throw c.error(f["params"] ?? methodNode, "\(name) needs parameter '\(spec.name)': \(spec.doc)")
        }
        return plan("call \(name)", [PlannedCall(name, params)])
    }

    // MARK: - Other flows

    private static func runFlow(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let f = try c.fields(["file"], required: ["file"], shorthand: "file")
        let node = f["file"]!
        let file = try c.source.string(node, "runFlow")
        do {
            return .runFlow(try c.loadSubflow(file, c.source.position(node)))
        } catch {
            // The included file's own errors are reported where they are; say where it was included.
            guard let first = error.errors.first else { throw c.error(node, "runFlow: cannot load \(file)") }
            if first.position.file == c.source.path { throw first }
            throw FlowFileError(first.position, first.message + " (in \(file), run from \(c.source.position(node)))")
        }
    }
}
