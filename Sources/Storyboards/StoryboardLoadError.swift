import HierarchyEngine

/// Why a storyboard could not be loaded: the file, the 1-based line when one is known, and
/// the reason. `message` reads like a compiler diagnostic (`Main.storyboard:42: reason`);
/// the server sends it as error -32012 (storyboardError) with `file`, `line` and `reason` as data.
public struct StoryboardLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path the storyboard was loaded from, or `<name>.storyboard` for XML given in memory.
    public var file: String
    public var line: Int?
    public var reason: String

    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`, or `file: reason` when the line is unknown.
    public var message: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }

    public var description: String { message }

    /// The engine's spelling of this error (code storyboardError).
    public var engineError: EngineError { EngineError(.storyboardError, message) }
}
