import WireProtocol

/// How one flow action keyword and the protocol request it makes correspond, declared once
/// and read both ways: `prosc test` reads a step into its request (`StepMapping.plan`, through
/// `StepVocabulary`) and `prosc record` writes a request back as its step
/// (`StepMapping.step(for:)`, through `FlowRecorder`). The methods are the table's
/// descriptors, so a method's name and its parameters' allowed values come from one place.
///
/// A keyword maps to one method, or to two chosen by which of two fields is given
/// (`present: {from, scene}` is `vc.instantiateAndPresent`, `present: {from, vc}` is
/// `vc.present`). Each field carries one parameter of the request (`from` ↔ `presenter`), with
/// a kind saying how its value is written in the flow and on the wire.
struct StepMapping: Sendable {
    /// How a field's value is written in the flow and sent.
    enum Kind: Sendable, Equatable {
        /// A controller, named in the flow (`Home`), its id on the wire.
        case controller
        /// A storyboard scene identifier, checked against the storyboards.
        case scene
        /// The storyboard to instantiate from; when the flow does not say, that of the
        /// controller in field `anchor` (and the recorder leaves it out when it is that one).
        case storyboard(anchor: String)
        /// A screen, by its name in the flow, its id on the wire.
        case screen
        /// A literal the method table checks (type, allowed values).
        case value
        /// A whole number, 0 or more (a tab's index).
        case index
        /// `field: true` sends `param: wire` (`cancel: true` ↔ `outcome: cancel`).
        case flag(wire: String)
        /// `WIDTHxHEIGHT@SCALE`, sent as `width`, `height` and (when given) `scale`.
        case screenSize
        /// `tab.setTabs`' list of tabs, their controllers named (`TabListField`).
        case tabs
    }

    /// One field of the step and the request parameter it carries.
    struct Field: Sendable {
        var name: String
        var param: String
        var kind: Kind
    }

    /// The request: one method, or two chosen by whether `field` is given.
    enum Methods: Sendable {
        case one(MethodDescriptor)
        /// `field` given: `then` (the method that instantiates a scene); else `otherwise`.
        case by(field: String, then: MethodDescriptor, otherwise: MethodDescriptor)

        var all: [MethodDescriptor] {
            switch self {
            case .one(let m): [m]
            case .by(_, let a, let b): [a, b]
            }
        }
    }

    var keyword: String
    var methods: Methods
    /// Every field the step may have, in the order the recorder writes them.
    var fields: [Field]
    var required: [String] = []
    /// Exactly one of these must be given (`segue`'s `id` or `segue`).
    var oneOf: [String] = []
    /// The field a scalar value stands for (`pop: HomeNavigation`); the recorder writes a step
    /// whose only field is this one as that scalar.
    var shorthand: String?
    /// Shown when the value is missing.
    var example: String
    /// The step's line in reports, from its fields' texts.
    var summary: @Sendable (SummaryFields) -> String

    /// False for a step with no fields (`- memoryWarning`).
    var needsValue: Bool { !fields.isEmpty }

    func field(_ name: String) -> Field? { fields.first { $0.name == name } }

    /// The method a step with `given` fields makes.
    func method(given: Set<String>) -> MethodDescriptor {
        switch methods {
        case .one(let m): m
        case .by(let f, let then, let otherwise): given.contains(f) ? then : otherwise
        }
    }

    /// A step's fields as text, for its summary: a controller, scene or screen by the name the
    /// flow gives it, a value as written; "" when absent.
    struct SummaryFields {
        var texts: [String: String]
        subscript(_ name: String) -> String { texts[name] ?? "" }
        func has(_ name: String) -> Bool { texts[name] != nil }
    }
}

extension StepMapping {
    /// Every action keyword that is one request, in the order the vocabulary lists them
    /// (`call` and `runFlow` are not: StepVocabulary reads them itself).
    static let all: [StepMapping] = [
        StepMapping(keyword: "segue", methods: .one(.seguePerform),
                    fields: [controller("from", "source"), value("id", "identifier"), value("segue"), value("sender")],
                    required: ["from"], oneOf: ["id", "segue"],
                    example: "segue: {from: Home, id: showDetail}",
                    summary: { f in "segue \(f.has("id") ? f["id"] : f["segue"]) from \(f["from"])" }),
        StepMapping(keyword: "unwind", methods: .one(.segueUnwind),
                    fields: [controller("from", "source"), value("action")], required: ["from", "action"],
                    example: "unwind: {from: Detail, action: unwindToHome}",
                    summary: { f in "unwind \(f["action"]) from \(f["from"])" }),
        sceneOrController("present", near: controller("from", "presenter"), then: .vcInstantiateAndPresent, otherwise: .vcPresent,
                          options: [value("style"), value("transition")], example: "present: {from: Home, scene: Modal, style: formSheet}",
                          summary: { f in "present \(subject(f)) from \(f["from"])" }),
        animatedOne("dismiss", controller("vc"), .vcDismiss, example: "dismiss: Modal"),
        sceneOrController("push", near: controller("nav"), then: .navInstantiateAndPush, otherwise: .navPush,
                          example: "push: {nav: HomeNavigation, scene: Detail}", summary: { f in "push \(subject(f)) onto \(f["nav"])" }),
        animatedOne("pop", controller("nav"), .navPop, example: "pop: HomeNavigation"),
        animatedOne("popToRoot", controller("nav"), .navPopToRoot, example: "popToRoot: HomeNavigation"),
        StepMapping(keyword: "popTo", methods: .one(.navPopTo),
                    fields: [controller("nav"), controller("vc"), value("animated")], required: ["nav", "vc"],
                    example: "popTo: {nav: HomeNavigation, vc: Home}",
                    summary: { f in "popTo \(f["vc"]) in \(f["nav"])" }),
        sceneOrController("show", near: controller("from"), then: .vcInstantiateAndShow, otherwise: .vcShow,
                          example: "show: {from: Home, scene: Detail}", summary: { f in "show \(subject(f)) from \(f["from"])" }),
        sceneOrController("showDetail", near: controller("from"), then: .vcInstantiateAndShowDetail, otherwise: .vcShowDetail,
                          example: "showDetail: {from: Master, scene: Detail}", summary: { f in "showDetail \(subject(f)) from \(f["from"])" }),
        StepMapping(keyword: "selectTab", methods: .one(.tabSelect),
                    fields: [controller("tabBar", "tab"), Field(name: "index", param: "index", kind: .index)], required: ["tabBar", "index"],
                    example: "selectTab: {tabBar: Tabs, index: 1}",
                    summary: { f in "select tab \(f["index"]) of \(f["tabBar"])" }),
        // A user's tap on a tab (`tab.tap`: the delegate is asked; a re-tap pops to the root).
        StepMapping(keyword: "tapTab", methods: .one(.tabTap),
                    fields: [controller("tabBar", "tab"), Field(name: "index", param: "index", kind: .index)], required: ["tabBar", "index"],
                    example: "tapTab: {tabBar: Tabs, index: 1}",
                    summary: { f in "tap tab \(f["index"]) of \(f["tabBar"])" }),
        // A user's tap on the More item of a tab bar with more tabs than fit.
        StepMapping(keyword: "tapMore", methods: .one(.tabTapMore),
                    fields: [controller("tabBar", "tab")], required: ["tabBar"], shorthand: "tabBar",
                    example: "tapMore: Tabs",
                    summary: { f in "tap More of \(f["tabBar"])" }),
        // The iOS 18 tab model (R171-R175): the app's `setTabs(_:animated:)` and `selectedTab =`,
        // and a user's tap on a tab by its identifier (shouldSelectTab, the switch, didSelectTab).
        StepMapping(keyword: "setTabs", methods: .one(.tabSetTabs),
                    fields: [controller("tabBar", "tab"), Field(name: "tabs", param: "tabs", kind: .tabs), value("animated")],
                    required: ["tabBar", "tabs"],
                    example: "setTabs: {tabBar: Tabs, tabs: [{identifier: home, vc: Home}, {identifier: search, kind: search, vc: Search}]}",
                    summary: { f in "set \(f["tabs"]) of \(f["tabBar"])" }),
        StepMapping(keyword: "selectUITab", methods: .one(.tabSelectTab),
                    fields: [controller("tabBar", "tab"), value("identifier")], required: ["tabBar", "identifier"],
                    example: "selectUITab: {tabBar: Tabs, identifier: search}",
                    summary: { f in "select tab '\(f["identifier"])' of \(f["tabBar"])" }),
        StepMapping(keyword: "tapUITab", methods: .one(.tabTapTab),
                    fields: [controller("tabBar", "tab"), value("identifier")], required: ["tabBar", "identifier"],
                    example: "tapUITab: {tabBar: Tabs, identifier: search}",
                    summary: { f in "tap tab '\(f["identifier"])' of \(f["tabBar"])" }),
        // The user's back swipe; `cancel: true` lifts the finger too early.
        StepMapping(keyword: "swipeBack", methods: .one(.navInteractivePop),
                    fields: [controller("nav"), cancel], required: ["nav"], shorthand: "nav",
                    example: "swipeBack: {nav: HomeNavigation, cancel: true}",
                    summary: { f in "\(cancelled(f))back swipe on \(f["nav"])" }),
        // The user's tap on the back button (R169): refused while the top hides it.
        StepMapping(keyword: "tapBack", methods: .one(.navTapBack),
                    fields: [controller("nav")], required: ["nav"], shorthand: "nav",
                    example: "tapBack: HomeNavigation",
                    summary: { f in "tap the back button of \(f["nav"])" }),
        // The user pulling a sheet down (iOS 13+); `cancel: true` lets it spring back.
        StepMapping(keyword: "pullDown", methods: .one(.vcInteractiveDismiss),
                    fields: [controller("vc"), cancel], required: ["vc"], shorthand: "vc",
                    example: "pullDown: {vc: Modal, cancel: true}",
                    summary: { f in "\(cancelled(f))pull-down of \(f["vc"])" }),
        // The user dragging a sheet to one of its detents (iOS 15+, R168); `cancel: true` lets
        // it spring back to the detent it rests at.
        StepMapping(keyword: "dragSheet", methods: .one(.sheetDrag),
                    fields: [controller("vc"), value("detent"), cancel], required: ["vc", "detent"],
                    example: "dragSheet: {vc: Modal, detent: large, cancel: true}",
                    summary: { f in "\(cancelled(f))drag of \(f["vc"])'s sheet to \(f["detent"])" }),
        // A column of a column-style split shown or hidden (iOS 14+, R157, R158): the app's
        // show(_:)/hide(_:), or the user's display-mode button or edge swipe (R184), the same change.
        StepMapping(keyword: "showColumn", methods: .one(.splitShowColumn),
                    fields: [controller("split"), value("column")], required: ["split", "column"],
                    example: "showColumn: {split: Main, column: primary}",
                    summary: { f in "showing the \(f["column"]) column of \(f["split"])" }),
        StepMapping(keyword: "hideColumn", methods: .one(.splitHideColumn),
                    fields: [controller("split"), value("column")], required: ["split", "column"],
                    example: "hideColumn: {split: Main, column: supplementary}",
                    summary: { f in "hiding the \(f["column"]) column of \(f["split"])" }),
        // The user's swipe on a page view controller, to its declared pages.
        StepMapping(keyword: "swipePage", methods: .one(.pageSwipe),
                    fields: [controller("page"), value("direction"), cancel], required: ["page"], shorthand: "page",
                    example: "swipePage: {page: Pages, direction: reverse, cancel: true}",
                    summary: { f in "\(cancelled(f))\(f["direction"] == "reverse" ? "reverse " : "")page swipe on \(f["page"])" }),
        StepMapping(keyword: "rotate", methods: .one(.deviceRotate),
                    fields: [value("orientation")], required: ["orientation"], shorthand: "orientation",
                    example: "rotate: landscapeLeft",
                    summary: { f in "rotate to \(f["orientation"])" }),
        StepMapping(keyword: "connectScreen", methods: .one(.screenConnect),
                    fields: [value("name"), Field(name: "size", param: "width", kind: .screenSize)], required: ["name", "size"],
                    example: "connectScreen: {name: TV, size: 1920x1080@2}",
                    summary: { f in "connect screen \(f["name"])" }),
        StepMapping(keyword: "disconnectScreen", methods: .one(.screenDisconnect),
                    fields: [Field(name: "screen", param: "screen", kind: .screen)], required: ["screen"], shorthand: "screen",
                    example: "disconnectScreen: TV",
                    summary: { f in "disconnect screen \(f["screen"])" }),
        // Scenes (iOS 13+, docs/protocol.md *Scenes*): the user leaves, returns, resizes; the app
        // opens and closes scenes; a window hidden or shown (an external display mirrors when
        // its scene shows none).
        StepMapping(keyword: "background", methods: .one(.sceneBackground),
                    fields: [value("scene")], required: ["scene"], shorthand: "scene",
                    example: "background: sc1",
                    summary: { f in "scene \(f["scene"]) to the background" }),
        StepMapping(keyword: "foreground", methods: .one(.sceneForeground),
                    fields: [value("scene")], required: ["scene"], shorthand: "scene",
                    example: "foreground: sc1",
                    summary: { f in "scene \(f["scene"]) to the foreground" }),
        StepMapping(keyword: "resize", methods: .one(.sceneResize),
                    fields: [value("scene"), value("width"), value("height")], required: ["scene", "width", "height"],
                    example: "resize: {scene: sc1, width: 507, height: 1366}",
                    summary: { f in "resize scene \(f["scene"]) to \(f["width"])x\(f["height"])" }),
        StepMapping(keyword: "openScene", methods: .one(.sceneActivate),
                    fields: [value("from", "requestingScene")],
                    example: "openScene: {from: sc1}",
                    summary: { f in f.has("from") ? "open a scene from \(f["from"])" : "open a scene" }),
        StepMapping(keyword: "closeScene", methods: .one(.sceneDestroy),
                    fields: [value("scene")], required: ["scene"], shorthand: "scene",
                    example: "closeScene: sc2",
                    summary: { f in "close scene \(f["scene"])" }),
        StepMapping(keyword: "setHidden", methods: .one(.windowSetHidden),
                    fields: [value("window"), value("hidden")], required: ["window", "hidden"],
                    example: "setHidden: {window: w2, hidden: true}",
                    summary: { f in "\(f["hidden"] == "true" ? "hide" : "show") window \(f["window"])" }),
        StepMapping(keyword: "memoryWarning", methods: .one(.systemMemoryWarning), fields: [],
                    example: "memoryWarning",
                    summary: { _ in "memory warning" }),
        StepMapping(keyword: "setTraits", methods: .one(.windowSetTraits),
                    fields: [value("window"), value("horizontalSizeClass"), value("verticalSizeClass")], required: ["window"],
                    example: "setTraits: {window: w1, horizontalSizeClass: regular}",
                    summary: { f in "set traits of \(f["window"])" }),
    ]

    /// A step that puts a scene (instantiated in the same request, `then`) or a made
    /// controller (`otherwise`) somewhere, from the controller in `near`.
    private static func sceneOrController(_ keyword: String, near: Field, then: MethodDescriptor, otherwise: MethodDescriptor,
                                          options: [Field] = [], example: String,
                                          summary: @escaping @Sendable (SummaryFields) -> String) -> StepMapping {
        StepMapping(keyword: keyword, methods: .by(field: "scene", then: then, otherwise: otherwise),
                    fields: [near, scene, controller("vc"), storyboard(near: near.name)] + options + [value("animated")],
                    required: [near.name], oneOf: ["scene", "vc"], example: example, summary: summary)
    }

    /// A step on one controller, `animated` optional, the controller alone as its shorthand.
    private static func animatedOne(_ keyword: String, _ target: Field, _ method: MethodDescriptor, example: String) -> StepMapping {
        StepMapping(keyword: keyword, methods: .one(method), fields: [target, value("animated")], required: [target.name],
                    shorthand: target.name, example: example, summary: { f in "\(keyword) \(f[target.name])" })
    }

    private static func controller(_ name: String, _ param: String? = nil) -> Field { Field(name: name, param: param ?? name, kind: .controller) }
    private static func value(_ name: String, _ param: String? = nil) -> Field { Field(name: name, param: param ?? name, kind: .value) }
    private static let scene = Field(name: "scene", param: "identifier", kind: .scene)
    private static func storyboard(near anchor: String) -> Field { Field(name: "storyboard", param: "storyboard", kind: .storyboard(anchor: anchor)) }
    private static let cancel = Field(name: "cancel", param: "outcome", kind: .flag(wire: "cancel"))
    private static func subject(_ f: SummaryFields) -> String { f.has("scene") ? f["scene"] : f["vc"] }
    private static func cancelled(_ f: SummaryFields) -> String { f["cancel"] == "true" ? "cancelled " : "" }

    /// The mappings by keyword.
    static let byKeyword: [String: StepMapping] = Dictionary(uniqueKeysWithValues: all.map { ($0.keyword, $0) })

    /// The mapping whose request is `method` (each method is made by at most one keyword).
    static let byMethod: [String: StepMapping] = {
        var table: [String: StepMapping] = [:]
        for mapping in all {
            for m in mapping.methods.all {
                precondition(table[m.name] == nil, "\(m.name) is the request of two step keywords")
                table[m.name] = mapping
            }
        }
        return table
    }()
}
