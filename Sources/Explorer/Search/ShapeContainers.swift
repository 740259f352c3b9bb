/// Which nodes of a shape (`ShapeTree`) are navigation and split view controllers: by their
/// scene's container, or, for a controller not from a scene, its UIKit class. What the stack
/// bound (`RepeatBound`) and the stack reduction (`StackInteriorReduction`) both ask of a node.
struct ShapeContainers: Sendable {
    /// Scenes (by number) that are navigation controllers.
    let navigationScenes: Set<Int>
    /// Scenes (by number) that are split view controllers.
    let splitScenes: Set<Int>

    init(_ context: ExplorationContext) {
        func scenes(_ container: String) -> Set<Int> {
            Set(context.graph.scenes.values.filter { $0.container == container }.compactMap { context.sceneIndex.number($0.key) })
        }
        navigationScenes = scenes("navigation")
        splitScenes = scenes(ObservedState.container(ofClass: "UISplitViewController"))
    }

    init(navigationScenes: Set<Int> = [], splitScenes: Set<Int> = []) {
        self.navigationScenes = navigationScenes
        self.splitScenes = splitScenes
    }

    func isNavigation(_ node: ShapeTree.Node) -> Bool {
        node.scene.map(navigationScenes.contains)
            ?? (node.className == "UINavigationController" || node.className == "UIMoreNavigationController")
    }

    func isSplit(_ node: ShapeTree.Node) -> Bool {
        node.scene.map(splitScenes.contains) ?? (node.className == "UISplitViewController")
    }
}
