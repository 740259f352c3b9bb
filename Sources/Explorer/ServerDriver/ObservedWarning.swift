import WireProtocol

/// One UIKit console warning a step that succeeded logged (uikit-rules W1–W4; a result's
/// `warnings` on a server, `Outcome.warnings` in process): its rule, the `uikitWarning` kind,
/// UIKit's text with ids normalized as refusals' are (`Refusal.normalized`), and the scene of
/// the controller it concerns when that controller is in the window's tree.
public struct ObservedWarning: Hashable, Sendable {
    public var rule: String
    public var kind: String
    public var uikit: String
    public var scene: SceneKey?

    public init(rule: String, kind: String, uikit: String, scene: SceneKey?) {
        self.rule = rule; self.kind = kind; self.uikit = uikit; self.scene = scene
    }

    /// What makes two warnings the same one in a report: rule, text and scene.
    var identity: String { "\(rule)|\(uikit)|\(scene.map { "\($0.storyboard)/\($0.scene)" } ?? "-")" }

    /// A result's `warnings` (`[{rule, kind, uikit, vc}]`, absent when none), each placed by
    /// its controller in `state`; `paths` maps staged copies' paths to the user's files.
    static func read(_ result: JSON?, in state: ObservedState, paths: [String: String]) -> [ObservedWarning] {
        (result?["warnings"]?.arrayValue ?? []).map { w in
            make(rule: w["rule"]?.stringValue ?? "", kind: w["kind"]?.stringValue ?? "",
                 uikit: w["uikit"]?.stringValue ?? "", vc: w["vc"]?.stringValue, in: state, paths: paths)
        }
    }

    static func make(rule: String, kind: String, uikit: String, vc: String?, in state: ObservedState,
                     paths: [String: String] = [:]) -> ObservedWarning {
        ObservedWarning(rule: rule, kind: kind, uikit: Refusal.normalized(uikit, paths: paths),
                        scene: vc.flatMap { id in state.nodes.first { $0.vc == id }?.scene })
    }
}
