import HierarchyNaming
import WireProtocol

/// `prosc test`'s direction of a `StepMapping`: a step's fields, checked where they are
/// written, become the one request it makes (an `ActionPlan` whose names resolve when it runs).
extension StepMapping {
    func plan(_ c: StepContext) throws(FlowFileError) -> FlowStep.Kind {
        guard needsValue else {
            if c.hasValue { throw c.error(c.value, "\(keyword) takes no value") }
            let m = method(given: [])
            return .action(ActionPlan(summary: summary(SummaryFields(texts: [:])), calls: [PlannedCall(m.name, [])]))
        }
        let f = try c.fields(fields.map(\.name), required: required, shorthand: shorthand)
        if !oneOf.isEmpty { _ = try f.oneOf(oneOf) }
        let m = method(given: Set(f.nodes.keys))
        var params: [(key: String, value: PlannedValue)] = []
        var texts: [String: String] = [:]
        for field in fields {
            // A field of the other method (`storyboard` with `vc`) carries nothing.
            guard field.kind == .screenSize || m.param(named: field.param) != nil else { continue }
            if case .storyboard(let anchor) = field.kind {
                // Sent always: when the flow does not name one, the anchor's storyboard (or the header's main).
                let explicit = try f.string(field.name)
                if let explicit { texts[field.name] = explicit }
                // Before the scene it instantiates, as the method table lists them.
                let at = params.firstIndex { if case .scene = $0.value { true } else { false } } ?? params.endIndex
                params.insert((field.param, .storyboard(explicit: explicit, of: try f.controller(anchor))), at: at)
                continue
            }
            guard let node = f[field.name] else { continue }
            let what = "\(keyword).\(field.name)"
            let position = c.source.position(node)
            switch field.kind {
            case .controller:
                let ref = try c.controller(node, what)
                texts[field.name] = ref.name
                params.append((field.param, .controller(ref)))
            case .scene:
                let ref = NameRef(try c.source.string(node, what), .scene, at: position)
                texts[field.name] = ref.name
                params.append((field.param, .scene(ref)))
            case .screen:
                let ref = NameRef(try c.source.string(node, what), .screen, at: position)
                texts[field.name] = ref.name
                params.append((field.param, .screen(ref)))
            case .value:
                let json = try c.source.json(node, what)
                texts[field.name] = json.stringValue ?? YAMLText.flow(json)
                params.append((field.param, try c.checked(m, field.param, json, at: node)))
            case .index:
                let index = try c.source.int(node, what)
                guard index >= 0 else { throw c.error(node, "\(what) must be 0 or more") }
                texts[field.name] = String(index)
                params.append((field.param, .json(.number(Double(index)))))
            case .flag(let wire):
                let on = try c.source.bool(node, what)
                texts[field.name] = on ? "true" : "false"
                if on { params.append((field.param, .json(.string(wire)))) }
            case .screenSize:
                let text = try c.source.string(node, what)
                guard let size = ScreenSize(text: text) else {
                    throw c.error(node, "\(what) must be WIDTHxHEIGHT or WIDTHxHEIGHT@SCALE such as 1920x1080@2, got '\(text)'")
                }
                texts[field.name] = text
                params.append(("width", .json(.number(size.width))))
                params.append(("height", .json(.number(size.height))))
                if let scale = size.scale { params.append(("scale", .json(.number(scale)))) }
            case .tabs:
                if case .sequence(let items) = node { texts[field.name] = "\(items.count) tab\(items.count == 1 ? "" : "s")" }
                params.append((field.param, try TabListField.read(node, what, c)))
            case .storyboard:
                break
            }
        }
        return .action(ActionPlan(summary: summary(SummaryFields(texts: texts)), calls: [PlannedCall(m.name, params)]))
    }
}
