import SourceNavigation

extension StoryboardGraph {
    /// The scene a controller the code hands over is, when it comes from a storyboard: that
    /// storyboard's initial controller or its scene with the identifier (`storyboard`: the
    /// storyboard a controller's own `storyboard` means), wrapped in a navigation controller or
    /// not; nil for anything else.
    func scene(of source: ControllerSource, storyboard: String) -> SceneKey? {
        switch source {
        case .storyboardInitial(let name):
            let sb = name ?? storyboard
            return storyboards.first { $0.name == sb }?.initial.flatMap { resolve($0, in: sb) }
        case .storyboardIdentifier(let name, let identifier):
            let sb = name ?? storyboard
            return identifiedScenes.first { $0.key.storyboard == sb && $0.storyboardIdentifier == identifier }?.key
        case .navigationWrapping(let inner): return scene(of: inner, storyboard: storyboard)
        default: return nil
        }
    }
}
