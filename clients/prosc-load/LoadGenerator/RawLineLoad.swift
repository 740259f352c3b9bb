import Dispatch
import Foundation
import ProsceniumClient
#if canImport(Glibc)
import Glibc
#endif

/// The cheapest client there is: one thread and poll(2) over every connection, each keeping
/// `depth` request lines in flight — its cycle of lines, sent in turn — and counting answer
/// lines (newlines) without parsing them, except for the first bytes of each, where an error
/// answer and its code are recognised; latency is measured first-in first-out. Used for
/// `--echo` (against a raw line echo server) and `--raw` (ping, tree, or unanimated
/// present/dismiss against proscd, whose answers for one window come back in order), so all
/// are measured by the same client.
public struct RawLineLoad {
    /// Per connection, the lines it sends in turn (one line: that line every time).
    public var cycles: [[[UInt8]]]
    public var depth: Int

    public init(cycles: [[[UInt8]]], depth: Int) {
        self.cycles = cycles
        self.depth = depth
    }

    /// How an answer line begins when it is an error (`errorCode` reads the code after it).
    static let errorPrefix = Array(#"{"jsonrpc":"2.0","id":1,"error":{"code":"#.utf8)
    /// Enough of a line's start to hold `errorPrefix` and the code.
    static let headBytes = errorPrefix.count + 12

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
            var cycle: [[UInt8]]
            var next = 0
            var sent: [UInt64] = []
            var head = 0
            var outstanding: Int { sent.count - head }
            /// The first bytes of the answer line being read.
            var lineHead: [UInt8] = []
        }
        var conns: [Conn] = []
        var polled: [pollfd] = []
        for cycle in cycles {
            let fd = try UnixSocket.connect(to: path, nonBlocking: true)
            polled.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
            conns.append(Conn(fd: fd, cycle: cycle))
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
            for _ in 0..<n {
                out += conns[i].cycle[conns[i].next]
                conns[i].next = (conns[i].next + 1) % conns[i].cycle.count
                conns[i].sent.append(now)
            }
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
                // Newlines found with memchr (a tree answer is ~160 KB); of each line only its
                // first `headBytes` are kept.
                var position = 0
                while position < got {
                    let newline = memchr(buf.baseAddress! + position, 10, got - position)
                    let end = newline.map { $0 - buf.baseAddress! } ?? got
                    let wanted = Self.headBytes - conns[i].lineHead.count
                    if wanted > 0 { conns[i].lineHead += UnsafeRawBufferPointer(rebasing: buf[position..<min(end, position + wanted)]) }
                    guard newline != nil else { break }
                    position = end + 1
                    if let code = Self.errorCode(conns[i].lineHead) { result.unexpectedErrors[code, default: 0] += 1 }
                    conns[i].lineHead.removeAll(keepingCapacity: true)
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

    /// The code of an error answer from the start of its line, nil for any other line.
    public static func errorCode(_ head: [UInt8]) -> Int? {
        guard head.count > errorPrefix.count, head.starts(with: errorPrefix) else { return nil }
        var code = 0
        var sign = 1
        for b in head[errorPrefix.count...] {
            if b == UInt8(ascii: "-") && code == 0 { sign = -1 } else if b >= 48 && b <= 57 { code = code * 10 + Int(b - 48) } else { break }
        }
        return sign * code
    }
}
