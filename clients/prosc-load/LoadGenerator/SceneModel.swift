import ProsceniumClient
import WireProtocol

/// The client-side model of the scenes one client owns (`OwnedScene`): which scene operations
/// apply, the request of each, and whether each answer is the one predicted. As for windows, an
/// operation's effect is applied when it is sent (background, foreground and resize can be
/// pipelined); a scene that is being made is usable once the answer (and for a display,
/// `scene.list`) has named it and its window is subscribed.
public struct SceneModel: Sendable {
    public let world: SceneWorld
    public let ipad: Bool
    public var scenes: [OwnedScene] = []
    /// A `screen.connect` sent whose scene is not yet known.
    public var connecting = false
    /// `scene.activate`s sent and not yet answered.
    public var opening = 0
    /// Scenes the client disconnected or destroyed.
    public var ended: [EndedScene] = []
    private var cursor = 0

    /// Scenes a client keeps open at most (`openScene` stops applying).
    public static let maxOpened = 2
    /// The external display `screen.connect` attaches.
    public static let display: JSONObject = ["name": "prosc-load display", "width": 1920, "height": 1080]

    /// `ownsAppScene`: this client may background the world's application scene (only one
    /// client does).
    public init(world: SceneWorld, ipad: Bool, ownsAppScene: Bool) {
        self.world = world
        self.ipad = ipad
        if ownsAppScene, let s = world.appScene, let w = world.appSceneWindow {
            var app = OwnedScene(scene: s, origin: .application, windows: [w], eventWindow: w)
            app.background = world.appSceneBackground
            app.ready = true
            scenes.append(app)
        }
    }

    /// Scenes are being made: events of scenes not yet known may be this client's.
    public var creating: Bool { connecting || opening > 0 || scenes.contains { !$0.ready } }

    /// The event keys of the scenes it owns.
    public var eventKeys: Set<String> { Set(scenes.flatMap(\.eventKeys)) }

    private var display: OwnedScene? { scenes.first { $0.isDisplay } }
    private var openedCount: Int { scenes.filter { $0.origin == .opened }.count + opening }

    private func candidates(_ kind: OperationKind) -> [Int] {
        scenes.indices.filter { i in
            let s = scenes[i]
            guard s.usable else { return false }
            switch kind {
            case .disconnectDisplay: return s.isDisplay
            case .background: return !s.background
            case .foreground: return s.background
            case .resize: return s.origin == .opened && !s.background
            case .closeScene: return s.origin == .opened
            default: return false
            }
        }
    }

    public func applies(_ kind: OperationKind) -> Bool {
        switch kind {
        case .connectDisplay: return !connecting && display == nil
        case .openScene: return ipad && openedCount < Self.maxOpened
        case .resize, .closeScene: return ipad && !candidates(kind).isEmpty
        case .disconnectDisplay, .background, .foreground: return !candidates(kind).isEmpty
        default: return false
        }
    }

    /// Turns `kind` (which `applies`) into a request, applying its predicted effect.
    public mutating func plan(_ kind: OperationKind) -> PlannedOperation {
        func op(_ method: MethodDescriptor, _ params: JSONObject, _ step: SceneStep) -> PlannedOperation {
            PlannedOperation(kind: kind, method: method.name, params: params, subject: nil, expectation: .scene(step))
        }
        switch kind {
        case .connectDisplay:
            connecting = true
            return op(.screenConnect, Self.display, .connect)
        case .openScene:
            opening += 1
            return op(.sceneActivate, [:], .open)
        default:
            break
        }
        let list = candidates(kind)
        let i = list[cursor % list.count]
        cursor += 1
        let s = scenes[i]
        switch kind {
        case .disconnectDisplay:
            scenes[i].closing = true
            guard case .display(let screen) = s.origin else { fatalError("not a display") }
            return op(.screenDisconnect, ["screen": .string(screen)], .disconnect(s))
        case .closeScene:
            scenes[i].closing = true
            return op(.sceneDestroy, ["scene": .string(s.scene)], .close(s))
        case .background:
            scenes[i].background = true
            return op(.sceneBackground, ["scene": .string(s.scene)], .background(s))
        case .foreground:
            scenes[i].background = false
            return op(.sceneForeground, ["scene": .string(s.scene)], .foreground(s))
        default:
            scenes[i].narrow.toggle()
            let width = scenes[i].narrow ? world.narrowWidth : world.fullWidth
            return op(.sceneResize, ["scene": .string(s.scene), "width": .number(width), "height": .number(world.fullHeight)],
                      .resize(s, width: width, height: world.fullHeight))
        }
    }

    /// The size the model predicts for a scene it opened.
    public func size(of s: OwnedScene) -> (width: Double, height: Double) {
        (s.narrow ? world.narrowWidth : world.fullWidth, world.fullHeight)
    }

    private func index(_ scene: String) -> Int? { scenes.firstIndex { $0.scene == scene } }

    /// Checks an answer against the model. A refusal is never predicted: it is an unexpected
    /// error and the operation's effect is taken back.
    public mutating func settle(_ step: SceneStep, _ result: Result<JSON, ClientError>) -> (violations: [Violation], errorCode: Int?) {
        var violations: [Violation] = []
        func violation(_ detail: String) { violations.append(Violation(rule: "sceneModel", detail: detail)) }
        let reply: JSON
        switch result {
        case .success(let r): reply = r
        case .failure(let e):
            switch step {
            case .connect: connecting = false
            case .open: opening -= 1
            case .disconnect(let s), .close(let s): if let i = index(s.scene) { scenes[i].closing = false }
            case .background(let s): if let i = index(s.scene) { scenes[i].background = false }
            case .foreground(let s): if let i = index(s.scene) { scenes[i].background = true }
            case .resize(let s, _, _): if let i = index(s.scene) { scenes[i].narrow.toggle() }
            }
            return ([Violation(rule: "unexpectedError", detail: "\(SceneEventRules.describe(step)) \(step.scene?.scene ?? ""): \(e)")], e.code ?? 0)
        }
        let windows = reply["windows"]?.arrayValue?.compactMap(\.stringValue)
        let known = Set(scenes.flatMap(\.windows))
        switch step {
        case .connect:
            // Resolved by `resolveDisplay` once `scene.list` names the scene.
            if reply["screen"]?.stringValue == nil || windows == nil { violation("screen.connect answered \(reply)") }
            if let w = windows?.first(where: known.contains) { violation("screen.connect answered window \(w), which a scene of this client already holds") }
        case .open:
            opening -= 1
            guard let scene = reply["scene"]?.stringValue, let windows, windows.count == 1 else {
                violation("scene.activate answered \(reply), expected a scene with one window (the main storyboard's)")
                break
            }
            if known.contains(windows[0]) { violation("scene.activate answered window \(windows[0]), which a scene of this client already holds") }
            scenes.append(OwnedScene(scene: scene, origin: .opened, windows: windows, eventWindow: windows.first))
        case .disconnect(let s), .close(let s):
            if windows != s.windows { violation("\(s.scene) ended with windows \(windows ?? []), its windows were \(s.windows)") }
            scenes.removeAll { $0.scene == s.scene }
            ended.append(EndedScene(scene: s.scene, session: s.session, windows: s.windows))
        case .background, .foreground, .resize:
            break
        }
        return (violations, nil)
    }

    /// After `screen.connect` answered `screen` and `windows`: finds the display's scene in a
    /// `scene.list` answer. It must be an external display's scene on that screen, in the
    /// foreground, with exactly those windows — or none and mirrored.
    public mutating func resolveDisplay(screen: String, windows: [String], list: JSON) -> (OwnedScene?, [Violation]) {
        connecting = false
        var violations: [Violation] = []
        func violation(_ detail: String) { violations.append(Violation(rule: "sceneModel", detail: detail)) }
        let onScreen = (list["scenes"]?.arrayValue ?? []).filter { $0["screen"]?.stringValue == screen }
        guard onScreen.count == 1, let entry = onScreen.first, let id = entry["scene"]?.stringValue else {
            violation("screen.connect made screen \(screen), but scene.list shows \(onScreen.count) scenes on it")
            return (nil, violations)
        }
        let got = entry["windows"]?.arrayValue?.compactMap(\.stringValue) ?? []
        if got != windows { violation("display scene \(id) holds windows \(got), screen.connect named \(windows)") }
        if entry["mirrored"]?.boolValue != windows.isEmpty {
            violation("display scene \(id) with windows \(windows) says mirrored \(entry["mirrored"] ?? .null)")
        }
        if entry["role"]?.stringValue != "externalDisplay" { violation("display scene \(id) has role \(entry["role"] ?? .null)") }
        if entry["activationState"]?.stringValue != "foregroundActive" {
            violation("display scene \(id) connected as \(entry["activationState"] ?? .null), not foregroundActive")
        }
        let s = OwnedScene(scene: id, session: entry["session"]?.stringValue, origin: .display(screen: screen), windows: windows, eventWindow: windows.first)
        scenes.append(s)
        return (s, violations)
    }

    /// The scene is subscribed (or needs no subscription): operations may be sent about it.
    public mutating func ready(_ scene: String, subscription: String?, session: String?) {
        guard let i = index(scene) else { return }
        scenes[i].ready = true
        scenes[i].subscription = subscription
        if scenes[i].session == nil { scenes[i].session = session }
    }
}
