import WireProtocol

// What the Swift client adds by hand to the generated result types
// (Generated/Results.swift): walks and names its users have long had.

extension TreeNode {
    /// This node and every node below it (children, then the presented one), depth first.
    public var allNodes: [TreeNode] {
        var out: [TreeNode] = []
        func walk(_ n: TreeNode) {
            out.append(n)
            for c in n.children { walk(c) }
            if let p = n.presented { walk(p) }
        }
        walk(self)
        return out
    }
}

extension HelloResult {
    /// The server's name (`server.name`).
    public var serverName: String { server.name }
    /// The server's version (`server.version`).
    public var serverVersion: String { server.version }
}

extension ResultReader {
    /// A result's `warnings` (UIKit's console warnings on a call that succeeded); absent: none.
    public func warnings() throws(ClientError) -> [UIKitWarningInfo] {
        try array("warnings")
    }
}

/// The answer of a method whose contract result is `{}` but for UIKit's console warnings (the
/// name the Swift client has long used for `Acknowledged`).
public typealias EmptyResult = Acknowledged
