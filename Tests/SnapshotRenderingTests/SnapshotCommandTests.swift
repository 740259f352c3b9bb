import ArgumentParser
import Foundation
import ProsceniumTesting
import SnapshotRendering
import Testing
@testable import ProscCLI

/// `prosc snapshot`: options, and a run against a real server writing the SVG file.
@Suite struct SnapshotCommandTests {
    @Test func needsAnOutput() {
        #expect(throws: (any Error).self) { try Snapshot.parse([]) }
        #expect(throws: (any Error).self) { try Snapshot.parse(["--json", "--profile", "ios7"]) }
        #expect((try? Snapshot.parse(["--svg", "x.svg", "--socket", "/tmp/s", "--profile", "modern"])) != nil)
    }

    @Test func writesTheSVGOfTheServersScreens() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let file = server.directory + "/out.svg"
        let command = try Snapshot.parse(["--svg", file, "--socket", server.socketPath])
        try await command.run()
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        let doc = try #require(SVGElement.parse(svg))
        #expect(doc.all(class: "screen").map { $0["data-screen"] } == ["s1"])
        #expect(doc.all(class: "window").map { $0["data-window"] } == ["w1"])
        #expect(doc.all(class: "bar-title").map(\.text) == ["Home"])
    }

    /// Scenes through the command: a TV whose window is hidden is drawn mirroring the phone.
    @Test func writesTheScenesAndTheMirroredDisplay() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.call("screen.connect", ["name": "TV", "width": 1920, "height": 1080], timeout: 30)
        _ = try await c.call("window.setHidden", ["window": "w2", "hidden": true], timeout: 30)
        let file = server.directory + "/scenes.svg"
        try await Snapshot.parse(["--svg", file, "--socket", server.socketPath]).run()
        let doc = try #require(SVGElement.parse(try String(contentsOfFile: file, encoding: .utf8)))
        #expect(doc.all(class: "window").map { $0["data-scene"] } == ["sc1", "sc2"])
        #expect(doc.all(class: "screen-label").map(\.text) == ["Main (s1) · main screen", "TV (s2) · mirroring s1"])
        #expect(doc.all(class: "mirror").map { $0["data-mirrors"] } == ["s1"])
    }

    @Test func cannotConnectExitsWithThree() async throws {
        let command = try Snapshot.parse(["--svg", "/dev/null", "--socket", "/nonexistent/proscd.sock"])
        let failure = await #expect(throws: ProscFailure.self) { try await command.run() }
        #expect(failure?.exitCode == 3)
        #expect(failure?.message.contains("hint: is proscd running?") == true)
    }
}
