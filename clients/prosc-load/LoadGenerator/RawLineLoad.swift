import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The cheapest client there is: one thread and poll(2) over every connection, each keeping
/// `depth` copies of one request line in flight and counting answer lines (newlines) without
/// parsing them; latency is measured first-in first-out. Used for `--echo` (against a raw
/// line echo server) and `--raw` (ping or tree against proscd, whose answers to queries
/// come back in order), so both are measured by the same client.
public struct RawLineLoad {
    public var lines: [[UInt8]]
    public var depth: Int

    public init(lines: [[UInt8]], depth: Int) {
        self.lines = lines
        self.depth = depth
    }

    /// One request line: a JSON-RPC call with a fixed id.
    public static func requestLine(method: String, params: String? = nil) -> [UInt8] {
        var s = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"\(method)\""
        if let params { s += ",\"params\":\(params)" }
        return Array((s + "}\n").utf8)
    }

    public func run(socket path: String, count: Int?, deadline: UInt64) throws -> LoadResult {
        var result = LoadResult()
        struct Conn {
            var fd: Int32
            var line: [UInt8]
            var sent: [UInt64] = []
            var head = 0
            var outstanding: Int { sent.count - head }
        }
        var conns: [Conn] = []
        var polled: [pollfd] = []
        for line in lines {
            let fd = try UnixSocket.connect(path, nonBlocking: true)
            polled.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
            conns.append(Conn(fd: fd, line: line))
        }
        defer { for c in conns { close(c.fd) } }
        var budget = count ?? .max
        var running = true
        var out: [UInt8] = []
        func send(_ i: Int, _ n: Int) {
            var n = n
            if !running { return }
            if budget != .max { n = min(n, budget); budget -= n }
            if n == 0 { return }
            out.removeAll(keepingCapacity: true)
            let now = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<n { out += conns[i].line; conns[i].sent.append(now) }
            var off = 0
            while off < out.count {
                let w = out.withUnsafeBytes { Glibc.send(conns[i].fd, $0.baseAddress! + off, $0.count - off, Int32(MSG_NOSIGNAL)) }
                if w < 0 {
                    if errno == EAGAIN || errno == EINTR { var p = pollfd(fd: conns[i].fd, events: Int16(POLLOUT), revents: 0); poll(&p, 1, 100); continue }
                    return
                }
                off += w
            }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        for i in conns.indices { send(i, depth) }
        let buf = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 16)
        defer { buf.deallocate() }
        var outstanding = conns.reduce(0) { $0 + $1.outstanding }
        let hardStop = deadline == .max ? UInt64.max : deadline + 30_000_000_000
        while outstanding > 0 {
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= deadline || budget == 0 { running = false }
            if now >= hardStop {
                result.violations.append(Violation(rule: "rawLoad", detail: "\(outstanding) answers missing 30 s after the end"))
                break
            }
            let n = poll(&polled, nfds_t(polled.count), 100)
            if n < 0 { if errno == EINTR { continue } else { break } }
            for i in polled.indices where polled[i].revents != 0 {
                let got = recv(conns[i].fd, buf.baseAddress, buf.count, 0)
                if got <= 0 {
                    if got < 0 && (errno == EAGAIN || errno == EINTR) { continue }
                    result.violations.append(Violation(rule: "connection", detail: "raw connection \(i) closed with \(conns[i].outstanding) answers missing"))
                    outstanding -= conns[i].outstanding
                    conns[i].head = conns[i].sent.count
                    polled[i].fd = -1
                    continue
                }
                let t = DispatchTime.now().uptimeNanoseconds
                var answered = 0
                for b in UnsafeRawBufferPointer(rebasing: buf[0..<got]) where b == 10 {
                    if conns[i].head < conns[i].sent.count {
                        result.latency.record(nanos: t - conns[i].sent[conns[i].head])
                        conns[i].head += 1
                        answered += 1
                    }
                }
                if conns[i].head > 4096 { conns[i].sent.removeFirst(conns[i].head); conns[i].head = 0 }
                result.requests += answered
                outstanding -= answered
                let before = conns[i].outstanding
                send(i, answered)
                outstanding += conns[i].outstanding - before
            }
        }
        result.operations = result.requests
        result.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return result
    }
}
