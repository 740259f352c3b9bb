import WireProtocol

/// `segue.perform`: the segue that ran.
public struct SeguePerformed: RecordingResultDecodable, Equatable {
    public var identifier: String?
    public var kind: String
    public var destination: String?
    /// For an unwind segue (`kind` `unwind`): the controllers dismissed and popped on the way.
    public var dismissed: [String]?
    public var popped: [String]?
    /// UIKit's console warnings (W1 when a modal segue presents from a detached controller).
    public var warnings: [UIKitWarningInfo]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        identifier = r.optionalString("identifier")
        kind = try r.string("kind")
        destination = r.optionalString("destination")
        dismissed = try r.optionalStrings("dismissed")
        popped = try r.optionalStrings("popped")
        warnings = try r.warnings()
    }
}

/// One segue a controller's scene declares (`vc.segues`).
public struct SegueInfo: RecordingResultDecodable, Equatable {
    public var segue: String
    public var identifier: String?
    public var kind: String
    public var trigger: String?
    public var destination: String?

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        segue = try r.string("segue")
        identifier = r.optionalString("identifier")
        kind = try r.string("kind")
        trigger = r.optionalString("trigger")
        destination = r.optionalString("destination")
    }
}

/// `segue.unwind`: where the unwind landed and what it dismissed and popped.
public struct Unwound: RecordingResultDecodable, Equatable {
    public var destination: String
    public var dismissed: [String]
    public var popped: [String]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        destination = try r.string("destination")
        dismissed = try r.strings("dismissed")
        popped = try r.strings("popped")
    }
}
