/// A controller's place in a window's tree, as steps from the root: into the n-th child of a
/// container, or into the controller a node presents. Positions name the targets of actions,
/// so a path recorded in one window replays in another (controller ids differ, shapes don't).
public struct TreePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public enum Step: Hashable, Sendable {
        case child(Int)
        case presented
    }

    public var steps: [Step]

    public init(_ steps: [Step] = []) { self.steps = steps }

    public static let root = TreePosition()

    public func appending(_ step: Step) -> TreePosition { TreePosition(steps + [step]) }

    public static func < (a: TreePosition, b: TreePosition) -> Bool { a.description < b.description }

    /// `/`, `/0/1`, `/0>`: children by index, `>` into the presented controller.
    public var description: String {
        if steps.isEmpty { return "/" }
        var s = ""
        for step in steps {
            switch step {
            case .child(let i): s += "/\(i)"
            case .presented: s += ">"
            }
        }
        return s
    }
}
