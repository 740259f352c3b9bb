import SwiftParser
import SwiftSyntax

/// Reads one Swift method body, in source order, into `CodeStep`s. It follows local names
/// (`let sb = UIStoryboard(name: "Settings", bundle: nil)`, `let vc = sb.instantiate…`,
/// `let nav = UINavigationController(rootViewController: vc)`, `vc.modalPresentationStyle =
/// .fullScreen`) so that the navigation call names where its controller comes from; whatever
/// is not a literal stays `unknown`/`dynamic`; the method's parameters are
/// `ControllerSource.parameter`s, for a caller to bind. Receivers: `self`, the controller's
/// containers, a local that is `self`, the others `CallReceiver` names (the top of `self`'s
/// presentations, its window's root, the top of the window's presentations: a local walked along
/// `presentedViewController`, or a member the index knows returns one), and a property holding
/// one of the app's own objects (`ObjectProperties`: a coordinator); in such an object's methods,
/// a property holding one of the app's controllers (`HeldController`: `self.rootController`).
/// Names the index knows stand
/// for literals (`LiteralNames`, `StaticFactories`) are read as those literals, and the window
/// roots a launch method sets are kept (`windowRoots`).
/// Steps under `if`, `guard`, `switch`, loops, `?:`, `catch` and closures are `conditional`,
/// but for a closure `DispatchQueue.main.async` runs (it always runs, later).
final class MethodBodyReader: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private let file: String
    private(set) var steps: [CodeStep] = []
    private var conditionalDepth = 0
    private var controllers: [String: ControllerSource] = [:]
    /// Local names bound to a storyboard: the name (nil: the controller's own storyboard), or
    /// `.unknown` text when the name is not a literal.
    private var storyboards: [String: CodeStoryboard] = [:]
    /// The styles set on a local controller, with the conditional depth they were set at: a call
    /// hands over only those set at its depth or an enclosing one's (`if let button { nav.
    /// modalPresentationStyle = .popover } else { … = .formSheet }`, then `present(nav, …)`: which
    /// branch ran is not known, so neither style is taken).
    private var presentationStyles: [String: (style: String, depth: Int)] = [:]
    private var transitionStyles: [String: (style: String, depth: Int)] = [:]
    /// The method's parameters, and those a local of the same name hides.
    private let parameters: Set<String>
    private var shadowedParameters: Set<String> = []
    /// Locals that are `self` (`var top = self`), and those bound to another receiver: walked
    /// from `self` to the top of its presentations (`while let p = top.presentedViewController {
    /// top = p }`), the window's root, or a member that returns one of them.
    private var selfAliases: Set<String> = []
    private var receiverLocals: [String: CallReceiver] = [:]
    private let index: SwiftDeclarationIndex
    /// Locals bound to a string the reader knows (`let id = "Detail"`, `let id = Ids.detail`).
    private var strings: [String: String] = [:]
    /// A static method's body: `self` is the type, so `String(describing: self)` is its own name
    /// (`StaticFactories.ownTypeName`).
    private let isStatic: Bool
    /// What each `return` of the body (not of its closures or nested functions) hands back.
    private(set) var returned: [ControllerSource?] = []
    /// Every `rootViewController` the body sets on a window (the delegate's `window`, a local
    /// `UIWindow(…)`), in order: launch code's roots (`LaunchRoot`).
    private(set) var windowRoots: [(source: ControllerSource, location: SourceLocation, conditional: Bool)] = []
    /// Locals bound to a `UIWindow(…)`.
    private var windows: Set<String> = []
    /// Locals bound to one of the app's own objects (`let appDelegate = UIApplication.shared.delegate
    /// as! AppDelegate`), by name → type.
    private var objects: [String: String] = [:]
    /// Locals bound to another controller cast to a class (`guard let container = parent as?
    /// ContainerViewController`: `ControllerHop`).
    private var hopLocals: [String: ControllerHop] = [:]
    /// Every name the body binds, whatever to: such a name is not UIKit's property of that name
    /// (a local `parent` is not the controller's parent).
    private var boundNames: Set<String> = []
    /// The hop the navigation call being read is made on, while it is read (its steps are that
    /// controller's, and conditional).
    private var currentHop: ControllerHop?
    /// The controller one of the app's objects holds that the navigation call being read is made
    /// on, while it is read (`HeldController`: the call is read as that controller's own, and
    /// conditional).
    private var currentHeld: HeldController?

    /// The type whose method this is (for its properties: `ObjectProperties`).
    private let owner: String?

    /// What the body sets on its own controller or that controller's navigation controller
    /// (`ControllerSetting`), in source order; settings made on a local controller are handed to
    /// the navigation call that passes it (`localSettings`, with the conditional depth they were
    /// made at).
    private(set) var settings: [ControllerSetting] = []
    private var localSettings: [String: [(setting: ControllerSetting, depth: Int)]] = [:]
    /// Locals bound to a controller's `sheetPresentationController` (`if let sheet =
    /// vc.sheetPresentationController`), by name → the controller's path (empty: the body's own).
    private var sheetAliases: [String: [String]] = [:]
    /// `if let sheet = …sheetPresentationController` statements: they fail only where UIKit
    /// gives no sheet presentation controller, where setting its properties would do nothing, so
    /// they make nothing conditional.
    private var sheetBindings: Set<SyntaxIdentifier> = []

    init(converter: SourceLocationConverter, file: String, parameters: [String] = [], index: SwiftDeclarationIndex = .init(),
         isStatic: Bool = false, owner: String? = nil) {
        self.owner = owner
        self.converter = converter
        self.file = file
        self.parameters = Set(parameters)
        self.index = index
        self.isStatic = isStatic
        super.init(viewMode: .sourceAccurate)
    }

    private var nestedFunctions = 0
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if closureConditional.isEmpty, nestedFunctions == 0 { returned.append(node.expression.flatMap(controllerSource)) }
        return .visitChildren
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(file: file, line: node.startLocation(converter: converter).line)
    }

    private func add(_ kind: CodeStep.Kind, at node: some SyntaxProtocol, receiver: CallReceiver = .controller,
                     arguments: [ControllerSource?] = [], pending: NavigationAction? = nil, objectType: String? = nil,
                     settings: [ControllerSetting] = []) {
        steps.append(CodeStep(kind, at: location(node), conditional: conditionalDepth > 0 || currentHop != nil || currentHeld != nil,
                              receiver: receiver, arguments: arguments, pending: pending, objectType: objectType, settings: settings,
                              hop: currentHop, held: currentHeld))
    }

    // MARK: conditional contexts

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if node.elseBody == nil, !node.conditions.isEmpty, node.conditions.allSatisfy(isSheetBinding) {
            sheetBindings.insert(node.id)
            return .visitChildren
        }
        conditionalDepth += 1
        return .visitChildren
    }
    /// `if cond { return }`: what follows in the block is conditional.
    override func visitPost(_ node: IfExprSyntax) {
        if sheetBindings.remove(node.id) == nil { conditionalDepth -= 1 }
        if EarlyExitFinder.exits(node) { exitAfterward() }
    }
    /// `let sheet = sheetPresentationController`, `let sheet = vc.sheetPresentationController`.
    private func isSheetBinding(_ condition: ConditionElementSyntax) -> Bool {
        guard case .optionalBinding(let binding) = condition.condition, let value = binding.initializer?.value else { return false }
        return sheetOwner(value) != nil
    }
    /// The controller path whose `sheetPresentationController` `expr` is (empty: the body's own
    /// controller; one name: a local controller), or nil.
    private func sheetOwner(_ expr: ExprSyntax) -> [String]? {
        var path = Self.propertyPath(expr)
        if path.first == "self" { path.removeFirst() }
        guard path.last == "sheetPresentationController" else { return nil }
        let owner = Array(path.dropLast())
        if owner.isEmpty { return owner }
        guard owner.count == 1, controllers[owner[0]] != nil else { return nil }
        return owner
    }
    /// `self.navigationItem?.hidesBackButton` → `["self", "navigationItem", "hidesBackButton"]`.
    private static func propertyPath(_ expr: some SyntaxProtocol) -> [String] {
        expr.compactText(dropping: "?!").split(separator: ".").map(String.init)
    }

    /// A setting the assignment of `value` to the property at `path` makes (`ControllerSetting`):
    /// on the body's controller it is kept in `settings`, on a local controller until a call hands
    /// it over. False when the path is no such property (a value that is not literal sets nothing,
    /// but the assignment is still that property's: true).
    private func recordSetting(path: [String], value: some SyntaxProtocol, at node: some SyntaxProtocol) -> Bool {
        var path = path
        if let first = path.first, let owner = sheetAliases[first] { path = owner + ["sheetPresentationController"] + path.dropFirst() }
        guard let (controller, receiver, property) = ControllerSetting.target(of: path) else { return false }
        guard let value = ControllerSetting.value(of: property, text: value.compactText()) else { return true }
        let setting = ControllerSetting(receiver: receiver, property: property, value: value, location: location(node),
                                        conditional: conditionalDepth > 0)
        if controller.isEmpty {
            settings.append(setting)
        } else if controller.count == 1, controllers[controller[0]] != nil {
            localSettings[controller[0], default: []].append((setting, conditionalDepth))
        }
        return true
    }

    /// What the code set on the local `name` before a call made here, at this call's depth or
    /// an enclosing one's (a setting under an `if` the call is not in may not have been made).
    private func settings(handedOver name: String?) -> [ControllerSetting] {
        guard let name else { return [] }
        return (localSettings[name] ?? []).filter { $0.depth <= conditionalDepth }.map(\.setting)
    }
    /// The rest of each block after an early exit (a `guard`, an `if` that returns) is
    /// conditional: each open block counts the exits met in it, undone when it ends.
    private var exitsInBlock: [Int] = []
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind { exitsInBlock.append(0); return .visitChildren }
    override func visitPost(_ node: CodeBlockItemListSyntax) { conditionalDepth -= exitsInBlock.removeLast() }
    private func exitAfterward() {
        guard !exitsInBlock.isEmpty else { return }
        exitsInBlock[exitsInBlock.count - 1] += 1
        conditionalDepth += 1
    }
    private func isFollowedBinding(_ condition: ConditionElementSyntax) -> Bool {
        guard case .optionalBinding(let binding) = condition.condition, let value = binding.initializer?.value else { return false }
        if storyboardRef(value) != nil { return true }
        if sheetOwner(value) != nil { return true }
        // Xcode's scene delegate template: `guard let windowScene = (scene as? UIWindowScene)`.
        // For an app's window scene session UIKit passes a UIWindowScene, so the guard passes.
        if let cast = stripped(value, keepingCasts: true).as(SequenceExprSyntax.self), cast.elements.count == 3,
           let name = cast.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(name),
           cast.elements.last?.sourceText == "UIWindowScene" {
            return true
        }
        // A parameter cast (`guard let detail = vc as? DetailViewController`) may fail.
        guard let source = controllerSource(value) else { return false }
        return !source.mentionsParameter
    }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; return .visitChildren }
    /// What follows a `guard` in its block runs only when the guard passes: conditional too,
    /// unless every condition binds a controller or storyboard the reader follows (`guard let
    /// vc = storyboard?.instantiate…(…) else { return }`: that binding fails only where UIKit
    /// itself gives nil, which the explorer models).
    override func visitPost(_ node: GuardStmtSyntax) {
        conditionalDepth -= 1
        if !node.conditions.allSatisfy(isFollowedBinding) { exitAfterward() }
    }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { conditionalDepth -= 1 }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { conditionalDepth -= 1 }
    /// After `while let p = top.presentedViewController { top = p }` from `var top = self`,
    /// `top` is the top of `self`'s presentations (the loop holds nothing else).
    private var walks: Set<SyntaxIdentifier> = []
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        if let variable = PresentationWalk.walkedVariable(node),
           let walked = selfAliases.contains(variable) ? CallReceiver.topOfPresentations : receiverLocals[variable]?.walked {
            selfAliases.remove(variable)
            receiverLocals[variable] = walked
            walks.insert(node.id)
            return .skipChildren
        }
        conditionalDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: WhileStmtSyntax) {
        // Called for a walk too, whose children were skipped and which counted no condition.
        if walks.remove(node.id) != nil { return }
        conditionalDepth -= 1
    }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { conditionalDepth -= 1 }
    /// Whether each open closure made its steps conditional.
    private var closureConditional: [Bool] = []
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // A menu item's handler runs when the user chooses the item, not here: it is the item's
        // trigger (`TargetAction`), not this method's step.
        if TargetAction.isMenuItemHandler(node) {
            closureConditional.append(false)
            return .skipChildren
        }
        let conditional = !Self.isMainQueueWork(node)
        closureConditional.append(conditional)
        if conditional { conditionalDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        if closureConditional.removeLast() { conditionalDepth -= 1 }
    }
    /// The closure given to `DispatchQueue.main.async`/`asyncAfter` (trailing or `execute:`):
    /// it runs, on the main queue, after the method returns. Apps wrap navigation in it from
    /// completion handlers and `viewDidAppear`; one call at a time, explore performs it as the
    /// method's.
    private static func isMainQueueWork(_ closure: ClosureExprSyntax) -> Bool {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.sourceText
        return callee == "DispatchQueue.main.async" || callee == "DispatchQueue.main.asyncAfter"
    }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; return .visitChildren }
    override func visitPost(_ node: CatchClauseSyntax) { conditionalDepth -= 1 }
    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; return .visitChildren }
    override func visitPost(_ node: UnresolvedTernaryExprSyntax) { conditionalDepth -= 1 }
    /// A nested function runs only when called: its steps are conditional too.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; nestedFunctions += 1; return .visitChildren }
    override func visitPost(_ node: FunctionDeclSyntax) { conditionalDepth -= 1; nestedFunctions -= 1 }

    // MARK: local names

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            bind(name, to: value)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            if let value = node.initializer?.value {
                bind(name, to: value)
            }   // `if let vc {`: the name keeps what it was bound to
        }
        return .visitChildren
    }

    private func bind(_ name: String, to value: ExprSyntax) {
        let controller = controllerSource(value)
        let isSelf = stripped(value).sourceText == "self"
        let receiver = receiverKind(value)
        let string = literal(value)
        boundNames.insert(name)
        controllers[name] = nil
        storyboards[name] = nil
        strings[name] = string
        selfAliases.remove(name)
        receiverLocals[name] = nil
        if parameters.contains(name) { shadowedParameters.insert(name) }
        windows.remove(name)
        objects[name] = nil
        hopLocals[name] = nil
        localSettings[name] = nil
        sheetAliases[name] = nil
        if let owner = sheetOwner(value) {
            sheetAliases[name] = owner
            return
        }
        if let object = objectType(stripped(value, keepingCasts: true)) {
            objects[name] = object
            return
        }
        if let hop = hop(value) {
            hopLocals[name] = hop
            return
        }
        if let call = stripped(value).as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "UIWindow" {
            windows.insert(name)
            return
        }
        if let storyboard = storyboardRef(value) {
            storyboards[name] = storyboard
        } else if let controller {
            controllers[name] = controller
        } else if isSelf {
            selfAliases.insert(name)
        } else if let receiver {
            receiverLocals[name] = receiver
        }
    }

    /// The receiver `expr` is, other than the controller: the window's root (`WindowRoots`), a
    /// local bound to a receiver, or a member the index knows returns one (`topViewController`,
    /// `self.topViewController`, `topViewController()`, not hidden by a local).
    private func receiverKind(_ expr: ExprSyntax) -> CallReceiver? {
        var e = stripped(expr)
        if WindowRoots.isWindowRoot(e) || isDelegatesOwnWindowRoot(e) { return .windowRoot }
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil { e = call.calledExpression }
        if let reference = e.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = receiverLocals[name] { return local }
            return isLocal(name) ? nil : index.receiverMembers[name]
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base?.sourceText == "self" {
            return index.receiverMembers[member.declName.baseName.text]
        }
        return nil
    }

    /// In an app or scene delegate's method, `window?.rootViewController` (its own window's root,
    /// the app's one window).
    private func isDelegatesOwnWindowRoot(_ expr: ExprSyntax) -> Bool {
        guard let owner, !isLocal("window") else { return false }
        let text = expr.compactText(dropping: "?!")
        guard text == "window.rootViewController" || text == "self.window.rootViewController" else { return false }
        let ancestry = index.ancestry(of: owner)
        return ancestry.contains("UIApplicationDelegate") || ancestry.contains("UIWindowSceneDelegate")
    }

    private func isLocal(_ name: String) -> Bool {
        controllers[name] != nil || storyboards[name] != nil || strings[name] != nil || selfAliases.contains(name)
            || receiverLocals[name] != nil || parameters.contains(name) || objects[name] != nil || hopLocals[name] != nil
    }

    /// Assignments: a style set on a controller, `tabBarController?.selectedIndex = n`, or a
    /// local name rebound.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0], value = elements[2]
        // A setting that changes what the user can do (`navigationItem.hidesBackButton = true`,
        // `isModalInPresentation = true`, `sheet.detents = […]`): not a local of that name.
        let path = Self.propertyPath(target)
        if path.count > 1 || (path.first.map { !isLocal($0) } ?? false), recordSetting(path: path, value: value, at: node) {
            return .visitChildren
        }
        if let member = target.as(MemberAccessExprSyntax.self) {
            let property = member.declName.baseName.text
            let base = member.base.map { stripped($0) }
            let baseName = base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            switch property {
            case "modalPresentationStyle", "modalTransitionStyle":
                if let baseName, let style = caseName(value) {
                    if property == "modalPresentationStyle" {
                        presentationStyles[baseName] = (style, conditionalDepth)
                    } else {
                        transitionStyles[baseName] = (style, conditionalDepth)
                    }
                }
            case "rootViewController":
                // `window?.rootViewController = …` on the delegate's window or a local UIWindow.
                if let base, let window = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? selfMember(base),
                   window == "window" || windows.contains(window) {
                    windowRoots.append((controllerSource(value) ?? .unknown(value.sourceText), location(node), conditionalDepth > 0))
                }
            case "viewControllers":
                // `tab.viewControllers = [a, b]` on a tab bar controller made here.
                if let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text, controllers[name]?.isTabBarMadeHere == true,
                   let array = stripped(value).as(ArrayExprSyntax.self) {
                    controllers[name] = .tabBar(array.elements.map { controllerSource($0.expression) ?? .unknown($0.expression.sourceText) })
                }
            case "selectedIndex":
                if let base, base.sourceText.hasSuffix("tabBarController") {
                    if let index = value.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue {
                        add(.navigation(.selectTab(index: index)), at: node)
                    } else {
                        add(.dynamic(call: "tabBarController.selectedIndex", reason: "index \(value.sourceText) is not a literal"), at: node)
                    }
                }
            default: break
            }
        } else if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
            bind(name, to: value)
        }
        return .visitChildren
    }

    /// `self.window` → `window`.
    private func selfMember(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base.map({ stripped($0).sourceText }) == "self" else { return nil }
        return member.declName.baseName.text
    }

    /// A tab bar controller made in this body (`UITabBarController()`, before or after its tabs are set).
    /// `.fullScreen`, `UIModalPresentationStyle.fullScreen`.
    private func caseName(_ value: ExprSyntax) -> String? {
        value.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    // MARK: calls

    private static let navigationNames = NavigationNamedHelpers.baseNames

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        var name: String?
        var receiver: ExprSyntax?
        var rawReceiver: ExprSyntax?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            // An implicit member (`.now()`, `.init(…)`) is a type's, not the controller's.
            guard let base = member.base else { return .visitChildren }
            name = member.declName.baseName.text
            receiver = stripped(base)
            rawReceiver = base
        }
        guard let name else { return .visitChildren }
        // `self?.navigationController` (a closure holding self weakly) is self's; a local that
        // is `self` is self.
        var receiverText = receiver.map { r -> String in
            let text = r.sourceText
            return text.hasPrefix("self?.") ? "self." + text.dropFirst("self?.".count) : text
        }
        if let text = receiverText, selfAliases.contains(text) { receiverText = "self" }
        let special = receiver.flatMap(receiverKind)
        let onSelf = receiverText == nil || receiverText == "self"
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text }
        if name == "setHidesBackButton", let receiver, let value = arguments.first, labels.first == .some(nil),
           recordSetting(path: Self.propertyPath(receiver) + ["hidesBackButton"], value: value.expression, at: node) {
            return .visitChildren
        }
        if let rawReceiver, let hop = hop(rawReceiver) {
            // Another controller, cast: its navigation call, or its class's method run as it.
            currentHop = hop
            defer { currentHop = nil }
            if Self.navigationNames.contains(name) {
                navigation(name, labels: labels, arguments: arguments, receiver: nil, special: nil, node: node)
            } else if name.first?.isLowercase == true {
                add(.call(method: name), at: node, arguments: arguments.map { controllerSource($0.expression) })
            }
            return .visitChildren
        }
        if name == "setViewControllers", let local = receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text, controllers[local]?.isTabBarMadeHere == true,
           let array = arguments.first.map({ stripped($0.expression) })?.as(ArrayExprSyntax.self) {
            // The tabs of a tab bar controller made here (launch code), not a navigation.
            controllers[local] = .tabBar(array.elements.map { controllerSource($0.expression) ?? .unknown($0.expression.sourceText) })
        } else if Self.navigationNames.contains(name) {
            if special == nil, let receiver, let (held, rest) = held(receiver) {
                // A controller the object holds (`self.rootController.performSegue(…)`): its own call.
                currentHeld = held
                defer { currentHeld = nil }
                navigation(name, labels: labels, arguments: arguments, receiver: rest.isEmpty ? nil : rest.joined(separator: "."),
                           special: nil, node: node)
                return .visitChildren
            }
            navigation(name, labels: labels, arguments: arguments, receiver: receiverText, special: special, node: node)
        } else if onSelf, let first = name.first, first.isLowercase, !Self.ignoredSelfCalls.contains(name) {
            add(.call(method: name), at: node, arguments: arguments.map { controllerSource($0.expression) })
        } else if let object = receiver.flatMap(objectType) ?? rawReceiver.flatMap({ objectType(stripped($0, keepingCasts: true)) }),
                  name.first?.isLowercase == true {
            add(.call(method: name), at: node, arguments: arguments.map { controllerSource($0.expression) }, objectType: object)
        }
        return .visitChildren
    }

    /// The other controller `expr` names, cast to a class (`ControllerHop`): `parent as?
    /// Container`, a window's root cast, or a local bound to one.
    private func hop(_ expr: ExprSyntax) -> ControllerHop? {
        if let name = stripped(expr).as(DeclReferenceExprSyntax.self)?.baseName.text, let local = hopLocals[name] { return local }
        return ControllerHop.read(expr, isLocal: { [self] in isLocal($0) || boundNames.contains($0) }) { [self] in
            WindowRoots.isWindowRoot($0) || isDelegatesOwnWindowRoot($0)
        }
    }

    /// The controller the method's object holds that `receiver` names (`rootController`,
    /// `self.rootController.navigationController`: `HeldController`), with what is left of the
    /// path; nil in a controller's methods, for a name the method binds, or for anything else.
    private func held(_ receiver: ExprSyntax) -> (HeldController, [String])? {
        guard let owner else { return nil }
        var path = Self.propertyPath(receiver)
        if path.first == "self" {
            path.removeFirst()
        } else if let first = path.first, isLocal(first) || boundNames.contains(first) {
            return nil
        }
        guard let read = HeldController.read(path: path, owner: owner, heldClass: {
            index.objects.heldControllerClass(of: owner, property: $0, index: index)
        }) else { return nil }
        return (read.held, read.rest)
    }

    /// The app's object type a receiver holds: `coordinator`, `self.coordinator` (a property of
    /// the method's type, not hidden by a local) whose type `ObjectProperties` knows; the app
    /// delegate (`UIApplication.shared.delegate as? AppDelegate`, `AppDelegate.shared` where a
    /// static `shared` returns that cast), or a local bound to one of them.
    private func objectType(_ receiver: ExprSyntax) -> String? {
        if let reference = receiver.as(DeclReferenceExprSyntax.self), let local = objects[reference.baseName.text] { return local }
        if let delegate = index.objects.appDelegateType(receiver, index: index) { return delegate }
        guard let owner else { return nil }
        let property: String
        if let reference = receiver.as(DeclReferenceExprSyntax.self), !isLocal(reference.baseName.text) {
            property = reference.baseName.text
        } else if let member = receiver.as(MemberAccessExprSyntax.self), member.base.map({ stripped($0).sourceText }) == "self" {
            property = member.declName.baseName.text
        } else {
            return nil
        }
        return index.objects.objectType(of: owner, property: property, index: index)
    }

    /// Calls on self that are never the class's own navigation helpers.
    private static let ignoredSelfCalls: Set<String> = ["print", "assert", "precondition", "fatalError", "super"]

    private func navigation(_ name: String, labels: [String?], arguments: [LabeledExprSyntax], receiver: String?, special: CallReceiver?,
                            node: FunctionCallExprSyntax) {
        let uikitForm = Self.isUIKitForm(name, labels: labels, receiver: receiver)
        // Another object's `present`/`dismiss` (an alert's, a custom type's) is not the scene's:
        // listed when it has UIKit's form (it may well navigate), never performed. A `present` or
        // `dismiss` on a receiver the reader recognises (the top of the controller's
        // presentations, its window's root) is followed.
        let followedOn = uikitForm && (name == "present" || name == "dismiss") ? special : nil
        if let receiver, !Self.controllerReceivers.contains(receiver), followedOn == nil {
            if uikitForm {
                add(.unrecognised(call: name, reason: "called on \(receiver), not on the controller or its containers"), at: node)
            }
            return
        }
        // The name of UIKit's call with other arguments (an app's own helper,
        // `performSegue(.showAdmin)`): listed, never performed. Without arguments
        // (`show()`, `dismiss()`) it is the class's own method of that name, followed as any.
        if !uikitForm {
            if name == "setViewControllers", (receiver ?? "").contains("tabBar") {
                add(.unrecognised(call: name, reason: "a tab bar controller's setViewControllers, not a navigation stack"), at: node)
            } else if !arguments.isEmpty, receiver == nil || receiver == "self",
                      let helper = index.navigationHelpers.resolve(name, labels: labels) {
                // The app's own method of that name (`present(inNav:button:)`: `NavigationNamedHelpers`),
                // followed as any helper, each argument at its parameter's place.
                var passed = [ControllerSource?](repeating: nil, count: helper.parameterCount)
                for (k, position) in helper.positions.enumerated() { passed[position] = controllerSource(arguments[k].expression) }
                add(.call(method: helper.fullName), at: node, arguments: passed)
            } else if !arguments.isEmpty {
                let form = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
                add(.unrecognised(call: name, reason: "\(name)\(form) is not UIKit's form"), at: node)
            } else if receiver == nil || receiver == "self", currentHeld == nil {
                add(.call(method: name), at: node)
            }
            return
        }
        var handedOver: String?
        func controller(_ index: Int) -> (ControllerSource, String?, String?) {
            let expr = arguments[index].expression
            let source = controllerSource(expr) ?? .unknown(expr.sourceText)
            let key = stripped(expr).as(DeclReferenceExprSyntax.self)?.baseName.text
            handedOver = key
            func made(_ set: (style: String, depth: Int)?) -> String? { set.flatMap { $0.depth <= conditionalDepth ? $0.style : nil } }
            return (source, made(key.flatMap { presentationStyles[$0] }), made(key.flatMap { transitionStyles[$0] }))
        }
        let callReceiver = followedOn ?? .controller
        func emit(_ action: NavigationAction) {
            if let unknown = action.controllers.first(where: { !$0.isLiteral }) {
                // Only the method's parameters unknown: a caller may bind them.
                let pending = action.controllers.allSatisfy(\.awaitsOnlyParameters) ? action : nil
                add(.dynamic(call: name, reason: "\(unknown)"), at: node, receiver: callReceiver, pending: pending)
            } else {
                add(.navigation(action), at: node, receiver: callReceiver, settings: settings(handedOver: handedOver))
            }
        }
        switch name {
        case "performSegue":
            let expr = arguments[0].expression
            if let identifier = literal(expr) {
                add(.navigation(.performSegue(identifier: identifier)), at: node)
            } else {
                add(.dynamic(call: name, reason: "identifier \(expr.sourceText) is not a literal"), at: node)
            }
        case "present":
            let (c, style, transition) = controller(0)
            emit(.present(c, presentationStyle: style, transitionStyle: transition))
        case "show":
            emit(.show(controller(0).0))
        case "showDetailViewController":
            emit(.showDetail(controller(0).0))
        case "pushViewController":
            emit(.push(controller(0).0))
        case "setViewControllers":
            if let array = arguments[0].expression.as(ArrayExprSyntax.self) {
                emit(.setViewControllers(array.elements.map { controllerSource($0.expression) ?? .unknown($0.expression.sourceText) }))
            } else {
                add(.dynamic(call: name, reason: "\(arguments[0].expression.sourceText) is not an array literal"), at: node)
            }
        case "popViewController":
            add(.navigation(.pop), at: node)
        case "popToRootViewController":
            add(.navigation(.popToRoot), at: node)
        case "dismiss":
            add(.navigation(.dismiss), at: node, receiver: callReceiver)
        default:
            break
        }
    }

    /// True when the arguments' labels are those of the UIKit method the reader recognises by
    /// that name (`present(_:animated:…)`, `show(_:sender:)`, `dismiss(animated:…)`, …); a tab bar
    /// controller's `setViewControllers` is not a scene's navigation.
    private static func isUIKitForm(_ name: String, labels: [String?], receiver: String?) -> Bool {
        switch name {
        case "performSegue": labels.first == "withIdentifier"
        case "present": labels.first == .some(nil) && labels.count >= 2
        case "show", "showDetailViewController": labels == [nil, "sender"]
        case "pushViewController": labels.first == .some(nil)
        case "setViewControllers": labels.first == .some(nil) && !(receiver ?? "").contains("tabBar")
        case "popViewController", "popToRootViewController", "dismiss": labels.first == "animated"
        default: false
        }
    }

    /// The receivers a scene's navigation is called on: the controller itself or its containers.
    private static let controllerReceivers: Set<String> = [
        "self", "navigationController", "self.navigationController", "tabBarController", "self.tabBarController",
        "splitViewController", "self.splitViewController", "presentingViewController", "self.presentingViewController",
        "parent", "self.parent",
    ]

    // MARK: expressions

    /// `x!`, `x?`, `(x)`, `x as! T` → x (`keepingCasts`: the cast stays).
    private func stripped(_ expr: ExprSyntax, keepingCasts: Bool = false) -> ExprSyntax {
        if let e = expr.as(ForceUnwrapExprSyntax.self) { return stripped(e.expression, keepingCasts: keepingCasts) }
        if let e = expr.as(OptionalChainingExprSyntax.self) { return stripped(e.expression, keepingCasts: keepingCasts) }
        if let e = expr.as(TupleExprSyntax.self), e.elements.count == 1, let only = e.elements.first, only.label == nil {
            return stripped(only.expression, keepingCasts: keepingCasts)
        }
        if keepingCasts { return expr }
        if let e = expr.as(SequenceExprSyntax.self), let first = e.elements.first, e.elements.count == 3,
           e.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return stripped(first)
        }
        if let e = expr.as(AsExprSyntax.self) { return stripped(e.expression) }
        if let e = expr.as(TryExprSyntax.self) { return stripped(e.expression) }
        return expr
    }

    /// A string the source fixes: a literal, a local bound to one, `String(describing: X.self)`,
    /// or a name the index knows stands for one (`LiteralNames`: `X.identifier`,
    /// `Ids.detail`, `Segue.show.rawValue`, a top-level constant); in a static method,
    /// `String(describing: self)` is the type's own name, for `StaticFactories`.
    private func literal(_ expr: ExprSyntax) -> String? {
        let e = stripped(expr)
        if let string = e.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return string }
        if let type = LiteralNames.describedType(e) { return type }
        if isStatic, LiteralNames.isOwnTypeName(e) { return StaticFactories.ownTypeName }
        let names = index.literals
        if let reference = e.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = strings[name] { return local }
            if isLocal(name) { return nil }
            if isStatic, names.typeNameProperties[name] != nil { return StaticFactories.ownTypeName }
            // A property of the method's type of that name is what the name means there.
            if let owner, index.objects.hasProperty(owner, name, index: index) { return nil }
            return names.constants[name]
        }
        guard let member = e.as(MemberAccessExprSyntax.self), let base = member.base.map({ stripped($0) }) else { return nil }
        let property = member.declName.baseName.text
        // `Segue.showAbout.rawValue`
        if property == "rawValue", let inner = base.as(MemberAccessExprSyntax.self),
           let enumName = inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return names.rawValues["\(enumName).\(inner.declName.baseName.text)"]
        }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        if isStatic, type == "self" || type == "Self", names.typeNameProperties[property] != nil { return StaticFactories.ownTypeName }
        guard type.first?.isUppercase == true, type != "Self" else { return nil }
        if let constant = names.constants["\(type).\(property)"] { return constant }
        if let declaring = names.typeNameProperties[property], index.ancestry(of: type).contains(where: declaring.contains) { return type }
        return nil
    }

    /// A storyboard expression: `storyboard`, `self.storyboard` (the controller's own),
    /// `UIStoryboard(name: "X", bundle: …)`, or a local name bound to one.
    func storyboardRef(_ expr: ExprSyntax) -> CodeStoryboard? {
        let e = stripped(expr)
        // A local name first (`let storyboard = UIStoryboard(name: "Settings", …)` shadows the property).
        if let reference = e.as(DeclReferenceExprSyntax.self), let local = storyboards[reference.baseName.text] { return local }
        let text = e.sourceText
        if text == "storyboard" || text == "self.storyboard" { return .named(nil) }
        if e.is(DeclReferenceExprSyntax.self) { return nil }
        // `UIStoryboard.main`, `Storyboards.settings`: a static property the index knows.
        if let member = e.as(MemberAccessExprSyntax.self), let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let name = index.literals.storyboards["\(type).\(member.declName.baseName.text)"] {
            return .named(name)
        }
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "UIStoryboard",
           let nameArgument = call.arguments.first, nameArgument.label?.text == "name" {
            if let name = literal(nameArgument.expression) { return .named(name) }
            return .unknown("storyboard name \(nameArgument.expression.sourceText)")
        }
        return nil
    }

    /// A controller expression: an instantiation from a storyboard, a controller made in code,
    /// a navigation controller around one, or a local name bound to one; nil when the
    /// expression is none of these (the caller reports it as not literal).
    func controllerSource(_ expr: ExprSyntax) -> ControllerSource? {
        let e = stripped(expr)
        if let reference = e.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = controllers[name] { return local }
            return parameters.contains(name) && !shadowedParameters.contains(name) ? .parameter(name) : nil
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        let arguments = Array(call.arguments)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let method = member.declName.baseName.text
            if let className = base.as(DeclReferenceExprSyntax.self)?.baseName.text, className.first?.isUppercase == true,
               arguments.isEmpty, let made = index.factories.controller(type: className, method: method, index: index) {
                return made
            }
            if let className = base.as(DeclReferenceExprSyntax.self)?.baseName.text, className.first?.isUppercase == true,
               className.hasSuffix("Controller") {
                return .factory(className: className, method: "\(className).\(method)(\(arguments.map { "\($0.label?.text ?? "_"):" }.joined()))")
            }
            let instantiation: CodeStoryboard.Instantiation
            if arguments.count == 1, let first = arguments.first, index.storyboardTypeMethods.contains(method: method, label: first.label?.text) {
                // The app's `instantiateViewController(Detail.self)` (`StoryboardTypeInstantiations`).
                instantiation = StoryboardTypeInstantiations.className(stripped(first.expression), isStatic: isStatic)
                    .map { .identifier($0) } ?? .notLiteral(first.expression.trimmedDescription)
            } else if method == "instantiateInitialViewController" {
                instantiation = .initial
            } else if method == "instantiateViewController", let first = arguments.first,
                      first.label?.text == "withIdentifier" || first.label?.text == "identifier" {
                instantiation = literal(first.expression).map { .identifier($0) } ?? .notLiteral(first.expression.sourceText)
            } else {
                return nil
            }
            return CodeStoryboard.controller(instantiation, on: storyboardRef(base), text: base.sourceText)
        }
        guard let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let first = typeName.first, first.isUppercase else { return nil }
        if typeName == "UINavigationController", let root = arguments.first, root.label?.text == "rootViewController" {
            return .navigationWrapping(controllerSource(root.expression) ?? .unknown(root.expression.sourceText))
        }
        // A name ending in `Controller`, or a view controller class the sources declare
        // (`ButtonAnimationExample: InputAccessoryExampleViewController`).
        guard typeName.hasSuffix("Controller") || index.isViewController(typeName) else { return nil }
        return .codeMade(className: typeName)
    }
}

/// Whether an `if` leaves its enclosing code on some branch (`return`, `throw`, `break`,
/// `continue`), not counting nested closures and functions, whose exits are their own.
final class EarlyExitFinder: SyntaxVisitor {
    private var found = false

    static func exits(_ node: IfExprSyntax) -> Bool {
        let finder = EarlyExitFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
