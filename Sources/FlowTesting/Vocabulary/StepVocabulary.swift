import Foundation
import HierarchyNaming
import WireProtocol
import Yams

/// Every step keyword a flow file may use, with how to read it. Actions become `ActionPlan`s
/// (protocol calls; those of one request are declared in `StepMapping`); assertions become
/// `FlowAssertion`s (AssertionVocabulary.swift).
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

    /// The actions: every keyword that is one request (`StepMapping.all`, the table `prosc
    /// record` reads the other way), then `call` (any method) and `runFlow`.
    static let actions: [Entry] = StepMapping.all.map { mapping in
        Entry(keyword: mapping.keyword, needsValue: mapping.needsValue, example: mapping.example,
              parse: { c throws(FlowFileError) in try mapping.plan(c) })
    } + [
        Entry(keyword: "call", needsValue: true, example: "call: {method: vc.present, params: {presenter: Home, vc: Modal}}", parse: call),
        Entry(keyword: "runFlow", needsValue: true, example: "runFlow: common/open-detail.yaml", parse: runFlow),
    ]

    // MARK: - Any method

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
                guard let spec = m.param(named: key) else {
                    throw c.error(keyNode, "\(name) has no parameter '\(key)'\(Suggestion.text(key, among: m.params.map(\.name))) (parameters: \(m.params.map(\.name).joined(separator: ", ")))")
                }
                given.insert(key)
                let position = c.source.position(node)
                // Parameters that carry a controller id (one, or a list) or a screen id in the
                // method table: a flow may write names there (`presenter: Home`).
                switch spec.kind {
                case .controller:
                    params.append((key, .controller(NameRef(try c.source.string(node, "\(name).\(key)"), .controller, at: position))))
                case .controllers:
                    guard case .sequence(let items) = node else { throw c.error(node, "\(name).\(key) must be a list of controllers") }
                    var refs: [NameRef] = []
                    for item in items { refs.append(try c.controller(item, "each of \(name).\(key)")) }
                    params.append((key, .controllers(refs)))
                case .screen:
                    params.append((key, .screen(NameRef(try c.source.string(node, "\(name).\(key)"), .screen, at: position))))
                default:
                    params.append((key, try c.checked(m, key, try c.source.json(node, "\(name).\(key)"), at: node)))
                }
            }
        }
        for spec in m.params where spec.required && !given.contains(spec.name) {
            throw c.error(f["params"] ?? methodNode, "\(name) needs parameter '\(spec.name)': \(spec.doc)")
        }
        return .action(ActionPlan(summary: "call \(name)", calls: [PlannedCall(name, params)]))
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
