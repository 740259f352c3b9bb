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

    private static func dispatch(_ req: RPCRequest, from c: Connection, server: Server) throws(RPCError) {
        guard let descriptor = MethodTable.descriptor(named: req.method), let handler = handlers[req.method] else {
            throw RPCError(code: RPCErrorCode.methodNotFound.rawValue, message: "method '\(req.method)' not found", data: nil)
        }
        if server.options.helloTimeout > 0, !c.saidHello, req.method != "hello" {
            throw RPCError(code: RPCErrorCode.permissionDenied.rawValue,
                           message: "this server requires hello before any other method", data: nil)
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
