import WireProtocol

/// Segue methods (docs/protocol.md *Methods › Segues and unwinding*:
/// `segue.perform`, `vc.segues`, `segue.unwind`).
extension ProsceniumConnection {
    /// `segue.perform` with an identifier: `performSegue(withIdentifier:sender:)` from code.
    public func performSegue(identifier: String, from source: String, sender: JSON? = nil, queue: Bool? = nil) async throws(ClientError) -> SeguePerformed {
        try await invoke("segue.perform", segueParams(source, "identifier", identifier, sender, queue))
    }

    /// `segue.perform` with the segue's XML id: a user tapping its trigger
    /// (`shouldPerformSegue` is consulted).
    public func performSegue(segue: String, from source: String, sender: JSON? = nil, queue: Bool? = nil) async throws(ClientError) -> SeguePerformed {
        try await invoke("segue.perform", segueParams(source, "segue", segue, sender, queue))
    }

    private func segueParams(_ source: String, _ key: String, _ value: String, _ sender: JSON?, _ queue: Bool?) -> JSONObject {
        var p: JSONObject = ["source": .string(source), key: .string(value)]
        p.set("sender", json: sender)
        p.set("queue", queue)
        return p
    }

    /// `vc.segues`: the segues the controller's scene declares.
    public func segues(of vc: String) async throws(ClientError) -> [SegueInfo] {
        try ResultReader(try await request("vc.segues", ["vc": .string(vc)]), context: "vc.segues").array("segues")
    }

    /// `segue.unwind`: as an exit-linked control whose unwind action is `action` would.
    public func unwind(from source: String, action: String, queue: Bool? = nil) async throws(ClientError) -> Unwound {
        var p: JSONObject = ["source": .string(source), "action": .string(action)]
        p.set("queue", queue)
        return try await invoke("segue.unwind", p)
    }
}
