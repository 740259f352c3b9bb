import WireProtocol

/// Which protocol methods a page may ask the inspector to call: queries always; mutating
/// methods only when the inspector was started with `--drive`; session methods (hello,
/// subscriptions, shutdown) never — the inspector's own connections are not the page's.
public struct ActionPolicy: Sendable {
    public let drive: Bool

    public init(drive: Bool) { self.drive = drive }

    /// Session methods the page cannot call through the inspector.
    static let reserved: Set<String> = [MethodDescriptor.hello.name, MethodDescriptor.eventsSubscribe.name, MethodDescriptor.eventsUnsubscribe.name, MethodDescriptor.sync.name, MethodDescriptor.serverShutdown.name, MethodDescriptor.storyboardLoad.name]

    /// Why `method` is refused (nil: allowed), as the page shows it.
    public func refusal(_ method: String) -> String? {
        guard let index = MethodTable.index(named: method) else { return "no method '\(method)'" }
        if Self.reserved.contains(method) { return "the inspector does not forward \(method)" }
        if MethodTable.all[index].mutates && !drive {
            return "this inspector only watches: start it with `prosc inspect --drive` to perform \(method)"
        }
        return nil
    }
}
