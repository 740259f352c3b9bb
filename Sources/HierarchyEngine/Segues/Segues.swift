/// Storyboard segues (R81-R89): the destination instantiated when the segue fires,
/// shouldPerformSegue only for user-triggered segues (R83), prepareForSegue on the source
/// before the destination's viewDidLoad (R82), then the kind's action (R86, R87).
extension Hierarchy {
    func sceneTemplate(of vc: VCID) -> (StoryboardTemplate, SceneTemplate)? {
        guard let n = nodes[vc], let sbName = n.storyboard, let scene = n.scene,
              let sb = catalog.storyboards[sbName], let s = sb.scenes[scene] else { return nil }
        return (sb, s)
    }

    func noSegue(_ source: VCID, _ ident: String) -> EngineError {
        EngineError(.segueNotFound, "\(describe(source)) has no segue '\(ident)'",
                    uikit: "Receiver (\(describe(source))) has no segue with identifier '\(ident)'", raises: true)
    }

    mutating func performSegue(source: VCID, identifier: String?, segue: String?, sender: String?) throws(EngineError) -> Plan {
        let n = try node(source)
        guard identifier != nil || segue != nil else { throw EngineError(.invalidParams, "give identifier or segue") }
        let label = identifier ?? segue!
        guard let (sb, scene) = sceneTemplate(of: source) else { throw noSegue(source, label) }   // R85
        let found: SegueTemplate? = if let identifier {
            scene.segues.first { $0.identifier == identifier }
        } else {
            scene.segues.first { $0.id == segue }
        }
        guard let seg = found else { throw noSegue(source, label) }   // R84
        try checkNotPending(n.window, "Performing segue '\(label)' from \(describe(source))")
        let userTriggered = identifier == nil
        if userTriggered, let ident = seg.identifier, n.props.vetoedSegues.contains(ident) {
            ctxWindow = n.window
            emit(source, .shouldPerformSegue(identifier: seg.identifier, segue: seg.id, result: false))   // R83
            return Plan(result: .segue(identifier: seg.identifier, kind: seg.kind.rawValue, destination: nil))
        }
        var copy = self   // slow path: perform on a copy so a refusal changes nothing
        let plan = try copy.performSegueBody(source: source, seg: seg, storyboard: sb, userTriggered: userTriggered)
        self = copy
        return plan
    }

    private mutating func performSegueBody(source: VCID, seg: SegueTemplate, storyboard sb: StoryboardTemplate,
                                           userTriggered: Bool) throws(EngineError) -> Plan {
        ctxWindow = nodes[source]!.window
        if userTriggered {
            emit(source, .shouldPerformSegue(identifier: seg.identifier, segue: seg.id, result: true))
        }
        if seg.kind == .unwind {
            guard let action = seg.unwindAction else {
                throw EngineError(.storyboardError, "unwind segue '\(seg.id)' has no action")
            }
            var plan = try unwindBody(source: source, action: action, identifier: seg.identifier, segue: seg.id)
            if case .unwound(let destination, let dismissed, let popped) = plan.result {
                plan.result = .unwindSegue(identifier: seg.identifier, destination: destination, dismissed: dismissed, popped: popped)
            } else {
                plan.result = .none
            }
            return plan
        }
        if seg.kind == .embed {
            throw EngineError(.unsupported, "embed segue '\(seg.id)' runs when the parent's view loads, not on demand")
        }
        guard let destID = seg.destination, let destScene = sb.scenes[destID] else {
            throw EngineError(.storyboardError, "segue '\(seg.id)' has no destination scene")
        }
        // R81 (1): the destination is instantiated only now (R7).
        let (dsb, ds) = try resolvePlaceholders(storyboard: sb.name, scene: destScene)
        let ident = ds.storyboardIdentifier
        let d: VCID
        if ds.id == destScene.id, dsb == sb.name {
            let planned = try planScene(storyboard: dsb, scene: ds)
            d = commitInstantiation(planned)
        } else {
            d = try instantiateTemplate(storyboard: dsb, identifier: ident)
        }
        // R81 (3), R82: prepare before the destination's view loads.
        emit(source, .prepareForSegue(identifier: seg.identifier, segue: seg.id, destination: d,
                                      kind: seg.kind.rawValue, segueClass: seg.customClass))
        var plan: Plan
        switch seg.kind {
        case .show:
            plan = try show(d, from: source, animated: seg.animates, detail: false)
        case .push:
            // The deprecated push segue pushes on the source's `navigationController` (parents
            // only), not on whatever `show` would find across a presentation.
            guard let t = nearestAncestor(source, kind: .navigation) else {
                throw EngineError(.unsupported, "push segue from \(describe(source)) without a navigation controller",
                                  uikit: "Push segues can only be used when the source controller is managed by an instance of UINavigationController.",
                                  raises: true)
            }
            plan = try push(nav: t, vc: d, animated: seg.animates)
        case .showDetail, .replace:
            plan = try show(d, from: source, animated: seg.animates, detail: true)
        case .presentation, .modal:
            plan = try present(caller: source, vc: d, animated: seg.animates, style: seg.style, transition: seg.transition)
        case .popoverPresentation, .popover:
            plan = try present(caller: source, vc: d, animated: seg.animates, style: .popover, transition: seg.transition)
        case .custom:
            let behavior = seg.customClass.flatMap { configuration.customSegueBehaviors[$0] } ?? .present
            switch behavior {
            case .present:
                plan = try present(caller: source, vc: d, animated: seg.animates, style: seg.style, transition: seg.transition)
            case .push:
                guard let t = targetViewController(forDetail: false, from: source), nodes[t]?.kind == .navigation else {
                    throw EngineError(.unsupported, "custom push segue from \(describe(source)) without a navigation controller")
                }
                plan = try push(nav: t, vc: d, animated: seg.animates)
            case .replaceRoot:
                guard let w = nodes[source]?.window else {
                    throw EngineError(.invalidState, "\(describe(source)) is not in a window")
                }
                plan = try setRoot(window: w, vc: d)
            case .embed:
                plan = try addChild(parent: source, child: d, steps: [.addChild, .addView, .didMove])
            }
        case .embed, .unwind:
            plan = Plan()
        }
        plan.result = .segue(identifier: seg.identifier, kind: seg.kind.rawValue, destination: d)
        plan.isTransition = true
        return plan
    }

    /// Plans one scene (not by identifier: scenes without one can be segue destinations).
    /// Planning reads only the catalog, so no copy of it (or of the hierarchy) is made.
    func planScene(storyboard: String, scene: SceneTemplate) throws(EngineError) -> [PlannedScene] {
        let key = ScenePlans.Key.scene(storyboard: storyboard, id: scene.id)
        if let plan = scenePlans[key] { return plan }
        let plan = try planInstantiation(from: try resolvePlaceholders(storyboard: storyboard, scene: scene))
        scenePlans.keep(plan, for: key)
        return plan
    }

    func segueInfos(_ vc: VCID) -> [SegueInfo]? {
        guard nodes.contains(vc) else { return nil }
        guard let (sb, scene) = sceneTemplate(of: vc) else { return [] }
        return scene.segues.map { s in
            let dest = s.destination.map { d in sb.scenes[d]?.storyboardIdentifier ?? d }
            return SegueInfo(segue: s.id, identifier: s.identifier, kind: s.kind.rawValue, trigger: s.trigger,
                             destination: s.kind == .unwind ? nil : dest)
        }
    }
}
