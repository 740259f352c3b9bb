import HierarchyEngine

extension StoryboardLoader {
    /// The storyboard references (`viewControllerPlaceholder` scenes) in `template` that
    /// `catalog` cannot satisfy: a storyboard that is not loaded, a `referencedIdentifier`
    /// the referenced storyboard has no scene for, or a reference to the initial controller
    /// of a storyboard that has none. One error per placeholder, at the placeholder's line, in
    /// document order. A reference without a storyboard name points into `template` itself,
    /// which therefore need not be in the catalog.
    public static func unresolvedReferences(in template: StoryboardTemplate,
                                            catalog: StoryboardCatalog) -> [StoryboardLoadError] {
        let file = template.path ?? "\(template.name).storyboard"
        var errors: [StoryboardLoadError] = []
        for id in template.sceneOrder {
            guard let scene = template.scenes[id], let reference = scene.reference else { continue }
            let target = reference.storyboardName == template.name
                ? catalog.storyboards[template.name] ?? template
                : catalog.storyboards[reference.storyboardName]
            let reason: String?
            if let target {
                if let identifier = reference.referencedIdentifier {
                    reason = target.scene(withIdentifier: identifier) == nil
                        ? "storyboard reference '\(id)' names identifier '\(identifier)', which storyboard '\(target.name)' does not have"
                        : nil
                } else {
                    reason = target.initialScene == nil
                        ? "storyboard reference '\(id)' names the initial view controller of storyboard '\(target.name)', which has none"
                        : nil
                }
            } else {
                reason = "storyboard reference '\(id)' names storyboard '\(reference.storyboardName)', which is not loaded"
            }
            if let reason { errors.append(StoryboardLoadError(file: file, line: scene.line, reason: reason)) }
        }
        return errors
    }
}
