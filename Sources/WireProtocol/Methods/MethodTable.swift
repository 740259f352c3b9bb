/// Every protocol method, in PROTOCOL.md's order (tmux's `cmd_table[]`).
public enum MethodTable {
    public static let all: [MethodDescriptor] = [
        // Session and server
        .hello, .ping, .serverStats, .serverShutdown, .serverCheckInvariants,
        // Screens
        .screenList, .screenConnect, .screenDisconnect,
        // Windows
        .windowCreate, .windowList, .windowGet, .windowSetRoot, .windowMakeKeyAndVisible,
        .windowSetTraits, .windowDestroy,
        // Device
        .deviceRotate, .systemMemoryWarning,
        // Storyboards
        .storyboardLoad, .storyboardList,
        // View controllers
        .vcInstantiate, .vcCreate, .vcGet, .vcSet, .vcPresent, .vcDismiss, .vcShow, .vcShowDetail,
        .vcAddChild, .vcRemoveFromParent, .vcAddView, .vcTransition,
        .vcBeginAppearanceTransition, .vcEndAppearanceTransition,
        .navPush, .navPop, .navPopTo, .navPopToRoot, .navSetViewControllers, .tabSelect,
        .seguePerform, .vcSegues, .segueUnwind, .tree,
        // Events
        .eventsSubscribe, .eventsUnsubscribe, .sync,
    ]

    private static let byName: [String: MethodDescriptor] = {
        var table: [String: MethodDescriptor] = [:]
        for descriptor in all {
            precondition(table[descriptor.name] == nil, "method '\(descriptor.name)' listed twice")
            table[descriptor.name] = descriptor
        }
        return table
    }()

    /// The descriptor of the method named `name`, or nil (the server answers -32601).
    public static func descriptor(named name: String) -> MethodDescriptor? {
        byName[name]
    }
}
