import HierarchyNaming
import WireProtocol

/// `prosc record`'s direction of a `StepMapping`: a request, as a server reported it, written
/// back as the step that makes it — or nil when no step says all it said (then it is recorded
/// as `call`, so nothing is lost).
extension StepMapping {
    /// How the recorder names what a request's ids mean at that moment.
    struct Names {
        /// A controller's name in the flow (its label when unambiguous, else its id).
        var controller: (String) -> String
        /// A screen's name.
        var screen: (String) -> String
        /// The storyboard of the controller a scene step instantiates near (`from`, `nav`):
        /// a step's `storyboard` is written only when it is another one.
        var anchorStoryboard: String?
    }

    /// The step for `method` with `params` (those that only restate the table's defaults left
    /// out): its keyword and its value's YAML (nil for a step without fields).
    static func step(method: String, params p: JSONObject, names: Names) -> (keyword: String, value: String?)? {
        guard let mapping = byMethod[method], let m = MethodTable.descriptor(named: method) else { return nil }
        var members: [(key: String, value: JSON)] = []
        var carried: Set<String> = []
        for field in mapping.fields {
            if field.kind == .screenSize {
                guard let w = p["width"]?.doubleValue, let h = p["height"]?.doubleValue else { continue }
                let scale = p["scale"].map { s -> String? in s.doubleValue.map { "@" + ScreenSize.number($0) } }
                guard let suffix = scale ?? "" else { return nil }
                members.append((field.name, .string("\(ScreenSize.number(w))x\(ScreenSize.number(h))" + suffix)))
                carried.formUnion(["width", "height", "scale"])
                continue
            }
            guard m.param(named: field.param) != nil, let value = p[field.param] else { continue }
            carried.insert(field.param)
            switch field.kind {
            case .controller:
                guard let id = value.stringValue else { return nil }
                members.append((field.name, .string(names.controller(id))))
            case .screen:
                guard let id = value.stringValue else { return nil }
                members.append((field.name, .string(names.screen(id))))
            case .storyboard:
                if value.stringValue != names.anchorStoryboard { members.append((field.name, value)) }
            case .flag(let wire):
                guard value.stringValue == wire else { return nil }
                members.append((field.name, .bool(true)))
            case .tabs:
                guard let tabs = TabListField.written(value, name: names.controller) else { return nil }
                members.append((field.name, tabs))
            case .scene, .value, .index:
                members.append((field.name, value))
            case .screenSize:
                break
            }
        }
        // A parameter no field carries (`queue: false`), a required field missing, or not
        // exactly one of the alternatives: the step would not make this request.
        guard p.keys.allSatisfy(carried.contains) else { return nil }
        let given = Set(members.map(\.key))
        guard mapping.required.allSatisfy(given.contains) else { return nil }
        guard mapping.oneOf.isEmpty || mapping.oneOf.filter(given.contains).count == 1 else { return nil }
        guard mapping.method(given: given).name == method else { return nil }
        if !mapping.needsValue { return (mapping.keyword, nil) }
        if members.count == 1, members[0].key == mapping.shorthand, let text = members[0].value.stringValue {
            return (mapping.keyword, YAMLText.scalar(text))
        }
        return (mapping.keyword, YAMLText.flow(.object(JSONObject(members))))
    }

    /// The parameter naming the controller whose storyboard `method`'s step instantiates from
    /// by default (`presenter` for `vc.instantiateAndPresent`), or nil.
    static func storyboardAnchor(of method: String) -> String? {
        guard let mapping = byMethod[method], let m = MethodTable.descriptor(named: method), m.param(named: "storyboard") != nil else { return nil }
        for field in mapping.fields {
            if case .storyboard(let anchor) = field.kind { return mapping.field(anchor)?.param }
        }
        return nil
    }

    /// The method that instantiates a scene and does what `method` does with a controller
    /// (`vc.instantiateAndPresent` for `vc.present`), or nil.
    static func instantiating(_ method: String) -> MethodDescriptor? {
        guard case .by(_, let then, let otherwise)? = byMethod[method]?.methods, otherwise.name == method else { return nil }
        return then
    }
}
