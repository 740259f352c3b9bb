import Foundation
import ProsceniumLauncher
import ProsceniumTesting
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// prosc-inspect's own process: it leaves nothing running however it stops (SIGTERM while
/// starting, a port it cannot serve on), and bad input stops it with exit 2 and a clear message
/// before it serves anything. (A private proscd outliving its prosc-inspect was once seen after
/// a test run; these tests pass on the code before the fix too: test runners start children
/// with SIGTERM blocked, so an early SIGTERM waited for the handlers there, and an error exit
/// already stopped the proscd through `PrivateServer`'s deinit. They guard both paths.)
@Suite("prosc-inspect's process: start, stop, bad input")
struct InspectorLifecycleTests {
    /// `proscd`: the binary prosc-inspect starts (`PROSCD`), the package's proscd by default.
    static func launch(_ arguments: [String], proscd: String = ServerProcess.binary("proscd")) throws -> (Process, Pipe) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ServerProcess.binary("prosc-inspect"))
        p.arguments = ["inspect"] + arguments
        p.environment = ProcessInfo.processInfo.environment.merging(["PROSCD": proscd]) { $1 }
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
        // or prosc-inspect is still attaching).
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

    @Test("the page cannot be served (the port is taken): exit 1, and the private proscd it started is stopped")
    func portTaken() throws {
        // A listening socket on a loopback port holds it.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { a in
            a.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        // The proscd it starts writes its pid down before it becomes proscd (a wrapper that
        // execs it): a proscd that lives a few milliseconds is not missed, as it could be by
        // watching prosc-inspect's children on a busy machine.
        let folder = ServerProcess.makeTemporaryDirectory("inspect-port")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pids = folder + "/pids", wrapper = folder + "/proscd"
        try "#!/bin/sh\necho $$ >> '\(pids)'\nexec '\(ServerProcess.binary("proscd"))' \"$@\"\n".write(toFile: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper, 0o755)
        let (p, err) = try Self.launch(["--config", ServerProcess.packageRoot + "/config/proscenium.json", "--listen", "127.0.0.1:\(port)"],
                                       proscd: wrapper)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.waitUntilEnded() == 1, "\(text)")
        let started = Set(((try? String(contentsOfFile: pids, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) })
        #expect(text.contains("cannot serve the page"), "\(text)")
        #expect(!started.isEmpty, "a private proscd was started")
        let gone = Date().addingTimeInterval(5)
        var left = started.filter { !InspectorProcess.isZombie(String($0)) }
        while !left.isEmpty, Date() < gone {
            usleep(10_000)
            left = left.filter { !InspectorProcess.isZombie(String($0)) }
        }
        #expect(left.isEmpty, "the private proscd outlived prosc-inspect: \(left.sorted())")
        for pid in left { kill(pid, SIGTERM) }
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
