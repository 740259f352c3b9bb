import WireProtocol

/// One controller of `tree` (the contract's `Node`): its children in the container's order
/// and the controller it presents.
public struct TreeNode: RecordingResultDecodable, Equatable {
    public var vc: String
    public var className: String
    public var title: String?
    public var storyboardIdentifier: String?
    public var scene: String?
    public var appearance: String
    /// The style it was presented with, on a presented node.
    public var style: String?
    public var children: [TreeNode]
    private var presentedStorage: [TreeNode]

    /// The controller this one presents.
    public var presented: TreeNode? { presentedStorage.first }

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        vc = try r.string("vc")
        className = try r.string("class")
        title = r.optionalString("title")
        storyboardIdentifier = r.optionalString("storyboardIdentifier")
        scene = r.optionalString("scene")
        appearance = try r.string("appearance")
        style = r.optionalString("style")
        children = try r.array("children")
        presentedStorage = try r.optionalObject("presented", of: TreeNode.self).map { [$0] } ?? []
    }

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

/// One window of `tree`.
public struct TreeWindow: RecordingResultDecodable, Equatable {
    public var window: String
    public var screen: String
    public var key: Bool
    public var root: TreeNode?

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        window = try r.string("window")
        screen = try r.string("screen")
        key = try r.bool("key")
        root = try r.optionalObject("root")
    }
}

/// `tree`: the hierarchy of every window (or one).
public struct Tree: RecordingResultDecodable, Equatable {
    public var windows: [TreeWindow]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        windows = try ResultReader(result, context: context, recorder: recorder).array("windows")
    }
}
