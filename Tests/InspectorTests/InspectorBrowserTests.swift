import Foundation
import ProsceniumTesting
import Testing

/// `prosc inspect` in a real browser (issue 26): Debian's headless Chromium driven by
/// WebDriver (chromium-driver, python3-selenium) loads the page of a real prosc-inspect attached
/// to a real proscd, and checks what a user sees and does. The scenarios are in
/// `Browser/inspect_browser.py`; each prints what it checked. With INSPECT_SCREENSHOT_DIR set
/// the screenshots go there (docs/images for docs/inspect.md and the README).
@Suite("prosc inspect in headless Chromium", .serialized)
struct InspectorBrowserTests {
    static var config: String { ServerProcess.packageRoot + "/config/proscenium.json" }

    static func outputDirectory() -> String {
        if let dir = ProcessInfo.processInfo.environment["INSPECT_SCREENSHOT_DIR"] { return dir }
        return ServerProcess.makeTemporaryDirectory("inspect-browser")
    }

    @Test("--drive: the demo tree, search, selection, a segue changes tree, picture and timeline; record, download, prosc test passes")
    func driving() throws {
        if let missing = BrowserScenario.missingTools() { Issue.record(Comment(rawValue: missing)); return }
        let inspector = try InspectorProcess(["--config", Self.config, "--drive"])
        defer { inspector.stop() }
        let downloads = ServerProcess.makeTemporaryDirectory("inspect-downloads")
        defer { try? FileManager.default.removeItem(atPath: downloads) }
        let (status, text) = try BrowserScenario.run("drive", inspector, output: Self.outputDirectory(), environment: ["INSPECT_DOWNLOADS": downloads])
        #expect(status == 0, Comment(rawValue: text))
        #expect(text.contains("PASSED drive"), Comment(rawValue: text))
        // The downloaded flow replays: `prosc test` on a fresh private server.
        let flow = downloads + "/recorded-flow.yaml"
        let test = Process()
        test.executableURL = URL(fileURLWithPath: ServerProcess.binary("prosc-cli"))
        test.arguments = ["test", flow]
        let pipe = Pipe()
        test.standardOutput = pipe
        test.standardError = pipe
        try test.run()
        let replay = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        test.waitUntilExit()
        let flowText = (try? String(contentsOfFile: flow, encoding: .utf8)) ?? "(no file)"
        #expect(test.terminationStatus == 0, Comment(rawValue: "prosc test \(flow): \(replay)\n\(flowText)"))
        #expect(inspector.stop() == 0)
        #expect(inspector.leftovers == [], "the private proscd stopped with prosc-inspect")
    }

    @Test("without --drive: the page says it only watches, an action is refused and nothing changes")
    func observing() throws {
        if let missing = BrowserScenario.missingTools() { Issue.record(Comment(rawValue: missing)); return }
        let inspector = try InspectorProcess(["--config", Self.config])
        defer { inspector.stop() }
        let (status, text) = try BrowserScenario.run("observe", inspector, output: Self.outputDirectory())
        #expect(status == 0, Comment(rawValue: text))
        #expect(text.contains("PASSED observe"), Comment(rawValue: text))
        #expect(inspector.stop() == 0)
        #expect(inspector.leftovers == [])
    }

    @Test("--drive: back and tab clicks, two pages and the CLI see one state, record then replay (all pass; an edited assertion fails at its step), filters, the tree at an event, bad actions and flows")
    func replaying() throws {
        if let missing = BrowserScenario.missingTools() { Issue.record(Comment(rawValue: missing)); return }
        let inspector = try InspectorProcess(["--config", Self.config, "--drive"])
        defer { inspector.stop() }
        let work = ServerProcess.makeTemporaryDirectory("inspect-replay")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let (status, text) = try BrowserScenario.run("replay", inspector, output: Self.outputDirectory(), environment: ["INSPECT_WORK": work])
        #expect(status == 0, Comment(rawValue: text))
        #expect(text.contains("PASSED replay"), Comment(rawValue: text))
        #expect(inspector.stop() == 0)
        #expect(inspector.leftovers == [], "the private proscd stopped with prosc-inspect")
    }

    @Test("prosc inspect DIR: an app folder's storyboards on a private proscd; the page watches; replay needs --drive")
    func appFolder() throws {
        if let missing = BrowserScenario.missingTools() { Issue.record(Comment(rawValue: missing)); return }
        let inspector = try InspectorProcess([ServerProcess.packageRoot + "/config/storyboards"])
        defer { inspector.stop() }
        #expect(inspector.socket.contains("prosc-inspect-server"), "a private proscd: \(inspector.socket)")
        let (status, text) = try BrowserScenario.run("folder", inspector, output: Self.outputDirectory())
        #expect(status == 0, Comment(rawValue: text))
        #expect(text.contains("PASSED folder"), Comment(rawValue: text))
        #expect(inspector.stop() == 0)
        #expect(inspector.leftovers == [])
    }

    /// The inspector only watches (`scene.list` is a query); another client connects and hides.
    @Test("the picture names each window's scene, a TV whose window is hidden mirrors the phone, the side panel lists the scenes")
    func scenes() throws {
        if let missing = BrowserScenario.missingTools() { Issue.record(Comment(rawValue: missing)); return }
        let inspector = try InspectorProcess(["--config", Self.config])
        defer { inspector.stop() }
        let (status, text) = try BrowserScenario.run("scenes", inspector, output: Self.outputDirectory())
        #expect(status == 0, Comment(rawValue: text))
        #expect(text.contains("PASSED scenes"), Comment(rawValue: text))
        #expect(inspector.stop() == 0)
        #expect(inspector.leftovers == [])
    }

    /// Issue 42: attached to a proscd on an iPad running NetNewsWire's three-column split; the
    /// test's own client presents a sheet with detents and makes a tab bar with iOS 18 tabs.
    @Test("columns, a sheet's detents and iOS 18 tabs with the sidebar: in the tree, the details and the picture")
    func modernContainers() throws {
        if let missing = BrowserScenario.missingTools() { Issue.record(Comment(rawValue: missing)); return }
        let server = try ServerProcess(arguments: ["--storyboards", ServerProcess.packageRoot + "/Tests/Fixtures/ColumnSplitStoryboards",
                                                   "--main-storyboard", "NetNewsWire-Main-excerpt", "--main-screen", "1024x1366@2:pad",
                                                   "--animation-speed", "0"], useDemoStoryboards: false)
        defer { server.stop() }
        let inspector = try InspectorProcess(["--socket", server.socketPath])
        defer { inspector.stop() }
        let (status, text) = try BrowserScenario.run("modern", inspector, output: Self.outputDirectory())
        #expect(status == 0, Comment(rawValue: text))
        #expect(text.contains("PASSED modern"), Comment(rawValue: text))
        #expect(inspector.stop() == 0)
    }

    @Test("the token on every HTTP and WebSocket request; a foreign Origin's upgrade refused")
    func gate() throws {
        if let missing = BrowserScenario.missingTools() { Issue.record(Comment(rawValue: missing)); return }
        let inspector = try InspectorProcess(["--config", Self.config])
        defer { inspector.stop() }
        let (status, text) = try BrowserScenario.run("gate", inspector, output: Self.outputDirectory())
        #expect(status == 0, Comment(rawValue: text))
        #expect(text.contains("PASSED gate"), Comment(rawValue: text))
        #expect(inspector.stop() == 0)
        #expect(inspector.leftovers == [])
    }
}
