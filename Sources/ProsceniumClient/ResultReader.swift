import WireProtocol

/// Reads the members of a result object, failing with a `protocolViolation` `ClientError`
/// when a member the contract promises is missing or has the wrong type.
public struct ResultReader: Sendable {
    public let json: JSON
    /// Where this object sits in the answer, for error messages (`vc.get`, `tree.windows[0]`).
    let context: String

    public init(_ json: JSON, context: String) throws(ClientError) {
        guard json.objectValue != nil else {
            throw ClientError(kind: .protocolViolation, message: "\(context): expected an object, got \(json.typeName)")
        }
        self.json = json
        self.context = context
    }

    private func missing(_ key: String, _ type: String) -> ClientError {
        ClientError(kind: .protocolViolation, message: "\(context): member '\(key)' missing or not \(type)")
    }

    public func string(_ key: String) throws(ClientError) -> String {
        guard let v = json[key]?.stringValue else { throw missing(key, "a string") }
        return v
    }

    /// A string, or nil when absent or null.
    public func optionalString(_ key: String) -> String? { json[key]?.stringValue }

    public func int(_ key: String) throws(ClientError) -> Int {
        guard let v = json[key]?.intValue else { throw missing(key, "an integer") }
        return v
    }

    public func optionalInt(_ key: String) -> Int? { json[key]?.intValue }

    public func double(_ key: String) throws(ClientError) -> Double {
        guard let v = json[key]?.doubleValue else { throw missing(key, "a number") }
        return v
    }

    public func bool(_ key: String) throws(ClientError) -> Bool {
        guard let v = json[key]?.boolValue else { throw missing(key, "a boolean") }
        return v
    }

    public func optionalBool(_ key: String) -> Bool? { json[key]?.boolValue }

    /// An array of strings; absent counts as empty.
    public func strings(_ key: String) throws(ClientError) -> [String] {
        guard let value = json[key], !value.isNull else { return [] }
        guard let array = value.arrayValue else { throw missing(key, "an array") }
        var out: [String] = []
        out.reserveCapacity(array.count)
        for element in array {
            guard let s = element.stringValue else { throw missing(key, "an array of strings") }
            out.append(s)
        }
        return out
    }

    /// An array of objects decoded with `T`; absent counts as empty.
    public func array<T: ResultDecodable>(_ key: String, of type: T.Type = T.self) throws(ClientError) -> [T] {
        guard let value = json[key], !value.isNull else { return [] }
        guard let array = value.arrayValue else { throw missing(key, "an array") }
        var out: [T] = []
        out.reserveCapacity(array.count)
        for (i, element) in array.enumerated() {
            out.append(try T(result: element, context: "\(context).\(key)[\(i)]"))
        }
        return out
    }

    /// An object decoded with `T`.
    public func object<T: ResultDecodable>(_ key: String, of type: T.Type = T.self) throws(ClientError) -> T {
        guard let value = json[key] else { throw missing(key, "an object") }
        return try T(result: value, context: "\(context).\(key)")
    }

    /// An object decoded with `T`, or nil when absent or null.
    public func optionalObject<T: ResultDecodable>(_ key: String, of type: T.Type = T.self) throws(ClientError) -> T? {
        guard let value = json[key], !value.isNull else { return nil }
        return try T(result: value, context: "\(context).\(key)")
    }
}

/// A typed result (or part of one) decoded from the server's JSON.
public protocol ResultDecodable: Sendable {
    /// Decodes `result`; `context` names where it sits, for error messages.
    init(result: JSON, context: String) throws(ClientError)
}

/// The answer of a method whose contract result is `{}`.
public struct EmptyResult: ResultDecodable, Equatable {
    public init(result: JSON, context: String) throws(ClientError) {
        _ = try ResultReader(result, context: context)
    }
}
