import HierarchyVocabulary
import Testing
import WireProtocol

/// A request's params decoded once against its method's declaration (issue 38, "typed
/// parameters from one vocabulary"): defaults filled in from the spec, enumerations as the
/// engine's own types, identifiers parsed with the contract's -32001, the refusal texts the
/// method table always gave; and the same arguments built in process from typed values, which
/// become the params a client sends.
@Suite("Method arguments decoded from the table")
struct MethodArgumentsTests {
    private func decode(_ method: MethodDescriptor, _ params: JSONObject) throws(RPCError) -> MethodArguments {
        try MethodArguments(decoding: Params(object: params), for: method)
    }

    private func refusal(_ method: MethodDescriptor, _ params: JSONObject) -> RPCError? {
        do throws(RPCError) { _ = try decode(method, params) } catch { return error }
        return nil
    }

    @Test func aMissingParameterHasItsDeclaredDefault() throws {
        #expect(try decode(.navPop, ["nav": "vc1"])[.animated] == true)
        #expect(try decode(.tabSetViewControllers, ["tab": "vc1", "vcs": []])[.animated] == false)
        #expect(try decode(.eventsSubscribe, [:])[.snapshot] == false)
        #expect(try decode(.windowCreate, [:])[.makeKeyAndVisible] == true)
        #expect(try decode(.screenConnect, ["name": "TV", "width": 1, "height": 1])[.scale] == 1)
        #expect(try decode(.vcTransition, ["parent": "vc1", "from": "vc2", "to": "vc3"])[.duration] == 0.25)
        #expect(try decode(.navInteractivePop, ["nav": "vc1"])[.outcome] == .finish)
        #expect(try decode(.pageSwipe, ["page": "vc1"])[.direction] == .forward)
        #expect(try decode(.vcAddChild, ["parent": "vc1", "child": "vc2"])[.addChildSteps] == [.addChild, .addView, .didMove])
        #expect(try decode(.vcPresent, ["presenter": "vc1", "vc": "vc2"]).optional(.style) == nil)
        #expect(try decode(.vcPresent, ["presenter": "vc1", "vc": "vc2"]).queuePolicy == .wait)
        // The defaults read are the ones the table documents.
        #expect(MethodDescriptor.navPop.param(named: "animated")?.defaultValue == .bool(true))
        #expect(MethodDescriptor.pageSwipe.param(named: "direction")?.defaultValue == .string("forward"))
        #expect(MethodDescriptor.vcAddChild.param(named: "steps")?.defaultValue == .array(["addChild", "addView", "didMove"]))
    }

    @Test func givenValuesArriveTyped() throws {
        let present = try decode(.vcPresent, ["presenter": "vc1", "vc": "vc12", "animated": false, "style": "formSheet",
                                              "transition": "crossDissolve", "queue": "uikit"])
        #expect(present[.presenter] == VCID(1))
        #expect(present[.vc] == VCID(12))
        #expect(present[.animated] == false)
        #expect(present.optional(.style) == .formSheet)
        #expect(present.optional(.transition) == .crossDissolve)
        #expect(present.queuePolicy == .uikit)
        #expect(present.targetValue == .controller(VCID(1)))
        #expect(try decode(.vcPresent, ["presenter": "vc1", "vc": "vc2", "queue": false]).queuePolicy == .refuse)
        let subscribe = try decode(.eventsSubscribe, ["windows": ["w2", "w1"], "names": ["viewDidLoad"]])
        #expect(subscribe.optional(.windows) == [WindowID(2), WindowID(1)])
        #expect(subscribe.optional(.names) == ["viewDidLoad"])
        #expect(try decode(.sceneResize, ["scene": "sc3", "width": 507, "height": 1366])[.scene] == SceneID(3))
        #expect(try decode(.splitShowColumn, ["split": "vc4", "column": "supplementary"])[.column] == .supplementary)
        // `null` counts as absent.
        #expect(try decode(.vcDismiss, ["vc": "vc1", "animated": nil])[.animated] == true)
    }

    /// The -32602 texts are those the method table gave before the decoder (MethodTableTests
    /// pins the rest); the first failing parameter in declaration order is the one named.
    @Test func badValuesAreRefusedWithTheTablesTexts() {
        #expect(refusal(.navInteractivePop, ["nav": "vc1", "outcome": "maybe"])?.message
            == "parameter 'outcome' must be one of 'finish', 'cancel', got 'maybe'")
        #expect(refusal(.vcPresent, ["presenter": "vc1", "vc": "vc2", "queue": "later"])?.message
            == "parameter 'queue' must be true, false or one of 'uikit', got 'later'")
        #expect(refusal(.vcPresent, ["presenter": "vc1", "vc": "vc2", "queue": 1])?.message
            == "parameter 'queue' must be a boolean or a string, got number")
        #expect(refusal(.vcPresent, ["vc": 3, "animated": "no"])?.message == "missing required parameter 'presenter'")
        #expect(refusal(.vcPresent, ["presenter": "vc1", "vc": 3, "animated": "no"])?.message == "parameter 'vc' must be a string, got number")
        #expect(refusal(.vcPresent, ["presenter": "vc1", "vc": "vc2"]) == nil)
    }

    /// An identifier of the wrong form is -32001 with `data: {uikit: null, raises: false}`,
    /// after every type check, the target's first.
    @Test func identifiersOfTheWrongFormAreNotFound() {
        let wrong = refusal(.vcPresent, ["presenter": "Home", "vc": "Modal"])
        #expect(wrong?.code == RPCErrorCode.notFound.rawValue)
        #expect(wrong?.message == "no view controller 'Home' (parameter 'presenter')")
        #expect(wrong?.data == .object(["uikit": .null, "raises": .bool(false)]))
        #expect(refusal(.vcPresent, ["presenter": "vc1", "vc": "Modal"])?.message == "no view controller 'Modal' (parameter 'vc')")
        // The target is resolved first even when it is declared later.
        #expect(refusal(.vcShow, ["vc": "Modal", "from": "Home"])?.message == "no view controller 'Home' (parameter 'from')")
        #expect(refusal(.vcPresent, ["presenter": "Home", "vc": "vc2", "animated": "no"])?.code == RPCErrorCode.invalidParams.rawValue)
        #expect(refusal(.eventsSubscribe, ["windows": ["w1", "main"]])?.message == "no window 'main'")
        #expect(refusal(.screenDisconnect, ["screen": "TV"])?.message == "no screen 'TV'")
        #expect(refusal(.sceneGet, ["scene": "w1"])?.message == "no scene 'w1'")
        #expect(refusal(.navSetViewControllers, ["nav": "vc1", "vcs": ["vc2", "x"]])?.message == "no view controller 'x' (parameter 'vcs')")
    }

    /// Built in process from typed values (the explorer's path), the arguments read back the
    /// same and send only what was given; decoded from those params they are equal again.
    @Test func builtArgumentsBecomeTheParamsAClientSends() throws {
        var built = MethodArguments(.pageSwipe)
        built[.page] = VCID(7)
        built[.outcome] = .cancel
        #expect(built[.direction] == .forward)
        #expect(built.isGiven(.outcome) && !built.isGiven(.direction))
        #expect(built.wireParams == ["page": "vc7", "outcome": "cancel"])
        let decoded = try decode(.pageSwipe, built.wireParams)
        #expect(decoded[.page] == VCID(7) && decoded[.outcome] == .cancel && decoded[.direction] == .forward)
        var create = MethodArguments(.vcCreate)
        create[.className] = "UINavigationController"
        create[.children] = [VCID(2), VCID(3)]
        create.set(.title, nil as String?)
        #expect(create.wireParams == ["class": "UINavigationController", "children": ["vc2", "vc3"]])
    }

    /// Every parameter of every method is declared from a key of its kind, and the engine's
    /// enumerations are the wire's: a case the engine adds is a value the table allows.
    @Test func enumerationsComeFromTheTypesThatDeclareThem() {
        #expect(MethodDescriptor.vcPresent.param(named: "style")?.allowedValues == PresentationStyle.allCases.map(\.rawValue))
        #expect(MethodDescriptor.vcRemoveFromParent.param(named: "steps")?.allowedValues == RemoveChildStep.allCases.map(\.rawValue))
        #expect(WireEnum.sceneRole == WireEnum(SceneSessionRole.self))
        for method in MethodTable.all {
            for spec in method.params {
                #expect(spec.type == spec.kind.valueType, "\(method.name).\(spec.name)")
            }
            #expect(Set(method.params.map(\.name)).count == method.params.count, "\(method.name) declares a name twice")
            if let target = method.targetIndex {
                let kind = method.params[target].kind
                #expect([.controller, .controllers, .window, .screen, .scene].contains(kind), "\(method.name)'s target is a \(kind)")
            } else {
                #expect(method.target == .server, "\(method.name)'s target names no parameter")
            }
        }
    }
}
