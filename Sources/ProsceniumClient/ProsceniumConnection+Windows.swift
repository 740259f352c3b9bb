import WireProtocol

/// Window methods (docs/protocol.md *Methods › Windows*).
extension ProsceniumConnection {
    /// `window.create`: with `storyboard` and no `identifier` the root is its initial controller.
    public func createWindow(
        screen: String? = nil, root: String? = nil, storyboard: String? = nil, identifier: String? = nil,
        makeKeyAndVisible: Bool? = nil
    ) async throws(ClientError) -> WindowCreated {
        var p: JSONObject = [:]
        p.set("screen", screen)
        p.set("root", root)
        p.set("storyboard", storyboard)
        p.set("identifier", identifier)
        p.set("makeKeyAndVisible", makeKeyAndVisible)
        return try await invoke("window.create", p)
    }

    /// `window.list`.
    public func windows() async throws(ClientError) -> [WindowSummary] {
        try ResultReader(try await request("window.list"), context: "window.list").array("windows")
    }

    /// `window.get`.
    public func window(_ window: String) async throws(ClientError) -> WindowDetail {
        try await invoke("window.get", ["window": .string(window)])
    }

    /// `window.setRoot`.
    public func setRoot(window: String, vc: String, queue: Bool? = nil) async throws(ClientError) {
        var p: JSONObject = ["window": .string(window), "vc": .string(vc)]
        p.set("queue", queue)
        try await invokeEmpty("window.setRoot", p)
    }

    /// `window.makeKeyAndVisible`.
    public func makeKeyAndVisible(window: String) async throws(ClientError) {
        try await invokeEmpty("window.makeKeyAndVisible", ["window": .string(window)])
    }

    /// `window.setTraits`: adaptive presentations re-adapt, split views collapse or expand.
    public func setTraits(window: String, horizontalSizeClass: String? = nil, verticalSizeClass: String? = nil) async throws(ClientError) {
        var p: JSONObject = ["window": .string(window)]
        p.set("horizontalSizeClass", horizontalSizeClass)
        p.set("verticalSizeClass", verticalSizeClass)
        try await invokeEmpty("window.setTraits", p)
    }

    /// `window.destroy`.
    public func destroyWindow(_ window: String) async throws(ClientError) {
        try await invokeEmpty("window.destroy", ["window": .string(window)])
    }
}
