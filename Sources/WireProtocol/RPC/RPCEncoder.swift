/// Builds complete JSON-RPC 2.0 lines, each ending in `\n`.
///
/// Every message comes in two forms: one returning a fresh `[UInt8]`, and one appending to
/// a `JSONWriter` (for example one wrapping a connection's output buffer) so that several
/// messages can share one buffer. The closure variants let a caller write a fixed-shape
/// `result` or `params` straight into the writer, with no `JSON` tree; the closure must
/// write exactly one value.
public enum RPCEncoder {
    /// `{"jsonrpc":"2.0","id":…,"result":…}\n`
    public static func response(id: RPCID, result: JSON) -> [UInt8] {
        line { writeResponse(into: &$0, id: id) { $0.write(result) } }
    }

    /// A response whose result `writeResult` writes.
    public static func response(id: RPCID, _ writeResult: (inout JSONWriter) -> Void) -> [UInt8] {
        line { writeResponse(into: &$0, id: id, writeResult) }
    }

    /// `{"jsonrpc":"2.0","id":…,"error":{"code":…,"message":…,"data":…}}\n`; the id is
    /// `null` when nil, and `data` is left out when nil.
    public static func error(id: RPCID?, error: RPCError) -> [UInt8] {
        line { writeError(into: &$0, id: id, error: error) }
    }

    /// `{"jsonrpc":"2.0","method":…,"params":…}\n`
    public static func notification(method: String, params: JSON) -> [UInt8] {
        line { writeNotification(into: &$0, method: method) { $0.write(params) } }
    }

    /// A notification whose params `writeParams` writes.
    public static func notification(method: String, _ writeParams: (inout JSONWriter) -> Void) -> [UInt8] {
        line { writeNotification(into: &$0, method: method, writeParams) }
    }

    /// `{"jsonrpc":"2.0","id":…,"method":…,"params":…}\n` (clients' side); a nil `id` makes
    /// a notification and nil `params` leaves the member out.
    public static func request(id: RPCID?, method: String, params: JSON?) -> [UInt8] {
        var writer = JSONWriter()
        writer.fragment(#"{"jsonrpc":"2.0""#, valueEnded: true)
        if let id {
            writer.key(static: "id")
            writer.write(id)
        }
        writer.key(static: "method")
        writer.string(method)
        if let params {
            writer.key(static: "params")
            writer.write(params)
        }
        endLine(&writer)
        return writer.finish()
    }

    /// One message in a fresh buffer: what `write` appends to an empty writer.
    @inline(__always)
    private static func line(_ write: (inout JSONWriter) -> Void) -> [UInt8] {
        var writer = JSONWriter()
        write(&writer)
        return writer.finish()
    }

    // MARK: - Appending forms

    /// Appends a response line.
    public static func writeResponse(
        into writer: inout JSONWriter, id: RPCID, _ writeResult: (inout JSONWriter) -> Void
    ) {
        beginResponse(into: &writer, id: id)
        writeResult(&writer)
        endLine(&writer)
    }

    /// Appends the head of a response line, up to its `result` key; the caller writes the result
    /// and then `endMessage` (for results written by a function that cannot be a closure).
    public static func beginResponse(into writer: inout JSONWriter, id: RPCID) {
        writer.fragment(#"{"jsonrpc":"2.0","id":"#, valueEnded: false)
        writer.write(id)
        writer.key(static: "result")
    }

    /// Closes a message begun with `beginResponse` and ends its line.
    public static func endMessage(_ writer: inout JSONWriter) { endLine(&writer) }

    /// Appends an error response line.
    public static func writeError(into writer: inout JSONWriter, id: RPCID?, error: RPCError) {
        writer.fragment(#"{"jsonrpc":"2.0","id":"#, valueEnded: false)
        writer.write(id ?? .null)
        writer.fragment(#""error":{"code":"#, valueEnded: false)
        writer.number(error.code)
        writer.key(static: "message")
        writer.string(error.message)
        if let data = error.data {
            writer.key(static: "data")
            writer.write(data)
        }
        writer.endObject()
        endLine(&writer)
    }

    /// Appends a notification line.
    public static func writeNotification(
        into writer: inout JSONWriter, method: String, _ writeParams: (inout JSONWriter) -> Void
    ) {
        writer.fragment(#"{"jsonrpc":"2.0","method":"#, valueEnded: false)
        writer.string(method)
        writer.key(static: "params")
        writeParams(&writer)
        endLine(&writer)
    }

    /// Closes the message object and ends the line; the writer is then ready for the next
    /// message, with no comma before it.
    private static func endLine(_ writer: inout JSONWriter) {
        writer.endObject()
        writer.endLine()
    }
}
