import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// A `tree` node as the wire gives it, reduced to what restoration must bring back.
struct TreeNode: Equatable, CustomStringConvertible {
    var vc: String
    var className: String
    var title: String?
    var appearance: String
    var style: String?
    var children: [TreeNode]
    var presented: [TreeNode]   // zero or one

    init?(_ json: JSON) {
        guard let vc = json["vc"]?.stringValue, let cls = json["class"]?.stringValue else { return nil }
        self.vc = vc
        className = cls
        title = json["title"]?.stringValue
        appearance = json["appearance"]?.stringValue ?? "?"
        style = json["style"]?.stringValue
        children = (json["children"]?.arrayValue ?? []).compactMap(TreeNode.init)
        presented = json["presented"].flatMap(TreeNode.init).map { [$0] } ?? []
    }

    init(vc: String, className: String = "UIViewController", style: String? = nil) {
        self.vc = vc; self.className = className; title = nil; appearance = "?"; self.style = style
        children = []; presented = []
    }

    /// The structure only: ids, containment, presentations and their styles (no appearance,
    /// no titles): what an operation changes.
    var shape: String {
        var s = vc
        if let style { s += "/" + style }
        if !children.isEmpty { s += "[" + children.map(\.shape).joined(separator: ",") + "]" }
        if let p = presented.first { s += "{" + p.shape + "}" }
        return s
    }

    var description: String {
        var s = "\(vc)(\(appearance))"
        if let style { s += "/" + style }
        if !children.isEmpty { s += "[" + children.map(\.description).joined(separator: ",") + "]" }
        if let p = presented.first { s += "{" + p.description + "}" }
        return s
    }

    /// The top of the presentation chain that starts here.
    var presentationTop: TreeNode { presented.first?.presentationTop ?? self }
    var presentationDepth: Int { presented.first.map { 1 + $0.presentationDepth } ?? 0 }

    /// Applies `change` to the node `vc` (anywhere below); false if there is no such node.
    @discardableResult
    mutating func modify(_ vc: String, _ change: (inout TreeNode) -> Void) -> Bool {
        if self.vc == vc { change(&self); return true }
        for i in children.indices where children[i].modify(vc, change) { return true }
        for i in presented.indices where presented[i].modify(vc, change) { return true }
        return false
    }

    /// The presenter of `vc` in the chain that starts here.
    func presenter(of vc: String) -> String? {
        guard let p = presented.first else { return nil }
        return p.vc == vc ? self.vc : p.presenter(of: vc)
    }

    func find(_ vc: String) -> TreeNode? {
        if self.vc == vc { return self }
        for c in children + presented { if let f = c.find(vc) { return f } }
        return nil
    }

    /// Every controller id in the subtree.
    var allIDs: [String] { [vc] + (children + presented).flatMap(\.allIDs) }
}

extension ProsceniumConnection {
    /// `tree` of every window: window id → root node (nil for an empty window).
    func trees() async throws -> [(window: String, root: TreeNode?)] {
        let r = try await call("tree", [:], timeout: 30)
        return (r["windows"]?.arrayValue ?? []).map { w in
            (w["window"]?.stringValue ?? "?", w["root"].flatMap(TreeNode.init))
        }
    }

    func tree(_ window: String) async throws -> TreeNode? {
        let r = try await call("tree", ["window": .string(window)], timeout: 30)
        return r["windows"]?.arrayValue?.first?["root"].flatMap(TreeNode.init)
    }

    /// The server's own invariant check (an empty list when the hierarchy is sound).
    func violations() async throws -> [String] {
        let r = try await call("server.checkInvariants", [:], timeout: 30)
        return (r["violations"]?.arrayValue ?? []).map { "\($0["rule"]?.stringValue ?? ""): \($0["detail"]?.stringValue ?? "")" }
    }

    /// Gives every controller under `node` a restoration identifier (`r-<id>`).
    func setRestorationIdentifiers(_ node: TreeNode) async throws {
        for id in node.allIDs {
            _ = try await call("vc.set", ["vc": .string(id), "properties": ["restorationIdentifier": .string("r-\(id)")]], timeout: 30)
        }
    }
}

/// Test scaffolding for servers that share one state directory across restarts.
enum Restart {
    /// `proscd` with the demo storyboards (w1 from Main) and `--state-dir dir`.
    static func server(_ dir: String, speed: Double = 0, extra: [String] = []) throws -> ServerProcess {
        try ServerProcess(arguments: ["--state-dir", dir, "--animation-speed", String(speed)] + extra)
    }

    static func stateDirectory() -> String { ServerProcess.makeTemporaryDirectory("prosc-state") + "/state" }
}
