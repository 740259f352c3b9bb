/// What one SAX pass over a storyboard collects, before ids are cross-checked and turned into
/// engine templates by `TemplateAssembler`. Only the parts that matter for hierarchy semantics
/// are kept; attributes stay as the XML spelled them.
struct ParsedDocument {
    /// The `<document>` element's attributes and line.
    var rootAttributes: [String: String] = [:]
    var rootLine = 1
    /// Whether a `<scenes>` element was seen under the root.
    var sawScenes = false
    var scenes: [ParsedScene] = []
    /// Ids of every `<exit>` scene member in the file.
    var exitIDs: Set<String> = []
}

/// One `<scene>`: its controller element and every segue found anywhere inside it.
struct ParsedScene {
    var sceneID: String?
    var line: Int
    var controller: ParsedController?
    /// Segues in document order, wherever in the scene their `<connections>` sits.
    var segues: [ParsedSegue] = []
    /// `<action>` connections in document order, wherever in the scene.
    var actions: [ParsedAction] = []
}

/// An `<action>` in an element's `<connections>`: its attributes, the owning element's trigger
/// name (`SegueTrigger`) and its title (`title`, a button's normal-state title, or `userLabel`).
struct ParsedAction {
    var attributes: [String: String]
    var element: String
    var title: String?
}

/// The scene member whose `sceneMemberID` is `viewController`.
struct ParsedController {
    var elementName: String
    var attributes: [String: String]
    var line: Int
    /// `<size key="preferredContentSize">` or the older `<value key="contentSizeForViewInPopover" type="size">`.
    var preferredContentSize: (width: Double, height: Double)?
    /// `<userDefinedRuntimeAttribute>` entries set on the controller itself: keyPath → (type, value).
    var runtimeAttributes: [(keyPath: String, type: String, value: String)] = []
    /// `<navigationItem key="navigationItem" hidesBackButton="YES">` (uikit-rules R169, R177).
    var hidesBackButton: Bool?
}

/// A `<segue>` element with a `kind`, and the element whose `<connections>` holds it.
struct ParsedSegue {
    var attributes: [String: String]
    var line: Int
    /// `SegueTrigger` name of the owning element (`controller` when it is the scene's controller).
    var trigger: String
}
