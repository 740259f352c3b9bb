import WireProtocol

extension ProsceniumConnection {
    /// Calls `method`, waiting at most `defaultTimeout` seconds when one is set.
    public func request(_ method: String, _ params: JSONObject = [:]) async throws(ClientError) -> JSON {
        if let timeout = defaultTimeout {
            return try await call(method, params, timeout: timeout)
        }
        return try await call(method, params)
    }

    /// Calls `method` and decodes its result as `T`.
    func invoke<T: ResultDecodable>(_ method: String, _ params: JSONObject = [:], as type: T.Type = T.self) async throws(ClientError) -> T {
        try T(result: try await request(method, params), context: method)
    }

    /// Calls a method whose result is `{}`.
    func invokeEmpty(_ method: String, _ params: JSONObject = [:]) async throws(ClientError) {
        _ = try await invoke(method, params, as: EmptyResult.self)
    }

    /// Calls a method whose result is one list of ids under `key`.
    func invokeIDs(_ method: String, _ params: JSONObject, key: String) async throws(ClientError) -> [String] {
        try IDList(result: try await request(method, params), key: key, context: method).ids
    }
}

extension JSONObject {
    /// Sets `key` to `value` unless it is nil (optional parameters are left out).
    public mutating func set(_ key: String, _ value: String?) { if let value { self[key] = .string(value) } }
    public mutating func set(_ key: String, _ value: Bool?) { if let value { self[key] = .bool(value) } }
    public mutating func set(_ key: String, _ value: Int?) { if let value { self[key] = .number(Double(value)) } }
    public mutating func set(_ key: String, _ value: Double?) { if let value { self[key] = .number(value) } }
    public mutating func set(_ key: String, _ value: [String]?) { if let value { self[key] = .array(value.map(JSON.string)) } }
    public mutating func set(_ key: String, _ value: JSONObject?) { if let value { self[key] = .object(value) } }
    public mutating func set(_ key: String, json value: JSON?) { if let value { self[key] = value } }
}
