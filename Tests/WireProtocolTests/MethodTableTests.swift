import Testing
@testable import WireProtocol

/// The method table against docs/protocol.md: every method, exactly its params, the observer
/// rule, targets, and `validate`.
@Suite struct MethodTableTests {
    /// docs/protocol.md *Methods*, copied by hand: name → (required params, optional params).
    static let protocolMethods: [(String, [String], [String])] = [
        ("hello", ["client"], ["role"]),
        ("ping", [], []),
        ("server.stats", [], []),
        ("server.shutdown", [], []),
        ("screen.list", [], []),
        ("screen.connect", ["name", "width", "height"], ["scale"]),
        ("screen.disconnect", ["screen"], []),
        ("window.create", [], ["screen", "root", "storyboard", "identifier", "makeKeyAndVisible"]),
        ("window.list", [], []),
        ("window.get", ["window"], []),
        ("window.setRoot", ["window", "vc"], []),
        ("window.makeKeyAndVisible", ["window"], []),
        ("window.setTraits", ["window"], ["horizontalSizeClass", "verticalSizeClass"]),
        ("window.destroy", ["window"], []),
        ("device.rotate", ["orientation"], []),
        ("system.memoryWarning", [], []),
        ("storyboard.load", [], ["path", "name", "xml"]),
        ("storyboard.list", [], []),
        ("vc.instantiate", ["storyboard"], ["identifier"]),
        ("vc.create", ["class"], ["title", "properties", "children"]),
        ("vc.get", ["vc"], []),
        ("vc.set", ["vc", "properties"], []),
        ("vc.present", ["presenter", "vc"], ["animated", "style", "transition", "queue"]),
        ("vc.dismiss", ["vc"], ["animated"]),
        ("vc.show", ["vc", "from"], ["animated"]),
        ("vc.showDetail", ["vc", "from"], ["animated"]),
        ("vc.addChild", ["parent", "child"], ["steps"]),
        ("vc.removeFromParent", ["vc"], ["steps"]),
        ("vc.addView", ["vc", "into"], []),
        ("vc.transition", ["parent", "from", "to"], ["duration", "animated"]),
        ("vc.beginAppearanceTransition", ["vc", "appearing", "animated"], []),
        ("vc.endAppearanceTransition", ["vc"], []),
        ("nav.push", ["nav", "vc"], ["animated"]),
        ("nav.pop", ["nav"], ["animated"]),
        ("nav.popTo", ["nav", "vc"], ["animated"]),
        ("nav.popToRoot", ["nav"], ["animated"]),
        ("nav.setViewControllers", ["nav", "vcs"], ["animated"]),
        ("tab.select", ["tab", "index"], []),
        ("tab.setViewControllers", ["tab", "vcs"], ["animated"]),
        ("tab.tap", ["tab", "index"], []),
        ("tab.tapMore", ["tab"], []),
        ("nav.interactivePop", ["nav"], ["outcome"]),
        ("vc.interactiveDismiss", ["vc"], ["outcome"]),
        ("page.setViewControllers", ["page", "vcs"], ["direction", "animated", "pages"]),
        ("page.swipe", ["page"], ["direction", "outcome"]),
        ("segue.perform", ["source"], ["identifier", "segue", "sender"]),
        ("vc.segues", ["vc"], []),
        ("segue.unwind", ["source", "action"], []),
        ("tree", [], ["window"]),
        ("events.subscribe", [], ["windows", "names", "snapshot"]),
        ("events.unsubscribe", ["subscription"], []),
        ("sync", [], []),
    ]

    /// Every method of the table is the contract's or an extension, and the table says which:
    /// a method the list above does not name is an extension (the list is the original
    /// version-1 contract and the extensions whose params are pinned here; a new extension is
    /// added to the table alone, and the protocol reference's extension list is generated
    /// from it, `MethodLists`).
    @Test func everyProtocolMethodAndNothingElseButExtensions() {
        let documented = Set(Self.protocolMethods.map(\.0))
        #expect(documented.count == Self.protocolMethods.count)
        let table = MethodTable.all.map(\.name)
        #expect(Set(table).count == table.count, "a method is listed twice")
        #expect(documented.isSubset(of: Set(table)), "a contract method is missing: \(documented.subtracting(table))")
        for descriptor in MethodTable.all {
            if !documented.contains(descriptor.name) { #expect(descriptor.isExtension, "\(descriptor.name) is in no contract") }
            #expect(MethodTable.descriptor(named: descriptor.name)?.name == descriptor.name)
        }
        #expect(MethodTable.all.contains { $0.isExtension })
        #expect(MethodTable.descriptor(named: "vc.nope") == nil)
    }

    /// Optional params this server adds to the contract's methods (docs/protocol.md, *Extensions*).
    static let extensionParams: [String: Set<String>] = ["events.subscribe": ["restoration", "requests"], "hello": ["ios"]]

    @Test(arguments: protocolMethods.map(\.0))
    func paramsMatchTheProtocolExactly(_ name: String) throws {
        let descriptor = try #require(MethodTable.descriptor(named: name))
        let (_, required, optional) = Self.protocolMethods.first { $0.0 == name }!
        var expectedOptional = Set(optional)
        if descriptor.mutates, case .window = descriptor.target { expectedOptional.insert("queue") }
        if descriptor.mutates, case .controller = descriptor.target { expectedOptional.insert("queue") }
        expectedOptional.formUnion(Self.extensionParams[name] ?? [])
        #expect(Set(descriptor.params.filter(\.required).map(\.name)) == Set(required))
        #expect(Set(descriptor.params.filter { !$0.required }.map(\.name)) == expectedOptional)
        #expect(descriptor.params.count == required.count + expectedOptional.count, "a param is declared twice")
    }

    /// docs/protocol.md *Sessions and roles*: an observer may call exactly the methods that
    /// change nothing (the list there is generated from the table, `MethodLists`). What the
    /// names promise holds: `*.list`, `*.get` and `events.*` never mutate, and the contract's
    /// mutating methods are marked so.
    @Test func observersMayCallExactlyTheQueriesAndEvents() {
        for descriptor in MethodTable.all {
            let name = descriptor.name
            #expect(descriptor.allowsObservers == !descriptor.mutates, "\(name)")
            if name.hasSuffix(".list") || name.hasSuffix(".get") || name.hasPrefix("events.") {
                #expect(!descriptor.mutates, "\(name) is named as a query")
            }
        }
        for name in ["vc.present", "nav.push", "window.create", "screen.connect", "server.shutdown", "segue.perform"] {
            #expect(MethodTable.descriptor(named: name)?.mutates == true, "\(name)")
        }
    }

    @Test func everyMutatingWindowOrControllerMethodTakesQueue() {
        for descriptor in MethodTable.all {
            let windowBound: Bool
            switch descriptor.target {
            case .window, .controller: windowBound = true
            case .server, .screen, .scene: windowBound = false
            }
            let queue = descriptor.param(named: "queue")
            #expect((queue != nil) == (descriptor.mutates && windowBound), "\(descriptor.name)")
            if let queue {
                // true, false or "uikit" (issue 23 §3, W3)
                #expect(queue.type == .boolOrString && queue.allowedValues == ["uikit"] && !queue.required && queue.defaultValue == true)
            }
        }
    }

    @Test func targetParamsAreDeclaredStringParams() {
        for descriptor in MethodTable.all {
            guard let param = descriptor.target.param else { continue }
            let spec = descriptor.param(named: param)
            // A controller target may be a list (vc.create's children): its first controller.
            var listAllowed = false
            if case .controller = descriptor.target { listAllowed = true }
            #expect(spec?.type == .string || listAllowed && spec?.type == .stringArray,
                    "\(descriptor.name) targets undeclared '\(param)'")
        }
        #expect(MethodTable.descriptor(named: "vc.create")?.target == .controller(param: "children"))
        #expect(MethodTable.descriptor(named: "window.create")?.target == .controller(param: "root"))
        #expect(MethodTable.descriptor(named: "vc.present")?.target == .controller(param: "presenter"))
        #expect(MethodTable.descriptor(named: "window.setRoot")?.target == .window(param: "window"))
        #expect(MethodTable.descriptor(named: "screen.disconnect")?.target == .screen(param: "screen"))
        #expect(MethodTable.descriptor(named: "hello")?.target == .server)
    }

    @Test func summariesAreOneLine() {
        for descriptor in MethodTable.all {
            #expect(!descriptor.summary.isEmpty && !descriptor.summary.contains("\n"), "\(descriptor.name)")
            #expect(!descriptor.result.isEmpty)
            for param in descriptor.params { #expect(!param.doc.isEmpty, "\(descriptor.name).\(param.name)") }
        }
    }

    // MARK: - validate

    static func validationMessage(_ method: String, _ params: JSON?) -> String? {
        do {
            try MethodTable.descriptor(named: method)!.validate(Params(params))
            return nil
        } catch {
            #expect(error.code == -32602)
            return error.message
        }
    }

    @Test func validRequestsPass() {
        #expect(Self.validationMessage("vc.present", ["presenter": "vc1", "vc": "vc2", "style": "formSheet", "animated": false]) == nil)
        #expect(Self.validationMessage("vc.present", ["presenter": "vc1", "vc": "vc2", "style": nil, "unknownExtra": 1]) == nil)
        #expect(Self.validationMessage("ping", nil) == nil)
        #expect(Self.validationMessage("tab.select", ["tab": "vc1", "index": 2.0]) == nil)
        #expect(Self.validationMessage("segue.perform", ["source": "vc1", "segue": "abc-12", "sender": ["any": [1]]]) == nil)
        #expect(Self.validationMessage("vc.addChild", ["parent": "a", "child": "b", "steps": ["addChild", "didMove"]]) == nil)
        #expect(Self.validationMessage("screen.connect", ["name": "TV", "width": 1920, "height": 1080, "scale": 1.5]) == nil)
    }

    @Test func invalidRequestsFailWithPreciseMessages() {
        #expect(Self.validationMessage("vc.present", ["vc": "vc2"]) == "missing required parameter 'presenter'")
        #expect(Self.validationMessage("vc.present", ["presenter": "vc1", "vc": "vc2", "animated": "no"])
            == "parameter 'animated' must be a boolean, got string")
        #expect(Self.validationMessage("vc.present", ["presenter": "vc1", "vc": "vc2", "style": "sideways"])
            == "parameter 'style' must be one of 'fullScreen', 'pageSheet', 'formSheet', 'currentContext', 'overFullScreen', 'overCurrentContext', 'popover', 'custom', 'none', 'automatic', got 'sideways'")
        #expect(Self.validationMessage("vc.present", ["presenter": "vc1", "vc": "vc2", "queue": 0])
            == "parameter 'queue' must be a boolean or a string, got number")
        #expect(Self.validationMessage("vc.present", ["presenter": "vc1", "vc": "vc2", "queue": "later"])
            == "parameter 'queue' must be true, false or one of 'uikit', got 'later'")
        #expect(Self.validationMessage("vc.present", ["presenter": "vc1", "vc": "vc2", "queue": "uikit"]) == nil)
        #expect(Self.validationMessage("tab.select", ["tab": "vc1", "index": 1.5]) == "parameter 'index' must be an integer, got 1.5")
        #expect(Self.validationMessage("vc.addChild", ["parent": "a", "child": "b", "steps": ["addChild", "addSubview"]])
            == "parameter 'steps' must be one of 'addChild', 'addView', 'didMove', got 'addSubview'")
        #expect(Self.validationMessage("hello", ["client": "t", "role": "admin"])
            == "parameter 'role' must be one of 'driver', 'observer', got 'admin'")
        #expect(Self.validationMessage("device.rotate", [:]) == "missing required parameter 'orientation'")
        #expect(Self.validationMessage("vc.set", ["vc": "vc1", "properties": [1]]) == "parameter 'properties' must be an object, got array")
        #expect(Self.validationMessage("nav.setViewControllers", ["nav": "n", "vcs": ["a", 2]])
            == "parameter 'vcs' must be an array of strings, got number at index 1")
        #expect(Self.validationMessage("screen.connect", ["name": "TV", "width": "1920", "height": 1080])
            == "parameter 'width' must be a number, got string")
        #expect(Self.validationMessage("vc.get", ["vc": nil]) == "parameter 'vc' must not be null")
        #expect(Self.validationMessage("vc.get", [1]) == "params must be an object of named parameters, got array")
    }
}

private extension Array {
    /// The elements in an order drawn from `next` (a seeded generator: `next(n)` in 0..<n).
    func shuffledDeterministically(_ next: (Int) -> Int) -> [Element] {
        var a = self
        for i in a.indices.reversed() where i > 0 { a.swapAt(i, next(i + 1)) }
        return a
    }
}
