import Foundation
import ProsceniumClient
#if canImport(Glibc)
import Glibc
#endif

/// `emfile`: lowers the server's descriptor soft limit (`prlimit --pid`) to what it has open
/// plus `--spare`, opens more connections than that, and checks that: the extra clients wait
/// (their `connect` succeeds, their `ping` is not answered), the server's CPU stays low while
/// accepting is paused (no EMFILE spin), and once answered clients close, the waiting ones are
/// accepted and answered. The limit is restored at the end.
struct DescriptorExhaustion {
    let socket: String
    let spare: Int
    let extra: Int

    init(_ args: Arguments) throws {
        socket = try args.string("socket")
        spare = try args.int("spare", default: 8)
        extra = try args.int("extra", default: 8)
    }

    func run() throws {
        let control = try LineSocket(path: socket)
        let pid = try serverPID(control)
        let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
        let original = try softLimit(pid)
        try setSoftLimit(pid, open + spare)
        defer { try? setSoftLimit(pid, original) }

        var sockets: [LineSocket] = []
        for i in 0..<(spare + extra) {
            let s = try LineSocket(path: socket)
            s.sendLine(#"{"jsonrpc":"2.0","id":\#(i),"method":"ping"}"#)
            sockets.append(s)
        }
        var answered: [Int] = []
        var waiting: [Int] = []
        for (i, s) in sockets.enumerated() {
            if s.readLine(timeout: waiting.isEmpty ? 3 : 0.5) != nil { answered.append(i) } else { waiting.append(i) }
        }
        guard !waiting.isEmpty else { throw FaultFailure("every connection was answered: the limit did not bite") }
        guard !answered.isEmpty else { throw FaultFailure("no connection was answered") }

        let cpu0 = cpuSeconds(pid: pid) ?? 0
        let wall0 = monotonicMillis()
        usleep(2_000_000)
        let cpuShare = ((cpuSeconds(pid: pid) ?? 0) - cpu0) / ((monotonicMillis() - wall0) / 1000)
        guard cpuShare < 0.10 else { throw FaultFailure(String(format: "server CPU %.1f %% while accepts are paused: spinning", cpuShare * 100)) }

        // Free descriptors: the waiting clients must now be accepted and answered.
        let t0 = monotonicMillis()
        for i in answered { shutdown(sockets[i].fd, Int32(SHUT_RDWR)) }
        for i in waiting {
            guard sockets[i].readLine(timeout: 10) != nil else {
                throw FaultFailure("connection \(i) was not accepted after descriptors were freed")
            }
        }
        let resumeMillis = monotonicMillis() - t0
        print("server descriptors: \(open) open, soft limit lowered from \(original) to \(open + spare)")
        print("connections: \(answered.count) answered at once, \(waiting.count) waited in the backlog")
        print(String(format: "server CPU while accepting was paused: %.1f %% of one core over 2 s", cpuShare * 100))
        print(String(format: "after closing %d clients, all %d waiting clients were answered within %.0f ms", answered.count, waiting.count, resumeMillis))
    }

    private func softLimit(_ pid: Int32) throws -> Int {
        let text = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Max open files") }),
              let soft = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first.flatMap({ Int($0) }) else {
            throw FaultFailure("cannot read the server's descriptor limit")
        }
        return soft
    }

    private func setSoftLimit(_ pid: Int32, _ value: Int) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        p.arguments = ["--pid", String(pid), "--nofile=\(value):"]
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw FaultFailure("prlimit failed (status \(p.terminationStatus))") }
    }
}
