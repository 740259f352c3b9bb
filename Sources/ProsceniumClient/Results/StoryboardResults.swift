import WireProtocol

/// One scene of a storyboard.
public struct SceneInfo: RecordingResultDecodable, Equatable {
    public var id: String
    public var storyboardIdentifier: String?
    public var className: String
    public var customClass: String?
    public var title: String?
    /// The static flow graph (a proscd extension; empty from a server without it): the
    /// container kind, a storyboard reference's target, relationship segues and other segues.
    public var container: String?
    public var reference: SceneReference?
    public var relationships: [SceneRelationship]
    public var segues: [SceneSegue]
    /// Action connections aimed at the controller (a proscd extension; empty from a server without it).
    public var actions: [SceneAction]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        id = try r.string("id")
        storyboardIdentifier = r.optionalString("storyboardIdentifier")
        className = try r.string("class")
        customClass = r.optionalString("customClass")
        title = r.optionalString("title")
        container = r.optionalString("container")
        reference = try r.optionalObject("reference")
        relationships = try r.array("relationships")
        segues = try r.array("segues")
        actions = try r.array("actions")
    }
}

/// `storyboard.load`, or one entry of `storyboard.list`.
public struct StoryboardInfo: RecordingResultDecodable, Equatable {
    public var storyboard: String
    public var path: String?
    /// The initial controller's scene id, if the storyboard has one.
    public var initial: String?
    public var scenes: [SceneInfo]
    /// The number of segues (`storyboard.load`), when the server says.
    public var segues: Int?
    public var warnings: [String]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        storyboard = try r.string("storyboard")
        path = r.optionalString("path")
        initial = r.optionalString("initial")
        scenes = try r.array("scenes")
        let segueMember = r.value("segues")
        segues = segueMember?.intValue ?? segueMember?.arrayValue?.count
        warnings = r.value("warnings")?.arrayValue?.compactMap { $0.stringValue ?? ($0.objectValue != nil ? $0.description : nil) } ?? []
    }
}
