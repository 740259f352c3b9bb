import WireProtocol

/// `tab.tap`: whether the delegate let the tap through (`vetoedTabs`), and what a tap on the
/// selected tab popped from its navigation controller.
public struct TabTapped: RecordingResultDecodable, Equatable {
    public var selected: Bool
    public var popped: [String]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        selected = try r.bool("selected")
        popped = try r.strings("popped")
    }
}

/// `page.swipe`: the pages shown after the user's swipe and whether it completed (false: a
/// cancelled swipe, the pages shown before).
public struct PageSwiped: RecordingResultDecodable, Equatable {
    public var viewControllers: [String]
    public var completed: Bool

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        viewControllers = try r.strings("viewControllers")
        completed = try r.bool("completed")
    }
}
