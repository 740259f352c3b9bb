import WireProtocol

/// One console warning UIKit logged on a call it let through (docs/protocol.md, "Warnings";
/// uikit-rules W1, W2): a result's `warnings` member, absent when there are none.
public struct UIKitWarningInfo: RecordingResultDecodable, Equatable, Sendable {
    /// `W1`, `W2`, … (uikit-rules.md).
    public var rule: String
    /// The `uikitWarning` event's kind: `detachedPresenter`, `unbalancedAppearanceTransition`.
    public var kind: String
    /// UIKit's text in the server's iOS version.
    public var uikit: String
    /// The controller it concerns.
    public var vc: String

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        rule = try r.string("rule")
        kind = try r.string("kind")
        uikit = try r.string("uikit")
        vc = try r.string("vc")
    }
}

extension ResultReader {
    /// A result's `warnings` (UIKit's console warnings on a call that succeeded); absent: none.
    public func warnings() throws(ClientError) -> [UIKitWarningInfo] {
        try array("warnings")
    }
}
