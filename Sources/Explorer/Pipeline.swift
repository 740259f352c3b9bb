import ProsceniumClient
import Synchronization
import WireProtocol

/// Several calls sent at once on one connection (pipelining), their answers returned in order.
enum Pipeline {
    static func send(_ c: ProsceniumConnection, _ calls: [(String, JSONObject)]) async -> [Result<JSON, ClientError>] {
        await withCheckedContinuation { continuation in
            let gather = Gather(count: calls.count) { continuation.resume(returning: $0) }
            for (i, call) in calls.enumerated() { c.send(call.0, call.1) { gather.put(i, $0) } }
        }
    }

    /// Collects the answers (on the connection's reader thread); calls `done` once with all.
    private final class Gather: Sendable {
        private struct State {
            var results: [Result<JSON, ClientError>?]
            var left: Int
        }
        private let state: Mutex<State>
        private let done: @Sendable ([Result<JSON, ClientError>]) -> Void

        init(count: Int, done: @escaping @Sendable ([Result<JSON, ClientError>]) -> Void) {
            state = Mutex(State(results: Array(repeating: nil, count: count), left: count))
            self.done = done
        }

        func put(_ i: Int, _ r: Result<JSON, ClientError>) {
            let finished: [Result<JSON, ClientError>]? = state.withLock { s in
                s.results[i] = r
                s.left -= 1
                return s.left == 0 ? s.results.map { $0! } : nil
            }
            if let finished { done(finished) }
        }
    }
}
