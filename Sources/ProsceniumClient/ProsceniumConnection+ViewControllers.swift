import WireProtocol

/// View-controller methods (docs/protocol.md *Methods › View controllers*): creation, properties,
/// presentation and show.
extension ProsceniumConnection {
    /// `vc.instantiate`: a storyboard's controller (`identifier` nil: the initial one).
    public func instantiate(storyboard: String, identifier: String? = nil) async throws(ClientError) -> Instantiated {
        var p: JSONObject = ["storyboard": .string(storyboard)]
        p.set("identifier", identifier)
        return try await invoke("vc.instantiate", p)
    }

    /// `vc.create`: a controller made in code; returns its id.
    public func createController(
        class className: String, title: String? = nil, properties: JSONObject? = nil, children: [String]? = nil
    ) async throws(ClientError) -> String {
        var p: JSONObject = ["class": .string(className)]
        p.set("title", title)
        p.set("properties", properties)
        p.set("children", children)
        return try ResultReader(try await request("vc.create", p), context: "vc.create").string("vc")
    }

    /// `vc.get`.
    public func controller(_ vc: String) async throws(ClientError) -> ControllerInfo {
        try await invoke("vc.get", ["vc": .string(vc)])
    }

    /// `vc.set`: properties as docs/protocol.md *Properties* names them.
    public func setProperties(_ vc: String, _ properties: JSONObject, queue: Bool? = nil) async throws(ClientError) {
        var p: JSONObject = ["vc": .string(vc), "properties": .object(properties)]
        p.set("queue", queue)
        try await invokeEmpty("vc.set", p)
    }

    /// `vc.present`.
    public func present(
        _ vc: String, from presenter: String, animated: Bool? = nil, style: String? = nil,
        transition: String? = nil, queue: Bool? = nil
    ) async throws(ClientError) -> Presented {
        var p: JSONObject = ["presenter": .string(presenter), "vc": .string(vc)]
        p.set("animated", animated)
        p.set("style", style)
        p.set("transition", transition)
        p.set("queue", queue)
        return try await invoke("vc.present", p)
    }

    /// `vc.dismiss`: returns the controllers dismissed.
    public func dismiss(_ vc: String, animated: Bool? = nil, queue: Bool? = nil) async throws(ClientError) -> [String] {
        var p: JSONObject = ["vc": .string(vc)]
        p.set("animated", animated)
        p.set("queue", queue)
        return try await invokeIDs("vc.dismiss", p, key: "dismissed")
    }

    /// `vc.show`.
    public func show(_ vc: String, from: String, animated: Bool? = nil, queue: Bool? = nil) async throws(ClientError) -> Shown {
        try await invoke("vc.show", showParams(vc, from, animated, queue))
    }

    /// `vc.showDetail`.
    public func showDetail(_ vc: String, from: String, animated: Bool? = nil, queue: Bool? = nil) async throws(ClientError) -> Shown {
        try await invoke("vc.showDetail", showParams(vc, from, animated, queue))
    }

    private func showParams(_ vc: String, _ from: String, _ animated: Bool?, _ queue: Bool?) -> JSONObject {
        var p: JSONObject = ["vc": .string(vc), "from": .string(from)]
        p.set("animated", animated)
        p.set("queue", queue)
        return p
    }

    /// `vc.addView`: `vc`'s root view into `into`'s view, without containment.
    public func addView(_ vc: String, into: String, queue: Bool? = nil) async throws(ClientError) {
        var p: JSONObject = ["vc": .string(vc), "into": .string(into)]
        p.set("queue", queue)
        try await invokeEmpty("vc.addView", p)
    }

    /// `vc.beginAppearanceTransition`.
    public func beginAppearanceTransition(_ vc: String, appearing: Bool, animated: Bool, queue: Bool? = nil) async throws(ClientError) {
        var p: JSONObject = ["vc": .string(vc), "appearing": .bool(appearing), "animated": .bool(animated)]
        p.set("queue", queue)
        try await invokeEmpty("vc.beginAppearanceTransition", p)
    }

    /// `vc.endAppearanceTransition`.
    public func endAppearanceTransition(_ vc: String, queue: Bool? = nil) async throws(ClientError) {
        var p: JSONObject = ["vc": .string(vc)]
        p.set("queue", queue)
        try await invokeEmpty("vc.endAppearanceTransition", p)
    }
}
