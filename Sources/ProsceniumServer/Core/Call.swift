import HierarchyEngine
import WireProtocol

/// One request being handled: its connection, id and params, and the ways to answer it.
struct Call {
    let server: Server
    let connection: Connection
    let id: RPCID?
    let method: String
    let params: Params

    var target: ReplyTarget { ReplyTarget(connection: connection.id, requestID: id) }

    /// Answers at once (loop-thread handlers).
    func reply(_ result: JSON) {
        guard let id else { return }
        connection.send(RPCEncoder.response(id: id, result: result))
    }

    /// The response line whose result `writeResult` streams into the writer (no `JSON` tree);
    /// nil for a notification. Lets a handler build the line under a lock and send it after.
    func replyLine(_ writeResult: (inout JSONWriter) -> Void) -> [UInt8]? {
        guard let id else { return nil }
        return RPCEncoder.response(id: id, writeResult)
    }

    /// Hands a mutation to its window's coordinator; the answer comes back through the inbox.
    func submit(_ op: Operation, anchor: JobAnchor,
                encode: @escaping ResultWriter = { r, _, w in ResultEncoding.write(r, into: &w) }) throws(RPCError) {
        let allowQueue = try params.optionalBool("queue") ?? true
        server.submit(EngineJob(operation: op, anchor: anchor, allowQueue: allowQueue, reply: target, encodeResult: encode),
                      from: connection)
    }

    // MARK: - Typed identifiers

    func vc(_ name: String) throws(RPCError) -> VCID {
        let text = try params.string(name)
        guard let id = VCID(wire: text) else { throw Self.notFound("no view controller '\(text)' (parameter '\(name)')") }
        return id
    }

    func optionalVC(_ name: String) throws(RPCError) -> VCID? {
        guard let text = try params.optionalString(name) else { return nil }
        guard let id = VCID(wire: text) else { throw Self.notFound("no view controller '\(text)' (parameter '\(name)')") }
        return id
    }

    func vcs(_ name: String) throws(RPCError) -> [VCID] {
        var out: [VCID] = []
        for text in try params.stringArray(name) {
            guard let id = VCID(wire: text) else { throw Self.notFound("no view controller '\(text)' (parameter '\(name)')") }
            out.append(id)
        }
        return out
    }

    func window(_ name: String) throws(RPCError) -> WindowID {
        let text = try params.string(name)
        guard let id = WindowID(wire: text) else { throw Self.notFound("no window '\(text)'") }
        return id
    }

    func screen(_ name: String) throws(RPCError) -> ScreenID {
        let text = try params.string(name)
        guard let id = ScreenID(wire: text) else { throw Self.notFound("no screen '\(text)'") }
        return id
    }

    func animated(default value: Bool = true) throws(RPCError) -> Bool {
        try params.optionalBool("animated") ?? value
    }

    func enumValue<E: RawRepresentable>(_ name: String, _ type: E.Type) throws(RPCError) -> E? where E.RawValue == String {
        guard let text = try params.optionalString(name) else { return nil }
        guard let v = E(rawValue: text) else {
            throw RPCError(code: RPCErrorCode.invalidParams.rawValue,
                           message: "parameter '\(name)' has an unknown value '\(text)'", data: nil)
        }
        return v
    }

    /// A `properties` object → engine property values (the engine checks names and meanings).
    func properties(_ name: String) throws(RPCError) -> [String: PropertyValue] {
        guard let obj = try params.optionalObject(name) else { return [:] }
        var out: [String: PropertyValue] = [:]
        for (key, value) in obj {
            out[key] = try Self.propertyValue(value, key: key)
        }
        return out
    }

    static func propertyValue(_ v: JSON, key: String) throws(RPCError) -> PropertyValue {
        switch v {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let d): return .number(d)
        case .string(let s): return .string(s)
        case .array(let items):
            var strings: [String] = []
            for item in items {
                guard let s = item.stringValue else {
                    throw RPCError(code: RPCErrorCode.invalidParams.rawValue,
                                   message: "property '\(key)' must be a list of strings", data: nil)
                }
                strings.append(s)
            }
            return .strings(strings)
        case .object(let o):
            if let w = o["width"]?.doubleValue, let h = o["height"]?.doubleValue, o.count == 2 {
                return .size(width: w, height: h)
            }
            throw RPCError(code: RPCErrorCode.invalidParams.rawValue,
                           message: "property '\(key)' must be a string, number, boolean, list of strings or {width, height}", data: nil)
        }
    }

    static func notFound(_ message: String) -> RPCError {
        RPCError(code: RPCErrorCode.notFound.rawValue, message: message, data: .object(["uikit": .null, "raises": .bool(false)]))
    }

    static func invalidParams(_ message: String) -> RPCError {
        RPCError(code: RPCErrorCode.invalidParams.rawValue, message: message, data: nil)
    }
}
