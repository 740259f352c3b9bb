import WireProtocol

/// What the scene operations' events must be (docs/protocol.md, *Scenes*; uikit-rules R134–R142),
/// judged from what one client read: the scene subscription's events about the scene, its
/// screen or its session, and its window's events, since the client's previous answer about it.
public enum SceneEventRules {
    /// A scene's connection as at launch (R134, R135): then its root's `viewDidAppear`, which
    /// is a window event.
    public static let connecting = ["applicationConfigurationForConnecting", "sceneWillConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"]
    /// The user leaves an active scene (R142).
    public static let leaving = ["sceneWillResignActive", "sceneDidEnterBackground"]
    /// The user returns (R142).
    public static let returning = ["sceneWillEnterForeground", "sceneDidBecomeActive"]
    /// The callbacks of a view controller's appearance and disappearance.
    public static let appearance: Set<String> = ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]

    /// The events one operation showed.
    public struct Observed: Sendable {
        /// About its scene (`scene` member).
        public var scene: [SceneEvent] = []
        /// About its screen (`screenDidConnect`, `screenDidDisconnect`).
        public var screen: [SceneEvent] = []
        /// About its session (`applicationDidDiscardSceneSessions`).
        public var session: [SceneEvent] = []
        /// Its window's events (the window subscription).
        public var window: [ObservedEvent] = []

        public init(scene: [SceneEvent] = [], screen: [SceneEvent] = [], session: [SceneEvent] = [], window: [ObservedEvent] = []) {
            self.scene = scene
            self.screen = screen
            self.session = session
            self.window = window
        }
    }

    /// The violations of `step` acting on (or making) `scene`, which holds `windows`.
    public static func check(_ step: SceneStep, scene: String, windows: [String], _ seen: Observed) -> [Violation] {
        var v: [Violation] = []
        func expect(_ got: [SceneEvent], _ names: [String], _ what: String) {
            if got.map(\.name) != names {
                v.append(Violation(rule: "sceneEvents", detail: "\(describe(step)) of \(scene): \(what) events \(got.map(\.name)), expected \(names)"))
            }
        }
        func noAppearance(_ allowed: (String) -> Bool) {
            let wrong = seen.window.filter { !allowed($0.name) }
            if !wrong.isEmpty {
                v.append(Violation(rule: "sceneAppearance", detail: "\(describe(step)) of \(scene): its window showed \(wrong.map { "\($0.name)@\($0.vc ?? "-")" })"))
            }
        }
        switch step {
        case .connect, .open:
            expect(seen.scene, connecting, "scene")
            if case .connect = step { expect(seen.screen, ["screenDidConnect"], "screen") }
            if let willConnect = seen.scene.first(where: { $0.name == "sceneWillConnect" }), willConnect.window != windows.first {
                v.append(Violation(rule: "sceneEvents", detail: "\(describe(step)) of \(scene): sceneWillConnect in window \(willConnect.window ?? "none"), the answer named \(windows)"))
            }
        case .disconnect, .close:
            expect(seen.scene, ["sceneDidDisconnect"], "scene")
            if case .disconnect = step { expect(seen.screen, ["screenDidDisconnect"], "screen") }
            if case .close(let s) = step, s.session != nil { expect(seen.session, ["applicationDidDiscardSceneSessions"], "session") }
            // R137 [inf]: the controllers of a disconnected scene get no disappearance callbacks.
            noAppearance { !appearance.contains($0) }
        case .background:
            expect(seen.scene, leaving, "scene")
            noAppearance { SceneEventLog.names.contains($0) }
        case .foreground:
            expect(seen.scene, returning, "scene")
            noAppearance { SceneEventLog.names.contains($0) }
        case .resize(_, let width, let height):
            expect(seen.scene, [], "scene")
            // R143: the controllers on screen get viewWillTransitionToSize with the new size.
            let sizes = seen.window.filter { $0.name == "viewWillTransitionToSize" }
            if sizes.isEmpty || sizes.contains(where: { $0.width != width || $0.height != height }) {
                v.append(Violation(rule: "sceneEvents", detail: "resize of \(scene) to \(width) x \(height): viewWillTransitionToSize \(sizes.map { "\($0.width ?? 0) x \($0.height ?? 0)" })"))
            }
        }
        return v
    }

    /// The method the step sends (for messages).
    static func describe(_ step: SceneStep) -> String {
        switch step {
        case .connect: MethodDescriptor.screenConnect.name
        case .disconnect: MethodDescriptor.screenDisconnect.name
        case .background: MethodDescriptor.sceneBackground.name
        case .foreground: MethodDescriptor.sceneForeground.name
        case .resize: MethodDescriptor.sceneResize.name
        case .open: MethodDescriptor.sceneActivate.name
        case .close: MethodDescriptor.sceneDestroy.name
        }
    }
}
