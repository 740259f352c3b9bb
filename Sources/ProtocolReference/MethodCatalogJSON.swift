import HierarchyEngine
import WireProtocol

/// `docs/protocol-methods.json`: the method table, the result types, the event names and the
/// error codes as one JSON document, for clients in other languages and for generators (the
/// Python client's methods, editors' completion), and for the next release's wire-compatibility
/// check (`WireCompatibilityTests` reads each result member's shape and presence from it).
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
        var types: [JSON] = []
        for t in ResultTypes.all {
            var members: [JSON] = []
            for m in t.members {
                var o = JSONObject()
                o["name"] = .string(m.name)
                o["shape"] = .string(m.shape.wireName)
                o["presence"] = .string(m.presence.wireName)
                members.append(.object(o))
            }
            var o = JSONObject()
            o["name"] = .string(t.name)
            o["members"] = .array(members)
            types.append(.object(o))
        }
        var root = JSONObject()
        root["protocolVersion"] = .number(1)
        root["methods"] = .array(methods)
        root["resultTypes"] = .array(types)
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

extension ResultShape {
    /// The shape's name in the catalog: `string`, `string:<enumeration>`, `integer`, `number`,
    /// `boolean`, `object`, `any`, a result type's name, `<shape>[]` for a list.
    public var wireName: String {
        switch self {
        case .string: "string"
        case .oneOf(let e): "string:\(e.name)"
        case .integer: "integer"
        case .number: "number"
        case .bool: "boolean"
        case .object: "object"
        case .any: "any"
        case .array(let element): element.wireName + "[]"
        case .type(let name): name
        }
    }
}

extension ResultMember.Presence {
    /// `required`, `nullable`, `optional` or `absentWhenEmpty`, as the catalog spells it.
    public var wireName: String {
        switch self {
        case .required: "required"
        case .nullable: "nullable"
        case .optional: "optional"
        case .absentWhenEmpty: "absentWhenEmpty"
        }
    }
}
