import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Scene sessions across real restarts of `proscd` (issue 39 §6, docs/restoration.md RS8): an
/// iPad app with two application scenes (one in Split View, with a restoration activity) and an
/// external display comes back with the same sessions, ids, windows, sizes and activity.
@Suite(.serialized) struct SceneRestartTests {
    @Test func RS8_sessionsComeBackWithTheirWindowsSizesAndActivity() async throws {
        let dir = Restart.stateDirectory()
        let ipad = ["--main-screen", "1024x1366@2:pad", "--supports-multiple-scenes"]
        let first = try Restart.server(dir, extra: ipad)
        let c = try first.connect()
        _ = try await c.call("screen.connect", ["name": "TV", "width": 1920, "height": 1080])
        let opened = try await c.call("scene.activate", ["requestingScene": "sc1"])
        let scene = try #require(opened["scene"]?.stringValue)
        _ = try await c.call("scene.resize", ["scene": .string(scene), "width": 507, "height": 1366])
        _ = try await c.call("scene.setRestorationActivity", ["scene": .string(scene), "activityType": "com.example.detail",
                                                              "title": "Detail", "userInfo": ["item": "42"]])
        let before = try await c.call("scene.list")
        _ = try await c.call("server.shutdown")
        #expect(first.stop() == 0)

        let second = try Restart.server(dir, extra: ipad)
        defer { second.stop() }
        let d = try second.connect()
        let after = try await d.call("scene.list")
        #expect(after == before, "before: \(before)\nafter: \(after)")
        let restored = try await d.call("scene.get", ["scene": .string(scene)])
        #expect(restored["stateRestorationActivity"] == ["activityType": "com.example.detail", "title": "Detail", "userInfo": ["item": "42"]])
        #expect(restored["width"] == 507 && restored["traits"]?["horizontalSizeClass"] == "compact")
        #expect(try await d.violations() == [])
        // A scene opened now continues the numbering.
        let next = try await d.call("scene.activate")
        #expect(next["scene"] != opened["scene"] && next["scene"]?.stringValue.map { $0 > scene } == true)
        // Clearing the activity.
        _ = try await d.call("scene.setRestorationActivity", ["scene": .string(scene)])
        #expect(try await d.call("scene.get", ["scene": .string(scene)])["stateRestorationActivity"] == .null)
    }
}
