import HierarchyEngine
import WireProtocol

/// `docs/protocol-methods.json`: the method table, the event names and the error codes as one
/// JSON document, for clients in other languages and for generators (the Python client's
/// methods, editors' completion).
public enum MethodCatalogJSON {
    /// The document, pretty-printed with two-space indentation and a final newline.
    @Sendable public static func render() -> String {
        var methods: [JSON] = []
        for d in MethodTable.all {
            var params: [JSON] = []
            for p in d.params {
                var o = JSONObject()
                o["name"] = .string(p.name)
                o["type"] = .string(p.type.wireName)
                o["required"] = .bool(p.required)
                if let values = p.allowedValues { o["oneOf"] = .array(values.map(JSON.string)) }
                if let value = p.defaultValue { o["default"] = value }
                o["doc"] = .string(p.doc)
                params.append(.object(o))
            }
            var o = JSONObject()
            o["name"] = .string(d.name)
            o["summary"] = .string(d.summary)
            o["params"] = .array(params)
            o["result"] = .string(d.result)
            o["resultType"] = .string(d.returns.name)
            o["mutates"] = .bool(d.mutates)
            o["target"] = .string(d.target.wireDescription)
            o["extension"] = .bool(d.isExtension)
            methods.append(.object(o))
        }
        var errors: [JSON] = []
        for code in RPCErrorCode.allCases {
            var o = JSONObject()
            o["code"] = .number(Double(code.rawValue))
            o["name"] = .string(code.name)
            errors.append(.object(o))
        }
        var root = JSONObject()
        root["protocolVersion"] = .number(1)
        root["methods"] = .array(methods)
        root["events"] = .array(EngineEvent.Kind.allNames.map(JSON.string))
        root["errors"] = .array(errors)
        return PrettyJSON.text(.object(root)) + "\n"
    }
}

extension ParamSpec.ValueType {
    /// The type's name in the reference (`string`, `boolean`, `string[]`…).
    public var wireName: String {
        switch self {
        case .string: "string"
        case .bool: "boolean"
        case .number: "number"
        case .integer: "integer"
        case .stringArray: "string[]"
        case .object: "object"
        case .any: "any"
        case .boolOrString: "boolean or string"
        }
    }
}

extension TargetKind {
    /// `server`, `window:<param>`, `controller:<param>`, `screen:<param>` or `scene:<param>`.
    public var wireDescription: String {
        switch self {
        case .server: "server"
        case .window(let p): "window:\(p)"
        case .controller(let p): "controller:\(p)"
        case .screen(let p): "screen:\(p)"
        case .scene(let p): "scene:\(p)"
        }
    }
}
