import HierarchyEngine
import WireProtocol
import Yams

/// How a flow writes `tab.setTabs`' tabs (iOS 18+, uikit-rules R171–R172), both ways: a list
/// of `{identifier, title?, kind?, vc?, children?, defaultChild?}` whose `vc` (a group's
/// children's too) is a controller named in the flow and an id on the wire. `prosc test` reads
/// it (`read`, each field checked where it is written), `prosc record` writes a request's list
/// back (`written`).
enum TabListField {
    /// A tab's fields, in the order the recorder writes them (the wire's names).
    static let keys = ["identifier", "title", "kind", "vc", "children", "defaultChild"]
    /// `kind`'s values: the engine's own (`TabSpec.Kind`).
    static let kinds = TabSpec.Kind.allCases.map(\.rawValue)

    /// The tabs as a planned value: names resolve when the step runs.
    static func read(_ node: Node, _ what: String, _ c: StepContext) throws(FlowFileError) -> PlannedValue {
        guard case .sequence(let items) = node, !items.isEmpty else {
            throw c.error(node, "\(what) must be a list of tabs such as [{identifier: home, vc: Home}], got \(c.source.describe(node))")
        }
        var out: [PlannedValue] = []
        for (i, item) in items.enumerated() { out.append(try tab(item, "\(what)[\(i)]", c, inGroup: false)) }
        return .list(out)
    }

    private static func tab(_ node: Node, _ what: String, _ c: StepContext, inGroup: Bool) throws(FlowFileError) -> PlannedValue {
        var members: [(key: String, value: PlannedValue)] = []
        for (key, keyNode, value) in try c.source.mapping(node, what) {
            guard keys.contains(key) else {
                throw c.error(keyNode, "\(what) has no field '\(key)'\(Suggestion.text(key, among: keys)) (fields: \(keys.joined(separator: ", ")))")
            }
            let place = "\(what).\(key)"
            switch key {
            case "vc":
                members.append((key, .controller(try c.controller(value, place))))
            case "kind":
                let kind = try c.source.string(value, place)
                guard kinds.contains(kind) else {
                    throw c.error(value, "\(place) must be one of \(kinds.map { "'\($0)'" }.joined(separator: ", ")), got '\(kind)'")
                }
                members.append((key, .json(.string(kind))))
            case "children":
                // R172: a group's children are tabs; a group inside a group is not modelled.
                guard !inGroup else { throw c.error(keyNode, "\(place): a group inside a group is not modelled (R172)") }
                guard case .sequence(let items) = value else { throw c.error(value, "\(place) must be a list of tabs, got \(c.source.describe(value))") }
                var children: [PlannedValue] = []
                for (i, item) in items.enumerated() { children.append(try tab(item, "\(place)[\(i)]", c, inGroup: true)) }
                members.append((key, .list(children)))
            default:
                members.append((key, .json(.string(try c.source.string(value, place)))))
            }
        }
        guard members.contains(where: { $0.key == "identifier" }) else { throw c.error(node, "\(what) needs 'identifier'") }
        return .object(members)
    }

    /// A request's tabs with controller ids written as names, or nil when the list is not one
    /// `read` reads (then the recorder writes `call`).
    static func written(_ json: JSON, name: (String) -> String) -> JSON? {
        guard case .array(let items) = json, !items.isEmpty else { return nil }
        var out: [JSON] = []
        for item in items {
            guard let tab = writtenTab(item, name: name) else { return nil }
            out.append(tab)
        }
        return .array(out)
    }

    private static func writtenTab(_ json: JSON, name: (String) -> String) -> JSON? {
        guard case .object(let o) = json, o["identifier"]?.stringValue != nil, o.keys.allSatisfy(keys.contains) else { return nil }
        var members: [(key: String, value: JSON)] = []
        for key in keys {
            guard let value = o[key] else { continue }
            switch key {
            case "vc":
                guard let id = value.stringValue else { return nil }
                members.append((key, .string(name(id))))
            case "children":
                guard let children = value == .array([]) ? value : written(value, name: name) else { return nil }
                members.append((key, children))
            default:
                guard value.stringValue != nil else { return nil }
                members.append((key, value))
            }
        }
        return .object(JSONObject(members))
    }
}
