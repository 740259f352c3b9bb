import HierarchyEngine
import WireProtocol
import Yams

/// The assertion keywords: what each checks is in `AssertionChecker`.
enum AssertionVocabulary {
    typealias Entry = StepVocabulary.Entry

    static let entries: [Entry] = [
        Entry(keyword: "expectCallbacks", needsValue: false, example: "expectCallbacks: [Home.viewWillDisappear, Modal.viewWillAppear]", parse: callbacks),
        Entry(keyword: "expectCallbacksInclude", needsValue: true, example: "expectCallbacksInclude: [Modal.viewWillAppear, Modal.viewDidAppear]",
              parse: { c throws(FlowFileError) in try withMode(callbacks(c), .include) }),
        Entry(keyword: "expectNoCallbacks", needsValue: false, example: "expectNoCallbacks: {of: Home}", parse: noCallbacks),
        Entry(keyword: "expectVisible", needsValue: true, example: "expectVisible: Modal", parse: { c throws(FlowFileError) in try visible(c, true) }),
        Entry(keyword: "expectNotVisible", needsValue: true, example: "expectNotVisible: Home", parse: { c throws(FlowFileError) in try visible(c, false) }),
        Entry(keyword: "expectTree", needsValue: false, example: "expectTree: |\n    vc2 UINavigationController [HomeNavigation] appeared", parse: tree),
        Entry(keyword: "expectError", needsValue: false, example: "expectError: {code: invalidState, uikit: \"already presenting\"}", parse: error),
        Entry(keyword: "expectWarning", needsValue: false, example: "expectWarning: {uikit: \"detached view controller\"}", parse: warning),
        Entry(keyword: "expectProperty", needsValue: true, example: "expectProperty: {vc: Home, presentedViewController: Modal}", parse: property),
        Entry(keyword: "expectResult", needsValue: true, example: "expectResult: {style: formSheet}", parse: result),
        Entry(keyword: "expectInvariants", needsValue: false, example: "expectInvariants", parse: invariants),
    ]

    /// Every event name the engine emits.
    static let eventNames = EngineEvent.Kind.allNames

    // MARK: - expectCallbacks

    private static func callbacks(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        guard c.hasValue else {
            // `expectCallbacks:` with nothing: no events at all (and a place for --update to fill).
            var e = CallbackExpectation(entries: [], controllers: nil, names: nil, span: c.valueSpan())
            e.shortForm = true
            return .assertion(.callbacks(e))
        }
        if case .mapping(let m) = c.value {
            let f = try c.fields(["of", "controllers", "names", "callbacks", "versions"])
            let (controllers, names) = try filters(f, c)
            if let versionsNode = f["versions"] {
                guard f["callbacks"] == nil else { throw c.error(versionsNode, "expectCallbacks takes `callbacks` or `versions`, not both") }
                var e = CallbackExpectation(entries: [], controllers: controllers, names: names, span: c.valueSpan())
                e.versions = try versionedCallbacks(versionsNode, c)
                return .assertion(.callbacks(e))
            }
            guard f["callbacks"] != nil else { throw c.error(c.value, "expectCallbacks needs 'callbacks' (or 'versions')") }
            let listNode = f["callbacks"]!
            // The list ends where the next field of the map starts, or at the step's end.
            let pairs = Array(m)
            let index = pairs.firstIndex { $0.key.string == "callbacks" }!
            let boundary = index + 1 < pairs.count ? pairs[index + 1].key.mark : c.boundary
            let entries = try callbackEntries(listNode, c)
            return .assertion(.callbacks(CallbackExpectation(entries: entries, controllers: controllers, names: names,
                                                             span: c.source.span(of: listNode, key: f.keyNodes["callbacks"]!, boundary: boundary))))
        }
        var e = CallbackExpectation(entries: try callbackEntries(c.value, c), controllers: nil, names: nil, span: c.valueSpan())
        e.shortForm = true
        return .assertion(.callbacks(e))
    }

    /// The long form's filters: `of` (or `controllers`) and `names`, checked.
    private static func filters(_ f: Fields, _ c: StepContext) throws(FlowFileError) -> (controllers: [String]?, names: [String]?) {
        if f["of"] != nil, f["controllers"] != nil { throw c.error(f["of"]!, "\(c.keyword): give `of` or `controllers` (the same filter), not both") }
        let ofNode = f["of"] ?? f["controllers"]
        let controllers = try ofNode.map { n throws(FlowFileError) in try c.source.strings(n, "\(c.keyword).of") }
        let names = try f["names"].map { n throws(FlowFileError) in try c.source.strings(n, "\(c.keyword).names") }
        for name in names ?? [] where !eventNames.contains(name) {
            throw c.error(f["names"]!, "no event '\(name)'\(Suggestion.text(name, among: eventNames)) (events: \(eventNames.joined(separator: ", ")))")
        }
        return (controllers, names)
    }

    /// `kind` with its expectation's mode set.
    private static func withMode(_ kind: FlowStep.Kind, _ mode: CallbackExpectation.Mode) -> FlowStep.Kind {
        guard case .assertion(.callbacks(var e)) = kind else { return kind }
        e.mode = mode
        return .assertion(.callbacks(e))
    }

    /// `expectNoCallbacks`: alone (no events at all), a controller (`expectNoCallbacks: Home`),
    /// or `{of: [...], names: [...]}`.
    private static func noCallbacks(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        guard c.hasValue else {
            return .assertion(.callbacks(CallbackExpectation(mode: .none, entries: [], controllers: nil, names: nil, span: c.valueSpan())))
        }
        let f = try c.fields(["of", "controllers", "names"], shorthand: "of")
        let (controllers, names) = try filters(f, c)
        return .assertion(.callbacks(CallbackExpectation(mode: .none, entries: [], controllers: controllers, names: names, span: c.valueSpan())))
    }

    /// `versions: {"12": [...], "13-26": [...], "17+": [...]}`: the ranges must be versions the
    /// engine reproduces and must not overlap.
    private static func versionedCallbacks(_ node: Node, _ c: StepContext) throws(FlowFileError) -> [VersionedCallbacks] {
        guard case .mapping(let m) = node else {
            throw c.error(node, "expectCallbacks.versions must map versions (\"12\", \"13-26\", \"17+\") to callback lists")
        }
        let pairs = Array(m)
        var out: [VersionedCallbacks] = []
        for (i, pair) in pairs.enumerated() {
            let label = try c.source.string(pair.key, "a version")
            guard let range = FlowVersions.range(label) else {
                throw c.error(pair.key, "'\(label)' is not a version range: write 12, 13-26 or 17+ with versions among \(FlowVersions.supported)")
            }
            if let clash = out.first(where: { $0.versions.overlaps(range) }) {
                throw c.error(pair.key, "versions \(label) and \(clash.label) overlap")
            }
            let boundary = i + 1 < pairs.count ? pairs[i + 1].key.mark : c.boundary
            out.append(VersionedCallbacks(label: label, versions: range, entries: try callbackEntries(pair.value, c),
                                          span: c.source.span(of: pair.value, key: pair.key, boundary: boundary)))
        }
        return out
    }

    private static func callbackEntries(_ node: Node, _ c: StepContext) throws(FlowFileError) -> [CallbackEntry] {
        if case .scalar = node, c.source.tagName(node) == Tag.Name.null { return [] }
        guard case .sequence(let items) = node else {
            throw c.error(node, "expectCallbacks must be a list such as [Home.viewWillDisappear, Modal.viewWillAppear], got \(c.source.describe(node))")
        }
        var out: [CallbackEntry] = []
        for item in items {
            var textNode = item
            var members: JSONObject?
            if case .mapping(let m) = item {
                let pairs = Array(m)
                guard pairs.count == 1 else { throw c.error(item, "a callback with members is a one-key map: `Home.viewWillAppear: {animated: false}`") }
                textNode = pairs[0].key
                guard let object = try c.source.json(pairs[0].value, "the members of a callback").objectValue else {
                    throw c.error(pairs[0].value, "a callback's members must be a map such as {animated: false, isBeingPresented: true}")
                }
                members = object
            }
            let text = try c.source.string(textNode, "a callback")
            let (label, name) = CallbackText.split(text)
            guard eventNames.contains(name) else {
                throw c.error(textNode, "no event '\(name)' in '\(text)'\(Suggestion.text(name, among: eventNames)) (write Controller.event, e.g. Home.viewWillAppear)")
            }
            out.append(CallbackEntry(label: label, name: name, members: members, position: c.source.position(textNode)))
        }
        return out
    }

    // MARK: - State

    private static func visible(_ c: StepContext, _ expected: Bool) throws(FlowFileError) -> FlowStep.Kind {
        var refs: [NameRef] = []
        if case .sequence(let items) = c.value {
            for item in items { refs.append(try c.controller(item, c.keyword)) }
        } else {
            refs.append(try c.controller(c.value, c.keyword))
        }
        return .assertion(.visible(refs, expected: expected))
    }

    private static func tree(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        guard c.hasValue else {
            return .assertion(.tree(TreeExpectation(text: "", span: c.valueSpan())))
        }
        guard case .scalar(let s) = c.value else {
            throw c.error(c.value, "expectTree must be text, best a block (`expectTree: |` and the lines below), got \(c.source.describe(c.value))")
        }
        return .assertion(.tree(TreeExpectation(text: s.string, span: c.valueSpan())))
    }

    private static func error(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        guard c.hasValue else { return .assertion(.error(ErrorExpectation(code: nil, message: nil, uikit: nil))) }
        let f = try c.fields(["code", "message", "uikit"], shorthand: "code")
        var code: Int?
        if let node = f["code"] {
            if c.source.tagName(node) == Tag.Name.int, let n = node.int {
                guard RPCErrorCode(rawValue: n) != nil else { throw c.error(node, "no error code \(n) in the protocol") }
                code = n
            } else {
                let name = try c.source.string(node, "expectError.code")
                let names = RPCErrorCode.allCases.map(\.name)
                guard let known = RPCErrorCode(name: name) else {
                    throw c.error(node, "no error code '\(name)'\(Suggestion.text(name, among: names)) (codes: \(names.joined(separator: ", ")) or their numbers)")
                }
                code = known.rawValue
            }
        }
        return .assertion(.error(ErrorExpectation(code: code, message: try f.string("message"), uikit: try f.string("uikit"))))
    }

    private static func warning(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        guard c.hasValue else { return .assertion(.warning(WarningExpectation(kind: nil, uikit: nil))) }
        let f = try c.fields(["kind", "uikit"], shorthand: "uikit")
        return .assertion(.warning(WarningExpectation(kind: try f.string("kind"), uikit: try f.string("uikit"))))
    }

    private static func property(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let pairs = try c.source.mapping(c.value, "expectProperty")
        guard let vcPair = pairs.first(where: { $0.key == "vc" }) else { throw c.error(c.value, "expectProperty needs 'vc' (the controller to look at)") }
        let members = try pairs.filter { $0.key != "vc" }.map { p throws(FlowFileError) in
            (key: p.key, value: try c.source.json(p.value, "expectProperty.\(p.key)"), position: c.source.position(p.value))
        }
        guard !members.isEmpty else { throw c.error(c.value, "expectProperty needs at least one property besides 'vc'") }
        return .assertion(.property(PropertyExpectation(vc: try c.controller(vcPair.value, "expectProperty.vc"), members: members)))
    }

    private static func result(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        let pairs = try c.source.mapping(c.value, "expectResult")
        let members = try pairs.map { p throws(FlowFileError) in
            (key: p.key, value: try c.source.json(p.value, "expectResult.\(p.key)"), position: c.source.position(p.value))
        }
        return .assertion(.result(members))
    }

    private static func invariants(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        if c.hasValue { throw c.error(c.value, "expectInvariants takes no value") }
        return .assertion(.invariants)
    }
}

/// `Label.name` ⇄ (label, name); the name is after the last dot (labels such as titles may
/// contain dots, event names never do).
enum CallbackText {
    static func split(_ text: String) -> (label: String, name: String) {
        guard let dot = text.lastIndex(of: ".") else { return ("", text) }
        return (String(text[..<dot]), String(text[text.index(after: dot)...]))
    }
}
