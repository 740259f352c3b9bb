/// Controllers created in code (`vc.create`) and property changes (`vc.set`).
extension Hierarchy {
    /// `properties` applied over `base`, else over the defaults of a new controller of `kind`.
    func makeProps(_ properties: [String: PropertyValue], base: Props? = nil, kind: ContainerKind, title: inout String?,
                   pendingIDs: Set<VCID> = []) throws(EngineError) -> Props {
        var p = base ?? Props(profile: configuration.profile, kind: kind)
        if properties.keys.contains(where: SplitProps.names.contains) {
            try applySplitProperties(properties, to: &p, kind: kind, creating: base == nil)
        }
        for name in properties.keys.sorted() where !SplitProps.names.contains(name) && !SheetProps.names.contains(name)
            && !TabProps.names.contains(name) {
            let value = properties[name]!
            if name == "title" {
                switch value {
                case .null: title = nil
                case .string(let s): title = s
                default: throw EngineError(.invalidParams, "property 'title' expects a string or null, got \(value)")
                }
                continue
            }
            try p.set(name, value, exists: { nodes.contains($0) || pendingIDs.contains($0) })
        }
        try applySheetProperties(properties, to: &p)   // R166, R167: after modalPresentationStyle
        try applyTabProperties(properties, to: &p, kind: kind)   // R171, R175
        if var page = p.page, page.effectiveSpine == .mid, !page.isDoubleSided {
            // R121: a mid spine shows two pages and must be double-sided; made without saying
            // so, it is ([inf]); told false, UIKit raises (Apple's isDoubleSided reference).
            guard properties["isDoubleSided"] == nil else {
                throw EngineError(.invalidParams, "a page view controller with its spine in the middle must be double-sided (isDoubleSided true)",
                                  uikit: nil, raises: true)
            }
            page.isDoubleSided = true
            p.page = page
        }
        return p
    }

    mutating func createController(className: String, title: String?, properties: [String: PropertyValue],
                                   children: [VCID]) throws(EngineError) -> Plan {
        guard !className.isEmpty else { throw EngineError(.invalidParams, "class must not be empty") }
        let kind = ContainerKind.forClass(className)
        var t = title
        let props = try makeProps(properties, kind: kind, title: &t)
        var seen = Set<VCID>()
        for c in children {
            try requireNode(c)
            guard seen.insert(c).inserted else { throw EngineError(.invalidParams, "\(c) appears twice in children") }
            if isActive(c) {
                throw EngineError(.hierarchyInconsistency, "\(describe(c)) already has a place in a hierarchy",
                                  uikit: "child view controller:\(describe(c)) should have parent view controller:(null) but actual parent is:\(describe(nodes[c]?.parent))",
                                  raises: true)
            }
            if kind == .navigation, nodes[c]!.kind == .navigation {   // a tab bar controller may be a root (R43)
                throw EngineError(.unsupported, "a navigation controller cannot contain \(describe(c))",
                                  uikit: "Pushing a navigation controller is not supported", raises: true)
            }
        }
        if let page = props.page, !children.isEmpty, children.count != page.requiredCount {
            throw pageCountError(provided: children.count, required: page.requiredCount)
        }
        if kind == .splitView, let sp = props.split {
            let columns = Hierarchy.creationColumns(style: sp.style)
            if children.count > columns.count {
                throw EngineError(.invalidParams, "a \(sp.style.rawValue) split view controller takes at most \(columns.count) children (\(columns.map(\.rawValue).joined(separator: ", ")))")
            }
            for (c, column) in zip(children, columns) { try checkColumnCandidate(c, column: column) }
        } else if kind == .splitView, children.count > 2 {
            throw EngineError(.invalidParams, "a split view controller takes at most two children (primary, secondary)")
        }
        let id = ids.nextVC()
        var n = Node(id: id, className: className, uikitClass: kind == .plain ? "UIViewController" : className,
                     kind: kind, props: props)
        n.title = t
        if let sp = props.split {
            // R151: each child fills the next column, wrapped in a navigation controller.
            nodes.insert(n)
            installColumns(id, Array(zip(Hierarchy.creationColumns(style: sp.style), children)), emitting: true)
            var plan = Plan(); plan.result = .controller(id)
            return plan
        }
        n.children = children
        if kind == .splitView, children.count == 2 { n.splitSecondary = children[1] }
        nodes.insert(n)
        for c in children {
            nodes[c]!.parent = id
            if kind == .plain || kind == .splitView || kind == .pageViewController { nodes[c]!.viewHost = id }
            emit(c, .willMoveToParent(parent: id))
            emit(c, .didMoveToParent(parent: id))
        }
        var plan = Plan(); plan.result = .controller(id)
        return plan
    }

    mutating func setProperties(_ vc: VCID, _ properties: [String: PropertyValue]) throws(EngineError) -> Plan {
        let n = try node(vc)
        var t = n.title
        if n.kind == .pageViewController, let name = properties.keys.sorted().first(where: PageProps.initOnly.contains) {
            throw EngineError(.invalidParams, "property '\(name)' of a page view controller is set when it is made (vc.create's properties or its storyboard scene): UIKit has no setter")
        }
        let p = try makeProps(properties, base: n.props, kind: n.kind, title: &t)
        try checkNotPending(n.window, "Changing properties of \(describe(vc))")
        nodes[vc]!.props = p
        nodes[vc]!.title = t
        if let old = n.props.split, let new = p.split,
           old.preferredDisplayMode != new.preferredDisplayMode || old.preferredSplitBehavior != new.preferredSplitBehavior {
            applyColumnPreferences(vc)   // R164
        }
        return Plan()
    }
}
