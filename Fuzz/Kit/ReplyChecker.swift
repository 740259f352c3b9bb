import WireProtocol

/// Matches the lines a server sent back against the replies the contract demands and lists
/// every difference: a missing reply, an extra one, a wrong code, an id not echoed exactly,
/// an internal error, a line that is not a JSON-RPC response.
public enum ReplyChecker {
    /// Error codes that reveal a server bug whatever the request was.
    static let forbiddenCodes: Set<Int> = [RPCErrorCode.internalError.rawValue]

    /// The problems found; empty when the replies are exactly what `expected` demands.
    /// Replies may come in any order (responses are matched by id); server notifications
    /// (`method` present, no `id`) are ignored.
    public static func problems(expected: [ExpectedReply], replies: [JSON]) -> [String] {
        var problems: [String] = []
        // Remaining expectations by the id their reply carries, in order; batch answers apart.
        var pending: [String: [ExpectedReply]] = [:]
        var batches: [[ExpectedReply]] = []
        for e in expected {
            if case .batch(let elements) = e { batches.append(elements) } else { pending[key(e.replyID), default: []].append(e) }
        }
        for reply in replies {
            if case .array(let elements) = reply {
                // A batch's answer: the first expected batch it satisfies (answers may come in
                // any order when some elements waited in a window's queue).
                guard !elements.isEmpty else {
                    problems.append("an empty array answered a batch")
                    continue
                }
                if let i = batches.firstIndex(where: { Self.problems(expected: $0, replies: elements).isEmpty }) {
                    batches.remove(at: i)
                } else if let first = batches.first {
                    problems += Self.problems(expected: first, replies: elements).map { "in a batch's answer: " + $0 }
                    batches.removeFirst()
                } else {
                    problems.append("unexpected batch answer: \(brief(reply))")
                }
                continue
            }
            guard case .object(let object) = reply else {
                problems.append("reply is not an object: \(reply)")
                continue
            }
            if object["id"] == nil, object["method"] != nil { continue }  // a server notification
            guard object["jsonrpc"] == .string("2.0") else {
                problems.append("reply without \"jsonrpc\": \"2.0\": \(reply)")
                continue
            }
            guard let id = object["id"] else {
                problems.append("reply without an id: \(reply)")
                continue
            }
            let code = object["error"]?["code"]?.intValue
            if object["error"] != nil, code == nil { problems.append("error without an integer code: \(reply)") }
            if object["error"] == nil, object["result"] == nil { problems.append("reply with neither result nor error: \(reply)") }
            if let code, forbiddenCodes.contains(code) { problems.append("internal error: \(reply)") }
            let k = key(id)
            guard var candidates = pending[k], !candidates.isEmpty else {
                problems.append("unexpected reply (no request with this id awaits one): \(brief(reply))")
                continue
            }
            // Prefer an expected error with this very code (a catch-all response expectation
            // for the same id must not take it), then any expectation this reply satisfies;
            // else report against the first.
            let index = candidates.firstIndex { if case .error(_, code) = $0 { true } else { false } }
                ?? candidates.firstIndex { satisfies(code: code, $0) } ?? 0
            let e = candidates.remove(at: index)
            pending[k] = candidates
            if !satisfies(code: code, e) {
                problems.append("expected \(e), got \(brief(reply))")
            }
        }
        for (_, rest) in pending {
            for e in rest { problems.append("missing reply: \(e)") }
        }
        for b in batches { problems.append("missing reply: \(ExpectedReply.batch(b))") }
        return problems
    }

    /// How many of `lines` are responses rather than server notifications, judged cheaply
    /// by their opening (the server writes `"jsonrpc"` then `"id"` or `"method"` first); the
    /// full check is `problems`. Used to know when a batch's replies are all in.
    public static func responseCount(_ lines: [[UInt8]]) -> Int {
        lines.reduce(0) { n, line in n + (line.starts(with: notificationOpening) ? 0 : 1) }
    }

    private static let notificationOpening = Array(#"{"jsonrpc":"2.0","method""#.utf8)

    private static func satisfies(code: Int?, _ e: ExpectedReply) -> Bool {
        switch e {
        case .error(_, let expectedCode): code == expectedCode
        case .response(_, let unknown): unknown ? code == RPCErrorCode.methodNotFound.rawValue : true
        case .batch: false
        }
    }

    /// Ids are compared exactly: by JSON type and value (`1` and `"1"` differ; numbers by
    /// value, so `1.0` matches `1` and `-0` matches `0` — JSONWriter writes -0.0 as `0`).
    private static func key(_ id: JSON) -> String {
        switch id {
        case .string(let s): "s" + s
        case .number(let d): "n\(d == 0 ? 0 : d)"
        case .null: "null"
        default: "other:\(id)"
        }
    }

    private static func brief(_ reply: JSON) -> String {
        let text = reply.description
        return text.utf8.count <= 300 ? text : String(text.prefix(300)) + "…"
    }
}
