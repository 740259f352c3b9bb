/// A view controller's server-wide identifier; on the wire `vc<raw>`.
public struct VCID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public var description: String { "vc\(raw)" }
    public static func < (a: VCID, b: VCID) -> Bool { a.raw < b.raw }
    /// Parses `vc12`; nil for anything else.
    public init?(wire: String) {
        guard let n = parseSuffix(wire, prefix: "vc") else { return nil }
        raw = n
    }
    /// Parses the same form from a string's UTF-8 bytes (a request's params, read in place).
    public init?(wire bytes: UnsafeRawBufferPointer) {
        guard let n = parseSuffix(bytes.assumingMemoryBound(to: UInt8.self), prefix: "vc") else { return nil }
        raw = n
    }
}

/// A window's identifier; on the wire `w<raw>`.
public struct WindowID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public var description: String { "w\(raw)" }
    public static func < (a: WindowID, b: WindowID) -> Bool { a.raw < b.raw }
    public init?(wire: String) {
        guard let n = parseSuffix(wire, prefix: "w") else { return nil }
        raw = n
    }
    /// Parses the same form from a string's UTF-8 bytes (a request's params, read in place).
    public init?(wire bytes: UnsafeRawBufferPointer) {
        guard let n = parseSuffix(bytes.assumingMemoryBound(to: UInt8.self), prefix: "w") else { return nil }
        raw = n
    }
}

/// A screen's identifier; on the wire `s<raw>`.
public struct ScreenID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public var description: String { "s\(raw)" }
    public static func < (a: ScreenID, b: ScreenID) -> Bool { a.raw < b.raw }
    public init?(wire: String) {
        guard let n = parseSuffix(wire, prefix: "s") else { return nil }
        raw = n
    }
    /// Parses the same form from a string's UTF-8 bytes (a request's params, read in place).
    public init?(wire bytes: UnsafeRawBufferPointer) {
        guard let n = parseSuffix(bytes.assumingMemoryBound(to: UInt8.self), prefix: "s") else { return nil }
        raw = n
    }
}

/// `prefix` followed by a canonical decimal number (no sign, no leading zero, at most 18
/// digits); scanned over the UTF-8 bytes in place — ids are parsed for every request (a native
/// string's bytes are contiguous; others are copied once).
private func parseSuffix(_ s: String, prefix: StaticString) -> Int? {
    if let value = s.utf8.withContiguousStorageIfAvailable({ parseSuffix($0, prefix: prefix) }) { return value }
    return Array(s.utf8).withUnsafeBufferPointer { parseSuffix($0, prefix: prefix) }
}

private func parseSuffix(_ bytes: UnsafeBufferPointer<UInt8>, prefix: StaticString) -> Int? {
    let length = prefix.utf8CodeUnitCount
    guard bytes.count > length, bytes.count - length <= 18 else { return nil }
    let start = prefix.utf8Start
    for i in 0..<length where bytes[i] != start[i] { return nil }
    if bytes[length] == UInt8(ascii: "0") && bytes.count > length + 1 { return nil }  // leading zero
    var value = 0
    for i in length..<bytes.count {
        let digit = bytes[i] &- UInt8(ascii: "0")
        guard digit <= 9 else { return nil }
        value = value * 10 + Int(digit)
    }
    return value
}

/// A window scene's identifier; on the wire `sc<raw>`.
public struct SceneID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public var description: String { "sc\(raw)" }
    public static func < (a: SceneID, b: SceneID) -> Bool { a.raw < b.raw }
    /// Parses `sc12`; nil for anything else.
    public init?(wire: String) {
        guard let n = parseSuffix(wire, prefix: "sc") else { return nil }
        raw = n
    }
    /// Parses the same form from a string's UTF-8 bytes (a request's params, read in place).
    public init?(wire bytes: UnsafeRawBufferPointer) {
        guard let n = parseSuffix(bytes.assumingMemoryBound(to: UInt8.self), prefix: "sc") else { return nil }
        raw = n
    }
}
