import WireProtocol

/// Navigation and tab bar methods (docs/protocol.md *Methods › Navigation and tab bar
/// controllers*: `nav.*`, `tab.select`).
extension ProsceniumConnection {
    /// `nav.push`.
    public func push(_ vc: String, on nav: String, animated: Bool? = nil, queue: Bool? = nil) async throws(ClientError) {
        try await invokeEmpty("nav.push", navParams(nav, ["vc": .string(vc)], animated, queue))
    }

    /// `nav.pop`: returns the popped controllers.
    public func pop(_ nav: String, animated: Bool? = nil, queue: Bool? = nil) async throws(ClientError) -> [String] {
        try await invokeIDs("nav.pop", navParams(nav, [:], animated, queue), key: "popped")
    }

    /// `nav.popTo`.
    public func pop(_ nav: String, to vc: String, animated: Bool? = nil, queue: Bool? = nil) async throws(ClientError) -> [String] {
        try await invokeIDs("nav.popTo", navParams(nav, ["vc": .string(vc)], animated, queue), key: "popped")
    }

    /// `nav.popToRoot`.
    public func popToRoot(_ nav: String, animated: Bool? = nil, queue: Bool? = nil) async throws(ClientError) -> [String] {
        try await invokeIDs("nav.popToRoot", navParams(nav, [:], animated, queue), key: "popped")
    }

    /// `nav.setViewControllers`: the new stack, bottom first.
    public func setViewControllers(_ nav: String, _ vcs: [String], animated: Bool? = nil, queue: Bool? = nil) async throws(ClientError) {
        try await invokeEmpty("nav.setViewControllers", navParams(nav, ["vcs": .array(vcs.map(JSON.string))], animated, queue))
    }

    /// `tab.select`.
    public func selectTab(_ tab: String, index: Int, queue: Bool? = nil) async throws(ClientError) {
        var p: JSONObject = ["tab": .string(tab), "index": .number(Double(index))]
        p.set("queue", queue)
        try await invokeEmpty("tab.select", p)
    }

    private func navParams(_ nav: String, _ extra: JSONObject, _ animated: Bool?, _ queue: Bool?) -> JSONObject {
        var p: JSONObject = ["nav": .string(nav)]
        for (k, v) in extra { p[k] = v }
        p.set("animated", animated)
        p.set("queue", queue)
        return p
    }
}
