import WireProtocol

/// The shape of a `tree` Node that the client-side model predicts: ids, children in order,
/// the presented controller and its style. Appearance states are not part of it (they are
/// transient while transitions run).
public struct ExpectedNode: Sendable, Equatable, CustomStringConvertible {
    public var vc: String
    public var children: [ExpectedNode]
    public var presented: Box?
    /// The style the controller was presented with (nil for controllers not presented).
    public var style: String?

    /// Indirection for the recursive `presented`.
    public final class Box: Sendable, Equatable {
        public let node: ExpectedNode
        public init(_ node: ExpectedNode) { self.node = node }
        public static func == (a: Box, b: Box) -> Bool { a.node == b.node }
    }

    public init(vc: String, children: [ExpectedNode] = [], presented: ExpectedNode? = nil, style: String? = nil) {
        self.vc = vc
        self.children = children
        self.presented = presented.map(Box.init)
        self.style = style
    }

    /// Reads a protocol `Node`; nil when it is not one. `style` is kept only for presented
    /// nodes (`isPresented`).
    public init?(json: JSON, isPresented: Bool = false) {
        guard let vc = json["vc"]?.stringValue else { return nil }
        var children: [ExpectedNode] = []
        for c in json["children"]?.arrayValue ?? [] {
            guard let n = ExpectedNode(json: c) else { return nil }
            children.append(n)
        }
        var presented: ExpectedNode?
        if let p = json["presented"], !p.isNull {
            guard let n = ExpectedNode(json: p, isPresented: true) else { return nil }
            presented = n
        }
        self.init(vc: vc, children: children, presented: presented, style: isPresented ? json["style"]?.stringValue : nil)
    }

    public var description: String {
        var s = vc
        if let style { s += "(\(style))" }
        if !children.isEmpty {
            s += children.count > 6
                ? "[\(children.prefix(3).map(\.description).joined(separator: " ")) … \(children.count) children]"
                : "[\(children.map(\.description).joined(separator: " "))]"
        }
        if let p = presented { s += " -> " + p.node.description }
        return s
    }
}
