import HierarchyEngine
import WireProtocol

/// A `properties` object (`vc.set`, `vc.create`) → the engine's property values; the engine
/// checks the names and what each may be.
public enum PropertyValues {
    /// Each member as a `PropertyValue`; empty for nil.
    public static func decode(_ object: JSONObject?) throws(RPCError) -> [String: PropertyValue] {
        var out: [String: PropertyValue] = [:]
        for (key, value) in object ?? [:] {
            out[key] = try propertyValue(value, key: key)
        }
        return out
    }

    public static func propertyValue(_ v: JSON, key: String) throws(RPCError) -> PropertyValue {
        switch v {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let d): return .number(d)
        case .string(let s): return .string(s)
        case .array(let items):
            var strings: [String] = []
            for item in items {
                guard let s = item.stringValue else { throw .invalidParams("property '\(key)' must be a list of strings") }
                strings.append(s)
            }
            return .strings(strings)
        case .object(let o):
            if let w = o["width"]?.doubleValue, let h = o["height"]?.doubleValue, o.count == 2 {
                return .size(width: w, height: h)
            }
            throw .invalidParams("property '\(key)' must be a string, number, boolean, list of strings or {width, height}")
        }
    }

    /// The wire's form of `values` (what `decode` reads back).
    public static func encode(_ values: [String: PropertyValue]) -> JSONObject {
        var out: JSONObject = [:]
        for (key, value) in values {
            out[key] = switch value {
            case .null: .null
            case .bool(let b): .bool(b)
            case .number(let d): .number(d)
            case .string(let s): .string(s)
            case .strings(let l): .array(l.map { .string($0) })
            case .size(let w, let h): .object(["width": .number(w), "height": .number(h)])
            }
        }
        return out
    }
}
