import Synchronization

/// The pages connected over WebSocket: each has a stream of outgoing messages (JSON texts)
/// that its connection writes in order; `broadcast` sends one message to every page.
/// Several pages (and other protocol clients beside them) see the same messages.
public final class PageHub: Sendable {
    private let pages = Mutex<(next: Int, continuations: [Int: AsyncStream<String>.Continuation])>((0, [:]))

    public init() {}

    /// A new page's id and message stream; `greeting` is queued first, before any broadcast.
    public func join(greeting: [String]) -> (id: Int, messages: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let id = pages.withLock { state -> Int in
            state.next += 1
            for message in greeting { continuation.yield(message) }
            state.continuations[state.next] = continuation
            return state.next
        }
        return (id, stream)
    }

    public func leave(_ id: Int) {
        pages.withLock { $0.continuations.removeValue(forKey: id) }?.finish()
    }

    public func send(_ message: String, to id: Int) {
        _ = pages.withLock { $0.continuations[id] }?.yield(message)
    }

    public func broadcast(_ message: String) {
        pages.withLock { state in
            for continuation in state.continuations.values { continuation.yield(message) }
        }
    }

    public var count: Int { pages.withLock { $0.continuations.count } }

    /// Ends every page's stream (the inspector is stopping).
    public func closeAll() {
        let all = pages.withLock { state -> [AsyncStream<String>.Continuation] in
            defer { state.continuations = [:] }
            return Array(state.continuations.values)
        }
        for c in all { c.finish() }
    }
}
