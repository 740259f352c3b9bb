@testable import FlowTesting
import Foundation
import Testing
import WireProtocol

/// The flow vocabulary and the requests it makes are one table (`StepMapping`), read one way
/// by `prosc test` and the other by `prosc record`: a step read into its request and that
/// request written back is the step again, for every keyword of one request.
@Suite("Flow steps and their requests: one table, read both ways")
struct StepMappingTests {
    /// The request a one-request step makes, as the server would report it: controllers and
    /// screens by made-up ids, a scene step's storyboard defaulting to `Main` (the anchor's).
    private func request(_ step: String) throws -> (method: String, params: JSONObject) {
        let flow = try FlowFixture.parse(FlowFixture.header + "- " + step + "\n")
        guard case .action(let plan)? = flow.steps.first?.kind, plan.calls.count == 1 else {
            Issue.record("\(step) is not one request")
            return ("", JSONObject())
        }
        let call = plan.calls[0]
        return (call.method, JSONObject(call.params.map { ($0.key, wire($0.value)) }))
    }

    /// A planned value as the request would carry it, with made-up ids.
    private func wire(_ value: PlannedValue) -> JSON {
        switch value {
        case .json(let j): j
        case .controller(let n): .string("id-" + n.name)
        case .controllers(let list): .array(list.map { .string("id-" + $0.name) })
        case .screen(let n): .string("sid-" + n.name)
        case .scene(let n): .string(n.name)
        case .storyboard(let explicit, _): .string(explicit ?? "Main")
        case .list(let items): .array(items.map(wire))
        case .object(let members): .object(JSONObject(members.map { ($0.key, wire($0.value)) }))
        }
    }

    private func written(_ method: String, _ params: JSONObject) -> String? {
        let names = StepMapping.Names(controller: { String($0.dropFirst(3)) }, screen: { String($0.dropFirst(4)) }, anchorStoryboard: "Main")
        return StepMapping.step(method: method, params: FlowRecorder.withoutDefaults(params, of: method), names: names)
            .map { $0.keyword + ($0.value.map { ": " + $0 } ?? "") }
    }

    @Test(arguments: [
        "segue: {from: Home, id: showDetail}",
        "segue: {from: Home, segue: sD1-Sg-kq3, sender: 3}",
        "unwind: {from: Detail, action: unwindToHome}",
        "present: {from: Home, scene: Modal, style: formSheet}",
        "present: {from: Home, scene: ExternalRoot, storyboard: External, transition: crossDissolve, animated: false}",
        "present: {from: Home, vc: vc9}",
        "dismiss: Modal",
        "dismiss: {vc: Modal, animated: false}",
        "push: {nav: HomeNavigation, scene: Detail}",
        "push: {nav: HomeNavigation, vc: vc9, animated: false}",
        "pop: HomeNavigation",
        "popToRoot: {nav: HomeNavigation, animated: false}",
        "popTo: {nav: HomeNavigation, vc: Home}",
        "show: {from: Home, scene: Detail}",
        "showDetail: {from: Home, scene: ExternalRoot, storyboard: External, animated: false}",
        "showDetail: {from: Home, vc: Detail}",
        "selectTab: {tabBar: UITabBarController, index: 1}",
        "tapTab: {tabBar: Tabs, index: 0}",
        "tapMore: Tabs",
        "swipeBack: HomeNavigation",
        "swipeBack: {nav: HomeNavigation, cancel: true}",
        "pullDown: Modal",
        "pullDown: {vc: Modal, cancel: true}",
        "tapBack: HomeNavigation",
        "dragSheet: {vc: Modal, detent: medium}",
        "dragSheet: {vc: Modal, detent: large, cancel: true}",
        "showColumn: {split: Main, column: primary}",
        "hideColumn: {split: Main, column: supplementary}",
        "setTabs: {tabBar: Tabs, tabs: [{identifier: home, vc: Home}, {identifier: search, kind: search, vc: Search}]}",
        "setTabs: {tabBar: Tabs, tabs: [{identifier: library, title: Library, kind: group, children: [{identifier: albums, vc: Albums}], defaultChild: albums}], animated: true}",
        "selectUITab: {tabBar: Tabs, identifier: search}",
        "tapUITab: {tabBar: Tabs, identifier: albums}",
        "swipePage: Pages",
        "swipePage: {page: Pages, direction: reverse}",
        "swipePage: {page: Pages, direction: reverse, cancel: true}",
        "rotate: landscapeLeft",
        "connectScreen: {name: TV, size: 1920x1080@2}",
        "connectScreen: {name: Car, size: 800x480}",
        "disconnectScreen: TV",
        "memoryWarning",
        "setTraits: {window: w1, horizontalSizeClass: regular}",
    ])
    func aStepsRequestIsRecordedAsThatStep(_ step: String) throws {
        let (method, params) = try request(step)
        #expect(written(method, params) == step, "\(method) \(params)")
    }

    /// Every keyword's example (what error messages show) makes a request that is recorded as
    /// a step making the same request again; each method is some keyword's request at most once.
    @Test func everyKeywordsExampleGoesBothWays() throws {
        var methods: Set<String> = []
        for mapping in StepMapping.all {
            let (method, params) = try request(mapping.example)
            #expect(mapping.methods.all.contains { $0.name == method }, "\(mapping.keyword)")
            for m in mapping.methods.all {
                #expect(MethodTable.descriptor(named: m.name) != nil)
                // A flag's wire value is one the table allows (`cancel: true` sends `outcome: cancel`).
                for field in mapping.fields {
                    guard case .flag(let wire) = field.kind else { continue }
                    #expect(m.param(named: field.param)?.allowedValues?.contains(wire) == true, "\(mapping.keyword).\(field.name)")
                }
                #expect(methods.insert(m.name).inserted, "\(m.name) is the request of two keywords")
            }
            let step = try #require(written(method, params), "\(mapping.example) is not recorded as a step")
            let again = try request(step)
            #expect(again.method == method && again.params == params, "\(mapping.example) → \(step)")
        }
        #expect(Set(StepVocabulary.actions.map(\.keyword)) == Set(StepMapping.all.map(\.keyword) + ["call", "runFlow"]))
    }

    /// A request that no step says all of is not made into one (the recorder writes `call`):
    /// a parameter no field carries, a scene step without its scene, an outcome with no flag.
    @Test func aRequestNoStepSaysIsNotAStep() {
        let requests: [(String, JSONObject)] = [
            ("vc.dismiss", ["vc": .string("id-Modal"), "queue": .bool(false)]),
            ("vc.instantiateAndPresent", ["presenter": .string("id-Home"), "storyboard": .string("Main")]),
            ("segue.perform", ["source": .string("id-Home"), "identifier": .string("a"), "segue": .string("b")]),
            ("screen.connect", ["name": .string("TV"), "width": .number(800), "height": .number(600), "scale": .string("x")]),
            ("window.create", ["storyboard": .string("Main")]),
            // Tabs that are no list of tabs, or a tab with a member no field carries.
            ("tab.setTabs", ["tab": .string("id-Tabs"), "tabs": .string("home")]),
            ("tab.setTabs", ["tab": .string("id-Tabs"), "tabs": [["identifier": "home", "vc": "id-Home", "badge": "3"]]]),
            ("sheet.drag", ["vc": .string("id-Modal"), "detent": "large", "queue": .bool(false)]),
        ]
        for (method, params) in requests {
            #expect(written(method, params) == nil, "\(method)")
        }
    }

    /// The defaults the method table states are left out both ways: a finished swipe is
    /// `swipeBack: Nav`, whether or not the client sent `outcome: finish`.
    @Test func defaultsAreLeftOut() {
        #expect(written("nav.interactivePop", ["nav": .string("id-Nav"), "outcome": .string("finish")]) == "swipeBack: Nav")
    }
}

/// docs/flows.md documents every step keyword the vocabulary reads.
@Suite("Flow docs list every keyword")
struct FlowDocsTests {
    @Test func everyKeywordIsInTheFlowsReference() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let doc = try String(contentsOfFile: url.path + "/docs/flows.md", encoding: .utf8)
        for keyword in StepVocabulary.keywords {
            #expect(doc.contains("`\(keyword)`") || doc.contains("`\(keyword):"), "docs/flows.md does not name `\(keyword)`")
        }
    }
}
