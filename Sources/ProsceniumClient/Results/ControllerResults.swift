import WireProtocol

/// `vc.get`: one controller with its relationships, appearance state and properties.
public struct ControllerInfo: RecordingResultDecodable, Equatable {
    public var vc: String
    public var className: String
    public var title: String?
    public var storyboard: String?
    public var storyboardIdentifier: String?
    public var scene: String?
    public var window: String?
    public var parent: String?
    public var children: [String]
    public var presentingViewController: String?
    public var presentedViewController: String?
    public var navigationController: String?
    public var tabBarController: String?
    public var splitViewController: String?
    public var isViewLoaded: Bool
    /// `disappeared`, `appearing`, `appeared` or `disappearing`.
    public var appearance: String
    public var properties: JSONObject

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        vc = try r.string("vc")
        className = try r.string("class")
        title = r.optionalString("title")
        storyboard = r.optionalString("storyboard")
        storyboardIdentifier = r.optionalString("storyboardIdentifier")
        scene = r.optionalString("scene")
        window = r.optionalString("window")
        parent = r.optionalString("parent")
        children = try r.strings("children")
        presentingViewController = r.optionalString("presentingViewController")
        presentedViewController = r.optionalString("presentedViewController")
        navigationController = r.optionalString("navigationController")
        tabBarController = r.optionalString("tabBarController")
        splitViewController = r.optionalString("splitViewController")
        isViewLoaded = try r.bool("isViewLoaded")
        appearance = try r.string("appearance")
        properties = r.value("properties")?.objectValue ?? [:]
    }
}

/// `vc.instantiate`: the new controller and its subtree.
public struct Instantiated: RecordingResultDecodable, Equatable {
    public var vc: String
    public var tree: TreeNode

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        vc = try r.string("vc")
        tree = try r.object("tree")
    }
}

/// `vc.present`: who actually presented (after the presentation-context search) and the
/// style after adaptation.
public struct Presented: RecordingResultDecodable, Equatable {
    public var vc: String
    public var presenter: String
    public var style: String
    /// UIKit's console warnings on the presentation (W1: presented on a detached controller).
    public var warnings: [UIKitWarningInfo]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        vc = try r.string("vc")
        presenter = try r.string("presenter")
        style = try r.string("style")
        warnings = try r.warnings()
    }
}

/// `vc.show` / `vc.showDetail`: what show did (`push`, `present`, `replaceDetail`) and in
/// which container.
public struct Shown: RecordingResultDecodable, Equatable {
    public var action: String
    public var container: String?
    /// UIKit's console warnings (W1 when show presents from a detached controller).
    public var warnings: [UIKitWarningInfo]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        action = try r.string("action")
        container = r.optionalString("container")
        warnings = try r.warnings()
    }
}

/// `vc.instantiateAndShow` / `vc.instantiateAndShowDetail`: the new controller and what show
/// did, as `Shown`.
public struct InstantiatedAndShown: RecordingResultDecodable, Equatable {
    public var vc: String
    public var action: String
    public var container: String?
    /// UIKit's console warnings, as `Shown`'s.
    public var warnings: [UIKitWarningInfo]

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        let r = try ResultReader(result, context: context, recorder: recorder)
        vc = try r.string("vc")
        action = try r.string("action")
        container = r.optionalString("container")
        warnings = try r.warnings()
    }
}
