/// A refusal by the engine: the operation changed nothing and emitted no event.
/// `code` maps to the wire error codes of docs/protocol.md *Errors*; `uikit` is the message
/// UIKit would raise or log (nil where UIKit has none); `raises` tells whether UIKit throws an
/// exception (true) or only logs and ignores the request (false).
public struct EngineError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Code: String, Sendable, Equatable {
        case notFound                 // -32001
        case hierarchyInconsistency   // -32002
        case invalidState             // -32003
        case segueNotFound            // -32004
        case unsupported              // -32005
        case limitExceeded            // -32011
        case storyboardError          // -32012
        case invalidParams            // -32602 (a property with a wrong name or type, a bad value)
    }
    public var code: Code
    public var message: String
    public var uikit: String?
    public var raises: Bool
    /// A refused scene request: the `UISceneErrorDomain` code UIKit passes to the request's
    /// error handler (R140); nil for every other refusal.
    public var sceneError: SceneErrorCode?

    public init(_ code: Code, _ message: String, uikit: String? = nil, raises: Bool = false,
                sceneError: SceneErrorCode? = nil) {
        self.code = code
        self.message = message
        self.uikit = uikit
        self.raises = raises
        self.sceneError = sceneError
    }
    public var description: String { "\(code): \(message)" + (uikit.map { " [UIKit: \($0)]" } ?? "") }
}
