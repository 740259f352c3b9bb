import WireProtocol

/// Window methods (docs/protocol.md *Methods › Windows*).
extension ProsceniumConnection {
    /// `window.create`: with `storyboard` and no `identifier` the root is its initial controller.
    public func createWindow(
        screen: String? = nil, root: String? = nil, storyboard: String? = nil, identifier: String? = nil,
        makeKeyAndVisible: Bool? = nil
    ) async throws(ClientError) -> WindowCreated {
        try await calls.windowCreate(screen: screen, root: root, storyboard: storyboard, identifier: identifier,
                                                makeKeyAndVisible: makeKeyAndVisible)
    }

    /// `window.list`.
    public func windows() async throws(ClientError) -> [WindowSummary] {
        (try await calls.windowList()).windows
    }

    /// `window.get`.
    public func window(_ window: String) async throws(ClientError) -> WindowDetail {
        try await calls.windowGet(window: window)
    }

    /// `window.setRoot`.
    public func setRoot(window: String, vc: String, queue: BoolOrString? = nil) async throws(ClientError) {
        _ = try await calls.windowSetRoot(window: window, vc: vc, queue: queue)
    }

    /// `window.makeKeyAndVisible`.
    public func makeKeyAndVisible(window: String) async throws(ClientError) {
        _ = try await calls.windowMakeKeyAndVisible(window: window)
    }

    /// `window.setTraits`: adaptive presentations re-adapt, split views collapse or expand.
    public func setTraits(window: String, horizontalSizeClass: String? = nil, verticalSizeClass: String? = nil) async throws(ClientError) {
        _ = try await calls.windowSetTraits(window: window, horizontalSizeClass: horizontalSizeClass,
                                                        verticalSizeClass: verticalSizeClass)
    }

    /// `window.destroy`.
    public func destroyWindow(_ window: String) async throws(ClientError) {
        _ = try await calls.windowDestroy(window: window)
    }
}
