import LoadGenerator
import ProsceniumClient
import Testing
import WireProtocol

/// The scene checks catch what they are for: answers, events and end states planted wrong.
@Suite struct SceneCheckerTests {
    static let display = OwnedScene(scene: "sc2", session: "session-2", origin: .display(screen: "s2"), windows: ["w5"], eventWindow: "w5")

    func event(_ name: String, vc: String? = nil, seq: Int = 1, width: Double? = nil, height: Double? = nil) -> ObservedEvent {
        ObservedEvent(window: "w5", windowSeq: seq, time: 0, name: name, vc: vc, width: width, height: height)
    }

    func sceneEvents(_ names: [String], window: String? = "w5") -> [SceneEvent] {
        names.map { SceneEvent(name: $0, window: window, scene: "sc2", session: "session-2") }
    }

    @Test func anAppearanceCallbackOnABackgroundOperationIsAViolation() {
        let clean = SceneEventRules.Observed(scene: sceneEvents(SceneEventRules.leaving),
                                             window: [event("sceneWillResignActive"), event("sceneDidEnterBackground", seq: 2)])
        #expect(SceneEventRules.check(.background(Self.display), scene: "sc2", windows: ["w5"], clean).isEmpty)
        var planted = clean
        planted.window.append(event("viewWillAppear", vc: "vc9", seq: 3))
        #expect(SceneEventRules.check(.background(Self.display), scene: "sc2", windows: ["w5"], planted).map(\.rule) == ["sceneAppearance"])
        // Foreground: the same rule, and the scene events must be the return's, in order.
        let wrongOrder = SceneEventRules.Observed(scene: sceneEvents(SceneEventRules.returning.reversed()),
                                                  window: [event("viewDidDisappear", vc: "vc9")])
        #expect(Set(SceneEventRules.check(.foreground(Self.display), scene: "sc2", windows: ["w5"], wrongOrder).map(\.rule)) == ["sceneEvents", "sceneAppearance"])
    }

    @Test func aConnectionMustShowTheLaunchEventsInTheWindowTheAnswerNamed() {
        let good = SceneEventRules.Observed(scene: sceneEvents(SceneEventRules.connecting), screen: [SceneEvent(name: "screenDidConnect", screen: "s2")])
        #expect(SceneEventRules.check(.connect, scene: "sc2", windows: ["w5"], good).isEmpty)
        // The same events name window w5, but the answer said the display mirrors (no window).
        #expect(SceneEventRules.check(.connect, scene: "sc2", windows: [], good).map(\.rule) == ["sceneEvents"])
        let missing = SceneEventRules.Observed(scene: sceneEvents(Array(SceneEventRules.connecting.dropLast())))
        #expect(SceneEventRules.check(.open, scene: "sc2", windows: ["w5"], missing).map(\.rule) == ["sceneEvents"])
    }

    @Test func aDisconnectionWithoutSceneDidDisconnectOrWithDisappearanceIsAViolation() {
        let good = SceneEventRules.Observed(scene: sceneEvents(["sceneDidDisconnect"]), screen: [SceneEvent(name: "screenDidDisconnect", screen: "s2")],
                                            window: [event("sceneDidDisconnect")])
        #expect(SceneEventRules.check(.disconnect(Self.display), scene: "sc2", windows: ["w5"], good).isEmpty)
        var planted = good
        planted.scene = []
        planted.window.append(event("viewWillDisappear", vc: "vc3", seq: 2))
        #expect(SceneEventRules.check(.disconnect(Self.display), scene: "sc2", windows: ["w5"], planted).map(\.rule) == ["sceneEvents", "sceneAppearance"])
        // Destroying a session: the app delegate discards it.
        let closed = SceneEventRules.Observed(scene: sceneEvents(["sceneDidDisconnect"]))
        #expect(SceneEventRules.check(.close(Self.display), scene: "sc2", windows: ["w5"], closed).map(\.rule) == ["sceneEvents"])
    }

    @Test func aResizeMustTellTheControllersTheNewSize() {
        let step = SceneStep.resize(Self.display, width: 507, height: 1366)
        let good = SceneEventRules.Observed(window: [event("viewWillTransitionToSize", vc: "vc1", width: 507, height: 1366), event("traitCollectionDidChange", vc: "vc1", seq: 2)])
        #expect(SceneEventRules.check(step, scene: "sc2", windows: ["w5"], good).isEmpty)
        let wrong = SceneEventRules.Observed(window: [event("viewWillTransitionToSize", vc: "vc1", width: 1024, height: 1366)])
        #expect(SceneEventRules.check(step, scene: "sc2", windows: ["w5"], wrong).map(\.rule) == ["sceneEvents"])
        #expect(SceneEventRules.check(step, scene: "sc2", windows: ["w5"], .init()).map(\.rule) == ["sceneEvents"])
    }

    @Test func aDisplaysSceneMustHoldExactlyTheWindowsTheAnswerNamed() {
        var m = SceneModel(world: SceneWorld(), ipad: false, ownsAppScene: false)
        let connect = m.plan(.connectDisplay)
        #expect(m.connecting && !m.applies(.connectDisplay))
        #expect(m.settle(.connect, .success(["screen": "s2", "windows": ["w5"]])).violations.isEmpty)
        let list: JSON = ["scenes": [["scene": "sc2", "session": "session-2", "screen": "s2", "role": "externalDisplay",
                                      "activationState": "foregroundActive", "windows": ["w5", "w6"], "mirrored": true]]]
        let (scene, violations) = m.resolveDisplay(screen: "s2", windows: ["w5"], list: list)
        #expect(violations.map(\.rule) == ["sceneModel", "sceneModel"])
        #expect(scene?.scene == "sc2" && connect.method == "screen.connect")
        #expect(!m.applies(.disconnectDisplay))
        m.ready("sc2", subscription: "sub3", session: nil)
        #expect(m.applies(.disconnectDisplay) && m.applies(.background) && !m.applies(.foreground))
    }

    @Test func theAuditFindsLostSessionsKeptSessionsAndWindowsInTwoScenes() {
        var world = SceneWorld()
        world.fullWidth = 1024
        world.fullHeight = 1366
        var m = SceneModel(world: world, ipad: true, ownsAppScene: false)
        _ = m.plan(.openScene)
        _ = m.settle(.open, .success(["scene": "sc3", "windows": ["w7"]]))
        m.ready("sc3", subscription: nil, session: "session-3")
        _ = m.plan(.openScene)
        _ = m.settle(.open, .success(["scene": "sc4", "windows": ["w8"]]))
        m.ready("sc4", subscription: nil, session: "session-4")
        let close = m.plan(.closeScene)
        guard case .scene(let step) = close.expectation else { Issue.record("not a scene step"); return }
        _ = m.settle(step, .success(["windows": ["w7"]]))
        let resize = m.plan(.resize)
        #expect(resize.params["width"] == 507)
        func scene(_ id: String, _ session: String, _ windows: [String], width: Double = 1024, sizeClass: String = "regular") -> JSON {
            ["scene": .string(id), "session": .string(session), "activationState": "foregroundActive", "windows": .array(windows.map { .string($0) }),
             "width": .number(width), "height": 1366, "traits": ["horizontalSizeClass": .string(sizeClass)]]
        }
        let windows: JSON = ["windows": [["id": "w1"], ["id": "w8"]]]
        let good: JSON = ["scenes": [scene("sc1", "session-1", ["w1"]), scene("sc4", "session-4", ["w8"], width: 507, sizeClass: "compact")]]
        #expect(SceneAudit.check(m, sceneList: good, windowList: windows).isEmpty)
        #expect(SceneAudit.partition(sceneList: good, windowList: windows).isEmpty)
        // sc4 gone (lost), sc3 still there (kept) with its window, and w8 in two scenes.
        let bad: JSON = ["scenes": [scene("sc1", "session-1", ["w1", "w8"]), scene("sc3", "session-3", ["w7"])]]
        let badWindows: JSON = ["windows": [["id": "w1"], ["id": "w7"], ["id": "w8"]]]
        #expect(Set(SceneAudit.check(m, sceneList: bad, windowList: badWindows).map(\.rule)) == ["sessionLost", "sessionKept", "windowsGone"])
        let inTwo: JSON = ["scenes": [scene("sc1", "session-1", ["w1", "w8"]), scene("sc4", "session-4", ["w8"])]]
        #expect(SceneAudit.partition(sceneList: inTwo, windowList: windows).map(\.rule) == ["windowInOneScene"])
        #expect(SceneAudit.partition(sceneList: good, windowList: badWindows).map(\.rule) == ["windowInOneScene"])
    }
}
