import Dispatch
import Synchronization
import WireProtocol

extension ProsceniumConnection {
    /// Sends the calls on this connection with up to `depth` in flight at once (pipelining)
    /// and returns the answers in the calls' order. With a `timeout`, calls still unanswered
    /// after that many seconds fail with `.timeout` (calls not sent yet are not sent; answers
    /// arriving later are ignored).
    public func pipelined(_ calls: [(method: String, params: JSONObject)], depth: Int = 128,
                          timeout: Double? = nil) async -> [Result<JSON, ClientError>] {
        if calls.isEmpty { return [] }
        return await withCheckedContinuation { continuation in
            let answers = PipelinedAnswers(methods: calls.map(\.method), firstSent: min(max(depth, 1), calls.count)) {
                continuation.resume(returning: $0)
            }
            @Sendable func issue(_ i: Int) {
                send(calls[i].method, calls[i].params) { r in
                    if let next = answers.put(i, r) { issue(next) }
                }
            }
            for i in 0..<min(max(depth, 1), calls.count) { issue(i) }
            if let timeout {
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { answers.expire(after: timeout) }
            }
        }
    }
}

/// The answers of one `pipelined` call as they arrive (on the connection's reader thread):
/// which call to send next, and `done` called once with all of them, in order.
private final class PipelinedAnswers: Sendable {
    private struct State {
        var results: [Result<JSON, ClientError>?]
        var nextToSend: Int
        var left: Int
    }
    private let state: Mutex<State>
    private let methods: [String]
    private let done: @Sendable ([Result<JSON, ClientError>]) -> Void

    init(methods: [String], firstSent: Int, done: @escaping @Sendable ([Result<JSON, ClientError>]) -> Void) {
        state = Mutex(State(results: Array(repeating: nil, count: methods.count), nextToSend: firstSent, left: methods.count))
        self.methods = methods
        self.done = done
    }

    /// Stores an answer; returns the next call to send, if any.
    func put(_ i: Int, _ r: Result<JSON, ClientError>) -> Int? {
        let (next, finished): (Int?, [Result<JSON, ClientError>]?) = state.withLock { s in
            guard s.left > 0, s.results[i] == nil else { return (nil, nil) }
            s.results[i] = r
            s.left -= 1
            if s.left == 0 { return (nil, s.results.map { $0! }) }
            guard s.nextToSend < s.results.count else { return (nil, nil) }
            s.nextToSend += 1
            return (s.nextToSend - 1, nil)
        }
        if let finished { done(finished) }
        return next
    }

    /// Fails every call not answered yet with `.timeout`, naming their methods (at most once;
    /// nothing after all have answered).
    func expire(after seconds: Double) {
        let finished: [Result<JSON, ClientError>]? = state.withLock { s in
            guard s.left > 0 else { return nil }
            let unanswered = s.results.indices.filter { s.results[$0] == nil }
            let names = Set(unanswered.map { methods[$0] }).sorted().joined(separator: ", ")
            let error = ClientError(kind: .timeout, message: "no answer to \(names) within \(seconds) s")
            for i in unanswered { s.results[i] = .failure(error) }
            s.left = 0
            s.nextToSend = s.results.count
            return s.results.map { $0! }
        }
        if let finished { done(finished) }
    }
}
