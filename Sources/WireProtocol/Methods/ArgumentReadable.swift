import HierarchyVocabulary

/// A type a decoded parameter reads as straight from its `ArgumentValue`, by a switch the
/// reader's specialisation inlines: `MethodArguments`' reads of these keys (and of
/// `WireEnumeration` keys) take this way rather than `Param.load`, a closure call on a copy of
/// the value (≈ 80 instructions a read, five a `vc.present`, under callgrind; the closure stays
/// for the other kinds and for `Param`'s own users, and reads these kinds by the same switch).
public protocol ArgumentReadable {
    /// The value `argument` holds as this type; nil when it holds another kind (or is absent).
    static func read(_ argument: ArgumentValue) -> Self?
}

extension VCID: ArgumentReadable {
    @inlinable @inline(__always)
    public static func read(_ argument: ArgumentValue) -> VCID? {
        if case .controller(let vc) = argument { vc } else { nil }
    }
}

extension WindowID: ArgumentReadable {
    @inlinable @inline(__always)
    public static func read(_ argument: ArgumentValue) -> WindowID? {
        if case .window(let w) = argument { w } else { nil }
    }
}

extension ScreenID: ArgumentReadable {
    @inlinable @inline(__always)
    public static func read(_ argument: ArgumentValue) -> ScreenID? {
        if case .screen(let s) = argument { s } else { nil }
    }
}

extension SceneID: ArgumentReadable {
    @inlinable @inline(__always)
    public static func read(_ argument: ArgumentValue) -> SceneID? {
        if case .scene(let s) = argument { s } else { nil }
    }
}

extension Bool: ArgumentReadable {
    @inlinable @inline(__always)
    public static func read(_ argument: ArgumentValue) -> Bool? {
        if case .bool(let b) = argument { b } else { nil }
    }
}

extension QueuePolicy: ArgumentReadable {
    @inlinable @inline(__always)
    public static func read(_ argument: ArgumentValue) -> QueuePolicy? {
        if case .queue(let q) = argument { q } else { nil }
    }
}
