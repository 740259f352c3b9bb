import Foundation
import ProsceniumClient
import ProsceniumTesting
@testable import SnapshotRendering
import Testing
import WireProtocol

/// Scenes drawn from a real `proscd` (issue 39 point 7): an external display as a scene, a
/// mirrored display (its window hidden, or iOS 15 with no external storyboard: a scene without a
/// window), an iPad with two scenes one of them resized, a background scene. Each picture is
/// captured, laid out, written, checked against its layout, rendered by `rsvg-convert`, and
/// measured in headless Chromium (no text too small or over another). With
/// `SNAPSHOT_RENDER_DIR` set, the SVG and PNG stay there for looking at.
@Suite(.serialized) struct LiveSceneSnapshotTests {
    static let phoneArgs = ["--animation-speed", "0"]
    static let padArgs = ["--animation-speed", "0", "--main-screen", "1024x1366@2:pad", "--supports-multiple-scenes"]

    /// Captures, lays out, writes and checks the picture; returns the layout and the SVG.
    func picture(_ c: ProsceniumConnection, name: String) async throws -> (layout: SnapshotLayout, svg: String) {
        let layout = SnapshotLayouter.layout(try await SnapshotCapture.capture(c))
        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        let dir = ProcessInfo.processInfo.environment["SNAPSHOT_RENDER_DIR"] ?? ServerProcess.makeTemporaryDirectory("scenes")
        try Data(svg.utf8).write(to: URL(fileURLWithPath: dir + "/\(name).svg"))
        let png = try await ExternalTool.renderPNG(svg: dir + "/\(name).svg", width: 1600)
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        try png.write(to: URL(fileURLWithPath: dir + "/\(name).png"))
        let m = try await RenderedPictureTests.measure(svg, name: name)
        for t in Legibility.tooSmall(m.texts, canvasWidth: m.width) { Issue.record("\(name): \(t) is too small") }
        for (a, b) in Legibility.clashes(m.texts, grounds: m.grounds) { Issue.record("\(name): \(a) overlaps \(b)") }
        return (layout, svg)
    }

    @Test func anExternalDisplayIsASceneWithItsOwnWindow() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs)
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.call("screen.connect", ["name": "TV", "width": 1920, "height": 1080], timeout: 30)
        let (layout, svg) = try await picture(c, name: "scene-external-display")
        #expect(layout.screens.map(\.captured.id) == ["s1", "s2"])
        let phone = try #require(layout.screens[0].windows.first), tv = try #require(layout.screens[1].windows.first)
        #expect(phone.scene?.id == "sc1" && phone.scene?.role == "application")
        #expect(tv.scene?.id == "sc2" && tv.scene?.role == "externalDisplay")
        #expect(phone.caption.hasPrefix("w1 ★ key window · sc1 · root "))
        #expect(tv.caption.hasPrefix("w2 · sc2 external display · root "))
        #expect(layout.screens[1].mirroring == nil && !svg.contains("class=\"mirror\""))
        #expect(tv.layers.first?.boxes.first?.controller.storyboardIdentifier != nil, "the External storyboard's root is drawn")
    }

    @Test func hidingTheExternalWindowMirrorsTheMainScreenAndShowingItStops() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs)
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.call("screen.connect", ["name": "TV", "width": 1920, "height": 1080], timeout: 30)
        _ = try await c.call("window.setHidden", ["window": "w2", "hidden": true], timeout: 30)
        let (layout, svg) = try await picture(c, name: "scene-mirrored-hidden-window")
        let tv = layout.screens[1]
        let mirror = try #require(tv.mirroring)
        #expect(mirror.source == "s1" && tv.caption == "TV (s2) · mirroring s1")
        #expect(abs(mirror.frame.height - 1080) < 1e-9 && abs(mirror.frame.midX - 960) < 1e-9)
        #expect(tv.windows.map(\.caption).first?.hasPrefix("w2 (hidden) · sc2 external display · root ") == true)
        // The miniature holds the phone's boxes as the phone shows them.
        let doc = try #require(SVGElement.parse(svg))
        let mini = try #require(doc.children(class: "screen")[1].children(class: "mirror").first)
        let shown = layout.screens[0].windows[0].layers.filter { !$0.covered }.flatMap(\.boxes).map(\.controller.vc)
        #expect(!shown.isEmpty && mini.all(class: "mirror-box").map { $0["data-vc"] ?? "" } == shown)

        _ = try await c.call("window.setHidden", ["window": "w2", "hidden": false], timeout: 30)
        let again = try await picture(c, name: "scene-mirroring-stopped").layout
        #expect(again.screens[1].mirroring == nil && again.screens[1].caption == "TV (s2)")
    }

    /// iOS 15 with no external storyboard: the display's scene connects without a window and the
    /// display mirrors (docs/protocol.md *Scenes*).
    @Test func aSceneWithoutAWindowMirrorsAndIsCaptioned() async throws {
        let server = try ServerProcess(arguments: ["--storyboards", ServerProcess.demoStoryboards, "--main-storyboard", "Main",
                                                   "--ios", "15", "--animation-speed", "0"], useDemoStoryboards: false)
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.call("screen.connect", ["name": "TV", "width": 1920, "height": 1080], timeout: 30)
        let (layout, svg) = try await picture(c, name: "scene-mirrored-no-window")
        let tv = layout.screens[1]
        #expect(tv.windows.isEmpty && tv.mirroring?.source == "s1")
        #expect(tv.captured.windowlessScenes.map(\.id) == ["sc2"])
        #expect(tv.captions.filter { $0.role == .sceneCaption }.map(\.fullText) == ["sc2 external display · no window"])
        #expect(svg.contains("class=\"scene-label\""))
    }

    /// Split View: a second scene on the iPad, resized to 507 points, is drawn 507 points wide
    /// at the screen's right edge over the first, in compact width (the server's traits).
    @Test func anIPadWithTwoScenesOneResized() async throws {
        let server = try ServerProcess(arguments: Self.padArgs)
        defer { server.stop() }
        let c = try server.connect()
        let activated = try await c.call("scene.activate", [:], timeout: 30)
        let scene = try #require(activated["scene"]?.stringValue)
        _ = try await c.call("scene.resize", ["scene": .string(scene), "width": 507, "height": 1366], timeout: 30)
        let (layout, svg) = try await picture(c, name: "scene-ipad-split-view")
        let windows = layout.screens[0].windows
        #expect(windows.count == 2)
        let resized = try #require(windows.first { $0.scene?.id == scene })
        let first = try #require(windows.first { $0.scene?.id == "sc1" })
        #expect(first.frame == Rect(x: 0, y: 0, width: 1024, height: 1366) && !first.resized)
        #expect(resized.frame == Rect(x: 517, y: 0, width: 507, height: 1366) && resized.resized)
        #expect(resized.layers[0].frame == resized.frame)
        #expect(resized.layers[0].boxes.allSatisfy { resized.frame.contains($0.frame) })
        #expect(resized.caption.contains("\(scene) 507×1366"))
        let doc = try #require(SVGElement.parse(svg))
        #expect(doc.all(class: "scene-frame").map { $0["data-scene"] } == [scene])
    }

    /// After a rotation the scene's size is the landscape screen's: still the whole screen.
    @Test func aRotatedIPadsSceneStillFillsTheScreen() async throws {
        let server = try ServerProcess(arguments: Self.padArgs)
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.call("device.rotate", ["orientation": "landscapeLeft"], timeout: 30)
        let scenes = try await c.call("scene.list", timeout: 30)["scenes"]?.arrayValue ?? []
        #expect(scenes.first?["width"]?.doubleValue == 1366, "the server gives the scene its landscape size")
        let (layout, _) = try await picture(c, name: "scene-ipad-landscape")
        let w = try #require(layout.screens[0].windows.first)
        #expect(w.frame == layout.screens[0].bounds && !w.resized && w.caption.hasPrefix("w1 ★ key window · sc1 · root "))
    }

    @Test func aBackgroundSceneIsDrawnDimmedAndSaysItIsNotOnScreen() async throws {
        let server = try ServerProcess(arguments: Self.padArgs)
        defer { server.stop() }
        let c = try server.connect()
        let activated = try await c.call("scene.activate", [:], timeout: 30)
        let scene = try #require(activated["scene"]?.stringValue)
        _ = try await c.call("scene.background", ["scene": .string(scene)], timeout: 30)
        let (layout, svg) = try await picture(c, name: "scene-ipad-background")
        let windows = layout.screens[0].windows
        #expect(windows.map { $0.scene?.id } == [scene, "sc1"], "the background scene's window is drawn first, below")
        #expect(windows[0].caption.contains("\(scene) · background, not on screen"))
        let doc = try #require(SVGElement.parse(svg))
        let group = try #require(doc.all(class: "window").first)
        #expect(group["data-activation-state"] == "background")
        #expect(group.children(class: "layer").allSatisfy { $0["opacity"] == SVGWriter.backgroundOpacity })
        #expect(doc.all(class: "window")[1].children(class: "layer").allSatisfy { $0["opacity"] == nil })
    }

    /// A phone's only scene in the background: its window is drawn dimmed, framed with dashes.
    @Test func aPhonesBackgroundSceneIsDrawnDimmed() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs)
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.call("scene.background", ["scene": "sc1"], timeout: 30)
        let (layout, svg) = try await picture(c, name: "scene-phone-background")
        let w = try #require(layout.screens[0].windows.first)
        #expect(w.scene?.activationState == "background" && w.caption.contains("sc1 · background, not on screen"))
        let doc = try #require(SVGElement.parse(svg))
        let group = try #require(doc.all(class: "window").first)
        #expect(!group.children(class: "layer").isEmpty)
        #expect(group.children(class: "layer").allSatisfy { $0["opacity"] == SVGWriter.backgroundOpacity })
        #expect(group.children(class: "scene-frame").first?["stroke-dasharray"] != nil)
    }

    /// Under the app-delegate life cycle (`--ios 12`) the picture has no scene in it.
    @Test func withoutTheSceneLifeCycleThePictureIsAsBefore() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs + ["--ios", "12"])
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.call("screen.connect", ["name": "TV", "width": 1920, "height": 1080], timeout: 30)
        let (layout, svg) = try await picture(c, name: "scene-none-ios12")
        #expect(layout.screens.flatMap(\.windows).allSatisfy { $0.scene == nil })
        #expect(layout.screens[0].windows[0].caption == "w1 ★ key window · root \(layout.screens[0].windows[0].layers[0].controller.vc)")
        for word in ["data-scene", "scene-frame", "mirror", "scene-label"] { #expect(!svg.contains(word), "\(word)") }
    }
}
