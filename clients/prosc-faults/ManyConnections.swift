import Foundation
import ProsceniumClient
#if canImport(Glibc)
import Glibc
#endif

/// `conns`: opens `--count` connections at once (raising this process's descriptor limit),
/// sends `ping` on every one, checks every answer, and reports the times and the server's RSS.
struct ManyConnections {
    let socket: String
    let count: Int

    init(_ args: Arguments) throws {
        socket = try args.string("socket")
        count = try args.int("count", default: 10_000)
    }

    func run() throws {
        let limit = raiseDescriptorLimit(to: count + 256)
        guard limit >= count + 64 else { throw FaultFailure("descriptor limit \(limit) is too low for \(count) connections") }
        let control = try LineSocket(path: socket)
        let pid = try serverPID(control)
        let rssBefore = residentBytes(pid: pid)
        var t0 = monotonicMillis()
        var sockets: [LineSocket] = []
        sockets.reserveCapacity(count)
        for _ in 0..<count { sockets.append(try LineSocket(path: socket)) }
        let openMillis = monotonicMillis() - t0
        t0 = monotonicMillis()
        for (i, s) in sockets.enumerated() {
            guard s.sendLine(#"{"jsonrpc":"2.0","id":\#(i),"method":"ping"}"#) else { throw FaultFailure("connection \(i) broke while sending") }
        }
        var answered = 0
        for (i, s) in sockets.enumerated() {
            guard let line = s.readLine(timeout: 60), line.contains(#""id":\#(i),"result":{}"#) else {
                throw FaultFailure("connection \(i) got no ping answer (\(answered) answered before it)")
            }
            answered += 1
        }
        let pingMillis = monotonicMillis() - t0
        control.sendLine(#"{"jsonrpc":"2.0","id":"stats","method":"server.stats"}"#)
        let stats = control.readLine(containing: "\"stats\"", timeout: 30) ?? ""
        let rssWith = residentBytes(pid: pid)
        sockets.removeAll()
        print("connections open at once: \(count) (+1 control), opened in \(String(format: "%.0f", openMillis)) ms")
        print("pings answered: \(answered)/\(count), all sent then all read in \(String(format: "%.0f", pingMillis)) ms")
        print("server.stats while open: \(stats.prefix(160))")
        print("server RSS: \(rssBefore / 1_048_576) MiB before, \(rssWith / 1_048_576) MiB with \(count) connections")
    }
}

/// The server's pid, from `server.stats` on a raw connection.
func serverPID(_ s: LineSocket) throws -> Int32 {
    s.sendLine(#"{"jsonrpc":"2.0","id":"pid","method":"server.stats"}"#)
    guard let line = s.readLine(containing: "\"pid\"", timeout: 30),
          let range = line.range(of: #""pid":"#) else { throw FaultFailure("no server.stats answer") }
    let digits = line[range.upperBound...].prefix { $0.isNumber }
    guard let pid = Int32(digits) else { throw FaultFailure("no pid in \(line)") }
    return pid
}
