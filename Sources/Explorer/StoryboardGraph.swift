import ProsceniumClient
import SourceNavigation

/// A scene named across storyboards: the storyboard's name and the controller element's id.
public struct SceneKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var storyboard: String
    public var scene: String

    public init(storyboard: String, scene: String) {
        self.storyboard = storyboard
        self.scene = scene
    }

    public static func < (a: SceneKey, b: SceneKey) -> Bool {
        (a.storyboard, a.scene) < (b.storyboard, b.scene)
    }

    public var description: String { storyboard + "/" + scene }

    /// The key of a controller class made in code (`CodeScreen`): no storyboard, the class as
    /// the scene. No storyboard is named by the empty string, so it is never a scene's key.
    public static func codeClass(_ name: String) -> SceneKey { SceneKey(storyboard: "", scene: name) }

    /// Whether it is a class made in code rather than a storyboard scene.
    public var isCodeClass: Bool { storyboard.isEmpty }
}

/// A segue named across storyboards: its storyboard and its XML id.
public struct SegueKey: Hashable, Comparable, Sendable {
    public var storyboard: String
    public var segue: String

    public static func < (a: SegueKey, b: SegueKey) -> Bool {
        (a.storyboard, a.segue) < (b.storyboard, b.segue)
    }
}

/// The static flow graph of every loaded storyboard, as `storyboard.list` reports it: scenes
/// (storyboard references resolved to the scene they stand for), their relationship segues and
/// their segues. The map the exploration is measured against (coverage) and drawn on (the
/// HTML report); what happens when a segue runs is the server's business, not this graph's.
public struct StoryboardGraph: Sendable {
    /// One scene of a storyboard.
    public struct Scene: Sendable {
        public var key: SceneKey
        public var storyboardIdentifier: String?
        public var className: String
        public var customClass: String?
        public var title: String?
        /// `plain`, `navigation`, `tabBar`, `splitView`, `pageViewController` or `placeholder`.
        public var container: String
        /// For a storyboard reference: where it points.
        public var reference: SceneReference?
        public var relationships: [SceneRelationship]
        public var segues: [SceneSegue]
        /// Action connections aimed at the controller (what its buttons and controls send it).
        public var actions: [SceneAction] = []

        /// A storyboard reference, which stands for a scene of another storyboard (not a scene itself).
        public var isReference: Bool { container == "placeholder" }

        /// What people call the scene: its storyboard identifier, else its title, else its
        /// custom class, else its UIKit class with the element id.
        public var label: String {
            if let storyboardIdentifier, !storyboardIdentifier.isEmpty { return storyboardIdentifier }
            if let title, !title.isEmpty { return title }
            if let customClass, !customClass.isEmpty { return customClass }
            return "\(className) \(key.scene)"
        }
    }

    /// One storyboard: its name, initial scene and scene ids in document order.
    public struct Storyboard: Sendable {
        public var name: String
        public var initial: String?
        public var sceneOrder: [String]
    }

    /// Storyboards in name order.
    public private(set) var storyboards: [Storyboard]
    /// The controller classes the app's code makes that are screens of their own (`CodeScreen`,
    /// `--sources`), in the order the code first makes them; each is in `scenes` too, under
    /// `SceneKey.codeClass`, as a plain scene of that class (not in `storyboards`, so never in
    /// `realScenes` nor a storyboard's coverage).
    public private(set) var codeClasses: [Scene] = []
    /// `codeClasses`' keys by class name.
    private var codeClassKeys: [String: SceneKey] = [:]
    public private(set) var scenes: [SceneKey: Scene]
    /// The navigation calls of the scenes' code, when the app's sources were given (`--sources`).
    public var codeActions = CodeActionTable() { didSet { exitScenes = Self.exits(scenes, storyboards: storyboards, code: codeActions) } }
    /// Scenes from which a way out of a presentation can be reached through segues and
    /// containment (any kind, followed through references): a scene with an unwind segue, or
    /// whose code (`--sources`) dismisses or performs a segue. A presented controller whose
    /// scene is not among them has no exit the storyboard (or the code read) shows.
    public private(set) var exitScenes: Set<SceneKey> = []
    /// The storyboards holding a scene id (more than one only when two files reuse an id).
    private var storyboardsOfSceneID: [String: [String]]

    public init(_ infos: [StoryboardInfo]) {
        var storyboards: [Storyboard] = []
        var scenes: [SceneKey: Scene] = [:]
        var byID: [String: [String]] = [:]
        for info in infos.sorted(by: { $0.storyboard < $1.storyboard }) {
            storyboards.append(Storyboard(name: info.storyboard, initial: info.initial, sceneOrder: info.scenes.map(\.id)))
            for s in info.scenes {
                let key = SceneKey(storyboard: info.storyboard, scene: s.id)
                scenes[key] = Scene(key: key, storyboardIdentifier: s.storyboardIdentifier, className: s.className,
                                    customClass: s.customClass, title: s.title, container: s.container ?? "plain",
                                    reference: s.reference, relationships: s.relationships, segues: s.segues, actions: s.actions)
                byID[s.id, default: []].append(info.storyboard)
            }
        }
        self.storyboards = storyboards
        self.scenes = scenes
        self.storyboardsOfSceneID = byID
        exitScenes = Self.exits(scenes, storyboards: storyboards, code: codeActions)
    }

    /// `exitScenes`: backwards from the scenes with an exit over every segue and relationship.
    private static func exits(_ scenes: [SceneKey: Scene], storyboards: [Storyboard], code: CodeActionTable) -> Set<SceneKey> {
        let graph = StoryboardGraph(scenes: scenes, storyboards: storyboards)
        var into: [SceneKey: [SceneKey]] = [:]
        var out: Set<SceneKey> = []
        for (key, scene) in scenes where !scene.isReference {
            let destinations = scene.relationships.map(\.destination) + scene.segues.compactMap(\.destination)
            for d in destinations { if let r = graph.resolve(d, in: key.storyboard) { into[r, default: []].append(key) } }
            let codeExit = (code.plans[key] ?? []).contains {
                switch $0.action {
                case .dismiss, .performSegue: true
                default: false
                }
            }
            if codeExit || scene.segues.contains(where: { $0.kind == "unwind" }) { out.insert(key) }
        }
        var stack = Array(out)
        while let k = stack.popLast() {
            for source in into[k] ?? [] where out.insert(source).inserted { stack.append(source) }
        }
        return out
    }

    /// A graph of `scenes` alone (for `exits`' reference resolution).
    private init(scenes: [SceneKey: Scene], storyboards: [Storyboard]) {
        self.scenes = scenes
        self.storyboards = storyboards
        storyboardsOfSceneID = [:]
    }

    /// Adds the classes the app's code makes as screens (`SourceFacts.codeScreens`), before
    /// the code's actions are tied to scenes (`codeActions`).
    public mutating func addCodeClasses(_ screens: [CodeScreen]) {
        for screen in screens where codeClassKeys[screen.name] == nil {
            let key = SceneKey.codeClass(screen.name)
            let scene = Scene(key: key, storyboardIdentifier: nil, className: screen.name, customClass: screen.name, title: nil,
                              container: "plain", reference: nil, relationships: [], segues: [])
            scenes[key] = scene
            codeClasses.append(scene)
            codeClassKeys[screen.name] = key
        }
    }

    /// The screen a controller of class `className` without a scene is: its code class, if the
    /// code makes it as one.
    public func codeClass(named className: String) -> SceneKey? { codeClassKeys[className] }

    /// The classes storyboard scenes have (`customClass`, by its last component): a controller
    /// of one is that scene's, not a code class.
    public var sceneClasses: Set<String> {
        Set(realScenes.compactMap { $0.customClass.flatMap { $0.isEmpty ? nil : SceneCodeActions.className(customClass: $0) } })
    }

    /// The real scenes (not references), storyboard by storyboard in document order.
    public var realScenes: [Scene] {
        storyboards.flatMap { sb in sb.sceneOrder.compactMap { scenes[SceneKey(storyboard: sb.name, scene: $0)] } }
            .filter { !$0.isReference }
    }

    /// The storyboards a `tree` node's scene id can belong to.
    public func storyboards(ofSceneID id: String) -> [String] { storyboardsOfSceneID[id] ?? [] }

    /// The scene `id` of `storyboard` stands for: itself, or what a storyboard reference points
    /// to (followed through references to references); nil when a reference leads nowhere.
    public func resolve(_ id: String, in storyboard: String) -> SceneKey? {
        var key = SceneKey(storyboard: storyboard, scene: id)
        var seen: Set<SceneKey> = []
        while let scene = scenes[key], let reference = scene.reference {
            guard seen.insert(key).inserted else { return nil }
            let target = reference.storyboard.isEmpty ? storyboard : reference.storyboard
            guard let sb = storyboards.first(where: { $0.name == target }) else { return nil }
            let next: String?
            if let identifier = reference.identifier {
                next = sb.sceneOrder.first { scenes[SceneKey(storyboard: target, scene: $0)]?.storyboardIdentifier == identifier }
            } else {
                next = sb.initial
            }
            guard let next else { return nil }
            key = SceneKey(storyboard: target, scene: next)
        }
        return scenes[key] == nil ? nil : key
    }

    /// The segues a user or the app's code can perform from a scene: every segue but embed
    /// segues (which run when the parent's view loads), in document order.
    public func actionSegues(of key: SceneKey) -> [SceneSegue] {
        scenes[key]?.segues.filter { $0.kind != "embed" } ?? []
    }

    /// Every performable segue of every real scene.
    public var allActionSegues: [(source: SceneKey, segue: SceneSegue)] {
        realScenes.flatMap { s in actionSegues(of: s.key).map { (s.key, $0) } }
    }

    /// Scenes code can instantiate by storyboard identifier, in storyboard and document order
    /// (the first scene wins when two share an identifier, as `instantiateViewController` does).
    public var identifiedScenes: [Scene] {
        var out: [Scene] = []
        for sb in storyboards {
            var seen: Set<String> = []
            for id in sb.sceneOrder {
                guard let s = scenes[SceneKey(storyboard: sb.name, scene: id)], !s.isReference,
                      let identifier = s.storyboardIdentifier, !identifier.isEmpty, seen.insert(identifier).inserted else { continue }
                out.append(s)
            }
        }
        return out
    }
}
