import WireProtocol

/// Window methods (docs/protocol.md *Methods › Windows*).
extension ProsceniumConnection {
    /// `window.create`: with `storyboard` and no `identifier` the root is its initial controller.
    public func createWindow(
        screen: String? = nil, root: String? = nil, storyboard: String? = nil, identifier: String? = nil,
        makeKeyAndVisible: Bool? = nil
    ) async throws(ClientError) -> WindowCreated {
        try decode(try await calls.windowCreate(screen: screen, root: root, storyboard: storyboard, identifier: identifier,
                                                makeKeyAndVisible: makeKeyAndVisible), "window.create")
    }

    /// `window.list`.
    public func windows() async throws(ClientError) -> [WindowSummary] {
        try reader(try await calls.windowList(), "window.list").array("windows")
    }

    /// `window.get`.
    public func window(_ window: String) async throws(ClientError) -> WindowDetail {
        try decode(try await calls.windowGet(window: window), "window.get")
    }

    /// `window.setRoot`.
    public func setRoot(window: String, vc: String, queue: BoolOrString? = nil) async throws(ClientError) {
        try expectEmpty(try await calls.windowSetRoot(window: window, vc: vc, queue: queue), "window.setRoot")
    }

    /// `window.makeKeyAndVisible`.
    public func makeKeyAndVisible(window: String) async throws(ClientError) {
        try expectEmpty(try await calls.windowMakeKeyAndVisible(window: window), "window.makeKeyAndVisible")
    }

    /// `window.setTraits`: adaptive presentations re-adapt, split views collapse or expand.
    public func setTraits(window: String, horizontalSizeClass: String? = nil, verticalSizeClass: String? = nil) async throws(ClientError) {
        try expectEmpty(try await calls.windowSetTraits(window: window, horizontalSizeClass: horizontalSizeClass,
                                                        verticalSizeClass: verticalSizeClass), "window.setTraits")
    }

    /// `window.destroy`.
    public func destroyWindow(_ window: String) async throws(ClientError) {
        try expectEmpty(try await calls.windowDestroy(window: window), "window.destroy")
    }
}
