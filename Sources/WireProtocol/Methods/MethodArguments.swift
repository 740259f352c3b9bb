import HierarchyVocabulary

/// A request's parameters decoded once against its method's declaration: each declared
/// parameter's value typed (identifiers parsed, enumerations checked, defaults filled in),
/// read back through the keys the declaration was made from (`arguments[.vc]` is a `VCID`).
/// The dispatcher decodes a request's params into one; the explorer and code actions build one
/// directly from typed values (`MethodArguments(.navPop)` then `arguments[.nav] = vc`), which
/// turns into the same engine operation in process, or into a request's params for a server
/// (`wireParams`). Parameters the method does not declare are ignored, as JSON-RPC users expect.
public struct MethodArguments: Sendable, Equatable {
    public let descriptor: MethodDescriptor
    /// One value per declared parameter, in declaration order.
    @usableFromInline var values: [ArgumentValue]
    /// Which of them were given (bit per position), rather than defaulted: what `wireParams` sends.
    @usableFromInline var given: UInt64 = 0
    /// True once the identifiers are the engine's ids (`identify()` has nothing left to do).
    private var identified = false

    /// Every parameter at its default (absent when it has none): set the rest with the keys.
    public init(_ descriptor: MethodDescriptor) {
        self.descriptor = descriptor
        values = descriptor.params.map(\.defaultArgument)
    }

    /// Values decoded and identified already (`ArgumentScanner`).
    init(descriptor: MethodDescriptor, identifiedValues: [ArgumentValue], given: UInt64) {
        self.descriptor = descriptor
        self.values = identifiedValues
        self.given = given
        self.identified = true
    }

    /// Decodes `params`: every parameter's presence, type and allowed value, spec by spec in
    /// declaration order (the first failure is the error, with the contract's -32602 text);
    /// then the identifiers — the target's first — whose wrong form is a -32001. With
    /// `identifying: false` the identifiers wait for `identify()` (the dispatcher reports a
    /// mutation to request subscribers in between, as it did before a wrong id is found).
    public init(decoding params: Params, for descriptor: MethodDescriptor, identifying: Bool = true) throws(RPCError) {
        self.descriptor = descriptor
        // Specs are classes: reading one is a retain, not a copy of its fields.
        let specs = descriptor.params
        var values: [ArgumentValue] = []
        values.reserveCapacity(specs.count)
        var given: UInt64 = 0
        for i in specs.indices {
            let spec = specs[i]
            let value = try spec.decode(in: params)
            if case .absent = value {
                values.append(spec.defaultArgument)
            } else {
                values.append(value)
                given |= 1 << UInt64(i)
            }
        }
        self.values = values
        self.given = given
        if identifying { try identify() }
    }

    /// Parses the identifiers given (strings until now) into the engine's ids, the target's
    /// first; -32001 for one of the wrong form.
    public mutating func identify() throws(RPCError) {
        guard !identified else { return }
        if let target = descriptor.targetIndex, given & 1 << UInt64(target) != 0 {
            values[target] = try descriptor.params[target].identify(values[target])
        }
        var pending = given & descriptor.identifierBits
        while pending != 0 {
            let i = pending.trailingZeroBitCount
            pending &= pending - 1
            values[i] = try descriptor.params[i].identify(values[i])
        }
        identified = true
    }

    public static func == (a: MethodArguments, b: MethodArguments) -> Bool {
        a.descriptor === b.descriptor && a.values == b.values && a.given == b.given
    }

    /// The position of `name` among the declared parameters (a key the method does not declare
    /// is a programming error, caught by the tests that call every method).
    @inlinable
    func position<V>(_ key: Param<V>) -> Int {
        guard let i = descriptor.index(ofKey: ObjectIdentifier(key)) else {
            preconditionFailure("\(descriptor.name) declares no parameter '\(key.name)'")
        }
        return i
    }

    /// A parameter that is required or has a default; set: given, as a client would.
    /// Inlinable, as every reader below, so that each caller gets it specialised for its
    /// `V`: unspecialised, a read looked `V`'s metadata up (≈ 600 instructions under callgrind;
    /// docs/performance.md, issue 38's decoder).
    @inlinable
    public subscript<V>(key: Param<V>) -> V {
        get {
            guard let value = key.load(values[position(key)]) else {
                preconditionFailure("\(descriptor.name).\(key.name) is neither required nor defaulted")
            }
            return value
        }
        set {
            let i = position(key)
            values[i] = key.store(newValue)
            given |= 1 << UInt64(i)
        }
    }

    /// An optional parameter: nil when absent and without a default.
    @inlinable
    public func optional<V>(_ key: Param<V>) -> V? {
        key.load(values[position(key)])
    }

    /// `self[key]` for a kind read in place (`ArgumentReadable`): no closure call, no copy.
    @inlinable
    public subscript<V: ArgumentReadable>(key: Param<V>) -> V {
        guard let value = V.read(values[position(key)]) else {
            preconditionFailure("\(descriptor.name).\(key.name) is neither required nor defaulted")
        }
        return value
    }

    /// `optional(key)` for a kind read in place (`ArgumentReadable`).
    @inlinable
    public func optional<V: ArgumentReadable>(_ key: Param<V>) -> V? {
        V.read(values[position(key)])
    }

    /// `self[key]` for an enumeration, read from its case's name in place.
    @inlinable
    public subscript<V: WireEnumeration>(key: Param<V>) -> V {
        guard let value = optional(key) else {
            preconditionFailure("\(descriptor.name).\(key.name) is neither required nor defaulted")
        }
        return value
    }

    /// `optional(key)` for an enumeration, read from its case's name in place.
    @inlinable
    public func optional<V: WireEnumeration>(_ key: Param<V>) -> V? {
        if case .string(let name) = values[position(key)] { V(rawValue: name) } else { nil }
    }

    /// Sets an optional parameter, or leaves it absent for nil.
    @inlinable
    public mutating func set<V>(_ key: Param<V>, _ value: V?) {
        guard let value else { return }
        self[key] = value
    }

    /// True when the client gave `key` (not null), rather than leaving it to its default.
    @inlinable
    public func isGiven<V>(_ key: Param<V>) -> Bool {
        given & 1 << UInt64(position(key)) != 0
    }

    /// The target parameter's decoded value (`.absent` for a method without a target, or an
    /// optional target left out).
    @inlinable
    public var targetValue: ArgumentValue {
        descriptor.targetIndex.map { values[$0] } ?? .absent
    }

    /// How a mutation meets a transition in progress in its window: `queue`, its default, or
    /// `.wait` for a method without it (one that runs on the server's own queue).
    @inlinable
    public var queuePolicy: QueuePolicy {
        guard let i = descriptor.queueIndex, case .queue(let policy) = values[i] else { return .wait }
        return policy
    }

    /// The params a request carries for the parameters given, in declaration order.
    public var wireParams: JSONObject {
        var object = JSONObject()
        for i in values.indices where given & 1 << UInt64(i) != 0 {
            if let json = values[i].json { object[descriptor.params[i].name] = json }
        }
        return object
    }
}

extension MethodDescriptor {
    /// Checks `params` as the server's decoder does, up to the identifiers (which only the
    /// server resolves): what a client checks before it sends (`prosc call`).
    public func validate(_ params: Params) throws(RPCError) {
        for spec in self.params { try spec.check(in: params) }
    }
}

extension ParamSpec {
    /// This parameter's value in `params`, checked for presence, type and allowed value;
    /// `.absent` when it is absent or null and optional. Identifiers stay strings until
    /// `identify`.
    func decode(in params: Params) throws(RPCError) -> ArgumentValue {
        switch decoding {
        case .string, .controller, .window, .screen, .scene:
            let value = required ? try params.string(name) : try params.optionalString(name)
            return value.map(ArgumentValue.string) ?? .absent
        case .enumeration:
            guard let value = required ? try params.string(name) : try params.optionalString(name) else { return .absent }
            try checkAllowed(value)
            return .string(value)
        case .bool:
            let value = required ? try params.bool(name) : try params.optionalBool(name)
            return value.map(ArgumentValue.bool) ?? .absent
        case .number:
            let value = required ? try params.double(name) : try params.optionalDouble(name)
            return value.map(ArgumentValue.number) ?? .absent
        case .integer:
            let value = required ? try params.int(name) : try params.optionalInt(name)
            return value.map(ArgumentValue.integer) ?? .absent
        case .strings, .controllers, .windows:
            let value = required ? try params.stringArray(name) : try params.optionalStringArray(name)
            return value.map(ArgumentValue.strings) ?? .absent
        case .enumerations:
            guard let values = required ? try params.stringArray(name) : try params.optionalStringArray(name) else { return .absent }
            for value in values { try checkAllowed(value) }
            return .strings(values)
        case .object:
            let value = required ? try params.object(name) : try params.optionalObject(name)
            return value.map(ArgumentValue.object) ?? .absent
        case .any:
            if required { return .json(try params.any(name)) }
            return params.value(name).map(ArgumentValue.json) ?? .absent
        case .queue:
            switch try params.optionalBoolOrString(name) {
            case nil: return .absent
            case .bool(let wait)?: return .queue(wait ? .wait : .refuse)
            case .string(let s)?:
                try checkAllowed(s)
                return .queue(.uikit)
            }
        }
    }

    /// Checks this parameter's presence, type and allowed value in `params`, as the server's
    /// decoder does (a flow file's literal params are checked before any server sees them).
    public func check(in params: Params) throws(RPCError) {
        _ = try decode(in: params)
    }

    /// An identifier parameter's string(s) as the engine's ids; -32001 for one of the wrong form.
    func identify(_ value: ArgumentValue) throws(RPCError) -> ArgumentValue {
        switch (decoding, value) {
        case (.controller, .string(let text)):
            return .controller(try controllerID(text))
        case (.controllers, .strings(let texts)):
            var ids: [VCID] = []
            ids.reserveCapacity(texts.count)
            for text in texts { ids.append(try controllerID(text)) }
            return .controllers(ids)
        case (.window, .string(let text)):
            guard let w = WindowID(wire: text) else { throw .notFound("no window '\(text)'") }
            return .window(w)
        case (.windows, .strings(let texts)):
            var ids: [WindowID] = []
            for text in texts {
                guard let w = WindowID(wire: text) else { throw .notFound("no window '\(text)'") }
                ids.append(w)
            }
            return .windows(ids)
        case (.screen, .string(let text)):
            guard let s = ScreenID(wire: text) else { throw .notFound("no screen '\(text)'") }
            return .screen(s)
        case (.scene, .string(let text)):
            guard let s = SceneID(wire: text) else { throw .notFound("no scene '\(text)'") }
            return .scene(s)
        default:
            return value
        }
    }

    private func controllerID(_ text: String) throws(RPCError) -> VCID {
        guard let vc = VCID(wire: text) else { throw .notFound("no view controller '\(text)' (parameter '\(name)')") }
        return vc
    }

    /// Fails unless `value` is one of the allowed values (any string when there are none).
    func checkAllowed(_ value: String) throws(RPCError) {
        guard let allowedValues = allowed, !allowedValues.contains(value) else { return }
        let list = allowedValues.map { "'\($0)'" }.joined(separator: ", ")
        // A parameter that is a boolean or one of some strings says both (`queue`: true, false or "uikit").
        let booleans = decoding == .queue ? "true, false or " : ""
        throw .invalidParams("parameter '\(name)' must be \(booleans)one of \(list), got '\(value)'")
    }
}
