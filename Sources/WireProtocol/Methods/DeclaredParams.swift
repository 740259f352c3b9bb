/// Reading a request's params as its method declares them: a parameter the client left out has
/// the default its `ParamSpec` states (the one docs/protocol.md and the clients show), and an
/// enumeration becomes the engine's own enum through the spec's allowed values (which
/// `WireEnumTests` ties to that enum's cases), with the same error the dispatcher's check gives.
/// So a handler restates no default and parses no enumeration by hand: the method table says
/// each once (issue 28, "typed parameters decoded once").
///
/// A name the method does not declare, or a default read for a parameter that has none, is a
/// programming error (a precondition), caught by the tests that call every method.
extension Params {
    /// The spec of `name` in `method`.
    private func spec(_ name: String, of method: MethodDescriptor) -> ParamSpec {
        guard let spec = method.param(named: name) else { preconditionFailure("\(method.name) declares no parameter '\(name)'") }
        return spec
    }

    /// The default `method` declares for `name`, read in place (no spec copied).
    private func declaredDefault(_ name: String, of method: MethodDescriptor) -> JSON? {
        method.params.withUnsafeBufferPointer { specs in
            for i in specs.indices where specs[i].name == name { return specs[i].defaultValue }
            preconditionFailure("\(method.name) declares no parameter '\(name)'")
        }
    }

    /// A boolean parameter, or its declared default.
    public func bool(_ name: String, of method: MethodDescriptor) throws(RPCError) -> Bool {
        if let value = try optionalBool(name) { return value }
        guard let value = declaredDefault(name, of: method)?.boolValue else { preconditionFailure("\(method.name).\(name) has no default") }
        return value
    }

    /// A number parameter, or its declared default.
    public func double(_ name: String, of method: MethodDescriptor) throws(RPCError) -> Double {
        if let value = try optionalDouble(name) { return value }
        guard let value = declaredDefault(name, of: method)?.doubleValue else { preconditionFailure("\(method.name).\(name) has no default") }
        return value
    }

    /// An enumeration parameter as `E` (whose raw values are the spec's allowed values): the
    /// value given, else the declared default, else nil.
    /// Inlinable, so each caller gets it specialised for its `E`: the generic version looked
    /// `Optional<E>`'s metadata up on every call (≈ 670 instructions under callgrind, two calls
    /// per `vc.present`).
    @inlinable
    public func optionalEnumeration<E: RawRepresentable>(_ name: String, of method: MethodDescriptor) throws(RPCError) -> E?
    where E.RawValue == String {
        guard let text = try enumerationText(name, of: method) else { return nil }
        guard let value = E(rawValue: text) else { throw enumerationRefusal(name, text, of: method) }
        return value
    }

    /// An enumeration parameter that has a default, as `E`.
    @inlinable
    public func enumeration<E: RawRepresentable>(_ name: String, of method: MethodDescriptor) throws(RPCError) -> E
    where E.RawValue == String {
        guard let value: E = try optionalEnumeration(name, of: method) else { preconditionFailure("\(method.name).\(name) has no default") }
        return value
    }

    /// The text of an enumeration parameter: the value given, else the declared default.
    public func enumerationText(_ name: String, of method: MethodDescriptor) throws(RPCError) -> String? {
        // The spec is looked up only for a default or a refusal: a given value (the per-request
        // path) costs no scan of the method's parameters.
        try optionalString(name) ?? declaredDefault(name, of: method)?.stringValue
    }

    /// Why `text` is no value of `name`: the dispatcher's refusal when the spec does not allow
    /// it, else a value the spec allows but the engine's enum does not know.
    public func enumerationRefusal(_ name: String, _ text: String, of method: MethodDescriptor) -> RPCError {
        do throws(RPCError) { try spec(name, of: method).checkAllowed(text) } catch { return error }
        return .invalidParams("parameter '\(name)' has no meaning here: '\(text)'")
    }
}

/// How a mutation meets a transition in progress in its window (`queue?`, `ParamSpec.queue`).
public enum QueuePolicy: Sendable, Equatable {
    /// `true`: waits behind it.
    case wait
    /// `false`: fails at once with -32003.
    case refuse
    /// `"uikit"`: as UIKit — an animated push during the same navigation controller's push
    /// animation runs at once, anything else fails as with `false`.
    case uikit

    /// `queue`'s name and the policy its declared default names, read from `ParamSpec.queue`
    /// once (reading them from the spec on each request copied the whole spec).
    static let parameter = ParamSpec.queue.name
    static let declaredDefault: QueuePolicy = {
        guard let wait = ParamSpec.queue.defaultValue?.boolValue else { preconditionFailure("queue has no default") }
        return wait ? .wait : .refuse
    }()

    /// The policy a `queue` value names (the spec's allowed values: a Boolean or "uikit").
    init(_ value: BoolOrString) throws(RPCError) {
        switch value {
        case .bool(let wait): self = wait ? .wait : .refuse
        case .string(let s):
            try ParamSpec.queue.checkAllowed(s)
            guard s == "uikit" else { throw .invalidParams("parameter 'queue' has no meaning here: '\(s)'") }
            self = .uikit
        }
    }
}

extension Params {
    /// `queue`, or its declared default (`ParamSpec.queue`, the one spec every window-bound
    /// mutation declares).
    public func queuePolicy() throws(RPCError) -> QueuePolicy {
        if let given = try optionalBoolOrString(QueuePolicy.parameter) { return try QueuePolicy(given) }
        return QueuePolicy.declaredDefault
    }
}
