/// One line a client sent: a single request, or a JSON-RPC 2.0 batch.
public enum RPCMessage: Sendable, Equatable {
    /// A request object (or what to answer for a line that is none): one answer, or none
    /// for a notification.
    case single(RPCDecodeResult)
    /// A non-empty array: each element decoded as a request of its own, in order. The answer
    /// is one array of the responses (the failures' included, notifications' none), or nothing
    /// when every element is a notification.
    case batch([RPCDecodeResult])
}

extension RPCRequest {
    /// Decodes one line (without its newline) as JSON-RPC 2.0 does: a request object, or a batch.
    ///
    /// - Not JSON (the whole array included): one -32700, id null.
    /// - `[]`: one -32600 ("an empty batch"), id null — not an array.
    /// - A non-empty array: `.batch`, each element as `decode(_:)` judges a request object
    ///   (`[1,2,3]` gives three -32600 with id null); numeric ids keep their characters.
    /// - Anything else: `.single(decode(line:))`.
    public static func decodeMessage(line: UnsafeRawBufferPointer, maxDepth: Int = 64) -> RPCMessage {
        var p = JSONParser(line, maxDepth: maxDepth)
        p.skipWhitespace()
        guard p.position < line.count, line[p.position] == UInt8(ascii: "[") else { return .single(decode(line: line, maxDepth: maxDepth)) }
        do throws(JSONParseError) {
            guard maxDepth >= 1 else { throw JSONParseError(offset: p.position, reason: "nesting deeper than \(maxDepth) levels") }
            p.position += 1
            p.skipWhitespace()
            if p.position < line.count, line[p.position] == UInt8(ascii: "]") {
                p.position += 1
                try p.expectEnd()
                return .single(.failure(id: nil, error: .invalidRequest("an empty batch: a batch must hold at least one request")))
            }
            var elements: [RPCDecodeResult] = []
            while true {
                p.skipWhitespace()
                let start = p.position
                let value = try p.parseValue(depth: 1)
                elements.append(decode(value, idsFrom: UnsafeRawBufferPointer(rebasing: line[start..<p.position])))
                if try p.endsAfterElement(closer: UInt8(ascii: "]"), in: "array") { break }
            }
            try p.expectEnd()
            return .batch(elements)
        } catch {
            return .single(parseFailure(error))
        }
    }
}

extension JSONParser {
    /// Only whitespace may follow the value.
    mutating func expectEnd() throws(JSONParseError) {
        skipWhitespace()
        if position != input.count { throw error("unexpected data after the JSON value") }
    }
}
