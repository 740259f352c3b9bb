import HierarchyVocabulary

// The protocol's parameter keys: each name the method table uses, once, with the type its
// value has (a name with two meanings, `steps`, has a key for each). Descriptors declare their
// parameters from these keys and handlers read them back through them (`Param`).

extension Param where Value == VCID {
    public static let vc = Param("vc")
    public static let presenter = Param("presenter")
    public static let from = Param("from")
    public static let to = Param("to")
    public static let into = Param("into")
    public static let parent = Param("parent")
    public static let child = Param("child")
    public static let nav = Param("nav")
    public static let tab = Param("tab")
    public static let page = Param("page")
    public static let split = Param("split")
    public static let source = Param("source")
    public static let root = Param("root")
}

extension Param where Value == [VCID] {
    public static let vcs = Param("vcs")
    public static let children = Param("children")
    public static let pages = Param("pages")
}

extension Param where Value == WindowID {
    public static let window = Param("window")
}

extension Param where Value == [WindowID] {
    public static let windows = Param("windows")
}

extension Param where Value == ScreenID {
    public static let screen = Param("screen")
}

extension Param where Value == SceneID {
    public static let scene = Param("scene")
    public static let requestingScene = Param("requestingScene")
}

extension Param where Value == String {
    public static let storyboard = Param("storyboard")
    public static let identifier = Param("identifier")
    public static let className = Param("class")
    public static let title = Param("title")
    public static let name = Param("name")
    public static let path = Param("path")
    public static let xml = Param("xml")
    public static let segue = Param("segue")
    public static let action = Param("action")
    public static let client = Param("client")
    public static let subscription = Param("subscription")
    public static let activityType = Param("activityType")
}

extension Param where Value == [String] {
    public static let names = Param("names")
}

extension Param where Value == Bool {
    public static let animated = Param("animated")
    public static let appearing = Param("appearing")
    public static let hidden = Param("hidden")
    public static let makeKeyAndVisible = Param("makeKeyAndVisible")
    public static let snapshot = Param("snapshot")
    public static let restoration = Param("restoration")
    public static let requests = Param("requests")
}

extension Param where Value == Double {
    public static let width = Param("width")
    public static let height = Param("height")
    public static let scale = Param("scale")
    public static let duration = Param("duration")
}

extension Param where Value == Int {
    public static let index = Param("index")
    public static let ios = Param("ios")
}

extension Param where Value == JSONObject {
    public static let properties = Param("properties")
    public static let userInfo = Param("userInfo")
}


extension Param where Value == JSON {
    /// `segue.perform`'s sender: any JSON value on the wire (flows write numbers); the engine
    /// takes a string (`MutationRequests.seguePerform` refuses others).
    public static let sender = Param("sender")
}

extension Param where Value == QueuePolicy {
    public static let queue = Param("queue")
}

extension Param where Value == PresentationStyle {
    public static let style = Param("style")
}

extension Param where Value == TransitionStyle {
    public static let transition = Param("transition")
}

extension Param where Value == InteractiveOutcome {
    public static let outcome = Param("outcome")
}

extension Param where Value == PageDirection {
    public static let direction = Param("direction")
}

extension Param where Value == Orientation {
    public static let orientation = Param("orientation")
}

extension Param where Value == SizeClass {
    public static let horizontalSizeClass = Param("horizontalSizeClass")
    public static let verticalSizeClass = Param("verticalSizeClass")
}

extension Param where Value == SplitColumn {
    public static let column = Param("column")
}

extension Param where Value == ConnectionRole {
    public static let role = Param("role")
}

extension Param where Value == [AddChildStep] {
    public static let addChildSteps = Param("steps", listOf: AddChildStep.self)
}

extension Param where Value == [RemoveChildStep] {
    public static let removeChildSteps = Param("steps", listOf: RemoveChildStep.self)
}

extension Param where Value == String {
    /// A sheet detent's identifier (`medium`, `large`, or a custom detent's).
    public static let detent = Param("detent")
}

extension Param where Value == JSON {
    /// `tab.setTabs`' tabs: `[{identifier, title?, kind?, vc?, children?, defaultChild?}]`.
    public static let tabs = Param("tabs")
}
