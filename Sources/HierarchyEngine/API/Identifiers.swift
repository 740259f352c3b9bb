import Synchronization

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
}

/// `prefix` followed by a canonical decimal number (no sign, no leading zero, at most 18
/// digits); scanned over the UTF-8 bytes — ids are parsed for every request.
private func parseSuffix(_ s: String, prefix: StaticString) -> Int? {
    var utf8 = s.utf8.makeIterator()
    let p = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
    for expected in p {
        guard utf8.next() == expected else { return nil }
    }
    var value = 0
    var digits = 0
    while let byte = utf8.next() {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        if digits == 1 && value == 0 { return nil }  // leading zero
        digits += 1
        guard digits <= 18 else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return digits == 0 ? nil : value
}

/// Mints identifiers that are never reused within one server run. Shared by reference so
/// every part of a server draws from the same counters; thread-safe.
public final class IDSource: Sendable {
    private let vcs = Atomic<Int>(0)
    private let windows = Atomic<Int>(0)
    private let screens = Atomic<Int>(0)
    public init() {}
    /// Continues after identifiers already issued (a restored server never reuses one).
    public init(after issued: IssuedIdentifiers) {
        vcs.store(issued.viewControllers, ordering: .relaxed)
        windows.store(issued.windows, ordering: .relaxed)
        screens.store(issued.screens, ordering: .relaxed)
    }
    /// The last identifier of each kind issued so far.
    public var lastIssued: IssuedIdentifiers {
        IssuedIdentifiers(viewControllers: vcs.load(ordering: .relaxed), windows: windows.load(ordering: .relaxed),
                          screens: screens.load(ordering: .relaxed))
    }
    public func nextVC() -> VCID { VCID(vcs.add(1, ordering: .relaxed).newValue) }
    public func nextWindow() -> WindowID { WindowID(windows.add(1, ordering: .relaxed).newValue) }
    public func nextScreen() -> ScreenID { ScreenID(screens.add(1, ordering: .relaxed).newValue) }
}
