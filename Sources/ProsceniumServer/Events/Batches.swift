import WireProtocol

/// A JSON-RPC 2.0 batch being answered: its responses by element, written as one array when
/// the last one is in (mutations run in their windows' queues as usual, so some answer later).
final class PendingBatch {
    let connection: Int
    /// One place per element that is answered (a request with an id, or a failure).
    var responses: [[UInt8]?]
    var outstanding = 0
    /// True while the elements are being dispatched (the answer cannot be complete before).
    var dispatching = true

    init(connection: Int, count: Int) {
        self.connection = connection
        self.responses = Array(repeating: nil, count: count)
    }
}

/// Batches' answers (JSON-RPC 2.0 §6), and the one way a response leaves: to its connection, or
/// into its place in a batch's answer. The dispatcher runs a batch's elements
/// (`Dispatcher.handle(batch:from:)`) between `openBatch` and `batchDispatched`.
extension Delivery {
    /// A batch of `count` elements from `c` begins: the id its answers' slots name.
    func openBatch(count: Int, from c: Connection) -> Int {
        lastBatchID.value += 1
        batches.value[lastBatchID.value] = PendingBatch(connection: c.id, count: count)
        return lastBatchID.value
    }

    /// Counts one more element that will be answered in batch `id`.
    func expectAnswer(in id: Int) {
        batches.value[id]?.outstanding += 1
    }

    /// Every element of batch `id` was dispatched: its answer goes out once all are in.
    func batchDispatched(_ id: Int, from c: Connection) {
        batches.value[id]?.dispatching = false
        completeIfAnswered(id, on: c)
    }

    /// Sends a response line to its connection, or files it in its batch's answer.
    func respond(_ route: ReplyRoute, _ line: [UInt8], on c: Connection) {
        if c.reportedRequests > 0 { hub.requests.answered(line, on: c) }
        guard let slot = route.slot else {
            c.send(line)
            return
        }
        guard let pending = batches.value[slot.batch] else { return }
        pending.responses[slot.index] = line
        pending.outstanding -= 1
        completeIfAnswered(slot.batch, on: c)
    }

    private func completeIfAnswered(_ id: Int, on c: Connection) {
        guard let pending = batches.value[id], !pending.dispatching, pending.outstanding == 0 else { return }
        batches.value[id] = nil
        var answers = pending.responses.compactMap { $0 }
        guard !answers.isEmpty else { return }   // only notifications: no answer at all
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(answers.reduce(2) { $0 + $1.count })
        for i in answers.indices {
            if answers[i].last == UInt8(ascii: "\n") { answers[i].removeLast() }
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: answers[i])
        }
        out.append(contentsOf: "]\n".utf8)
        c.send(out)
    }

    /// A closed connection's batches are forgotten.
    func forgetBatches(of c: Connection) {
        guard !batches.value.isEmpty else { return }
        batches.value = batches.value.filter { $0.value.connection != c.id }
    }
}
