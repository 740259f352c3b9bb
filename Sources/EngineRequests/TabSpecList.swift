import HierarchyEngine
import WireProtocol

/// `tab.setTabs`' `tabs` (iOS 18+, R171–R176) → the engine's `TabSpec`s: each element
/// `{identifier, title?, kind?: tab|search|group, vc?, children?, defaultChild?}`, a group's
/// children the same. Errors name the element's place (`tabs[2].kind`).
public enum TabSpecList {
    public static func decode(_ json: JSON) throws(RPCError) -> [TabSpec] {
        guard case .array(let elements) = json else { throw .invalidParams("parameter 'tabs' must be an array of tabs, got \(json.typeName)") }
        var out: [TabSpec] = []
        for (i, element) in elements.enumerated() {
            out.append(try tab(element, at: "tabs[\(i)]"))
        }
        return out
    }

    /// One element; what the engine refuses (children of a tab, a group in a group) it says.
    private static func tab(_ json: JSON, at place: String) throws(RPCError) -> TabSpec {
        guard case .object(let o) = json else { throw .invalidParams("\(place) must be an object, got \(json.typeName)") }
        guard let identifier = o["identifier"]?.stringValue, !identifier.isEmpty else {
            throw .invalidParams("\(place) needs a non-empty string 'identifier'")
        }
        func string(_ key: String) throws(RPCError) -> String? {
            switch o[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            case let other?: throw .invalidParams("\(place).\(key) must be a string, got \(other.typeName)")
            }
        }
        let kindName = try string("kind") ?? TabSpec.Kind.tab.rawValue
        guard let kind = TabSpec.Kind(rawValue: kindName) else {
            let names = TabSpec.Kind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw .invalidParams("\(place).kind must be one of \(names), got '\(kindName)'")
        }
        var vc: VCID?
        if let text = try string("vc") {
            guard let id = VCID(wire: text) else { throw .notFound("no view controller '\(text)' (parameter 'tabs')") }
            vc = id
        }
        var children: [TabSpec] = []
        if let list = o["children"], list != .null {
            guard case .array(let items) = list else { throw .invalidParams("\(place).children must be an array, got \(list.typeName)") }
            for (i, item) in items.enumerated() { children.append(try tab(item, at: "\(place).children[\(i)]")) }
        }
        return TabSpec(identifier: identifier, title: try string("title"), kind: kind, viewController: vc,
                       children: children, defaultChildIdentifier: try string("defaultChild"))
    }
}
