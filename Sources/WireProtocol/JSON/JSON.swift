/// A JSON value (RFC 8259).
///
/// Numbers are `Double`s: integers round-trip exactly up to 2^53 and are written without a
/// fractional part. Objects keep their members in order (see `JSONObject`).
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object(JSONObject)
}

extension JSON {
    /// The string, if this is a string.
    @inlinable public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The Boolean, if this is `true` or `false`.
    @inlinable public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The number, if this is a number.
    @inlinable public var doubleValue: Double? {
        if case .number(let d) = self { return d }
        return nil
    }

    /// The number as an `Int`, only if it is a number with an exact integer value in `Int`'s
    /// range (`3` and `3.0` give 3; `3.5` gives nil).
    @inlinable public var intValue: Int? {
        if case .number(let d) = self { return Int(exactly: d) }
        return nil
    }

    /// The elements, if this is an array.
    @inlinable public var arrayValue: [JSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The members, if this is an object.
    @inlinable public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// True for `null`.
    @inlinable public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSON? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The JSON name of this value's type, as used in error messages: `null`, `boolean`,
    /// `number`, `string`, `array` or `object`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension JSON: CustomStringConvertible {
    /// The compact JSON text of this value.
    public var description: String {
        var writer = JSONWriter()
        writer.write(self)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
