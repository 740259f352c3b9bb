/// Everything the server needs to know about a protocol method before running it: its name,
/// a one-line summary, its params, the shape of its result (documentation), whether it
/// mutates (observers get -32010 for those), and what it targets.
///
/// Each method family declares its descriptors as static constants in its own file under
/// `Methods/`; `MethodTable.all` lists them all.
///
/// A class: a descriptor is one entry of a fixed table, and handlers read it on every request
/// (`MethodDescriptor.vcPresent` for `style`'s spec): a reference is one retain where a copy of
/// the struct retained each of its fields — a copy and its destruction cost ≈ 390 instructions
/// under callgrind, three per request of `make bench-instructions` (docs/performance.md).
public final class MethodDescriptor: Sendable {
    public let name: String
    public let summary: String
    public let params: [ParamSpec]
    /// The result's type (`ResultTypes`): the clients' result types and the protocol
    /// reference's result block are generated from it.
    public let returns: ResultType
    /// True when the method changes state; observers may call only methods that do not.
    public let mutates: Bool
    public let target: TargetKind
    /// True for methods Proscenium adds to the original version-1 contract (docs/protocol.md
    /// *Versioning and extensions*).
    public let isExtension: Bool
    /// The position of the target's parameter among `params`, if the method has a target.
    public let targetIndex: Int?
    /// The position of `queue` among `params`, for the mutations that have it.
    public let queueIndex: Int?
    /// One bit per parameter whose value names an identifier (`ParamKind.Decoding.isIdentifier`),
    /// the target's excepted: what `MethodArguments.identify` parses after the target.
    let identifierBits: UInt64
    /// The parameters laid out for the server's fast path (`ArgumentScanner`).
    let scanPlan: ParamScanPlan
    /// Each parameter's key (`ParamSpec.key`), in declaration order.
    @usableFromInline let keys: [ObjectIdentifier]

    /// A descriptor. A mutating method that targets a window or a controller gets the
    /// `queue?` parameter appended unless it lists it itself.
    public init(
        _ name: String, summary: String, params: [ParamSpec] = [], returns: ResultType = ResultTypes.acknowledged,
        mutates: Bool, target: TargetKind = .server, isExtension: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.returns = returns
        self.mutates = mutates
        self.target = target
        self.isExtension = isExtension
        let windowBound: Bool
        switch target {
        case .window, .controller: windowBound = true
        case .server, .screen, .scene: windowBound = false
        }
        let all = mutates && windowBound && !params.contains(where: { $0.name == "queue" }) ? params + [.queue] : params
        precondition(all.count <= 64, "\(name): more than 64 parameters")
        self.params = all
        targetIndex = target.param.flatMap { name in all.firstIndex { $0.name == name } }
        queueIndex = all.firstIndex { $0.name == ParamSpec.queue.name }
        let targetIndex = self.targetIndex
        identifierBits = all.indices.reduce(0) { bits, i in
            all[i].decoding.isIdentifier && i != targetIndex ? bits | 1 << UInt64(i) : bits
        }
        scanPlan = ParamScanPlan(all)
        keys = all.map(\.key)
    }

    deinit { scanPlan.deallocate() }

    /// The position of the parameter made from `key` (`ParamSpec.key`): a handler's read,
    /// by identity, with no name compared.
    @inlinable @inline(__always)
    public func index(ofKey key: ObjectIdentifier) -> Int? {
        keys.withUnsafeBufferPointer { keys in
            for i in keys.indices where keys[i] == key { return i }
            return nil
        }
    }

    /// The position of the parameter named `name`, if the method has one.
    public func index(ofParam name: String) -> Int? {
        params.withUnsafeBufferPointer { specs in
            for i in specs.indices where specs[i].name == name { return i }
            return nil
        }
    }

    /// The parameter named `name`, if the method has one.
    public func param(named name: String) -> ParamSpec? {
        // By index, comparing names in place: no spec is copied until the one that matches.
        for i in params.indices where params[i].name == name { return params[i] }
        return nil
    }

    /// The result's shape on one line, as docs/protocol.md writes it (`{vc, presenter, style, warnings?}`).
    public var result: String { returns.outline }

    /// True when observers may call the method.
    public var allowsObservers: Bool { !mutates }
}
