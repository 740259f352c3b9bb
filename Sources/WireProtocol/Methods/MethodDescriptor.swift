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
    /// One bit per required parameter, by position in `params` (`accepts`); nil when the
    /// method has more than 64 parameters, and so is always checked spec by spec.
    private let requiredBits: UInt64?

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
        self.params = all
        requiredBits = all.count > 64 ? nil
            : all.indices.reduce(0) { bits, i in all[i].required ? bits | 1 << UInt64(i) : bits }
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

    /// Checks that every required parameter is present and every declared one present has
    /// its type and, for enumerations, an allowed value. Parameters the method does not
    /// declare are ignored, as JSON-RPC users expect.
    public func validate(_ params: Params) throws(RPCError) {
        // The usual request is valid, and one walk over its few members says so. Only one that
        // is not is checked spec by spec, in declaration order, for the error to name.
        if accepts(params.object) { return }
        // Through the buffer, so that each spec is checked in place rather than copied.
        let failure: RPCError? = self.params.withUnsafeBufferPointer { specs in
            for index in specs.indices {
                do throws(RPCError) {
                    try specs[index].check(in: params)
                } catch {
                    return error
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Whether `validate` passes `object`, told by walking its members once: each one the
    /// method declares (found by name among the specs) has its type and allowed value
    /// (`ParamSpec.accepts`), and every required one is there. False in any doubt (a method
    /// with more than 64 parameters); `validate` then checks spec by spec.
    /// `MethodTableTests.acceptsAgreesWithTheSpecBySpecCheck` pins the two together.
    func accepts(_ object: JSONObject) -> Bool {
        guard let requiredBits else { return false }
        return object.members.withUnsafeBufferPointer { members in
            params.withUnsafeBufferPointer { specs in
                var seen: UInt64 = 0
                for m in members.indices {
                    var found = -1
                    for i in specs.indices where JSONObject.keysMatch(specs[i].name, members[m].key) {
                        found = i
                        break
                    }
                    guard found >= 0 else { continue }   // not declared: ignored
                    guard specs[found].accepts(members[m].value) else { return false }
                    if case .null = members[m].value { continue }   // null counts as absent
                    seen |= 1 << UInt64(found)
                }
                return seen & requiredBits == requiredBits
            }
        }
    }
}

extension ParamSpec {
    /// Whether `value`, given for this parameter, passes `check(in:)`: its type, and for an
    /// enumeration an allowed value; `null` passes when the parameter is optional (it counts as
    /// absent). `MethodDescriptor.accepts` asks it of each member; `check(in:)` gives the error.
    func accepts(_ value: JSON) -> Bool {
        if case .null = value { return !required }
        switch type {
        case .string:
            guard case .string(let s) = value else { return false }
            return allows(s)
        case .bool:
            if case .bool = value { return true }
            return false
        case .number:
            if case .number = value { return true }
            return false
        case .integer:
            guard case .number(let d) = value else { return false }
            return Int(exactly: d) != nil
        case .stringArray:
            guard case .array(let elements) = value else { return false }
            for element in elements {
                guard case .string(let s) = element, allows(s) else { return false }
            }
            return true
        case .object:
            if case .object = value { return true }
            return false
        case .any:
            return true
        case .boolOrString:
            switch value {
            case .bool: return true
            case .string(let s): return allows(s)
            default: return false
            }
        }
    }

    /// Whether `value` is one of `allowedValues` (any string when there are none).
    func allows(_ value: String) -> Bool {
        allowedValues.map { $0.contains(value) } ?? true
    }

    /// Checks this parameter's presence, type and value in `params`.
    public func check(in params: Params) throws(RPCError) {
        switch type {
        case .string:
            let value = required ? try params.string(name) : try params.optionalString(name)
            if let value { try checkAllowed(value) }
        case .bool:
            _ = required ? try params.bool(name) : try params.optionalBool(name)
        case .number:
            _ = required ? try params.double(name) : try params.optionalDouble(name)
        case .integer:
            _ = required ? try params.int(name) : try params.optionalInt(name)
        case .stringArray:
            let values = required ? try params.stringArray(name) : try params.optionalStringArray(name)
            for value in values ?? [] { try checkAllowed(value) }
        case .object:
            _ = required ? try params.object(name) : try params.optionalObject(name)
        case .any:
            if required { _ = try params.any(name) }
        case .boolOrString:
            if case .string(let s) = try params.optionalBoolOrString(name) { try checkAllowed(s) }
        }
    }

    func checkAllowed(_ value: String) throws(RPCError) {
        guard let allowedValues, !allows(value) else { return }
        let list = allowedValues.map { "'\($0)'" }.joined(separator: ", ")
        // A parameter that is a boolean or one of some strings says both (`queue`: true, false or "uikit").
        let booleans = type == .boolOrString ? "true, false or " : ""
        throw .invalidParams("parameter '\(name)' must be \(booleans)one of \(list), got '\(value)'")
    }
}
