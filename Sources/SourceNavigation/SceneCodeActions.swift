/// Ties code to a scene: the scene's class is its `customClass` (a module-qualified or mangled
/// Swift name, `MyApp.HomeViewController` or `_TtC5MyApp18HomeViewController`, is matched by its
/// last component), and its methods are reached by
/// - the storyboard's action connections (`<action selector="openSettings:" …>` on a button, a
///   bar button item, a gesture recognizer, a control: a tap on that element) — when the
///   connections are not known, every `@IBAction` of the class stands for a tap on whatever is
///   wired to it;
/// - table and collection selection (`tableView(_:didSelectRowAt:)`,
///   `collectionView(_:didSelectItemAt:)` and the Objective-C selectors: a tap on a cell);
/// - appearance (`viewDidLoad`, `viewWillAppear`, `viewDidAppear`: without a tap, as the scene
///   appears), and `viewWillDisappear` (what a gesture the user gives up runs, issue 42);
/// and from each, calls to other methods of the class (or a superclass read from the sources)
/// are followed up to `maxDepth` calls deep. Methods are looked up in the class, then its
/// superclasses as the sources declare them, then UIKit's classes above them that the sources
/// extend (`extension UIViewController { func presentOnTop(_:) }`), then the protocols they
/// conform to that the sources extend (`extension Alertable where Self: UIViewController`).
/// The controllers a call passes bind the callee's parameters, so a helper's `present(vc, …)`
/// presents what its caller handed it.
public enum SceneCodeActions {
    /// One storyboard action connection: the selector and a label for the element it sits on
    /// (`button "Settings"`).
    public struct Connection: Hashable, Sendable {
        public var selector: String
        public var element: String
        /// Whether the element may not be there (a menu item the code makes under a condition,
        /// `TargetAction.conditional`): what the action reaches is conditional.
        public var conditional = false
        public init(selector: String, element: String, conditional: Bool = false) {
            self.selector = selector
            self.element = element
            self.conditional = conditional
        }
    }

    /// What starts a code action.
    public enum Trigger: Hashable, Sendable, CustomStringConvertible {
        /// A tap on an element wired to the action (`element` nil: the connection is not known,
        /// the method is an `@IBAction`).
        case action(selector: String, element: String?)
        case selectRow
        case selectItem
        /// The scene appearing (`viewDidLoad`, `viewWillAppear`, `viewDidAppear`).
        case appearance(method: String)
        /// The scene beginning to disappear (`viewWillDisappear`): what a gesture the user gives
        /// up runs too (R107, R110, R127), though the scene stays.
        case disappearance(method: String)

        /// Whether a user performs it (false: it runs as the scene appears or disappears).
        public var isUserAction: Bool {
            switch self {
            case .appearance, .disappearance: false
            default: true
            }
        }

        public var description: String {
            switch self {
            case .action(let selector, let element?): "tap \(element) (\(selector))"
            case .action(let selector, nil): "@IBAction \(selector)"
            case .selectRow: "tap a table row"
            case .selectItem: "tap a collection item"
            case .appearance(let method): "on appearance (\(method))"
            case .disappearance(let method): "on disappearance (\(method))"
            }
        }
    }

    /// A navigation step reached from a trigger, and the chain of methods that led to it
    /// (`["openSettings(_:)", "showSettings()"]`). `conditional` is true when any call on the
    /// way, or the step itself, is conditional.
    public struct ReachedStep: Hashable, Sendable {
        /// The step as performed: a helper's call completed with what its callers passed.
        public var step: CodeStep
        public var via: [String]
        public var conditional: Bool
        /// The step as the sources hold it (the same as `step` unless parameters were bound).
        public var origin: CodeStep
        /// The other controllers the code went through to make the step (`ControllerHop`), from
        /// the scene's controller: the step is made by (or, when `step.hop` is set, on) the last
        /// one. Empty: the scene's controller makes it.
        public var actor: [ControllerHop] = []
    }

    /// One trigger of the scene with the method it runs and what it does.
    public struct CodeAction: Hashable, Sendable {
        public var trigger: Trigger
        /// `HomeViewController.openSettings(_:)`.
        public var method: String
        public var location: SourceLocation
        public var steps: [ReachedStep]
    }

    public static let appearanceMethods: [(swift: String, selector: String)] = [
        ("viewDidLoad", "viewDidLoad"), ("viewWillAppear", "viewWillAppear:"), ("viewDidAppear", "viewDidAppear:"),
    ]

    /// The class name a storyboard's `customClass` stands for: the last dotted component, or
    /// the class of a mangled `_TtC<module><class>` name.
    public static func className(customClass: String) -> String {
        if customClass.hasPrefix("_TtC") {
            var rest = Substring(customClass.dropFirst(4))
            var components: [String] = []
            while let digits = rest.prefix(while: \.isNumber).nilIfEmpty, let count = Int(digits) {
                rest = rest.dropFirst(digits.count)
                components.append(String(rest.prefix(count)))
                rest = rest.dropFirst(count)
            }
            if let last = components.last { return last }
        }
        return customClass.split(separator: ".").last.map(String.init) ?? customClass
    }

    /// The code actions of a scene of class `customClass`, in order: connected actions (in
    /// `connections` order, or the class's `@IBAction`s in source order when `connections` is
    /// nil), cell selection, then appearance, then `viewWillDisappear`. Triggers whose methods do nothing for navigation
    /// are kept (with no steps) so a user sees the method was found.
    public static func actions(customClass: String, connections: [Connection]?, facts: SourceFacts, maxDepth: Int = 3) -> [CodeAction] {
        let name = className(customClass: customClass)
        guard facts.types[name] != nil else { return [] }
        let chain = classChain(name, facts: facts, isController: true)
        func lookup(where predicate: (MethodFacts) -> Bool) -> (String, MethodFacts)? {
            for type in chain {
                if let method = facts.types[type]!.methods.first(where: predicate) { return (type, method) }
            }
            return nil
        }
        var out: [CodeAction] = []
        func add(_ trigger: Trigger, _ found: (String, MethodFacts)?, conditional: Bool = false) {
            guard let (owner, method) = found else { return }
            var steps = reached(from: method, chain: chain, facts: facts, maxDepth: maxDepth)
            if conditional { for k in steps.indices { steps[k].conditional = true } }
            out.append(CodeAction(trigger: trigger, method: "\(owner).\(method.name)", location: method.location, steps: steps))
        }
        if let connections {
            for connection in connections {
                add(.action(selector: connection.selector, element: connection.element), lookup { $0.selector == connection.selector },
                    conditional: connection.conditional)
            }
        } else {
            var seen: Set<String> = []
            for type in chain {
                for method in facts.types[type]!.methods where method.isAction && !seen.contains(method.selector) {
                    seen.insert(method.selector)
                    // Unwind actions are the exit's business, not a tap's.
                    if facts.types[type]!.unwindActions.contains(where: { $0.name + ":" == method.selector || $0.name == method.selector }) { continue }
                    add(.action(selector: method.selector, element: nil), (type, method))
                }
            }
        }
        // The menu items its code makes (`UIAction`: `TargetAction`), which no storyboard wires
        // (a controller made in code has them among its `codeConnections` already).
        let connected = Set((connections ?? []).map(\.selector))
        for connection in menuItems(of: chain, facts: facts) where !connected.contains(connection.selector) {
            add(.action(selector: connection.selector, element: connection.element), lookup { $0.selector == connection.selector },
                conditional: connection.conditional)
        }
        add(.selectRow, lookup { $0.name == "tableView(_:didSelectRowAt:)" || $0.selector == "tableView:didSelectRowAtIndexPath:" })
        add(.selectItem, lookup { $0.name == "collectionView(_:didSelectItemAt:)" || $0.selector == "collectionView:didSelectItemAtIndexPath:" })
        for (swift, selector) in appearanceMethods {
            add(.appearance(method: swift), lookup { $0.selector == selector })
        }
        add(.disappearance(method: "viewWillDisappear"), lookup { $0.selector == "viewWillDisappear:" })
        return out
    }

    /// The connections of a controller made in code (`CodeScreen`): what its code wires with
    /// itself as the target (`TargetAction`, in its class or a superclass the sources declare),
    /// each tied to the method `#selector` names (by full Swift name, else base name; one the
    /// class chain lacks is left out), then its other `@IBAction`s, which stand for taps on
    /// whatever a `.xib` wires to them (the `.xib`'s connections are not read), as for a scene
    /// whose connections are not known. Each selector once.
    public static func codeConnections(className name: String, facts: SourceFacts) -> [Connection] {
        let chain = classChain(name, facts: facts, isController: true)
        var out: [Connection] = []
        var seen: Set<String> = []
        for type in chain {
            for action in facts.types[type]!.targetActions {
                guard let m = method(action.method, in: chain, facts: facts), seen.insert(m.selector).inserted else { continue }
                out.append(Connection(selector: m.selector, element: action.element, conditional: action.conditional))
            }
        }
        for type in chain {
            for m in facts.types[type]!.methods where m.isAction && seen.insert(m.selector).inserted {
                if facts.types[type]!.unwindActions.contains(where: { $0.name + ":" == m.selector || $0.name == m.selector }) { continue }
                out.append(Connection(selector: m.selector, element: "an element its .xib wires"))
            }
        }
        return out
    }

    /// The method `written` (`#selector`'s or a handler's: a full Swift name, else a base name)
    /// names in `chain`.
    static func method(_ written: String, in chain: [String], facts: SourceFacts) -> MethodFacts? {
        for type in chain {
            let methods = facts.types[type]!.methods
            if let m = methods.first(where: { $0.name == written }) ?? methods.first(where: { $0.baseName == written }) { return m }
        }
        return nil
    }

    /// A scene's menu items made in code (`TargetAction`'s `UIAction`s), each method once.
    static func menuItems(of chain: [String], facts: SourceFacts) -> [Connection] {
        var out: [Connection] = []
        var seen: Set<String> = []
        for type in chain {
            for action in facts.types[type]!.targetActions where action.element.hasPrefix("menu item") {
                guard let m = method(action.method, in: chain, facts: facts), seen.insert(m.selector).inserted else { continue }
                out.append(Connection(selector: m.selector, element: action.element, conditional: action.conditional))
            }
        }
        return out
    }

    /// Where a method called on the class is looked up, in order: the class and its
    /// superclasses as far as the sources declare them (cycles cut), then the UIKit classes
    /// above them (`UIKitControllerAncestry`) that the sources extend, then every protocol
    /// those conform to that the sources extend. A scene's class (`isController`) is a view
    /// controller whatever the sources say of its superclass (an Objective-C class declared in a
    /// header, which is not read; a Swift class of a library's controller class):
    /// `UIViewController`'s extensions and categories apply.
    static func classChain(_ name: String, facts: SourceFacts, isController: Bool = false) -> [String] {
        var chain: [String] = []
        var current: String? = name
        var last = name
        while let type = current, !chain.contains(type) {
            last = type
            guard facts.types[type] != nil else { break }
            chain.append(type)
            current = facts.types[type]!.superclass.map { className(customClass: $0) }
        }
        var ancestors = UIKitControllerAncestry.ancestors(of: last)
        if isController { ancestors.append("UIViewController") }
        for ancestor in ancestors where facts.types[ancestor] != nil && !chain.contains(ancestor) {
            chain.append(ancestor)
        }
        for type in chain {
            for conformance in facts.types[type]!.conformances {
                let name = className(customClass: conformance)
                if facts.types[name] != nil, !chain.contains(name) { chain.append(name) }
            }
        }
        return chain
    }

    /// The steps a method reaches, calls to the class's other methods followed depth first in
    /// source order, up to `maxDepth` calls deep, each method at most once per path.
    /// Each method is walked with its parameters bound to what its caller passed (`bindings`):
    /// a call whose only unknowns were parameters (`CodeStep.pending`) becomes the literal call
    /// when the caller's arguments are literal, else it stays as read (not literal).
    ///
    /// A call on one of the app's objects (`coordinator?.showDetail()`, `CodeStep.objectType`) runs
    /// that object's method, looked up in its own type's chain; what it does is conditional: the
    /// reader cannot tell that the object is there (a weak, optional property) nor that the
    /// navigation controller it holds is the caller's (its `navigationController.push…` is
    /// performed on the caller's).
    ///
    /// A call on another controller cast to a class (`(parent as? Container)?.showDetail()`,
    /// `CodeStep.hop`) runs that class's method with that controller as `self`: its steps are made
    /// by it (`ReachedStep.actor`), conditionally (the cast may fail).
    ///
    /// A navigation call such an object makes on a controller it holds (`self.rootController.
    /// performSegue(…)`, `HeldController`) is the calling controller's own when that controller
    /// is of the held class (`madeBy`), conditionally; else it is listed, not followed.
    static func reached(from method: MethodFacts, chain: [String], facts: SourceFacts, maxDepth: Int) -> [ReachedStep] {
        var out: [ReachedStep] = []
        // The scene's class: the first of its chain (`actions` starts it there).
        let sceneClass = chain.first
        func walk(_ method: MethodFacts, chain: [String], via: [String], conditional: Bool, depth: Int, bindings: [String: ControllerSource],
                  actor: [ControllerHop]) {
            for step in method.steps {
                let hop = step.hop.map { filled($0, facts: facts) }
                switch step.kind {
                case .call(let callee):
                    guard depth < maxDepth else { continue }
                    let targetChain = step.objectType.map { classChain($0, facts: facts) }
                        ?? hop.map { classChain($0.className, facts: facts, isController: true) } ?? chain
                    for type in targetChain {
                        if let target = facts.types[type]!.methods.first(where: { $0.baseName == callee || $0.name == callee }) {
                            let name = step.objectType == nil && hop == nil ? target.name : "\(type).\(target.name)"
                            if !via.contains(name) {
                                var passed: [String: ControllerSource] = [:]
                                for (k, parameter) in target.parameters.enumerated() where k < step.arguments.count {
                                    if let argument = step.arguments[k] { passed[parameter] = argument.substituting(bindings) }
                                }
                                walk(target, chain: targetChain, via: via + [name],
                                     conditional: conditional || step.conditional || step.objectType != nil || hop != nil, depth: depth + 1,
                                     bindings: passed, actor: actor + (hop.map { [$0] } ?? []))
                            }
                            break
                        }
                    }
                default:
                    var performed = step
                    if let pending = step.pending {
                        let bound = pending.substituting(bindings)
                        if bound.controllers.allSatisfy(\.isLiteral) {
                            performed = CodeStep(.navigation(bound), at: step.location, conditional: step.conditional, receiver: step.receiver,
                                                 settings: step.settings)
                        }
                    }
                    performed.hop = hop
                    if let caller = actor.last?.className ?? sceneClass {
                        performed = madeBy(caller, performed, facts: facts)
                    }
                    out.append(ReachedStep(step: performed, via: via, conditional: conditional || step.conditional, origin: step,
                                           actor: actor + (hop.map { [$0] } ?? [])))
                }
            }
        }
        walk(method, chain: chain, via: [method.name], conditional: false, depth: 0, bindings: [:], actor: [])
        return out
    }

    /// `hop` with the classes that pass its cast: its class and every class the sources declare
    /// below it.
    static func filled(_ hop: ControllerHop, facts: SourceFacts) -> ControllerHop {
        var hop = hop
        hop.classes = classes(below: hop.className, facts: facts)
        return hop
    }

    /// Every class the sources declare below `className` (its subclasses, theirs, …).
    static func classes(below className: String, facts: SourceFacts) -> [String] {
        facts.typeOrder.filter { type in
            var seen: Set<String> = [type]
            var superclass = facts.types[type]?.superclass.map { Self.className(customClass: $0) }
            while let name = superclass, seen.insert(name).inserted {
                if name == className { return true }
                superclass = facts.types[name]?.superclass.map { Self.className(customClass: $0) }
            }
            return false
        }
    }

    /// `step` as the controller of class `caller` makes it: a navigation call on a controller one
    /// of the app's objects holds (`HeldController`) is that controller's own when `caller` is of
    /// the held class or below it; else it is listed, not followed (the object holds another
    /// controller than the one that called it).
    static func madeBy(_ caller: String, _ step: CodeStep, facts: SourceFacts) -> CodeStep {
        guard let held = step.held, case .navigation(let action) = step.kind,
              caller != held.className, !classes(below: held.className, facts: facts).contains(caller) else { return step }
        var listed = step
        listed.kind = .unrecognised(call: action.name, reason: held.notTheCaller(caller))
        return listed
    }
}

private extension Substring {
    var nilIfEmpty: Substring? { isEmpty ? nil : self }
}
