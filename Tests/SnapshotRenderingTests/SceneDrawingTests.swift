import Testing
@testable import SnapshotRendering

/// Scenes in the picture, on made-up scenes (the live server's are in LiveSceneSnapshotTests):
/// captions name each window's scene, a resized scene's window takes the scene's size at the
/// screen's trailing edge, background scenes go below and are dimmed, a mirrored display shows
/// the main screen fitted into it, and without scenes nothing changes.
@Suite struct SceneDrawingTests {
    static func root(_ vc: String) -> SnapshotController { Fixtures.plain(vc, "Root \(vc)") }

    static func sc(_ id: String, role: String = "application", state: String = "foregroundActive", screen: String = "s1",
                   size: Size = Fixtures.pad, windows: [String], mirrored: Bool = false) -> SnapshotWindowScene {
        SnapshotWindowScene(id: id, role: role, activationState: state, screen: screen, size: size, windows: windows,
                            mirrored: mirrored)
    }

    /// An iPad with two application scenes, `second` sized `size`.
    static func pad(first: SnapshotWindowScene, second: SnapshotWindowScene) -> SnapshotScene {
        let w1 = SnapshotWindow(id: "w1", key: false, horizontalSizeClass: .regular, root: root("vc1"), scene: first)
        let w2 = SnapshotWindow(id: "w2", key: true, horizontalSizeClass: .compact, root: root("vc2"), scene: second)
        return SnapshotScene(screens: [SnapshotScreen(id: "s1", name: "Main", main: true, size: Fixtures.pad, scale: 2, idiom: "pad",
                                                      horizontalSizeClass: .regular, windows: [w1, w2])],
                             scenes: [first, second])
    }

    @Test func captionsNameTheScene() {
        let layout = SnapshotLayouter.layout(Self.pad(first: Self.sc("sc1", windows: ["w1"]),
                                                      second: Self.sc("sc2", size: Size(width: 507, height: 1366), windows: ["w2"])))
        #expect(layout.screens[0].windows.map(\.caption) == ["w1 · sc1 · root vc1", "w2 ★ key window · sc2 507×1366 · root vc2"])
        let external = Self.sc("sc3", role: "externalDisplay", state: "foregroundInactive", windows: ["w3"])
        #expect(external.caption() == "sc3 external display · inactive")
        #expect(Self.sc("sc4", state: "background", windows: []).windowlessCaption == "sc4 · background, not on screen · no window")
    }

    @Test func aResizedSceneTakesItsSizeAtTheTrailingEdge() {
        let layout = SnapshotLayouter.layout(Self.pad(first: Self.sc("sc1", windows: ["w1"]),
                                                      second: Self.sc("sc2", size: Size(width: 507, height: 1366), windows: ["w2"])))
        let windows = layout.screens[0].windows
        #expect(windows.map(\.frame) == [Rect(size: Fixtures.pad), Rect(x: 1024 - 507, y: 0, width: 507, height: 1366)])
        #expect(windows.map(\.resized) == [false, true])
        #expect(windows[1].layers[0].frame == windows[1].frame && windows[1].layers[0].boxes[0].frame == windows[1].frame)
        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        let doc = try! #require(SVGElement.parse(svg))
        let frames = doc.all(class: "scene-frame")
        #expect(frames.map { $0["data-scene"] } == ["sc2"])
    }

    @Test func twoResizedScenesSitSideBySideWithADivider() {
        let half = Size(width: 507, height: 1366)
        let layout = SnapshotLayouter.layout(Self.pad(first: Self.sc("sc1", size: half, windows: ["w1"]),
                                                      second: Self.sc("sc2", size: half, windows: ["w2"])))
        #expect(layout.screens[0].windows.map(\.frame) == [Rect(x: 0, y: 0, width: 507, height: 1366),
                                                           Rect(x: 517, y: 0, width: 507, height: 1366)])
    }

    /// In landscape a scene's size is the turned screen's: a full-size scene is not resized, a
    /// Split View one takes the same fraction of the (portrait) drawn screen.
    @Test func inLandscapeTheSceneIsComparedWithTheTurnedScreen() {
        func frames(_ size: Size) -> [Rect] {
            let scene = Self.sc("sc1", size: size, windows: ["w1"])
            let w = SnapshotWindow(id: "w1", key: true, horizontalSizeClass: .regular, root: Self.root("vc1"), scene: scene,
                                   landscape: true)
            let screen = SnapshotScreen(id: "s1", name: "Main", main: true, size: Fixtures.pad, scale: 2, idiom: "pad", windows: [w])
            return SnapshotLayouter.layout(SnapshotScene(screens: [screen], scenes: [scene])).screens[0].windows.map(\.frame)
        }
        #expect(frames(Size(width: 1366, height: 1024)) == [Rect(size: Fixtures.pad)])
        #expect(frames(Size(width: 683, height: 1024)) == [Rect(x: 512, y: 0, width: 512, height: 1366)])
    }

    @Test func aBackgroundSceneIsDrawnBelowAndDimmed() {
        let layout = SnapshotLayouter.layout(Self.pad(first: Self.sc("sc1", windows: ["w1"]),
                                                      second: Self.sc("sc2", state: "background", windows: ["w2"])))
        let windows = layout.screens[0].windows
        #expect(windows.map(\.id) == ["w2", "w1"], "the background scene's window goes first, under the foreground one")
        #expect(windows[0].caption == "w2 ★ key window · sc2 · background, not on screen · root vc2")
        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        let doc = try! #require(SVGElement.parse(svg))
        let groups = doc.all(class: "window")
        #expect(groups.map { $0["data-activation-state"] } == ["background", "foregroundActive"])
        #expect(groups[0].children(class: "layer").map { $0["opacity"] } == [SVGWriter.backgroundOpacity])
        #expect(groups[1].children(class: "layer").map { $0["opacity"] } == [nil])
        #expect(groups[0].children(class: "scene-frame").first?["stroke-dasharray"] != nil)
    }

    /// A phone and a TV whose scene shows no window: the TV shows the phone fitted and centred.
    static func mirroredTV(hidden: Bool) -> SnapshotScene {
        let main = sc("sc1", size: Fixtures.phone, windows: ["w1"])
        let tv = sc("sc2", role: "externalDisplay", screen: "s2", size: Size(width: 1920, height: 1080),
                    windows: hidden ? ["w2"] : [], mirrored: true)
        let phone = SnapshotScreen(id: "s1", name: "Main", main: true, size: Fixtures.phone, scale: 3,
                                   windows: [SnapshotWindow(id: "w1", key: true, root: root("vc1"), scene: main)])
        let display = SnapshotScreen(id: "s2", name: "TV", main: false, size: Size(width: 1920, height: 1080), idiom: "external",
                                     horizontalSizeClass: .regular,
                                     windows: hidden ? [SnapshotWindow(id: "w2", key: false, visible: false, root: root("vc2"), scene: tv)] : [],
                                     mirrored: true, windowlessScenes: hidden ? [] : [tv])
        return SnapshotScene(screens: [phone, display], profile: .modern, scenes: [main, tv])
    }

    @Test(arguments: [false, true])
    func aMirroredDisplayShowsTheMainScreenFitted(hidden: Bool) throws {
        let layout = SnapshotLayouter.layout(Self.mirroredTV(hidden: hidden))
        let tv = layout.screens[1]
        let mirror = try #require(tv.mirroring)
        #expect(mirror.source == "s1")
        let k = 1080.0 / 844
        #expect(abs(mirror.scale - k) < 1e-9)
        #expect(abs(mirror.frame.height - 1080) < 1e-9 && abs(mirror.frame.midX - 960) < 1e-9 && abs(mirror.frame.width - 390 * k) < 1e-9)
        #expect(tv.caption == "TV (s2) · mirroring s1")
        #expect(layout.screens[0].mirroring == nil)
        let lines = tv.captions.filter { $0.role == .windowCaption || $0.role == .sceneCaption }.map(\.fullText)
        #expect(lines == [hidden ? "w2 (hidden) · sc2 external display · root vc2" : "sc2 external display · no window"])

        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        let doc = try #require(SVGElement.parse(svg))
        let screens = doc.children(class: "screen")
        let group = try #require(screens[1].children(class: "mirror").first)
        #expect(group["data-mirrors"] == "s1")
        // The miniature has the phone's root box, scaled into the TV, and no text of its own.
        #expect(group.all(class: "mirror-box").map { $0["data-vc"] } == ["vc1"])
        #expect(group.all { $0.name == "text" }.isEmpty)
        #expect(screens[1].all(class: "box").isEmpty, "no controller of the TV is drawn as its own")
        #expect(screens[1].children(class: "screen-bounds").first?["fill"] == SVGWriter.letterboxFill)
        #expect(screens[1].children(class: "scene-label").map(fullText) == (hidden ? [] : ["sc2 external display · no window"]))
    }

    /// Under the app-delegate life cycle (no scenes) the picture is what it was: no scene
    /// attributes, frames, mirrors or words.
    @Test func withoutScenesNothingChanges() {
        let scene = Fixtures.phoneBesideTV()
        let layout = SnapshotLayouter.layout(scene)
        #expect(layout.screens.flatMap(\.windows).map(\.caption) == ["w1 ★ key window · root vc1 · 1 presented", "w2 · root vc5",
                                                                      "w3 · root vc6"])
        let svg = SVGWriter.svg(layout)
        for word in ["data-scene", "scene-frame", "mirror", "scene-label", "opacity=\"0.4\""] { #expect(!svg.contains(word), "\(word)") }
        let json = layout.json.description
        for key in ["\"scene\"", "mirroring", "windowlessScenes"] { #expect(!json.contains(key), "\(key)") }
    }
}
