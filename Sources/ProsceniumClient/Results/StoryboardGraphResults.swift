import WireProtocol

/// Where a storyboard reference scene (`container: "placeholder"`) points: a storyboard and a
/// storyboard identifier in it (nil: its initial controller).
public struct SceneReference: RecordingResultDecodable, Equatable, Hashable {
    public var storyboard: String
    public var identifier: String?

    public init(storyboard: String, identifier: String?) {
        self.storyboard = storyboard
        self.identifier = identifier
    }

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        storyboard = try r.string("storyboard")
        identifier = r.optionalString("identifier")
    }
}

/// A relationship segue of a scene (a navigation controller's root, a tab, a split column).
public struct SceneRelationship: RecordingResultDecodable, Equatable {
    public var segue: String
    public var relationship: String
    /// The destination's scene id in the same storyboard.
    public var destination: String

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        segue = try r.string("segue")
        relationship = try r.string("relationship")
        destination = try r.string("destination")
    }
}

/// A segue a scene declares, from the storyboard's static flow graph (`storyboard.list`).
public struct SceneSegue: RecordingResultDecodable, Equatable {
    public var segue: String
    public var identifier: String?
    public var kind: String
    /// The element that fires it (`controller`: performed from code by identifier).
    public var trigger: String
    /// The destination's scene id in the same storyboard (a reference's id for another
    /// storyboard); nil for unwind segues.
    public var destination: String?
    /// For unwind segues: the action without its colon.
    public var unwindAction: String?

    public init(segue: String, identifier: String?, kind: String, trigger: String, destination: String?, unwindAction: String? = nil) {
        self.segue = segue; self.identifier = identifier; self.kind = kind; self.trigger = trigger
        self.destination = destination; self.unwindAction = unwindAction
    }

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        segue = try r.string("segue")
        identifier = r.optionalString("identifier")
        kind = try r.string("kind")
        trigger = try r.string("trigger")
        destination = r.optionalString("destination")
        unwindAction = r.optionalString("unwindAction")
    }
}

/// An action connection of a scene: a tap on `element` (`button`, `barButtonItem`, `gesture`,
/// `control`, …, titled `title`) sends `selector` to the scene's controller.
public struct SceneAction: RecordingResultDecodable, Equatable, Sendable {
    public var selector: String
    public var element: String
    public var title: String?

    public init(selector: String, element: String, title: String?) {
        self.selector = selector; self.element = element; self.title = title
    }

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        selector = try r.string("selector")
        element = try r.string("element")
        title = r.optionalString("title")
    }
}
