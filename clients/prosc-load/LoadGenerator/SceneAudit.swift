import WireProtocol

/// The end-of-load checks of scenes, on `scene.list` and `window.list` answers taken once the
/// load has stopped: every window is in exactly one scene, no session a client opened is lost,
/// the ones it ended are gone with their windows, and its scenes are in the state it predicts.
public enum SceneAudit {
    /// Windows a `scene.list` answer puts in more than one scene (`windowInOneScene`).
    public static func windowsInSeveralScenes(_ sceneList: JSON) -> [Violation] {
        var holder: [String: String] = [:]
        var v: [Violation] = []
        for s in sceneList["scenes"]?.arrayValue ?? [] {
            let id = s["scene"]?.stringValue ?? "?"
            for w in s["windows"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                if let other = holder[w] { v.append(Violation(rule: "windowInOneScene", detail: "window \(w) is in scenes \(other) and \(id)")) }
                holder[w] = id
            }
        }
        return v
    }

    /// With the load stopped: each window of `window.list` is in exactly one scene of
    /// `scene.list`, and every window a scene lists exists.
    public static func partition(sceneList: JSON, windowList: JSON) -> [Violation] {
        var v = windowsInSeveralScenes(sceneList)
        let inScenes = Set((sceneList["scenes"]?.arrayValue ?? []).flatMap { $0["windows"]?.arrayValue?.compactMap(\.stringValue) ?? [] })
        let windows = Set((windowList["windows"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue })
        for w in windows.subtracting(inScenes).sorted() { v.append(Violation(rule: "windowInOneScene", detail: "window \(w) is in no scene")) }
        for w in inScenes.subtracting(windows).sorted() { v.append(Violation(rule: "windowInOneScene", detail: "a scene lists window \(w), which window.list does not")) }
        return v
    }

    /// One client's scenes against the answers: its scenes are there with their sessions,
    /// windows, activation states and (opened ones) sizes and size classes (R144); the scenes it
    /// ended are gone, sessions and windows.
    public static func check(_ model: SceneModel, sceneList: JSON, windowList: JSON) -> [Violation] {
        var v: [Violation] = []
        let listed = sceneList["scenes"]?.arrayValue ?? []
        let windows = Set((windowList["windows"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue })
        for s in model.scenes {
            guard let e = listed.first(where: { $0["scene"]?.stringValue == s.scene }) else {
                v.append(Violation(rule: "sessionLost", detail: "scene \(s.scene) (session \(s.session ?? "?")) is not in scene.list"))
                continue
            }
            if let session = s.session, e["session"]?.stringValue != session {
                v.append(Violation(rule: "sessionLost", detail: "scene \(s.scene) has session \(e["session"] ?? .null), it connected with \(session)"))
            }
            let state = s.background ? "background" : "foregroundActive"
            if e["activationState"]?.stringValue != state {
                v.append(Violation(rule: "sceneModel", detail: "scene \(s.scene) is \(e["activationState"] ?? .null), the model says \(state)"))
            }
            let got = e["windows"]?.arrayValue?.compactMap(\.stringValue) ?? []
            if s.origin == .application ? !got.contains(s.windows[0]) : got != s.windows {
                v.append(Violation(rule: "sceneModel", detail: "scene \(s.scene) holds windows \(got), the model \(s.windows)"))
            }
            if s.origin == .opened {
                let (w, h) = model.size(of: s)
                let sizeClass = SceneWorld.horizontalSizeClass(width: w)
                if e["width"]?.doubleValue != w || e["height"]?.doubleValue != h || e["traits"]?["horizontalSizeClass"]?.stringValue != sizeClass {
                    v.append(Violation(rule: "sceneModel", detail: "scene \(s.scene) is \(e["width"] ?? .null) x \(e["height"] ?? .null) \(e["traits"]?["horizontalSizeClass"] ?? .null), the model \(w) x \(h) \(sizeClass)"))
                }
            }
        }
        for x in model.ended {
            if let e = listed.first(where: { $0["scene"]?.stringValue == x.scene || (x.session != nil && $0["session"]?.stringValue == x.session) }) {
                v.append(Violation(rule: "sessionKept", detail: "scene \(x.scene) (session \(x.session ?? "?")) was ended but scene.list has \(e)"))
            }
            for w in x.windows where windows.contains(w) {
                v.append(Violation(rule: "windowsGone", detail: "window \(w) of ended scene \(x.scene) is still in window.list"))
            }
        }
        return v
    }
}
