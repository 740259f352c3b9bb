import ProsceniumClient

/// Turns a controller reference (`vc3`, `Home`, `Settings`, `UITabBarController`) into an id:
/// an id stands for itself; otherwise storyboard identifiers win over titles, and titles over
/// class names; none or several matches are errors that say which. `prosc` resolves against a
/// `tree`; the flow runner against the tree plus the controllers a flow created that are in
/// no window yet.
public enum ControllerResolver {
    /// True for a server-assigned controller id (`vc` and digits).
    public static func isID(_ reference: String) -> Bool {
        let u = Array(reference.utf8)
        return u.count > 2 && u[0] == UInt8(ascii: "v") && u[1] == UInt8(ascii: "c")
            && u[2...].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// A controller a reference may name.
    public struct Candidate: Sendable, Equatable {
        public var vc: String
        public var storyboardIdentifier: String?
        public var title: String?
        public var className: String
        /// Its window, or nil for a controller in no window.
        public var window: String?

        public init(vc: String, storyboardIdentifier: String?, title: String?, className: String, window: String?) {
            self.vc = vc
            self.storyboardIdentifier = storyboardIdentifier
            self.title = title
            self.className = className
            self.window = window
        }

        /// What names it in event lines and flow files: identifier, else title, else class.
        public var label: String { ControllerLabel.label(identifier: storyboardIdentifier, title: title, className: className) }
    }

    /// Every controller of `tree`, window by window, in tree order.
    public static func candidates(in tree: Tree) -> [Candidate] {
        var all: [Candidate] = []
        for w in tree.windows {
            for n in w.root?.allNodes ?? [] {
                all.append(Candidate(vc: n.vc, storyboardIdentifier: n.storyboardIdentifier, title: n.title, className: n.className, window: w.window))
            }
        }
        return all
    }

    /// `prosc`'s resolution: in `window` when given, else in every window of `tree`.
    public static func resolve(_ reference: String, in tree: Tree, window: String?) throws(ControllerReferenceError) -> String {
        let scope = window.map { "window \($0)" } ?? "any window"
        let all = candidates(in: tree).filter { window == nil || $0.window == window }
        return try resolve(reference, among: all, scope: scope, hint: window == nil ? " or --window" : "")
    }

    /// The id `reference` names among `candidates`; `scope` and `hint` complete the messages.
    public static func resolve(_ reference: String, among candidates: [Candidate], scope: String, hint: String = "") throws(ControllerReferenceError) -> String {
        if isID(reference) { return reference }
        let matches = self.matches(reference, among: candidates)
        switch matches.count {
        case 1:
            return matches[0].vc
        case 0:
            throw ControllerReferenceError(
                reference: reference, isAmbiguous: false,
                message: "no controller '\(reference)' in \(scope) (looked for an id, storyboard identifier, title or class; see `prosc tree`)")
        default:
            let list = matches.map { "\($0.vc) (\($0.window ?? "no window"), \($0.className))" }.joined(separator: ", ")
            throw ControllerReferenceError(
                reference: reference, isAmbiguous: true, message: "'\(reference)' is ambiguous in \(scope): \(list); pass an id\(hint)")
        }
    }

    /// The candidates `reference` names at the first tier that has any: identifier, title, class.
    public static func matches(_ reference: String, among candidates: [Candidate]) -> [Candidate] {
        let byIdentifier = candidates.filter { $0.storyboardIdentifier == reference }
        if !byIdentifier.isEmpty { return byIdentifier }
        let byTitle = candidates.filter { $0.title == reference }
        if !byTitle.isEmpty { return byTitle }
        return candidates.filter { $0.className == reference }
    }
}

/// A controller reference that names no controller, or several.
public struct ControllerReferenceError: Error, Sendable, CustomStringConvertible {
    public var reference: String
    public var isAmbiguous: Bool
    public var message: String
    public var description: String { message }
}

/// How prosc and flow files name a controller in event lines and callback lists.
public enum ControllerLabel {
    /// Its storyboard identifier, else its title, else its class.
    public static func label(identifier: String?, title: String?, className: String) -> String {
        identifier ?? title ?? className
    }
}
