import WireProtocol

/// Reads the members of a result object, failing with a `protocolViolation` `ClientError`
/// when a member the contract promises is missing or has the wrong type.
///
/// With a `ResultReadRecorder` (tests only; nil otherwise, which costs one nil check per
/// member), every member asked for is noted, and the objects it decodes with `object`, `array`
/// and `reader` get readers recording into the same recorder, so that a test can tell which
/// members of an answer no Swift type reads (Tests/ClientLibraryTests/ResultShapeTests).
public struct ResultReader: Sendable {
    public let json: JSON
    /// Where this object sits in the answer, for error messages (`vc.get`, `tree.windows[0]`).
    let context: String
    /// Where the members read go, and this object's entry there.
    public let recorder: ResultReadRecorder?
    private let entry: Int

    public init(_ json: JSON, context: String, recorder: ResultReadRecorder? = nil) throws(ClientError) {
        guard let object = json.objectValue else {
            throw ClientError(kind: .protocolViolation, message: "\(context): expected an object, got \(json.typeName)")
        }
        self.json = json
        self.context = context
        self.recorder = recorder
        entry = recorder?.begin(context: context, object: object) ?? 0
    }

    private func missing(_ key: String, _ type: String) -> ClientError {
        ClientError(kind: .protocolViolation, message: "\(context): member '\(key)' missing or not \(type)")
    }

    /// `json[key]`, noted as read.
    private func member(_ key: String) -> JSON? {
        recorder?.note(key, of: entry)
        return json[key]
    }

    // MARK: Scalars: required (missing or of another type: a protocol violation), then optional

    public func string(_ key: String) throws(ClientError) -> String { try required(key, optionalString(key), "a string") }
    public func int(_ key: String) throws(ClientError) -> Int { try required(key, optionalInt(key), "an integer") }
    public func double(_ key: String) throws(ClientError) -> Double { try required(key, optionalDouble(key), "a number") }
    public func bool(_ key: String) throws(ClientError) -> Bool { try required(key, optionalBool(key), "a boolean") }

    /// A string, or nil when absent, null or not a string.
    public func optionalString(_ key: String) -> String? { member(key)?.stringValue }
    public func optionalInt(_ key: String) -> Int? { member(key)?.intValue }
    /// A number, or nil when absent, null or not a number.
    public func optionalDouble(_ key: String) -> Double? { member(key)?.doubleValue }
    public func optionalBool(_ key: String) -> Bool? { member(key)?.boolValue }

    /// `value`, read as `key`'s, when there is one; otherwise the member is missing or not `type`.
    private func required<T>(_ key: String, _ value: T?, _ type: String) throws(ClientError) -> T {
        guard let value else { throw missing(key, type) }
        return value
    }

    /// An array of strings; absent counts as empty.
    public func strings(_ key: String) throws(ClientError) -> [String] {
        try optionalStrings(key) ?? []
    }

    /// An array of strings, or nil when absent or null.
    public func optionalStrings(_ key: String) throws(ClientError) -> [String]? {
        guard let value = member(key), !value.isNull else { return nil }
        guard let array = value.arrayValue else { throw missing(key, "an array") }
        var out: [String] = []
        out.reserveCapacity(array.count)
        for element in array {
            guard let s = element.stringValue else { throw missing(key, "an array of strings") }
            out.append(s)
        }
        return out
    }

    /// A member kept as the server sent it (its contents are not decoded member by member: a
    /// free-form object such as `vc.get`'s `properties`), or nil when absent.
    public func value(_ key: String) -> JSON? {
        recorder?.noteKeptWhole(key, of: entry)
        return json[key]
    }

    /// An object kept as the server sent it (free-form: `vc.get`'s `properties`): its members
    /// are not decoded one by one.
    public func jsonObject(_ key: String) throws(ClientError) -> JSONObject {
        guard let object = value(key)?.objectValue else { throw missing(key, "an object") }
        return object
    }

    /// As `jsonObject`, or nil when absent or null.
    public func optionalJSONObject(_ key: String) throws(ClientError) -> JSONObject? {
        guard let value = value(key), !value.isNull else { return nil }
        guard let object = value.objectValue else { throw missing(key, "an object") }
        return object
    }

    /// An array of objects decoded with `T`, or nil when absent or null.
    public func optionalArray<T: ResultDecodable>(_ key: String, of type: T.Type = T.self) throws(ClientError) -> [T]? {
        guard let value = member(key), !value.isNull else { return nil }
        return try array(key, of: type)
    }

    /// An array of objects decoded with `T`; absent counts as empty.
    public func array<T: ResultDecodable>(_ key: String, of type: T.Type = T.self) throws(ClientError) -> [T] {
        guard let value = member(key), !value.isNull else { return [] }
        guard let array = value.arrayValue else { throw missing(key, "an array") }
        var out: [T] = []
        out.reserveCapacity(array.count)
        for (i, element) in array.enumerated() {
            out.append(try decode(element, context: "\(context).\(key)[\(i)]"))
        }
        return out
    }

    /// An object decoded with `T`.
    public func object<T: ResultDecodable>(_ key: String, of type: T.Type = T.self) throws(ClientError) -> T {
        guard let value = member(key) else { throw missing(key, "an object") }
        return try decode(value, context: "\(context).\(key)")
    }

    /// An object decoded with `T`, or nil when absent or null.
    public func optionalObject<T: ResultDecodable>(_ key: String, of type: T.Type = T.self) throws(ClientError) -> T? {
        guard let value = member(key), !value.isNull else { return nil }
        return try decode(value, context: "\(context).\(key)")
    }

    /// A reader of the object under `key` (recording into the same recorder).
    public func reader(_ key: String) throws(ClientError) -> ResultReader {
        guard let value = member(key) else { throw missing(key, "an object") }
        return try ResultReader(value, context: "\(context).\(key)", recorder: recorder)
    }

    /// A reader of the object under `key`, or nil when absent or null.
    public func optionalReader(_ key: String) throws(ClientError) -> ResultReader? {
        guard let value = member(key), !value.isNull else { return nil }
        return try ResultReader(value, context: "\(context).\(key)", recorder: recorder)
    }

    /// `value` decoded as `T`, passing the recorder on when `T` takes one.
    private func decode<T: ResultDecodable>(_ value: JSON, context: String) throws(ClientError) -> T {
        if let recorder, let recording = T.self as? any RecordingResultDecodable.Type {
            recorder.name(context, String(describing: T.self))
            return try recording.init(result: value, context: context, recorder: recorder) as! T
        }
        return try T(result: value, context: context)
    }
}

/// A typed result (or part of one) decoded from the server's JSON.
public protocol ResultDecodable: Sendable {
    /// Decodes `result`; `context` names where it sits, for error messages.
    init(result: JSON, context: String) throws(ClientError)
}

/// A typed result whose decoder reports the members it reads to a `ResultReadRecorder` (every
/// result type of this library). It implements the three-argument initialiser;
/// `init(result:context:)` is that without a recorder.
public protocol RecordingResultDecodable: ResultDecodable {
    /// Decodes `result` with a `ResultReader` made with `recorder`.
    init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError)
}

extension RecordingResultDecodable {
    public init(result: JSON, context: String) throws(ClientError) {
        try self.init(result: result, context: context, recorder: nil)
    }
}


