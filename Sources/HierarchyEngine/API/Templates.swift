/// Immutable storyboard values the engine instantiates from. The Storyboards module builds
/// them from Interface Builder XML; tests may build them by hand. Shared by every window.

/// A loaded storyboard.
public struct StoryboardTemplate: Sendable, Equatable {
    public var name: String
    public var path: String?
    /// The controller element id of the initial view controller, if the document names one.
    public var initialScene: String?
    /// Scenes by their controller element id (the wire's `scene`).
    public var scenes: [String: SceneTemplate]
    /// Controller element ids in document order.
    public var sceneOrder: [String]
    public init(name: String, path: String?, initialScene: String?, scenes: [String: SceneTemplate], sceneOrder: [String]) {
        self.name = name; self.path = path; self.initialScene = initialScene
        self.scenes = scenes; self.sceneOrder = sceneOrder
    }
    /// The scene whose storyboardIdentifier is `identifier`.
    public func scene(withIdentifier identifier: String) -> SceneTemplate? {
        for id in sceneOrder where scenes[id]?.storyboardIdentifier == identifier { return scenes[id] }
        return nil
    }
}

/// What kind of container a scene's controller is; decides engine behaviour.
public enum ContainerKind: String, Sendable, Equatable {
    case plain, navigation, tabBar, splitView, pageViewController
    /// A `viewControllerPlaceholder` (storyboard reference); resolved at instantiation.
    case placeholder
}

/// One view controller element of a storyboard (a scene's controller).
public struct SceneTemplate: Sendable, Equatable {
    /// The controller element's XML id (the wire's `scene`).
    public var id: String
    /// The element name (`viewController`, `navigationController`, `tableViewController`, ...).
    public var elementName: String
    /// UIKit class: `UIViewController`, `UINavigationController`, `UITableViewController`, ...
    public var className: String
    public var customClass: String?
    public var customModule: String?
    public var container: ContainerKind
    public var storyboardIdentifier: String?
    public var title: String?
    /// IB attributes mapped to docs/protocol.md *Properties* names (modalPresentationStyle, ...).
    public var properties: [String: PropertyValue]
    /// Relationship segues in document order (nav root, tab items, split columns).
    public var relationships: [RelationshipTemplate]
    /// Every other segue the scene declares (embed segues included), in document order.
    public var segues: [SegueTemplate]
    /// For placeholders: which storyboard and identifier they stand for.
    public var reference: StoryboardReference?
    /// 1-based line of the element in its file, for error messages.
    public var line: Int?
    /// Action connections aimed at the controller, in document order (what a tap on a button,
    /// bar button item, gesture recognizer or control sends it): read, not performed — the
    /// methods are the app's code (`prosc explore --sources`).
    public var actions: [ActionConnectionTemplate] = []

    public init(id: String, elementName: String, className: String, customClass: String? = nil,
                customModule: String? = nil, container: ContainerKind, storyboardIdentifier: String? = nil,
                title: String? = nil, properties: [String: PropertyValue] = [:],
                relationships: [RelationshipTemplate] = [], segues: [SegueTemplate] = [],
                reference: StoryboardReference? = nil, line: Int? = nil) {
        self.id = id; self.elementName = elementName; self.className = className
        self.customClass = customClass; self.customModule = customModule; self.container = container
        self.storyboardIdentifier = storyboardIdentifier; self.title = title; self.properties = properties
        self.relationships = relationships; self.segues = segues; self.reference = reference; self.line = line
    }
}

/// A relationship segue: `rootViewController`, `viewControllers`, `masterViewController`,
/// `detailViewController`, `supplementaryViewController`, ... (the XML `relationship` attribute).
public struct RelationshipTemplate: Sendable, Equatable {
    public var id: String
    public var relationship: String
    /// The destination controller element id.
    public var destination: String
    public init(id: String, relationship: String, destination: String) {
        self.id = id; self.relationship = relationship; self.destination = destination
    }
}

/// One `<action selector="openSettings:" destination="…">` in an element's `<connections>`,
/// aimed at the scene's controller: the selector, the element kind as segue triggers name it
/// (`button`, `barButtonItem`, `gesture`, `control`, `cell`, …) and its title or user label.
public struct ActionConnectionTemplate: Sendable, Equatable {
    public var selector: String
    public var element: String
    public var title: String?

    public init(selector: String, element: String, title: String?) {
        self.selector = selector; self.element = element; self.title = title
    }
}

/// A segue other than a relationship.
public struct SegueTemplate: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case show, showDetail, presentation, popoverPresentation, custom, embed, unwind
        // legacy kinds
        case push, modal, replace, popover
    }
    /// The segue element's XML id.
    public var id: String
    public var identifier: String?
    public var kind: Kind
    /// The element that fires it: `controller`, `button`, `cell`, `barButtonItem`, `gesture`, ...
    public var trigger: String
    /// The destination controller element id (nil for unwind segues).
    public var destination: String?
    /// `modalPresentationStyle` / `modalTransitionStyle` set on the segue itself.
    public var style: PresentationStyle?
    public var transition: TransitionStyle?
    public var animates: Bool
    public var customClass: String?
    /// For unwind segues: the action, canonical (`UnwindActionName`: the selector without the
    /// trailing colon, `unwindToHome`).
    public var unwindAction: String?
    public init(id: String, identifier: String? = nil, kind: Kind, trigger: String, destination: String?,
                style: PresentationStyle? = nil, transition: TransitionStyle? = nil, animates: Bool = true,
                customClass: String? = nil, unwindAction: String? = nil) {
        self.id = id; self.identifier = identifier; self.kind = kind; self.trigger = trigger
        self.destination = destination; self.style = style; self.transition = transition
        self.animates = animates; self.customClass = customClass; self.unwindAction = unwindAction
    }
}

/// Where a `viewControllerPlaceholder` points.
public struct StoryboardReference: Sendable, Equatable {
    public var storyboardName: String
    /// nil: the referenced storyboard's initial controller.
    public var referencedIdentifier: String?
    public init(storyboardName: String, referencedIdentifier: String?) {
        self.storyboardName = storyboardName; self.referencedIdentifier = referencedIdentifier
    }
}

/// Every storyboard the engine can instantiate from, by name.
public struct StoryboardCatalog: Sendable, Equatable {
    public var storyboards: [String: StoryboardTemplate]
    public init(_ storyboards: [String: StoryboardTemplate] = [:]) { self.storyboards = storyboards }

    /// Every scene, numbered from 0: the storyboards by name, each one's scenes in document
    /// order. A controller made from a scene carries its number (`TreeNodeView.sceneNumber`),
    /// so a reader can tell its scene by an index instead of by its names.
    public var numberedScenes: [(storyboard: String, scene: String)] {
        storyboards.keys.sorted().flatMap { name in storyboards[name]!.sceneOrder.map { (storyboard: name, scene: $0) } }
    }
}
