import WireProtocol

extension ProsceniumConnection {
    /// Calls `method`, waiting at most `defaultTimeout` seconds when one is set.
    public func request(_ method: String, _ params: JSONObject = [:]) async throws(ClientError) -> JSON {
        if let timeout = defaultTimeout {
            return try await call(method, params, timeout: timeout)
        }
        return try await call(method, params)
    }

    /// `result` of `method` decoded as `T` (recording the members read inside
    /// `ResultReadRecorder.recording`).
    func decode<T: ResultDecodable>(_ result: JSON, _ method: String, as type: T.Type = T.self) throws(ClientError) -> T {
        if let recorder = ResultReadRecorder.current, let recording = T.self as? any RecordingResultDecodable.Type {
            recorder.name(method, String(describing: T.self))
            return try recording.init(result: result, context: method, recorder: recorder) as! T
        }
        return try T(result: result, context: method)
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
    public mutating func set(_ key: String, _ value: BoolOrString?) { if let value { self[key] = value.json } }
}
