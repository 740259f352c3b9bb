import Foundation
import ProsceniumLauncher
import FuzzHarness
import ProsceniumClient
import ProsceniumTesting
import Storyboards
import Testing
import WireProtocol

/// The bugs the fuzzers found, each checked directly (their inputs are also replayed by
/// `FuzzReplayTests`).
@Suite struct FoundBugTests {
    static let invalidUTF8Storyboard = FuzzServer.packageRoot
        + "/Fuzz/regressions/storyboard/invalid-utf8-attribute-name.storyboard"

    /// FoundationXML traps on a name that is not UTF-8; the loader must refuse it first.
    @Test func aStoryboardThatIsNotUTF8IsALoadErrorNotACrash() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.invalidUTF8Storyboard))
        #expect(throws: StoryboardLoadError.self) { try StoryboardLoader.load(xml: data, name: "Bad") }
        do {
            _ = try StoryboardLoader.load(xml: data, name: "Bad")
        } catch {
            #expect(error.reason == "not a text XML document: invalid UTF-8 at byte 130")
            #expect(error.line == 2)
        }
    }

    /// The same file through `storyboard.load {path}` used to take the whole server down
    /// (and, named `*.storyboard` in the storyboard directory, stopped it from starting).
    @Test func loadingANonUTF8FileAnswersStoryboardErrorAndTheServerLives() async throws {
        // storyboard.load reads only files inside the storyboard directory.
        let directory = ServerProcess.makeTemporaryDirectory("prosc-fuzz-bug")
        let server = try ServerProcess(arguments: ["--storyboards", directory], useDemoStoryboards: false)
        defer { _ = server.stop() }
        // Copied after start-up, which loads every storyboard of the directory.
        try FileManager.default.copyItem(atPath: Self.invalidUTF8Storyboard, toPath: directory + "/Bad.storyboard")
        let c = try server.connect()
        defer { c.close() }
        do {
            _ = try await c.call("storyboard.load", ["path": .string(directory + "/Bad.storyboard")], timeout: 30)
            Issue.record("storyboard.load of a non-UTF-8 file succeeded")
        } catch {
            #expect(error.code == RPCErrorCode.storyboardError.rawValue)
        }
        let pong = try await c.call("ping", timeout: 30)
        #expect(pong == .object([:]))
        #expect(server.process.endedStatus == nil)
    }
}
