import WireProtocol

/// Size classes and idiom (`traits` in screen and window answers).
public struct Traits: RecordingResultDecodable, Equatable {
    public var horizontalSizeClass: String
    public var verticalSizeClass: String
    public var idiom: String?

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        horizontalSizeClass = try r.string("horizontalSizeClass")
        verticalSizeClass = try r.string("verticalSizeClass")
        idiom = r.optionalString("idiom")
    }
}

/// One screen of `screen.list`.
public struct ScreenInfo: RecordingResultDecodable, Equatable {
    public var id: String
    public var name: String
    public var main: Bool
    public var width: Double
    public var height: Double
    public var scale: Double
    public var traits: Traits
    public var windows: [String]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        id = try r.string("id")
        name = try r.string("name")
        main = try r.bool("main")
        width = try r.double("width")
        height = try r.double("height")
        scale = try r.double("scale")
        traits = try r.object("traits")
        windows = try r.strings("windows")
    }
}

/// `screen.connect`: the new screen and the windows built for it.
public struct ScreenConnected: RecordingResultDecodable, Equatable {
    public var screen: String
    public var windows: [String]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        screen = try r.string("screen")
        windows = try r.strings("windows")
    }
}

/// A list of ids under one key: `screen.disconnect`'s `windows`, `vc.dismiss`'s `dismissed`,
/// the `nav.pop*` methods' `popped`.
public struct IDList: Equatable, Sendable {
    public var ids: [String]

    public init(result: JSON, key: String, context: String) throws(ClientError) {
        ids = try ResultReader(result, context: context).strings(key)
    }
}
