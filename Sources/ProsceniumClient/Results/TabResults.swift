import WireProtocol

/// `tab.tap`: whether the delegate let the tap through (`vetoedTabs`), and what a tap on the
/// selected tab popped from its navigation controller.
public struct TabTapped: RecordingResultDecodable, Equatable {
    public var selected: Bool
    public var popped: [String]
    /// UIKit's `selectedIndex` after the tap: nil (NSNotFound) while the More list is shown.
    public var selectedIndex: Int?
    /// UIKit's `selectedViewController`: the More navigation controller while its list is shown.
    public var selectedViewController: String?

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        selected = try r.bool("selected")
        popped = try r.strings("popped")
        selectedIndex = r.optionalInt("selectedIndex")
        selectedViewController = r.optionalString("selectedViewController")
    }
}
