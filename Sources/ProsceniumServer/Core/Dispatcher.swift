import WireProtocol

/// Turns one request line into a handler call: envelope, method lookup in the method table,
/// role check, parameter validation, then the family's handler. Loop thread.
enum Dispatcher {
    typealias Handler = @Sendable (Call) throws(RPCError) -> Void

    /// Every method's handler, collected from the per-family files.
    static let handlers: [String: Handler] = {
        var all: [String: Handler] = [:]
        let families: [[(String, Handler)]] = [
            SessionHandlers.entries, ScreenHandlers.entries, WindowHandlers.entries, DeviceHandlers.entries,
            StoryboardHandlers.entries, ControllerHandlers.entries, NavigationHandlers.entries,
            SegueHandlers.entries, TreeHandlers.entries, EventHandlers.entries,
        ]
        for family in families {
            for (name, h) in family {
                precondition(all[name] == nil, "two handlers for \(name)")
                all[name] = h
            }
        }
        return all
    }()

    static func handle(line: UnsafeRawBufferPointer, from c: Connection, server: Server) {
        switch RPCRequest.decode(line: line) {
        case .failure(let id, let error):
            c.send(RPCEncoder.error(id: id, error: error))
        case .request(let req):
            do throws(RPCError) {
                try dispatch(req, from: c, server: server)
            } catch {
                if let id = req.id { c.send(RPCEncoder.error(id: id, error: error)) }
            }
        }
    }

    /// A line over `maxLineBytes` ended: -32011 with the limit and its length; the connection stays usable.
    static func lineTooLong(_ count: Int, from c: Connection, server: Server) {
        let limit = server.options.maxLineBytes
        c.send(RPCEncoder.error(id: nil, error: RPCError(
            code: RPCErrorCode.limitExceeded.rawValue,
            message: "line of \(count) bytes exceeds the limit of \(limit) bytes; discarded",
            data: .object(["limit": .number(Double(limit)), "bytes": .number(Double(count))]))))
    }

    private static func dispatch(_ req: RPCRequest, from c: Connection, server: Server) throws(RPCError) {
        guard let descriptor = MethodTable.descriptor(named: req.method), let handler = handlers[req.method] else {
            throw RPCError(code: RPCErrorCode.methodNotFound.rawValue, message: "method '\(req.method)' not found", data: nil)
        }
        if server.options.helloRequired, !c.saidHello, req.method != "hello" {
            throw RPCError(code: RPCErrorCode.permissionDenied.rawValue,
                           message: "this server requires hello before any other method (requireHello)", data: nil)
        }
        if c.role == .observer, descriptor.mutates {
            throw RPCError(code: RPCErrorCode.permissionDenied.rawValue,
                           message: "method '\(req.method)' changes the hierarchy; an observer may only query and subscribe",
                           data: nil)
        }
        let params = try Params(req.params)
        try descriptor.validate(params)
        try handler(Call(server: server, connection: c, id: req.id, method: req.method, params: params))
    }
}
