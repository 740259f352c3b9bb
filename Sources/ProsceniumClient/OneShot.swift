import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// A few requests on a fresh connection, sent at once (pipelined) and answered on the calling
/// thread, with no reader thread and no async machinery: what a one-shot command-line query
/// (`prosc tree`) needs to start and finish as fast as a C client.
public enum OneShot {
    /// One request's outcome. (Not `Result`: instantiating `Result<JSON, ClientError>` checks
    /// its `Error` requirement through the runtime's conformance scan, a measurable part of a
    /// one-shot's start-up in a statically linked binary.)
    public enum Answer: Sendable, Equatable {
        case result(JSON)
        case error(ClientError)

        /// The result, or the server's refusal thrown.
        public func get() throws(ClientError) -> JSON {
            switch self {
            case .result(let json): return json
            case .error(let error): throw error
            }
        }
    }

    /// Sends every `(method, params)` and returns their results in the same order (answers
    /// are matched by id). Fails with `.connection` when it cannot connect or the server
    /// closes early, `.timeout` after `timeout` seconds without the answers.
    public static func call(
        path: String? = nil, _ requests: [(method: String, params: JSONObject)], timeout: Double = 60
    ) throws(ClientError) -> [Answer] {
        let resolved = SocketLocation.resolve(explicit: path).path
        let fd = try UnixSocket.connect(to: resolved)
        defer { Glibc.close(fd) }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var out: [UInt8] = []
        for (index, request) in requests.enumerated() {
            out += UnixSocket.requestLine(id: index + 1, method: request.method, params: request.params)
        }
        guard UnixSocket.writeAll(fd, out) else {
            throw ClientError(kind: .connection, message: "connection to \(resolved) broke while sending")
        }
        var results = [Answer?](repeating: nil, count: requests.count)
        var pending = requests.count
        var framer = LineFramer(maxLineBytes: 256 << 20)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
        defer { buffer.deallocate() }
        while pending > 0 {
            let n: Int
            switch SocketReceive.receive(fd, into: buffer) {
            case .bytes(let count): n = count
            case .wouldBlock: throw ClientError(kind: .timeout, message: "no answer within \(timeout) s")
            case .closed: throw ClientError(kind: .connection, message: "the server closed the connection")
            }
            framer.feed(UnsafeRawBufferPointer(rebasing: buffer[0..<n])) { frame in
                guard case .line(let line) = frame, let json = try? JSONParser.parse(line, maxDepth: 100_000),
                      let id = json["id"]?.intValue, id >= 1, id <= results.count, results[id - 1] == nil else { return }
                if let error = json["error"] {
                    results[id - 1] = .error(ClientError(errorObject: error))
                } else {
                    results[id - 1] = .result(json["result"] ?? .null)
                }
                pending -= 1
            }
        }
        return results.map { $0! }
    }
}
