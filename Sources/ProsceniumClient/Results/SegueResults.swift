import WireProtocol

/// `segue.perform`: the segue that ran.
public struct SeguePerformed: ResultDecodable, Equatable {
    public var identifier: String?
    public var kind: String
    public var destination: String?
    /// For an unwind segue (`kind` `unwind`): the controllers dismissed and popped on the way.
    public var dismissed: [String]?
    public var popped: [String]?

    public init(result: JSON, context: String) throws(ClientError) {
        let r = try ResultReader(result, context: context)
        identifier = r.optionalString("identifier")
        kind = try r.string("kind")
        destination = r.optionalString("destination")
        dismissed = result["dismissed"]?.arrayValue?.compactMap(\.stringValue)
        popped = result["popped"]?.arrayValue?.compactMap(\.stringValue)
    }
}

/// One segue a controller's scene declares (`vc.segues`).
public struct SegueInfo: ResultDecodable, Equatable {
    public var segue: String
    public var identifier: String?
    public var kind: String
    public var trigger: String?
    public var destination: String?

    public init(result: JSON, context: String) throws(ClientError) {
        let r = try ResultReader(result, context: context)
        segue = try r.string("segue")
        identifier = r.optionalString("identifier")
        kind = try r.string("kind")
        trigger = r.optionalString("trigger")
        destination = r.optionalString("destination")
    }
}

/// `segue.unwind`: where the unwind landed and what it dismissed and popped.
public struct Unwound: ResultDecodable, Equatable {
    public var destination: String
    public var dismissed: [String]
    public var popped: [String]

    public init(result: JSON, context: String) throws(ClientError) {
        let r = try ResultReader(result, context: context)
        destination = try r.string("destination")
        dismissed = try r.strings("dismissed")
        popped = try r.strings("popped")
    }
}
