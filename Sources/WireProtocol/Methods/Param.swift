import HierarchyVocabulary

/// A typed parameter key: a parameter's name and kind, and how its decoded value reads as
/// `Value`. Descriptors declare their parameters from keys (`ParamSpec.required(.vc, …)`) and
/// handlers read them through the same keys (`arguments[.vc]` is a `VCID`), so a parameter's
/// name is written once, here (`Parameters.swift`), and no handler parses or checks a value.
///
/// A class: handlers read keys from static constants on every request, and a reference is one
/// retain where the struct's copy retained its name, its kind's payload and both closures.
public final class Param<Value>: Sendable {
    public let name: String
    public let kind: ParamKind
    /// The decoded value as `Value`; nil when absent.
    @usableFromInline let load: @Sendable (ArgumentValue) -> Value?
    /// `Value` as the decoder would have stored it.
    @usableFromInline let store: @Sendable (Value) -> ArgumentValue

    init(_ name: String, _ kind: ParamKind, load: @escaping @Sendable (ArgumentValue) -> Value?,
         store: @escaping @Sendable (Value) -> ArgumentValue) {
        self.name = name
        self.kind = kind
        self.load = load
        self.store = store
    }
}

extension Param where Value == String {
    public convenience init(_ name: String) {
        self.init(name, .string, load: { if case .string(let s) = $0 { s } else { nil } }, store: { .string($0) })
    }
}

extension Param where Value == Bool {
    public convenience init(_ name: String) {
        self.init(name, .bool, load: { Value.read($0) }, store: { .bool($0) })
    }
}

extension Param where Value == Double {
    public convenience init(_ name: String) {
        self.init(name, .number, load: { if case .number(let d) = $0 { d } else { nil } }, store: { .number($0) })
    }
}

extension Param where Value == Int {
    public convenience init(_ name: String) {
        self.init(name, .integer, load: { if case .integer(let i) = $0 { i } else { nil } }, store: { .integer($0) })
    }
}

extension Param where Value == [String] {
    public convenience init(_ name: String) {
        self.init(name, .strings, load: { if case .strings(let l) = $0 { l } else { nil } }, store: { .strings($0) })
    }
}

extension Param where Value == JSONObject {
    public convenience init(_ name: String) {
        self.init(name, .object, load: { if case .object(let o) = $0 { o } else { nil } }, store: { .object($0) })
    }
}

extension Param where Value == JSON {
    public convenience init(_ name: String) {
        self.init(name, .any, load: { if case .json(let j) = $0 { j } else { nil } }, store: { .json($0) })
    }
}

extension Param where Value == QueuePolicy {
    public convenience init(_ name: String) {
        self.init(name, .queue, load: { Value.read($0) }, store: { .queue($0) })
    }
}

extension Param where Value == VCID {
    public convenience init(_ name: String) {
        self.init(name, .controller, load: { Value.read($0) }, store: { .controller($0) })
    }
}

extension Param where Value == [VCID] {
    public convenience init(_ name: String) {
        self.init(name, .controllers, load: { if case .controllers(let l) = $0 { l } else { nil } }, store: { .controllers($0) })
    }
}

extension Param where Value == WindowID {
    public convenience init(_ name: String) {
        self.init(name, .window, load: { Value.read($0) }, store: { .window($0) })
    }
}

extension Param where Value == [WindowID] {
    public convenience init(_ name: String) {
        self.init(name, .windows, load: { if case .windows(let l) = $0 { l } else { nil } }, store: { .windows($0) })
    }
}

extension Param where Value == ScreenID {
    public convenience init(_ name: String) {
        self.init(name, .screen, load: { Value.read($0) }, store: { .screen($0) })
    }
}

extension Param where Value == SceneID {
    public convenience init(_ name: String) {
        self.init(name, .scene, load: { Value.read($0) }, store: { .scene($0) })
    }
}

extension Param where Value: WireEnumeration {
    /// One value of `Value`, kept as its case's name (checked by the decoder against the cases).
    public convenience init(_ name: String) {
        self.init(name, .enumeration(WireEnum(Value.self)),
                  load: { if case .string(let s) = $0 { Value(rawValue: s) } else { nil } },
                  store: { .string($0.rawValue) })
    }
}

extension Param {
    /// A list of values of `E`.
    public convenience init<E: WireEnumeration>(_ name: String, listOf _: E.Type) where Value == [E] {
        self.init(name, .enumerations(WireEnum(E.self)),
                  load: { if case .strings(let l) = $0 { l.compactMap(E.init(rawValue:)) } else { nil } },
                  store: { .strings($0.map(\.rawValue)) })
    }
}
