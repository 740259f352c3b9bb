/// Storyboard instantiation (R3, R6, R7, R88, R89): a scene and, recursively, its relationship
/// and embed children, with placeholders resolved through `reference` across the catalog.
/// Two passes: plan (validates everything, mints nothing), then commit.
extension Hierarchy {
    /// A controller to create: its storyboard, scene, parent (index into the plan) and role,
    /// and its names and properties prepared (`info`: shared by every controller made from
    /// the plan until one of them changes it, copy on write).
    struct PlannedScene: Sendable {
        var storyboard: String
        var scene: SceneTemplate
        var parent: Int?
        var embed: (segue: String, identifier: String?)?
        var kind: ContainerKind
        var info: NodeInfo
        /// The column a column-style split's relationship child fills (R151); nil otherwise.
        var column: SplitColumn? = nil
    }

    func storyboardTemplate(_ name: String) throws(EngineError) -> StoryboardTemplate {
        guard let sb = catalog.storyboards[name] else {
            throw EngineError(.notFound, "no storyboard named '\(name)'",
                              uikit: "Could not find a storyboard named '\(name)' in bundle NSBundle", raises: true)
        }
        return sb
    }

    /// The scene `identifier` names (or the initial one), placeholders followed.
    func resolveInitial(storyboard: String, identifier: String?) throws(EngineError) -> (String, SceneTemplate) {
        let sb = try storyboardTemplate(storyboard)
        let scene: SceneTemplate
        if let ident = identifier {
            guard let s = sb.scene(withIdentifier: ident) else {
                throw EngineError(.notFound, "storyboard '\(storyboard)' has no scene with identifier '\(ident)'",
                                  uikit: "Storyboard (<UIStoryboard: \(storyboard)>) doesn't contain a view controller with identifier '\(ident)'",
                                  raises: true)
            }
            scene = s
        } else {
            guard let i = sb.initialScene, let s = sb.scenes[i] else {
                throw EngineError(.storyboardError, "storyboard '\(storyboard)' has no initial view controller")
            }
            scene = s
        }
        return try resolvePlaceholders(storyboard: storyboard, scene: scene)
    }

    func resolvePlaceholders(storyboard: String, scene: SceneTemplate) throws(EngineError) -> (String, SceneTemplate) {
        var sbName = storyboard, s = scene, hops = 0
        while s.container == .placeholder {
            hops += 1
            guard hops < 64 else { throw EngineError(.storyboardError, "storyboard references form a cycle at '\(s.id)'") }
            guard let ref = s.reference else {
                throw EngineError(.storyboardError, "placeholder '\(s.id)' in '\(sbName)' has no reference")
            }
            (sbName, s) = try resolveInitial(storyboard: ref.storyboardName, identifier: ref.referencedIdentifier)
        }
        return (sbName, s)
    }

    func planInstantiation(storyboard: String, identifier: String?) throws(EngineError) -> [PlannedScene] {
        let key = ScenePlans.Key.initial(storyboard: storyboard, identifier: identifier)
        if let plan = scenePlans[key] { return plan }
        let plan = try planInstantiation(from: try resolveInitial(storyboard: storyboard, identifier: identifier))
        scenePlans.keep(plan, for: key)
        return plan
    }

    /// Plans the scene `root` (storyboard references already followed) with its relationship
    /// and embed children, recursively.
    func planInstantiation(from root: (storyboard: String, scene: SceneTemplate)) throws(EngineError) -> [PlannedScene] {
        let (sb0, s0) = root
        var plan: [PlannedScene] = []
        var work: [(String, SceneTemplate, Int?, (String, String?)?, SplitColumn?)] = [(sb0, s0, nil, nil, nil)]
        var cursor = 0
        while cursor < work.count {
            let (sbName, scene, parent, embed, column) = work[cursor]
            cursor += 1
            // cycle check along the parent path
            var anc = parent
            var depth = 0
            while let a = anc {
                if plan[a].storyboard == sbName, plan[a].scene.id == scene.id {
                    throw EngineError(.storyboardError, "scene '\(scene.id)' in '\(sbName)' contains itself")
                }
                anc = plan[a].parent; depth += 1
            }
            guard plan.count < 100_000 else { throw EngineError(.limitExceeded, "storyboard instantiation too large") }
            var title = scene.title
            let props: Props
            let kind: ContainerKind = scene.container == .placeholder ? .plain : scene.container
            var sceneProperties = scene.properties
            if kind == .splitView, configuration.ios < .ios14 {
                // R150 [inf]: UIKit before iOS 14 does not read a column-style split's
                // attributes: the scene is a classic split.
                sceneProperties = sceneProperties.filter { !SplitProps.names.contains($0.key) }
            }
            do { props = try makeProps(sceneProperties, kind: kind, title: &title) } catch {
                throw EngineError(.storyboardError, "scene '\(scene.id)' in '\(sbName)'\(scene.line.map { " (line \($0))" } ?? ""): \(error.message)")
            }
            let me = plan.count
            let info = NodeInfo(className: scene.customClass ?? scene.className, uikitClass: scene.className, props: props)
            info.title = title
            info.storyboard = sbName
            info.storyboardIdentifier = scene.storyboardIdentifier
            info.scene = scene.id
            info.sceneNumber = scenePlans.number(storyboard: sbName, scene: scene.id, in: catalog)
            plan.append(PlannedScene(storyboard: sbName, scene: scene, parent: parent,
                                     embed: embed.map { (segue: $0.0, identifier: $0.1) }, kind: kind, info: info,
                                     column: column))
            guard let sb = catalog.storyboards[sbName] else { continue }
            var rels = scene.relationships
            var columns: [SplitColumn?] = []
            switch scene.container {
            case .navigation: rels = rels.filter { $0.relationship == "rootViewController" }.prefix(1).map { $0 }
            case .tabBar: rels = rels.filter { $0.relationship == "viewControllers" }
            case .splitView where props.split != nil:
                // R151: a column-style split's relationship segues fill its columns.
                (rels, columns) = Hierarchy.columnRelationships(rels, style: props.split!.style)
            case .splitView:
                let prim = rels.filter { $0.relationship.hasPrefix("master") || $0.relationship.hasPrefix("primary") }
                let sec = rels.filter { $0.relationship.hasPrefix("detail") || $0.relationship.hasPrefix("secondary") }
                rels = Array((prim.prefix(1) + sec.prefix(1)))
            default: rels = []
            }
            for (i, r) in rels.enumerated() {
                guard let dest = sb.scenes[r.destination] else {
                    throw EngineError(.storyboardError, "relationship '\(r.id)' in '\(sbName)' points to missing scene '\(r.destination)'")
                }
                let (dsb, ds) = try resolvePlaceholders(storyboard: sbName, scene: dest)
                work.append((dsb, ds, me, nil, i < columns.count ? columns[i] : nil))
            }
            for seg in scene.segues where seg.kind == .embed {
                guard let d = seg.destination, let dest = sb.scenes[d] else {
                    throw EngineError(.storyboardError, "embed segue '\(seg.id)' in '\(sbName)' has no destination scene")
                }
                let (dsb, ds) = try resolvePlaceholders(storyboard: sbName, scene: dest)
                work.append((dsb, ds, me, (seg.id, seg.identifier), nil))
            }
        }
        return plan
    }

    /// Creates the planned controllers with new identifiers; returns the top one.
    mutating func commitInstantiation(_ plan: [PlannedScene]) -> VCID {
        commitInstantiation(plan, identifiers: plan.map { _ in ids.nextVC() })
    }

    /// Creates the planned controllers with the given identifiers (restoration keeps its
    /// controllers' ids); a nil identifier leaves that scene out, with everything below it.
    /// Returns the top one (`identifiers[0]`, never nil).
    @discardableResult
    mutating func commitInstantiation(_ plan: [PlannedScene], identifiers: [VCID?]) -> VCID {
        var made: [VCID?] = []
        made.reserveCapacity(plan.count)
        for (p, given) in zip(plan, identifiers) {
            guard let id = given, p.parent.map({ made[$0] != nil }) ?? true else { made.append(nil); continue }
            made.append(id)
            nodes.insert(Node(id: id, kind: p.kind, info: p.info))
            if let pi = p.parent, let parent = made[pi] {
                nodes[id]!.parent = parent
                nodes[parent]!.children.append(id)
                let pk = nodes[parent]!.kind
                if let e = p.embed {
                    nodes[id]!.viewHost = parent
                    nodes[parent]!.pendingEmbeds.append(PendingEmbed(segue: e.segue, identifier: e.identifier, child: id))
                } else if pk == .splitView || pk == .plain || pk == .pageViewController {
                    nodes[id]!.viewHost = parent
                }
                if pk == .splitView, nodes[parent]!.props.split == nil, nodes[parent]!.children.count == 2 {
                    nodes[parent]!.splitSecondary = id
                }
            }
        }
        for (i, p) in plan.enumerated() where p.info.props.split != nil {
            guard let split = made[i] else { continue }
            var columns: [(SplitColumn, VCID)] = []
            for (j, q) in plan.enumerated() where q.parent == i && q.embed == nil {
                if let column = q.column, let child = made[j] { columns.append((column, child)) }
            }
            installColumns(split, columns, emitting: false)
        }
        return made[0]!
    }

    mutating func instantiateTemplate(storyboard: String, identifier: String?) throws(EngineError) -> VCID {
        let plan = try planInstantiation(storyboard: storyboard, identifier: identifier)
        return commitInstantiation(plan)
    }

    mutating func instantiateOp(storyboard: String, identifier: String?) throws(EngineError) -> Plan {
        let vc = try instantiateTemplate(storyboard: storyboard, identifier: identifier)
        var plan = Plan(); plan.result = .controller(vc)
        return plan
    }
}
