import ProsceniumClient

extension Event {
    /// What a flow names an event that concerns no controller by, before its name
    /// (`sc2.sceneWillConnect`, `w1.windowDidBecomeKey`, `s2.screenDidConnect`): the scene of a
    /// scene delegate's event, else its window, else its screen; empty for the app delegate's
    /// own (`applicationDidDiscardSceneSessions`). The runner and the recorder both use it.
    var subjectWithoutController: String {
        if let scene = self["scene"]?.stringValue { return scene }
        if let window { return window }
        return self["screen"]?.stringValue ?? ""
    }
}
