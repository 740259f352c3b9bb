import HierarchyEngine

/// Turns a `ParsedDocument` into a `StoryboardTemplate`, checking what one file can check:
/// unique controller ids, the initial controller, every segue's kind and destination.
/// Storyboard references are kept as placeholders; they are resolved across the catalog at
/// instantiation (see `StoryboardLoader.unresolvedReferences`).
struct TemplateAssembler {
    let name: String
    let file: String
    let document: ParsedDocument

    /// A structural problem at `line`.
    private func error(_ line: Int?, _ reason: String) -> StoryboardLoadError {
        StoryboardLoadError(file: file, line: line, reason: reason)
    }

    func assemble() throws(StoryboardLoadError) -> StoryboardTemplate {
        guard document.sawScenes else {
            throw error(document.rootLine, "the document has no <scenes> element")
        }
        var controllerLines: [String: Int] = [:]
        var order: [String] = []
        for scene in document.scenes {
            guard let controller = scene.controller else { continue }
            guard let id = controller.attributes["id"], !id.isEmpty else {
                throw error(controller.line, "<\(controller.elementName)> has no id")
            }
            if let first = controllerLines[id] {
                throw error(controller.line, "duplicate view controller id '\(id)' (first used on line \(first))")
            }
            controllerLines[id] = controller.line
            order.append(id)
        }
        let initial = document.rootAttributes["initialViewController"].flatMap { $0.isEmpty ? nil : $0 }
        if let initial, controllerLines[initial] == nil {
            throw error(document.rootLine, "initialViewController '\(initial)' is not a view controller in this storyboard")
        }
        var scenes: [String: SceneTemplate] = [:]
        for scene in document.scenes {
            guard let controller = scene.controller else { continue }
            var template = try sceneTemplate(controller, segues: scene.segues, controllers: controllerLines)
            template.actions = scene.actions.compactMap { action in
                guard action.attributes["destination"] == template.id, let selector = nonEmpty(action.attributes["selector"]) else { return nil }
                return ActionConnectionTemplate(selector: selector, element: action.element, title: action.title.flatMap(nonEmpty))
            }
            scenes[template.id] = template
        }
        return StoryboardTemplate(name: name, path: nil, initialScene: initial, scenes: scenes, sceneOrder: order)
    }

    private func sceneTemplate(_ controller: ParsedController, segues parsed: [ParsedSegue],
                               controllers: [String: Int]) throws(StoryboardLoadError) -> SceneTemplate {
        let attributes = controller.attributes
        let kind = ControllerElement(elementName: controller.elementName)
        var relationships: [RelationshipTemplate] = []
        var segues: [SegueTemplate] = []
        for segue in parsed {
            switch try classify(segue, controllers: controllers) {
            case .relationship(let relationship): relationships.append(relationship)
            case .segue(let template): segues.append(template)
            }
        }
        var reference: StoryboardReference?
        if kind.container == .placeholder {
            // No storyboardName: the reference points into this same storyboard.
            reference = StoryboardReference(
                storyboardName: nonEmpty(attributes["storyboardName"]) ?? name,
                referencedIdentifier: nonEmpty(attributes["referencedIdentifier"]))
        }
        return SceneTemplate(
            id: attributes["id"] ?? "",
            elementName: controller.elementName,
            className: kind.className,
            customClass: nonEmpty(attributes["customClass"]),
            customModule: nonEmpty(attributes["customModule"]),
            container: kind.container,
            storyboardIdentifier: nonEmpty(attributes["storyboardIdentifier"]),
            title: attributes["title"],
            properties: ControllerProperties.properties(of: controller, relationships: relationships.map(\.relationship)),
            relationships: relationships,
            segues: segues,
            reference: reference,
            line: controller.line)
    }

    /// What a `<segue>` turns into.
    private enum Edge {
        case relationship(RelationshipTemplate)
        case segue(SegueTemplate)
    }

    private func classify(_ segue: ParsedSegue, controllers: [String: Int]) throws(StoryboardLoadError) -> Edge {
        let attributes = segue.attributes
        let kindName = attributes["kind"] ?? ""
        guard let id = nonEmpty(attributes["id"]) else {
            throw error(segue.line, "\(kindName) segue has no id")
        }
        guard let destination = nonEmpty(attributes["destination"]) else {
            throw error(segue.line, "segue '\(id)' (\(kindName)) has no destination")
        }
        if kindName == "relationship" {
            guard let relationship = nonEmpty(attributes["relationship"]) else {
                throw error(segue.line, "relationship segue '\(id)' has no relationship attribute")
            }
            guard controllers[destination] != nil else {
                throw error(segue.line, "relationship segue '\(id)' (\(relationship)) points to '\(destination)', which is not a view controller in this storyboard")
            }
            return .relationship(RelationshipTemplate(id: id, relationship: relationship, destination: destination))
        }
        guard let kind = SegueTemplate.Kind(rawValue: kindName) else {
            throw error(segue.line, "segue '\(id)' has unknown kind '\(kindName)'")
        }
        var unwindAction: String?
        if kind == .unwind {
            guard document.exitIDs.contains(destination) else {
                throw error(segue.line, "unwind segue '\(id)' points to '\(destination)', which is not an exit in this storyboard")
            }
            unwindAction = nonEmpty(attributes["unwindAction"]).map(UnwindActionName.canonical)
        } else if controllers[destination] == nil {
            let what = document.exitIDs.contains(destination)
                ? "an exit (only unwind segues may target an exit)"
                : "not a view controller in this storyboard"
            throw error(segue.line, "\(kindName) segue '\(id)' points to '\(destination)', which is \(what)")
        }
        return .segue(SegueTemplate(
            id: id,
            identifier: nonEmpty(attributes["identifier"]),
            kind: kind,
            trigger: segue.trigger,
            destination: kind == .unwind ? nil : destination,
            style: attributes["modalPresentationStyle"].flatMap(ControllerProperties.presentationStyle),
            transition: attributes["modalTransitionStyle"].flatMap(TransitionStyle.init(rawValue:)),
            animates: attributes["animates"].flatMap(ControllerProperties.bool) ?? true,
            customClass: nonEmpty(attributes["customClass"]),
            unwindAction: unwindAction))
    }

    /// nil for a missing or empty attribute (`identifier=""` means no identifier).
    private func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
