import ProsceniumClient

/// Turns a controller reference (`vc3`, `Home`, `Settings`) into an id using a `tree`:
/// storyboard identifiers win over titles; none or several matches are errors that say which.
enum ControllerResolver {
    /// True for a server-assigned controller id (`vc` and digits).
    static func isID(_ reference: String) -> Bool {
        let u = Array(reference.utf8)
        return u.count > 2 && u[0] == UInt8(ascii: "v") && u[1] == UInt8(ascii: "c")
            && u[2...].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// A node found in a window.
    struct Match {
        var node: TreeNode
        var window: String
    }

    static func resolve(_ reference: String, in tree: Tree, window: String?) throws -> String {
        var all: [Match] = []
        for w in tree.windows {
            for node in w.root?.allNodes ?? [] { all.append(Match(node: node, window: w.window)) }
        }
        let byIdentifier = all.filter { $0.node.storyboardIdentifier == reference }
        let candidates = byIdentifier.isEmpty ? all.filter { $0.node.title == reference } : byIdentifier
        let scope = window.map { "window \($0)" } ?? "any window"
        switch candidates.count {
        case 1:
            return candidates[0].node.vc
        case 0:
            throw ProscFailure.unresolved(
                "no controller '\(reference)' in \(scope) (looked for an id, storyboard identifier or title; see `prosc tree`)")
        default:
            let list = candidates.map { "\($0.node.vc) (\($0.window), \($0.node.className))" }.joined(separator: ", ")
            throw ProscFailure.unresolved(
                "'\(reference)' is ambiguous in \(scope): \(list); pass an id\(window == nil ? " or --window" : "")")
        }
    }
}
