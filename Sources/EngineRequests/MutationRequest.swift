import HierarchyEngine
import WireProtocol

/// One mutating method as the engine sees it: its descriptor and how its decoded arguments
/// become the engine `Operation`, with the contract's errors for arguments the engine cannot
/// take. proscd's method entry runs it on a request's decoded params; `prosc explore` runs the
/// same one on arguments it builds from typed values (`arguments()`, then `operation`), or sends
/// them to a server (`MethodArguments.wireParams`) — so both paths meet the same rules and
/// refusals, and nothing outside the method table switches on a method's name.
public struct MutationRequest: Sendable {
    public let descriptor: MethodDescriptor
    private let build: @Sendable (MethodArguments) throws(RPCError) -> Operation

    public init(_ descriptor: MethodDescriptor, _ build: @escaping @Sendable (MethodArguments) throws(RPCError) -> Operation) {
        precondition(descriptor.mutates, "\(descriptor.name): a mutation request for a query")
        self.descriptor = descriptor
        self.build = build
    }

    /// Arguments for this method at their defaults, to fill with the keys.
    public func arguments() -> MethodArguments { MethodArguments(descriptor) }

    /// The engine operation `arguments` ask for.
    public func operation(_ arguments: MethodArguments) throws(RPCError) -> Operation {
        try build(arguments)
    }
}
