import ProsceniumClient
import WireProtocol

/// The scene side of a client's load: answers of scene operations settled against its
/// `SceneModel`, the follow-up requests a new scene needs before it is used (`scene.list` for a
/// display's scene, `events.subscribe` for a new scene's window), and each operation's events
/// judged by `SceneEventRules`. Called under the driver's lock.
extension ClientDriver {
    static func brokeConnection(_ reply: Result<JSON, ClientError>) -> Bool {
        if case .failure(let e) = reply, e.kind == .connection { return true }
        return false
    }

    /// A scene event from the scene subscription: kept while scenes are being made (it may be
    /// of one of them), else only when it is about a scene the client owns.
    func observeScene(_ e: SceneEvent) {
        guard let model = sceneModel else { return }
        if !model.creating, !e.keys.contains(where: model.eventKeys.contains) { return }
        sceneLog.observe(e)
    }

    func settleScene(_ step: SceneStep, _ reply: Result<JSON, ClientError>) {
        let s = sceneModel!.settle(step, reply)
        result.violations += s.violations
        if let c = s.errorCode { result.unexpectedErrors[c, default: 0] += 1; return }
        guard case .success(let answer) = reply else { return }
        let windows = answer["windows"]?.arrayValue?.compactMap(\.stringValue) ?? []
        switch step {
        case .connect:
            guard let screen = answer["screen"]?.stringValue else { sceneModel!.connecting = false; return }
            followUp(MethodDescriptor.sceneList.name, [:]) { [self] r in
                guard case .success(let list) = r else {
                    sceneModel!.connecting = false
                    result.violations.append(Violation(rule: "sceneModel", detail: "scene.list after screen.connect failed: \(r)"))
                    return
                }
                result.violations += SceneAudit.windowsInSeveralScenes(list)
                let (scene, violations) = sceneModel!.resolveDisplay(screen: screen, windows: windows, list: list)
                result.violations += violations
                guard let scene else { return }
                judge(step, scene: scene.scene, windows: windows, screen: screen)
                subscribe(scene.scene, window: scene.eventWindow, session: nil)
            }
        case .open:
            guard let scene = answer["scene"]?.stringValue, sceneModel!.scenes.contains(where: { $0.scene == scene }) else { return }
            let session = judge(step, scene: scene, windows: windows, screen: nil)
            subscribe(scene, window: windows.first, session: session)
        case .disconnect(let s), .close(let s):
            if case .display(let screen) = s.origin { judge(step, scene: s.scene, windows: s.windows, screen: screen) } else {
                judge(step, scene: s.scene, windows: s.windows, screen: nil)
            }
            if let sub = s.subscription { followUp(MethodDescriptor.eventsUnsubscribe.name, ["subscription": .string(sub)]) { _ in } }
        case .background(let s), .foreground(let s), .resize(let s, _, _):
            judge(step, scene: s.scene, windows: s.windows, screen: nil)
        }
        if !sceneModel!.creating { sceneLog.keepOnly(sceneModel!.eventKeys) }
    }

    /// Checks the events `step` showed (with event checks on); returns the session its
    /// connection events named.
    @discardableResult
    func judge(_ step: SceneStep, scene: String, windows: [String], screen: String?) -> String? {
        guard settings.checkEvents else { return nil }
        var seen = SceneEventRules.Observed(scene: sceneLog.take("scene:" + scene))
        if let screen { seen.screen = sceneLog.take("screen:" + screen) }
        if let session = step.scene?.session { seen.session = sceneLog.take("session:" + session) }
        // The window's events are only the operation's where the client had subscribed to it.
        if let w = step.scene?.eventWindow { seen.window = windowEvents.removeValue(forKey: w) ?? [] }
        result.violations += SceneEventRules.check(step, scene: scene, windows: windows, seen)
        return seen.scene.first { $0.session != nil }?.session
    }

    /// Subscribes to a new scene's window (with event checks on), then marks the scene ready.
    func subscribe(_ scene: String, window: String?, session: String?) {
        guard settings.checkEvents, let window else {
            sceneModel!.ready(scene, subscription: nil, session: session)
            return
        }
        followUp(MethodDescriptor.eventsSubscribe.name, ["windows": [.string(window)]]) { [self] r in
            guard case .success(let sub) = r else {
                result.violations.append(Violation(rule: "sceneModel", detail: "events.subscribe to window \(window) of scene \(scene) failed: \(r)"))
                return
            }
            sceneModel!.ready(scene, subscription: sub["subscription"]?.stringValue, session: session)
            if !sceneModel!.creating { sceneLog.keepOnly(sceneModel!.eventKeys) }
        }
    }

    /// Sends a request an operation needs before the driver goes on; counted as a request, not
    /// an operation. `then` runs under the lock.
    func followUp(_ method: String, _ params: JSONObject, then: @escaping @Sendable (Result<JSON, ClientError>) -> Void) {
        inFlight += 1
        connection.send(method, params) { [self] reply in
            lock.lock()
            defer { lock.unlock() }
            inFlight -= 1
            result.requests += 1
            then(reply)
            refill()
        }
    }
}
