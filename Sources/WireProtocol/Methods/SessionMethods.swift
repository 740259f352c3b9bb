/// Session and server methods (docs/protocol.md *Methods › Session and server*), plus the
/// `server.checkInvariants` extension.
extension MethodDescriptor {
    public static let hello = MethodDescriptor(
        "hello", summary: "Open a session and choose a role",
        params: [
            .required(.client, "the client's name, for logs"),
            .optional(.role, default: .driver,
                      "observers may call only queries and events.*"),
            .optional(.ios, "the iOS version the client expects; a server reproducing another refuses the hello"),
        ],
        returns: ResultTypes.hello,
        mutates: false)

    public static let ping = MethodDescriptor(
        "ping", summary: "Answer at once", returns: ResultTypes.empty, mutates: false)

    public static let serverStats = MethodDescriptor(
        "server.stats", summary: "Counters of the running server",
        returns: ResultTypes.serverStats,
        mutates: false)

    public static let serverShutdown = MethodDescriptor(
        "server.shutdown",
        summary: "Finish in-flight transitions, save state, close every connection and exit 0",
        returns: ResultTypes.empty, mutates: true)

    public static let serverCheckInvariants = MethodDescriptor(
        "server.checkInvariants",
        summary: "Run the engine's hierarchy invariant checker and report any violation",
        returns: ResultTypes.invariantReport, mutates: false, isExtension: true)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let sessionMethods: [MethodDescriptor] = [.hello, .ping, .serverStats, .serverShutdown, .serverCheckInvariants]
}
