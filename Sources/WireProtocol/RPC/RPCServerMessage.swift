/// A line a client receives from the server: a result, an error, or a notification (an
/// event). Used by clients and tests; the server never decodes these.
public enum RPCServerMessage: Sendable, Equatable {
    /// A successful response.
    case result(id: RPCID, result: JSON)
    /// An error response; `id` is `.null` when the server could not read the request's id.
    case error(id: RPCID, error: RPCError)
    /// A server notification such as `event` or `eventsDropped`.
    case notification(method: String, params: JSON?)

    /// Decodes one line (without its newline). Throws a -32700 error for text that is not
    /// JSON and a -32600 error for JSON that is none of the three message shapes.
    public static func decode(line: UnsafeRawBufferPointer) throws(RPCError) -> RPCServerMessage {
        let json: JSON
        do {
            json = try JSONParser.parse(line)
        } catch {
            throw RPCError(.parseError, "parse error: \(error)")
        }
        return try decode(json)
    }

    /// Decodes one line held in an array.
    public static func decode(line: [UInt8]) throws(RPCError) -> RPCServerMessage {
        let result: Result<RPCServerMessage, RPCError> = line.withUnsafeBytes { buffer in
            Result { () throws(RPCError) -> RPCServerMessage in try decode(line: buffer) }
        }
        return try result.get()
    }

    /// Classifies a parsed message.
    public static func decode(_ json: JSON) throws(RPCError) -> RPCServerMessage {
        guard case .object(let object) = json else {
            throw .invalidRequest("a message must be a JSON object, got \(json.typeName)")
        }
        guard object["jsonrpc"] == .string("2.0") else {
            throw .invalidRequest("member 'jsonrpc' must be \"2.0\"")
        }
        if let method = object["method"] {
            guard case .string(let name) = method else {
                throw .invalidRequest("member 'method' must be a string, got \(method.typeName)")
            }
            return .notification(method: name, params: object["params"])
        }
        guard let idMember = object["id"], let id = RPCID(idMember) else {
            throw .invalidRequest("a response needs an id that is a string, a number or null")
        }
        if let result = object["result"] {
            return .result(id: id, result: result)
        }
        guard case .object(let error)? = object["error"] else {
            throw .invalidRequest("a response needs a 'result' or an 'error' object")
        }
        guard let code = error["code"]?.intValue, let message = error["message"]?.stringValue else {
            throw .invalidRequest("an error object needs an integer 'code' and a string 'message'")
        }
        return .error(id: id, error: RPCError(code: code, message: message, data: error["data"]))
    }
}
