import Dispatch
import Foundation
import ProsceniumClient
import WireProtocol

extension ProsceniumConnection {
    /// Sends every request with up to `depth` in flight; the answers in request order.
    public func pipelined(_ requests: [(method: String, params: JSONObject)], depth: Int = 128) async -> [Result<JSON, ClientError>] {
        guard !requests.isEmpty else { return [] }
        let box = PipelineBox(count: requests.count)
        return await withCheckedContinuation { (cont: CheckedContinuation<[Result<JSON, ClientError>], Never>) in
            box.onDone = { cont.resume(returning: $0) }
            @Sendable func issue(_ i: Int) {
                send(requests[i].method, requests[i].params) { r in
                    if let next = box.finish(i, r, depth: depth) { issue(next) }
                }
            }
            let first = min(depth, requests.count)
            box.claim(first)
            for i in 0..<first { issue(i) }
        }
    }
}

/// The bookkeeping of one `pipelined` call.
private final class PipelineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<JSON, ClientError>?]
    private var nextToSend = 0
    private var answered = 0
    var onDone: (([Result<JSON, ClientError>]) -> Void)?

    init(count: Int) { results = Array(repeating: nil, count: count) }

    /// The first `n` requests are sent by the caller.
    func claim(_ n: Int) {
        lock.lock()
        nextToSend = n
        lock.unlock()
    }

    /// Stores an answer; returns the next request to send, if any.
    func finish(_ i: Int, _ r: Result<JSON, ClientError>, depth: Int) -> Int? {
        lock.lock()
        results[i] = r
        answered += 1
        var next: Int?
        if nextToSend < results.count { next = nextToSend; nextToSend += 1 }
        let done = answered == results.count
        let all = done ? results.map { $0! } : []
        let callback = onDone
        lock.unlock()
        if done { callback?(all) }
        return next
    }
}
