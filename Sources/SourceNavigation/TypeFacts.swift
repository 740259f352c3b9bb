/// What one class (its declaration and its extensions or categories, in any file) says:
/// its methods in source order, its unwind actions (selectors without the colon, as
/// `UnwindActionName` spells them) and its `shouldPerformSegue` gates.
public struct TypeFacts: Sendable {
    /// The class name, last component (`Outer.Inner` → `Inner`).
    public var name: String
    /// The superclass named in its declaration, if any (first inherited type).
    public var superclass: String?
    /// The other types it inherits from or conforms to, in its declaration and its extensions
    /// (`extension Home: Alertable`): where protocol extensions' helpers are looked up.
    public var conformances: [String] = []
    /// The module-qualified spelling a storyboard may use is not in the source: matching a
    /// scene's `customClass`/`customModule` is by `name`.
    public var methods: [MethodFacts]
    /// Unwind actions in source order, no duplicates, each where it is declared.
    public var unwindActions: [(name: String, location: SourceLocation)]
    /// For an unwind action only Swift 2 reads out of a declaration (`func cancelToX(segue:
    /// UIStoryboardSegue)` is `cancelToX` in Swift 2, `cancelToXWithSegue` since Swift 3's
    /// SE-0046): action → the declaration as written (`cancelToX(segue:)`).
    public var swift2UnwindReadings: [String: String] = [:]
    public var segueGates: [SegueGate]
    /// The window roots its launch methods set (`LaunchRoot`), in source order.
    public var launchRoots: [LaunchRoot] = []
    /// The actions its code wires to its elements with itself as the target (`addTarget(self,
    /// action: #selector(…), for:)`, a bar button item's or gesture recognizer's `target: self,
    /// action:`), in source order: a code-made screen's taps (`SceneCodeActions`).
    public var targetActions: [TargetAction] = []

    public init(name: String, superclass: String? = nil, methods: [MethodFacts] = [], unwindActions: [(name: String, location: SourceLocation)] = [], segueGates: [SegueGate] = []) {
        self.name = name
        self.superclass = superclass
        self.methods = methods
        self.unwindActions = unwindActions
        self.segueGates = segueGates
    }

    /// Folds another declaration of the same class (an extension, a category) into this one.
    mutating func merge(_ other: TypeFacts) {
        if superclass == nil { superclass = other.superclass }
        for name in other.conformances where !conformances.contains(name) { conformances.append(name) }
        methods += other.methods
        // The first declaration of an action is the one kept, with its reading (a Swift 2 one or none).
        for action in other.unwindActions where !unwindActions.contains(where: { $0.name == action.name }) {
            unwindActions.append(action)
            if let reading = other.swift2UnwindReadings[action.name] { swift2UnwindReadings[action.name] = reading }
        }
        segueGates += other.segueGates
        launchRoots += other.launchRoots
        targetActions += other.targetActions
    }
}
