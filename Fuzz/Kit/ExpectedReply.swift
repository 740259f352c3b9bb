import WireProtocol

/// What the protocol contract demands in answer to one complete line a client sent.
public enum ExpectedReply: Sendable, Equatable, CustomStringConvertible {
    /// A response (a result or an error) carrying exactly this id. For a method the method
    /// table does not list, the error must be -32601.
    case response(id: RPCID, unknownMethod: Bool)
    /// An error with exactly this code, answered to this id (nil: `"id": null`).
    case error(id: RPCID?, code: Int)

    public var description: String {
        switch self {
        case .response(let id, let unknown): "response to id \(id.json)\(unknown ? " (-32601)" : "")"
        case .error(let id, let code): "error \(code) to id \(id?.json ?? .null)"
        }
    }

    /// The id the reply must carry (`.null` for `"id": null`).
    public var replyID: JSON {
        switch self {
        case .response(let id, _): id.json
        case .error(let id, _): id?.json ?? .null
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
    public static func forStream(_ bytes: UnsafeRawBufferPointer, maxLineBytes: Int) -> [ExpectedReply] {
        var framer = LineFramer(maxLineBytes: maxLineBytes)
        var expected: [ExpectedReply] = []
        framer.feed(bytes) { frame in
            switch frame {
            case .tooLong:
                expected.append(.error(id: nil, code: RPCErrorCode.limitExceeded.rawValue))
            case .line(let line):
                if let reply = forLine(line) { expected.append(reply) }
            }
        }
        return expected
    }

    /// The reply one complete line (without its newline) must get, or nil for none.
    public static func forLine(_ line: UnsafeRawBufferPointer) -> ExpectedReply? {
        switch RPCRequest.decode(line: line) {
        case .failure(let id, let error):
            return .error(id: id, code: error.code)
        case .request(let request):
            guard let id = request.id else { return nil }
            return .response(id: id, unknownMethod: MethodTable.descriptor(named: request.method) == nil)
        }
    }
}
