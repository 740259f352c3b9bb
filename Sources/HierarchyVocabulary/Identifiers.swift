/// An identifier with the wire form `<prefix><number>` (`vc12`, `w3`, `s1`, `sc2`): its prefix
/// and number are all a type declares; the wire form, its parsing and the ordering are shared.
public protocol WireIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The letters before the number.
    static var wirePrefix: StaticString { get }
    var raw: Int { get }
    init(_ raw: Int)
}

extension WireIdentifier {
    public var description: String { "\(Self.wirePrefix)\(raw)" }

    public static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }

    /// Parses the wire form (`vc12` for a `VCID`); nil for anything else.
    public init?(wire: String) {
        guard let n = parseSuffix(wire, prefix: Self.wirePrefix) else { return nil }
        self.init(n)
    }

    /// Parses the same form from a string's UTF-8 bytes (a request's params, read in place).
    /// Inlinable: specialised where it is called, for each identifier type (unspecialised, a
    /// call through the protocol's witnesses cost ≈ 170 instructions an identifier under
    /// callgrind).
    @inlinable
    public init?(wire bytes: UnsafeRawBufferPointer) {
        guard let n = parseSuffix(bytes.assumingMemoryBound(to: UInt8.self), prefix: Self.wirePrefix) else { return nil }
        self.init(n)
    }
}

/// A view controller's server-wide identifier; on the wire `vc<raw>`.
public struct VCID: WireIdentifier {
    public static var wirePrefix: StaticString { "vc" }
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
}

/// A window's identifier; on the wire `w<raw>`.
public struct WindowID: WireIdentifier {
    public static var wirePrefix: StaticString { "w" }
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
}

/// A screen's identifier; on the wire `s<raw>`.
public struct ScreenID: WireIdentifier {
    public static var wirePrefix: StaticString { "s" }
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
}

/// A window scene's identifier; on the wire `sc<raw>`.
public struct SceneID: WireIdentifier {
    public static var wirePrefix: StaticString { "sc" }
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
}

/// `prefix` followed by a canonical decimal number (no sign, no leading zero, at most 18
/// digits); scanned over the UTF-8 bytes in place — ids are parsed for every request (a native
/// string's bytes are contiguous; others are copied once).
private func parseSuffix(_ s: String, prefix: StaticString) -> Int? {
    if let value = s.utf8.withContiguousStorageIfAvailable({ parseSuffix($0, prefix: prefix) }) { return value }
    return Array(s.utf8).withUnsafeBufferPointer { parseSuffix($0, prefix: prefix) }
}

/// Inlinable, not only usable from inlinable code: a request's identifiers are parsed in
/// `WireProtocol`, where an out-of-line call cost ≈ 20 instructions an identifier more.
@inlinable @inline(__always)
func parseSuffix(_ bytes: UnsafeBufferPointer<UInt8>, prefix: StaticString) -> Int? {
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
