import Foundation
import LoadGenerator
import ProsceniumLauncher
import ProsceniumTesting
import Testing
import WireProtocol

/// Short `prosc-load` runs with scene operations (issue 39) mixed with the window operations,
/// against private servers: every invariant holds and each scene operation ran.
@Suite struct SceneLoadRunTests {
    let runs = LoadRunTests()
    static let ipadFlags = ["--main-screen", "1024x1366@2:pad", "--supports-multiple-scenes"]

    func expectRan(_ kinds: [String], _ r: (status: Int32, report: JSON), sourceLocation: SourceLocation = #_sourceLocation) {
        runs.expectClean(r, sourceLocation: sourceLocation)
        for k in kinds {
            #expect((r.report["operationsByKind"]?[k]?.intValue ?? 0) > 0, "\(k): \(r.report["operationsByKind"] ?? .null)", sourceLocation: sourceLocation)
        }
    }

    /// A phone: external displays (with the External storyboard's window) and the app's and the
    /// displays' scenes leaving and returning, pipelined among presents, pushes and tab switches.
    @Test func displaysAndBackgroundingHoldEveryInvariantOnAPhone() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"])
        let r = try runs.load(s, ["--ops", "connectDisplay,disconnectDisplay,background:2,foreground:2,present,dismiss,push,pop,tab,tree,ping",
                                  "--clients", "2", "--windows", "4", "--depth", "4", "--subscribers", "1", "--count", "600", "--animation-speed", "0"])
        expectRan(["connectDisplay", "disconnectDisplay", "background", "foreground", "present"], r)
        #expect(s.stop() == 0)
    }

    /// Without an external storyboard a connected display mirrors (its scene has no window):
    /// its scene still leaves, returns and disconnects with the documented events.
    @Test func mirroredDisplaysHoldEveryInvariant() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0", "--storyboards", ServerProcess.demoStoryboards, "--main-storyboard", "Main"],
                                  useDemoStoryboards: false)
        let r = try runs.load(s, ["--ops", "connectDisplay,disconnectDisplay,background,foreground,push,pop",
                                  "--clients", "2", "--windows", "2", "--depth", "8", "--count", "400", "--animation-speed", "0"])
        expectRan(["connectDisplay", "disconnectDisplay", "background", "foreground"], r)
        #expect(s.stop() == 0)
    }

    /// An iPad that supports multiple scenes: scenes opened, resized, backgrounded and destroyed
    /// and displays connected, among animated window operations.
    @Test func everySceneOperationHoldsEveryInvariantOnAnIPad() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0.02"] + Self.ipadFlags)
        let r = try runs.load(s, ["--world", "ipad", "--ops",
                                  "openScene,closeScene,resize:2,background,foreground,connectDisplay,disconnectDisplay,present:2,dismiss,push,pop,tab,tree,ping",
                                  "--clients", "3", "--windows", "6", "--depth", "6", "--subscribers", "1", "--duration", "2", "--animation-speed", "0.02"])
        expectRan(["openScene", "closeScene", "resize", "background", "foreground", "connectDisplay", "disconnectDisplay", "present"], r)
        #expect(r.report["world"] == "ipad")
        #expect(s.stop() == 0)
    }

    /// Child processes each drive their clients' scenes; the parent's end checks (every window
    /// in exactly one scene) see them all.
    @Test func sceneOperationsInChildProcessesHoldEveryInvariant() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"] + Self.ipadFlags)
        let r = try runs.load(s, ["--world", "ipad", "--processes", "2", "--ops", "openScene,closeScene,resize,background,foreground,connectDisplay,disconnectDisplay,push,pop",
                                  "--clients", "4", "--windows", "4", "--depth", "8", "--count", "800", "--animation-speed", "0"])
        expectRan(["openScene", "closeScene", "resize", "background", "connectDisplay", "disconnectDisplay"], r)
        #expect(s.stop() == 0)
    }

    /// `--world ipad` against a phone server stops before the load; iPad operations without it
    /// are refused on the command line.
    @Test func theWorldMustBeTheServers() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { s.stop() }
        func status(_ args: [String]) throws -> Int32 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: ServerProcess.binary("prosc-load"))
            p.arguments = ["--socket", s.socketPath, "--count", "10"] + args
            p.standardOutput = Pipe()
            p.standardError = Pipe()
            try p.run()
            return p.waitUntilEnded()
        }
        #expect(try status(["--ops", "resize"]) == 64)
        #expect(try status(["--ops", "openScene", "--world", "tablet"]) == 64)
        #expect(try status(["--ops", "openScene", "--world", "ipad"]) == 1)
        #expect(try status(["--ops", "background,connectDisplay", "--windows", "0"]) == 0)
    }
}
