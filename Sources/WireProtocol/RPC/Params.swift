/// Typed access to a request's named params, failing with precise -32602 errors:
/// `missing required parameter 'presenter'`, `parameter 'animated' must be a boolean, got string`.
///
/// A member whose value is `null` counts as absent: optional accessors return nil (or the
/// default) for it, required ones report it as being of the wrong type (`got null`).
public struct Params: Sendable {
    /// The params object (empty when the request had none).
    public let object: JSONObject

    /// Wraps a request's params, which must be an object or absent.
    public init(_ json: JSON?) throws(RPCError) {
        switch json {
        case nil: object = JSONObject()
        case .object(let o)?: object = o
        case .array?:
            throw .invalidParams("params must be an object of named parameters, got array")
        case let other?:
            throw .invalidParams("params must be an object, got \(other.typeName)")
        }
    }

    /// Wraps an object.
    public init(object: JSONObject) {
        self.object = object
    }

    /// The raw value of `name`; nil when it is absent or `null`.
    public func value(_ name: String) -> JSON? {
        switch object[name] {
        case nil, .null?: nil
        case let value?: value
        }
    }

    /// The value of a required parameter of any type.
    public func any(_ name: String) throws(RPCError) -> JSON {
        try required(name, value(name))
    }

    /// True when `name` is present and not `null`.
    public func contains(_ name: String) -> Bool { value(name) != nil }

    // MARK: - Strings

    /// A required string.
    public func string(_ name: String) throws(RPCError) -> String {
        try required(name, optionalString(name))
    }

    /// An optional string (nil when absent or null).
    public func optionalString(_ name: String) throws(RPCError) -> String? {
        guard let value = value(name) else { return nil }
        guard case .string(let s) = value else { throw typeError(name, "a string", value) }
        return s
    }

    // MARK: - Booleans

    /// A required Boolean.
    public func bool(_ name: String) throws(RPCError) -> Bool {
        try required(name, optionalBool(name))
    }

    /// An optional Boolean with its default.
    public func bool(_ name: String, default defaultValue: Bool) throws(RPCError) -> Bool {
        try optionalBool(name) ?? defaultValue
    }

    /// An optional Boolean (nil when absent or null).
    public func optionalBool(_ name: String) throws(RPCError) -> Bool? {
        guard let value = value(name) else { return nil }
        guard case .bool(let b) = value else { throw typeError(name, "a boolean", value) }
        return b
    }

    /// A Boolean or a string (nil when absent or null): `queue`'s `true`, `false` or `"uikit"`.
    public func optionalBoolOrString(_ name: String) throws(RPCError) -> BoolOrString? {
        guard let value = value(name) else { return nil }
        switch value {
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        default: throw typeError(name, "a boolean or a string", value)
        }
    }

    // MARK: - Numbers

    /// An integer: a number with an exact integer value (`2` or `2.0`, not `2.5`).
    public func int(_ name: String) throws(RPCError) -> Int {
        try required(name, optionalInt(name))
    }

    /// An optional integer (nil when absent or null).
    public func optionalInt(_ name: String) throws(RPCError) -> Int? {
        guard let value = value(name) else { return nil }
        guard case .number(let d) = value else { throw typeError(name, "an integer", value) }
        guard let i = Int(exactly: d) else {
            throw .invalidParams("parameter '\(name)' must be an integer, got \(value)")
        }
        return i
    }

    /// A required number.
    public func double(_ name: String) throws(RPCError) -> Double {
        try required(name, optionalDouble(name))
    }

    /// An optional number (nil when absent or null).
    public func optionalDouble(_ name: String) throws(RPCError) -> Double? {
        guard let value = value(name) else { return nil }
        guard case .number(let d) = value else { throw typeError(name, "a number", value) }
        return d
    }

    // MARK: - Arrays and objects

    /// A required array of strings.
    public func stringArray(_ name: String) throws(RPCError) -> [String] {
        try required(name, optionalStringArray(name))
    }

    /// An optional array of strings (nil when absent or null).
    public func optionalStringArray(_ name: String) throws(RPCError) -> [String]? {
        guard let value = value(name) else { return nil }
        guard case .array(let elements) = value else { throw typeError(name, "an array of strings", value) }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let s) = element else {
                throw .invalidParams(
                    "parameter '\(name)' must be an array of strings, got \(element.typeName) at index \(index)")
            }
            strings.append(s)
        }
        return strings
    }

    /// A required object.
    public func object(_ name: String) throws(RPCError) -> JSONObject {
        try required(name, optionalObject(name))
    }

    /// An optional object (nil when absent or null).
    public func optionalObject(_ name: String) throws(RPCError) -> JSONObject? {
        guard let value = value(name) else { return nil }
        guard case .object(let o) = value else { throw typeError(name, "an object", value) }
        return o
    }

    // MARK: - Whole-object checks

    /// Fails on the first member (in request order) whose name is not in `allowed`.
    public func rejectUnknown(allowed: Set<String>) throws(RPCError) {
        for member in object.members where !allowed.contains(member.key) {
            throw .invalidParams("unknown parameter '\(member.key)'")
        }
    }

    // MARK: - Messages

    private func required<T>(_ name: String, _ value: T?) throws(RPCError) -> T {
        if let value { return value }
        if object[name] != nil {
            // Present but null: say so rather than "missing".
            throw .invalidParams("parameter '\(name)' must not be null")
        }
        throw .invalidParams("missing required parameter '\(name)'")
    }

    private func typeError(_ name: String, _ expected: String, _ value: JSON) -> RPCError {
        .invalidParams("parameter '\(name)' must be \(expected), got \(value.typeName)")
    }
}
