import Foundation
import ProsceniumClient
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `kills`: `--workers` worker processes drive animated transitions; `--count` times one of
/// them, chosen at random, is SIGKILLed after a random delay and replaced, and the window it
/// had made is destroyed (transitions may still be running in it). After every kill the
/// server must answer `server.checkInvariants` with ok; throughout, an observer checks that
/// events are gapless per window and a bystander driver in a window of its own checks its
/// hierarchy after every present/dismiss cycle.
struct KillStorm {
    let socket: String
    let count: Int
    let workerCount: Int
    let maxDelayMillis: Int

    init(_ args: Arguments) throws {
        socket = try args.string("socket")
        count = try args.int("count", default: 1000)
        workerCount = try args.int("workers", default: 4)
        maxDelayMillis = try args.int("max-delay-ms", default: 400)
    }

    func run() async throws {
        let started = monotonicMillis()
        let setup = try ProsceniumConnection(path: socket)
        _ = try await setup.call(MethodDescriptor.hello.name, ["client": "prosc-faults kills"])
        let before = try await setup.call(MethodDescriptor.serverStats.name)
        let navRoot = try await id(setup.call(MethodDescriptor.vcCreate.name, ["class": "UIViewController", "title": "SharedRoot"]))
        let nav = try await id(setup.call(MethodDescriptor.vcCreate.name, ["class": "UINavigationController", "children": [.string(navRoot)]]))
        _ = try await setup.call(MethodDescriptor.windowCreate.name, ["root": .string(nav)])

        let observer = try ProsceniumConnection(path: socket, bufferNotifications: false)
        let continuity = EventContinuity(observer)
        _ = try await observer.call(MethodDescriptor.hello.name, ["client": "prosc-faults observer", "role": "observer"])
        _ = try await observer.call(MethodDescriptor.eventsSubscribe.name)

        let bystander = Bystander(socket: socket)
        let bystanderTask = Task { try await bystander.run() }

        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        func spawn() throws -> (process: Process, output: Pipe) {
            let p = Process()
            let out = Pipe()
            p.executableURL = URL(fileURLWithPath: me)
            p.arguments = ["worker", "--socket", socket, "--nav", nav]
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            return (p, out)
        }
        var workers = try (0..<workerCount).map { _ in try spawn() }
        var invariantChecks = 0
        var windowsDestroyed = 0
        for kill in 1...count {
            try await Task.sleep(nanoseconds: UInt64(Int.random(in: 1...max(1, maxDelayMillis))) * 1_000_000)
            let victim = Int.random(in: 0..<workers.count)
            Glibc.kill(workers[victim].process.processIdentifier, SIGKILL)
            workers[victim].process.waitUntilExit()
            // The dead worker's window (if it got that far) goes, whatever runs in it.
            let said = String(decoding: workers[victim].output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            if let line = said.split(separator: "\n").first(where: { $0.hasPrefix("window w") }) {
                _ = try await setup.call(MethodDescriptor.windowDestroy.name, ["window": .string(String(line.dropFirst("window ".count)))], timeout: 30)
                windowsDestroyed += 1
            }
            workers[victim] = try spawn()
            let check = try await setup.call(MethodDescriptor.serverCheckInvariants.name, timeout: 30)
            guard check["ok"]?.boolValue == true else {
                throw FaultFailure("after kill \(kill): invariants violated: \(check["violations"]?.description ?? "?")")
            }
            invariantChecks += 1
            if kill % 100 == 0 {
                FileHandle.standardOutput.write(Data("  \(kill) kills, invariants ok\n".utf8))
            }
        }
        for w in workers {
            Glibc.kill(w.process.processIdentifier, SIGKILL)
            w.process.waitUntilExit()
        }
        bystander.stop()
        let cycles = try await bystanderTask.value
        _ = try await observer.call(MethodDescriptor.sync.name, timeout: 30)
        let final = try await setup.call(MethodDescriptor.serverCheckInvariants.name, timeout: 30)
        guard final["ok"]?.boolValue == true else { throw FaultFailure("final invariants violated: \(final)") }
        let after = try await setup.call(MethodDescriptor.serverStats.name)
        let seen = continuity.summary
        let seconds = (monotonicMillis() - started) / 1000
        print("kills survived: \(count) (workers \(workerCount), random delay 1-\(maxDelayMillis) ms), \(String(format: "%.1f", seconds)) s")
        print("invariant checks after kills: \(invariantChecks) ok, final ok; dead workers' windows destroyed: \(windowsDestroyed)")
        print("bystander present/dismiss cycles: \(cycles.cycles), all consistent; slowest \(String(format: "%.0f", cycles.slowestMillis)) ms")
        print("observer events: \(seen.events), seq/windowSeq problems: \(seen.problems.count), eventsDropped notices: \(seen.dropNotices)")
        print("transitions completed: \(after["transitionsCompleted"]?.intValue ?? 0), clients now: \(after["clients"]?.intValue ?? 0)")
        print("server RSS: \(mib(before["rssBytes"])) MiB before, \(mib(after["rssBytes"])) MiB after")
        guard seen.problems.isEmpty else { throw FaultFailure("observer saw gaps: \(seen.problems)") }
        guard seen.dropNotices == 0 else { throw FaultFailure("the observer lost events") }
        guard seen.events > 0 else { throw FaultFailure("the observer saw no events") }
    }

    private func id(_ result: JSON) throws -> String {
        guard let v = result["vc"]?.stringValue else { throw FaultFailure("no vc in \(result)") }
        return v
    }
}

private func mib(_ v: JSON?) -> String { String(format: "%.1f", Double(v?.intValue ?? 0) / 1_048_576) }

/// A well-behaved driver beside the storm: presents and dismisses in its own window and
/// checks after each dismissal that its root presents nothing and appears.
final class Bystander: @unchecked Sendable {
    let socket: String
    private let lock = NSLock()
    private var stopped = false

    init(socket: String) { self.socket = socket }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    func run() async throws -> (cycles: Int, slowestMillis: Double) {
        let c = try ProsceniumConnection(path: socket, bufferNotifications: false)
        _ = try await c.call(MethodDescriptor.hello.name, ["client": "prosc-faults bystander"])
        guard let root = try await c.call(MethodDescriptor.vcCreate.name, ["class": "UIViewController", "title": "Bystander"])["vc"]?.stringValue,
              let window = try await c.call(MethodDescriptor.windowCreate.name, ["root": .string(root)])["window"]?.stringValue else {
            throw FaultFailure("bystander: cannot build its window")
        }
        var cycles = 0
        var slowest = 0.0
        while !isStopped {
            let t0 = monotonicMillis()
            guard let p = try await c.call(MethodDescriptor.vcCreate.name, ["class": "UIViewController", "title": "Sheet"])["vc"]?.stringValue else {
                throw FaultFailure("bystander: vc.create failed")
            }
            _ = try await c.call(MethodDescriptor.vcPresent.name, ["presenter": .string(root), "vc": .string(p), "animated": true], timeout: 30)
            let presented = try await c.call(MethodDescriptor.tree.name, ["window": .string(window)], timeout: 30)
            guard presented["windows"]?.arrayValue?.first?["root"]?["presented"]?["vc"]?.stringValue == p else {
                throw FaultFailure("bystander: after present the tree is \(presented)")
            }
            _ = try await c.call(MethodDescriptor.vcDismiss.name, ["vc": .string(p), "animated": true], timeout: 30)
            let tree = try await c.call(MethodDescriptor.tree.name, ["window": .string(window)], timeout: 30)
            let node = tree["windows"]?.arrayValue?.first?["root"]
            guard node?["vc"]?.stringValue == root, node?["presented"] == nil || node?["presented"] == .null,
                  node?["appearance"]?.stringValue == "appeared" else {
                throw FaultFailure("bystander: after dismiss the tree is \(tree)")
            }
            slowest = max(slowest, monotonicMillis() - t0)
            cycles += 1
        }
        return (cycles, slowest)
    }
}
