import Foundation
import ProsceniumLauncher
import ProsceniumTesting
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// prosc-inspect's own process: it leaves nothing running however it stops, and bad input
/// stops it with exit 2 and a clear message before it serves anything. (A private proscd
/// outliving its prosc-inspect was once seen after a test run: a SIGTERM that came while it
/// was starting ended it before its signal handlers were in place.)
@Suite("prosc-inspect's process: start, stop, bad input")
struct InspectorLifecycleTests {
    static func launch(_ arguments: [String]) throws -> (Process, Pipe) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ServerProcess.binary("prosc-inspect"))
        p.arguments = ["inspect"] + arguments
        p.environment = ProcessInfo.processInfo.environment.merging(["PROSCD": ServerProcess.binary("proscd")]) { $1 }
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        return (p, err)
    }

    @Test("SIGTERM while the private proscd is starting: prosc-inspect stops it and exits")
    func sigtermWhileStarting() throws {
        let (p, _) = try Self.launch(["--config", ServerProcess.packageRoot + "/config/proscenium.json"])
        // Wait for the private proscd to be spawned, then SIGTERM at once (it is still starting
        // or prosc-inspect is still attaching: before the fix this ended prosc-inspect alone).
        var children: [Int32] = []
        let deadline = Date().addingTimeInterval(30)
        while children.isEmpty, p.endedStatus == nil, Date() < deadline {
            children = InspectorProcess.children(of: p.processIdentifier, named: "proscd")
            if children.isEmpty { usleep(1_000) }
        }
        try #require(!children.isEmpty, "prosc-inspect started no proscd")
        kill(p.processIdentifier, SIGTERM)
        let status = p.waitForEnd(timeout: 30)
        #expect(status != nil, "prosc-inspect did not stop on SIGTERM")
        if status == nil { InspectorProcess.end(p) }
        // Its proscd is gone (not merely orphaned): give the kernel a moment to reap it.
        let gone = Date().addingTimeInterval(5)
        var left = children.filter { !InspectorProcess.isZombie(String($0)) }
        while !left.isEmpty, Date() < gone {
            usleep(10_000)
            left = left.filter { !InspectorProcess.isZombie(String($0)) }
        }
        #expect(left == [], "the private proscd outlived prosc-inspect: \(left)")
    }

    @Test("an app folder without storyboards, a missing --config: exit 2 with a clear message, no proscd left")
    func badInput() throws {
        let empty = ServerProcess.makeTemporaryDirectory("inspect-empty")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        for (arguments, expected) in [([empty], "no .storyboard files under"), (["--config", empty + "/none.json"], "cannot read --config")] {
            let (p, err) = try Self.launch(arguments)
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(p.waitUntilEnded() == 2, "\(arguments): \(text)")
            #expect(text.contains(expected), "\(arguments): \(text)")
        }
    }
}
