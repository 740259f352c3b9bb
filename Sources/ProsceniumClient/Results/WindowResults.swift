import WireProtocol

/// `window.create`: the new window and its root.
public struct WindowCreated: RecordingResultDecodable, Equatable {
    public var window: String
    public var root: String?

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        window = try r.string("window")
        root = r.optionalString("root")
    }
}

/// One window of `window.list`.
public struct WindowSummary: RecordingResultDecodable, Equatable {
    public var id: String
    public var screen: String
    public var key: Bool
    public var visible: Bool
    public var root: String?

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        id = try r.string("id")
        screen = try r.string("screen")
        key = try r.bool("key")
        visible = try r.bool("visible")
        root = r.optionalString("root")
    }
}

/// `window.get`: a window with its traits, orientation and status-bar decision.
public struct WindowDetail: RecordingResultDecodable, Equatable {
    /// Who decides the status bar, and what it decided.
    public struct StatusBar: RecordingResultDecodable, Equatable {
        public var controller: String?
        public var style: String
        public var hidden: Bool
        public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
            let r = try ResultReader(result, context: context, recorder: recorder)
            controller = r.optionalString("controller")
            style = try r.string("style")
            hidden = try r.bool("hidden")
        }
    }

    public var window: String
    public var screen: String
    public var key: Bool
    public var visible: Bool
    public var root: String?
    public var traits: Traits
    public var orientation: String
    public var statusBar: StatusBar

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        window = try r.string("window")
        screen = try r.string("screen")
        key = try r.bool("key")
        visible = try r.bool("visible")
        root = r.optionalString("root")
        traits = try r.object("traits")
        orientation = try r.string("orientation")
        statusBar = try r.object("statusBar")
    }
}

/// `device.rotate`: the new orientation and which windows rotated.
public struct RotateResult: RecordingResultDecodable, Equatable {
    /// One window's outcome.
    public struct WindowRotation: RecordingResultDecodable, Equatable {
        public var window: String
        public var rotated: Bool
        public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
            let r = try ResultReader(result, context: context, recorder: recorder)
            window = try r.string("window")
            rotated = try r.bool("rotated")
        }
    }

    public var orientation: String
    public var windows: [WindowRotation]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        orientation = try r.string("orientation")
        windows = try r.array("windows")
    }
}
