import WireProtocol

/// What the protocol contract demands in answer to one complete line a client sent.
public enum ExpectedReply: Sendable, Equatable, CustomStringConvertible {
    /// A response (a result or an error) carrying exactly this id. For a method the method
    /// table does not list, the error must be -32601.
    case response(id: RPCID, unknownMethod: Bool)
    /// An error with exactly this code, answered to this id (nil: `"id": null`).
    case error(id: RPCID?, code: Int)
    /// One array answering a JSON-RPC batch: these replies, in any order.
    indirect case batch([ExpectedReply])

    public var description: String {
        switch self {
        case .response(let id, let unknown): "response to id \(id.json)\(unknown ? " (-32601)" : "")"
        case .error(let id, let code): "error \(code) to id \(id?.json ?? .null)"
        case .batch(let replies): "batch answer [" + replies.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// The id the reply must carry (`.null` for `"id": null`; a batch's answer carries none).
    public var replyID: JSON {
        switch self {
        case .response(let id, _): id.json
        case .error(let id, _): id?.json ?? .null
        case .batch: .null
        }
    }

    /// The replies a stream of client bytes must get, one per complete line in order
    /// (notifications get none). The bytes after the last newline form no line and get
    /// nothing. `isExcluded` lets a caller drop requests it will not send (for example
    /// `server.shutdown`).
    ///
    /// This follows docs/protocol.md *Framing*: an over-limit line gets -32011 with id null; a
    /// line that is not JSON -32700 with id null; JSON that is not a request -32600 (with the
    /// request's id when it had a readable one); a request with an id a response with that id
    /// (-32601 when the method is unknown); a notification nothing.
    public static func forStream(_ bytes: UnsafeRawBufferPointer, maxLineBytes: Int, maxBatch: Int = 1024) -> [ExpectedReply] {
        var framer = LineFramer(maxLineBytes: maxLineBytes)
        var expected: [ExpectedReply] = []
        framer.feed(bytes) { frame in
            switch frame {
            case .tooLong:
                expected.append(.error(id: nil, code: RPCErrorCode.limitExceeded.rawValue))
            case .line(let line):
                if let reply = forLine(line, maxBatch: maxBatch) { expected.append(reply) }
            }
        }
        return expected
    }

    /// The reply one complete line (without its newline) must get, or nil for none. A batch
    /// (JSON-RPC 2.0 §6) gets one array of its elements' replies, nothing when they are all
    /// notifications, and one -32011 when it has more than `maxBatch` elements.
    public static func forLine(_ line: UnsafeRawBufferPointer, maxBatch: Int = 1024) -> ExpectedReply? {
        switch RPCRequest.decodeMessage(line: line) {
        case .single(let decoded):
            return forRequest(decoded)
        case .batch(let elements):
            if elements.count > maxBatch { return .error(id: nil, code: RPCErrorCode.limitExceeded.rawValue) }
            let replies = elements.compactMap(forRequest)
            return replies.isEmpty ? nil : .batch(replies)
        }
    }

    /// The reply one decoded request (or failure) must get.
    static func forRequest(_ decoded: RPCDecodeResult) -> ExpectedReply? {
        switch decoded {
        case .failure(let id, let error):
            return .error(id: id, code: error.code)
        case .request(let request):
            guard let id = request.id else { return nil }
            return .response(id: id, unknownMethod: MethodTable.descriptor(named: request.method) == nil)
        }
    }
}
