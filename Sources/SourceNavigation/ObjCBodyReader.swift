/// Reads one Objective-C method body, in source order, into `CodeStep`s (and, for
/// `shouldPerformSegueWithIdentifier:sender:`, `SegueGate`s): statement by statement, following
/// local names and styles set on them; message sends are recognised by selector. Steps under
/// `if`/`else`/`for`/`while`/`switch` and inside blocks (`^{ … }`) are `conditional`. The
/// method's parameters are `ControllerSource.parameter`s, for a caller (`[self presentOnTop:vc]`)
/// to bind, as in Swift. As Swift's reader, it follows (with the declarations of every file,
/// `ObjCDeclarations`) messages to another controller cast to a class (`[(Container *)self.
/// parentViewController showDetail]`, a local `Container *c = (Container *)self.
/// parentViewController;`: `ControllerHop`), to one of the app's objects a property holds
/// (`[self.coordinator showDetail]`, a delegate the coordinator implements) or the app delegate
/// (`[(AppDelegate *)[UIApplication sharedApplication].delegate showLogin]`), `present`/`dismiss`
/// on the window's root, navigation such an object sends to a controller it holds
/// (`[self.rootController performSegueWithIdentifier:…]`: `HeldController`), and the roots launch
/// code sets on its window (`windowRoots`).
struct ObjCBodyReader {
    private var tokens: [ObjCTokenizer.Token]
    private let file: String
    private let insideBlock: Bool
    private(set) var steps: [CodeStep] = []
    private(set) var gates: [SegueGate] = []
    private var controllers: [String: ControllerSource] = [:]
    private var storyboards: [String: CodeStoryboard] = [:]
    private var presentationStyles: [String: String] = [:]
    private var transitionStyles: [String: String] = [:]
    /// What the body sets on its own controller or its navigation controller
    /// (`ControllerSetting`); settings on a local controller wait for the call that hands it over.
    private(set) var settings: [ControllerSetting] = []
    private var localSettings: [String: [ControllerSetting]] = [:]
    /// Locals holding a controller's `sheetPresentationController` → that controller's path.
    private var sheetAliases: [String: [String]] = [:]
    /// The method's parameters, and those a local of the same name hides.
    private let parameters: Set<String>
    private var shadowedParameters: Set<String> = []
    /// The class whose method this is, and what every file declares.
    private let owner: String?
    private let declarations: ObjCDeclarations
    /// Locals bound to another controller cast to a class, and to one of the app's objects.
    private var hopLocals: [String: ControllerHop] = [:]
    private var objects: [String: String] = [:]
    /// Locals that are `self` (`UIViewController *top = self;`), and those a walk along
    /// `presentedViewController` made the top of a chain of presentations (`PresentationWalk`'s
    /// Objective-C form: `while (top.presentedViewController) { top = top.presentedViewController; }`).
    private var selfAliases: Set<String> = []
    private var receiverLocals: [String: CallReceiver] = [:]
    /// Every `rootViewController` the body sets on its window (`self.window`, a local `UIWindow`).
    private(set) var windowRoots: [(source: ControllerSource, location: SourceLocation, conditional: Bool)] = []
    /// The selectors the body wires with `self` as the target (`TargetAction.objC`).
    private(set) var targetActions: [TargetAction] = []
    private var windows: Set<String> = []

    /// What a condition tests: an identifier compared with a literal (`[identifier
    /// isEqualToString:@"x"]`), or anything else.
    private enum Condition: Equatable { case identifier(String), other }

    init(tokens: [ObjCTokenizer.Token], file: String, insideBlock: Bool = false, parameters: [String] = [],
         owner: String? = nil, declarations: ObjCDeclarations = .init()) {
        self.owner = owner
        self.declarations = declarations
        self.parameters = Set(parameters)
        self.tokens = tokens
        self.file = file
        self.insideBlock = insideBlock
    }

    private func isPunctuation(_ c: Character, _ at: Int) -> Bool {
        at >= 0 && at < tokens.count && tokens[at].kind == .punctuation(c.asciiValue!)
    }

    private func word(_ at: Int) -> String? {
        guard at >= 0, at < tokens.count, case .word(let w) = tokens[at].kind else { return nil }
        return w
    }

    mutating func run() {
        readBlocks()
        var index = 0
        var contexts: [Condition?] = []
        var pending: Condition?
        /// The depths of the blocks an `if (…) return;` left early: what follows in them is
        /// conditional, as after Swift's early exits.
        var exits: [Int] = []
        /// The depths of the main-queue blocks open (`dispatch_async(dispatch_get_main_queue(), ^{`).
        var mainQueueBlocks: [Int] = []
        while index < tokens.count {
            if let caret = mainQueueCaret(from: index) {
                // Its block runs, later, on the main queue: as certain as the code around it.
                contexts.append(pending)
                pending = nil
                mainQueueBlocks.append(contexts.count)
                index = caret + 2
                continue
            }
            if isPunctuation("{", index) {
                contexts.append(pending ?? .other)
                pending = nil
                index += 1
                continue
            }
            if isPunctuation("}", index) {
                let closesMainQueueBlock = mainQueueBlocks.last == contexts.count
                if !contexts.isEmpty { contexts.removeLast() }
                exits.removeAll { $0 > contexts.count }
                index += 1
                if closesMainQueueBlock {
                    mainQueueBlocks.removeLast()
                    if isPunctuation(")", index) { index += 1 }
                    if isPunctuation(";", index) { index += 1 }
                }
                continue
            }
            if isPunctuation(";", index) {
                pending = nil
                index += 1
                continue
            }
            if let keyword = word(index) {
                switch keyword {
                case "while" where walk(at: index) != nil:
                    let (variable, end) = walk(at: index)!
                    receiverLocals[variable] = selfAliases.contains(variable) ? .topOfPresentations : .topOfWindow
                    selfAliases.remove(variable)
                    index = end
                    continue
                case "if", "while", "for", "switch":
                    index += 1
                    let start = index
                    index = closingParen(from: index)
                    pending = keyword == "if" ? condition(Array(tokens[start..<index])) : .other
                    continue
                case "else", "do":
                    pending = .other
                    index += 1
                    continue
                case "case", "default":
                    while index < tokens.count, !isPunctuation(":", index) { index += 1 }
                    index += 1
                    continue
                default:
                    break
                }
            }
            // A statement, to its `;` (or a brace) at depth 0.
            let start = index
            var depth = 0
            while index < tokens.count {
                if isPunctuation("(", index) || isPunctuation("[", index) { depth += 1 }
                if isPunctuation(")", index) || isPunctuation("]", index) { depth -= 1 }
                if depth <= 0, isPunctuation(";", index) || isPunctuation("{", index) || isPunctuation("}", index) { break }
                index += 1
            }
            let conditions = contexts.compactMap { $0 } + (pending.map { [$0] } ?? [])
            let isReturn = word(start) == "return"
            let exited = !isReturn && exits.contains { $0 <= contexts.count }
            statement(Array(tokens[start..<index]), conditions: conditions + (exited ? [.other] : []))
            if isReturn, !conditions.isEmpty {
                // `if (…) return;` leaves the block the `if` is in; `if (…) { …; return; }` too.
                exits.append(pending != nil ? contexts.count : max(contexts.count - 1, 0))
            }
        }
        steps.sort { $0.location.line < $1.location.line }
    }

    /// At a statement `dispatch_async(dispatch_get_main_queue(), ^{` (or `dispatch_after(…,
    /// dispatch_get_main_queue(), ^{`): the index of its `^`, else nil.
    private func mainQueueCaret(from index: Int) -> Int? {
        guard word(index) == "dispatch_async" || word(index) == "dispatch_after" else { return nil }
        var i = index + 1
        while i < tokens.count, !isPunctuation(";", i), !isPunctuation("^", i) { i += 1 }
        return isMainQueueBlock(at: i) ? i : nil
    }

    /// Whether the `^` at `index` opens a block given to the main queue: `dispatch_get_main_queue(), ^{`.
    private func isMainQueueBlock(at index: Int) -> Bool {
        isPunctuation("^", index) && isPunctuation("{", index + 1) && isPunctuation(",", index - 1) && isPunctuation(")", index - 2)
            && isPunctuation("(", index - 3) && word(index - 4) == "dispatch_get_main_queue"
    }

    /// Reads each block (`^{ … }`, `^(args) { … }`) as a body of its own whose steps are
    /// conditional, and blanks it out of this body; a block given to the main queue stays, read
    /// with the body (`mainQueueCaret`).
    private mutating func readBlocks() {
        var index = 0
        while index < tokens.count {
            guard isPunctuation("^", index), !isMainQueueBlock(at: index) else { index += 1; continue }
            var open = index + 1
            while open < tokens.count, !isPunctuation("{", open), !isPunctuation(";", open) { open += 1 }
            guard isPunctuation("{", open) else { index += 1; continue }
            let close = ObjCNavigationReader.matchingBrace(tokens, from: open)
            // A menu item's handler runs when the item is chosen: the item's trigger (`ObjCMenuItems`).
            if ObjCMenuItems.isHandler(tokens, caret: index) {
                tokens.replaceSubrange(index..<min(close + 1, tokens.count), with: [ObjCTokenizer.Token(kind: .word("block"), line: tokens[index].line)])
                index += 1
                continue
            }
            var inner = ObjCBodyReader(tokens: Array(tokens[(open + 1)..<min(close, tokens.count)]), file: file, insideBlock: true,
                                       parameters: Array(parameters), owner: owner, declarations: declarations)
            inner.shadowedParameters = shadowedParameters
            inner.controllers = controllers
            inner.storyboards = storyboards
            inner.run()
            steps += inner.steps
            targetActions += inner.targetActions
            let line = tokens[index].line
            let end = min(close + 1, tokens.count)
            tokens.replaceSubrange(index..<end, with: [ObjCTokenizer.Token(kind: .word("block"), line: line)])
            index += 1
        }
    }

    /// At `while`: the variable of a walk to the top of the presentations from `self` or the
    /// window's root (`while (top.presentedViewController) { top = top.presentedViewController; }`,
    /// `!= nil` allowed), and the index after the loop; nil for any other loop.
    private func walk(at index: Int) -> (String, Int)? {
        var i = index + 1
        func expect(_ c: Character) -> Bool {
            guard isPunctuation(c, i) else { return false }
            i += 1
            return true
        }
        func expectWord(_ w: String? = nil) -> String? {
            guard let found = word(i), w == nil || found == w else { return nil }
            i += 1
            return found
        }
        guard expect("("), let variable = expectWord(), expect("."), expectWord("presentedViewController") != nil else { return nil }
        if isPunctuation("!", i) { guard expect("!"), expect("="), expectWord("nil") != nil else { return nil } }
        guard expect(")"), expect("{"), expectWord(variable) != nil, expect("="), expectWord(variable) != nil, expect("."),
              expectWord("presentedViewController") != nil, expect(";"), expect("}") else { return nil }
        guard selfAliases.contains(variable) || receiverLocals[variable] == .windowRoot else { return nil }
        return (variable, i)
    }

    /// At `(`: the index after its matching `)`.
    private func closingParen(from: Int) -> Int {
        guard isPunctuation("(", from) else { return from }
        var depth = 0
        var i = from
        while i < tokens.count {
            if isPunctuation("(", i) { depth += 1 }
            if isPunctuation(")", i) { depth -= 1; if depth == 0 { return i + 1 } }
            i += 1
        }
        return i
    }

    /// `([identifier isEqualToString:@"x"])` or `([@"x" isEqualToString:identifier])`.
    private func condition(_ group: [ObjCTokenizer.Token]) -> Condition {
        var inner = Array(group.dropFirst().dropLast())
        if inner.first?.kind == .punctuation(UInt8(ascii: "[")) {
            var i = 0
            if case .message(let receiver, "isEqualToString:", let arguments, _) = ObjCExpression.parseMessage(inner, &i), i == inner.count {
                if case .string(let s) = arguments.first { return .identifier(s) }
                if case .string(let s) = receiver { return .identifier(s) }
            }
        }
        inner.removeAll()
        return .other
    }

    private mutating func statement(_ statement: [ObjCTokenizer.Token], conditions: [Condition]) {
        guard let first = statement.first else { return }
        let conditional = insideBlock || !conditions.isEmpty
        if case .word("return") = first.kind {
            var i = 1
            let value = ObjCExpression.parse(statement, &i, stops: [])
            visit(value, conditional: conditional)
            if value.text != "YES" && value.text != "true" {
                let identifiers = conditions.compactMap { c -> String? in if case .identifier(let s) = c { return s } else { return nil } }
                let other = conditions.contains(.other) || identifiers.count > 1
                let answer: SegueGate.Answer = (value.text == "NO" || value.text == "false") && !other ? .never : .conditional
                gates.append(SegueGate(identifier: identifiers.count == 1 ? identifiers[0] : nil, answer: answer,
                                       location: SourceLocation(file: file, line: first.line)))
            }
            return
        }
        // An assignment: the first `=` at depth 0 that is not part of `==`, `!=`, `<=`, `>=`.
        var depth = 0
        var equals: Int?
        for (i, token) in statement.enumerated() {
            switch token.kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")): depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")): depth -= 1
            case .punctuation(UInt8(ascii: "=")) where depth == 0:
                let before = i > 0 ? statement[i - 1].kind : .word("")
                let after = i + 1 < statement.count ? statement[i + 1].kind : .word("")
                let compound: Set<UInt8> = Array("=!<>+-*/|&".utf8).reduce(into: []) { $0.insert($1) }
                if case .punctuation(let p) = before, compound.contains(p) { continue }
                if after == .punctuation(UInt8(ascii: "=")) { continue }
                if equals == nil { equals = i }
            default: break
            }
        }
        guard let equals else {
            var i = 0
            visit(ObjCExpression.parse(statement, &i, stops: []), conditional: conditional)
            return
        }
        var i = equals + 1
        let rhsTokens = Array(statement[(equals + 1)...])
        i = 0
        let value = ObjCExpression.parse(rhsTokens, &i, stops: [])
        visit(value, conditional: conditional)
        let lhs = Array(statement[..<equals])
        guard case .word(let last)? = lhs.last?.kind else { return }
        if lhs.count >= 3, lhs[lhs.count - 2].kind == .punctuation(UInt8(ascii: ".")) {
            // `base.property = value`
            var baseWords: [String] = []
            for token in lhs.dropLast(2) {
                if case .word(let w) = token.kind { baseWords.append(w) }
            }
            if recordSetting(path: baseWords + [last], value: value.text, line: lhs[0].line, conditional: conditional) { return }
            let base = baseWords.joined(separator: ".")
            let location = SourceLocation(file: file, line: lhs[0].line)
            switch last {
            case "rootViewController" where base == "self.window" || (baseWords.count == 1 && windows.contains(base)):
                // Launch code: `self.window.rootViewController = …`, on a local `UIWindow`.
                windowRoots.append((controllerSource(value) ?? .unknown(value.text), location, conditional))
            case "viewControllers" where baseWords.count == 1 && controllers[base]?.isTabBarMadeHere == true:
                // `tabs.viewControllers = @[a, b]` on a tab bar controller made here.
                if case .array(let list) = value { controllers[base] = .tabBar(list.map { controllerSource($0) ?? .unknown($0.text) }) }
            case "modalPresentationStyle":
                if let name = baseWords.last { presentationStyles[name] = Self.caseName(value.text, prefix: "UIModalPresentation") }
            case "modalTransitionStyle":
                if let name = baseWords.last { transitionStyles[name] = Self.caseName(value.text, prefix: "UIModalTransitionStyle") }
            case "selectedIndex" where base.hasSuffix("tabBarController"):
                if case .name(let n) = value, let index = Int(n) {
                    steps.append(CodeStep(.navigation(.selectTab(index: index)), at: location, conditional: conditional))
                } else {
                    steps.append(CodeStep(.dynamic(call: "tabBarController.selectedIndex", reason: "index \(value.text) is not a literal"),
                                          at: location, conditional: conditional))
                }
            default: break
            }
        } else {
            // `Type *name = value` or `name = value`: a local name.
            controllers[last] = nil
            storyboards[last] = nil
            localSettings[last] = nil
            sheetAliases[last] = nil
            hopLocals[last] = nil
            objects[last] = nil
            windows.remove(last)
            selfAliases.remove(last)
            receiverLocals[last] = nil
            if value == .name("self") {
                selfAliases.insert(last)
                return
            }
            // `Type *name = …`: the class the code declares it of.
            let declared: String? = if lhs.count >= 3, lhs[lhs.count - 2].kind == .punctuation(UInt8(ascii: "*")),
                                       case .word(let type) = lhs[lhs.count - 3].kind { type } else { nil }
            let rhsText = Self.compact(rhsTokens)
            if declared == "UIViewController", windowRelation(value.text) == .windowRoot {
                // No cast: the window's root itself, as Swift's `let root = view.window?.rootViewController`.
                receiverLocals[last] = .windowRoot
                return
            }
            if let declared, let relation = ControllerHop.relation(objC: value.text) ?? windowRelation(value.text) {
                hopLocals[last] = ControllerHop(relation: relation, className: declared)
                return
            }
            if let declared, rhsText.hasSuffix(Self.appDelegateText), let object = declarations.appDelegate(declared) {
                objects[last] = object
                return
            }
            if declared == "UIWindow" { windows.insert(last) }
            if case .name(let n) = value, let owner = sheetOwner(n) {
                sheetAliases[last] = owner
                return
            }
            if parameters.contains(last) { shadowedParameters.insert(last) }
            if let storyboard = storyboardReference(value) {
                storyboards[last] = storyboard
            } else if let controller = controllerSource(value) {
                controllers[last] = controller
            }
        }
    }

    /// The controller path whose `sheetPresentationController` the dotted name `n` is (empty: the
    /// body's own controller; one name: a local controller), or nil.
    private func sheetOwner(_ n: String) -> [String]? {
        var path = n.split(separator: ".").map(String.init)
        if path.first == "self" { path.removeFirst() }
        guard path.last == "sheetPresentationController" else { return nil }
        let owner = Array(path.dropLast())
        guard owner.isEmpty || (owner.count == 1 && controllers[owner[0]] != nil) else { return nil }
        return owner
    }

    /// A setting (`ControllerSetting`) the assignment of `value` to the property at `path`
    /// makes: kept for the body's own controller, or for a local controller until a call hands it
    /// over; false when the path is no such property.
    private mutating func recordSetting(path: [String], value: String, line: Int, conditional: Bool) -> Bool {
        var path = path
        if let first = path.first, let owner = sheetAliases[first] { path = owner + ["sheetPresentationController"] + path.dropFirst() }
        guard let (controller, receiver, property) = ControllerSetting.target(of: path) else { return false }
        guard let value = ControllerSetting.value(of: property, text: value.filter { !$0.isWhitespace }) else { return true }
        let setting = ControllerSetting(receiver: receiver, property: property, value: value,
                                        location: SourceLocation(file: file, line: line), conditional: conditional)
        if controller.isEmpty {
            settings.append(setting)
        } else if controller.count == 1, controllers[controller[0]] != nil {
            localSettings[controller[0], default: []].append(setting)
        }
        return true
    }

    /// `UIModalPresentationFullScreen` → `fullScreen`.
    private static func caseName(_ text: String, prefix: String) -> String {
        guard text.hasPrefix(prefix), text.count > prefix.count else { return text }
        let rest = text.dropFirst(prefix.count)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// A cast statement's tokens without spaces (`(AppDelegate*)[UIApplicationsharedApplication].delegate`
    /// reads `[UIApplication sharedApplication].delegate` as `Self.appDelegateText`).
    private static func compact(_ tokens: [ObjCTokenizer.Token]) -> String {
        tokens.map { token -> String in
            switch token.kind {
            case .word(let w): w
            case .string(let s): "@\"\(s)\""
            case .punctuation(let p): String(UnicodeScalar(p))
            }
        }.joined()
    }
    private static let appDelegateText = "[UIApplicationsharedApplication].delegate"

    /// The window's root a name is: the key window's or the app delegate's window's, the
    /// controller's view's window's, or in an app or scene delegate its own `self.window`'s.
    private func windowRelation(_ text: String) -> ControllerHop.Relation? {
        let roots: Set<String> = [
            "self.view.window.rootViewController", "[UIApplication sharedApplication].keyWindow.rootViewController",
            "[UIApplication sharedApplication].delegate.window.rootViewController",
        ]
        if roots.contains(text) { return .windowRoot }
        if text == "self.window.rootViewController", let owner, declarations.isAppOrSceneDelegate(owner) { return .windowRoot }
        return nil
    }

    /// The app's object a receiver is: a local bound to one, a property holding one
    /// (`self.coordinator`, `ObjCDeclarations.objectType`), or the app delegate cast.
    private func objectType(_ receiver: ObjCExpression) -> String? {
        switch receiver {
        case .name(let n):
            if let local = objects[n] { return local }
            guard let owner, n.hasPrefix("self."), n.split(separator: ".").count == 2 else { return nil }
            return declarations.objectType(of: owner, property: String(n.dropFirst("self.".count)))
        case .cast(let type, .name(let value)) where value == "[UIApplication sharedApplication].delegate":
            return declarations.appDelegate(type)
        default:
            return nil
        }
    }

    /// The other controller a receiver is, cast (`(Container *)self.parentViewController`), or a
    /// local bound to one.
    private func hop(_ receiver: ObjCExpression) -> ControllerHop? {
        switch receiver {
        case .name(let n): return hopLocals[n]
        case .cast(let type, let value):
            return (ControllerHop.relation(objC: value.text) ?? windowRelation(value.text)).map { ControllerHop(relation: $0, className: type) }
        default: return nil
        }
    }

    private static let controllerReceivers: Set<String> = [
        "self", "self.navigationController", "self.tabBarController", "self.splitViewController",
        "self.presentingViewController", "self.parentViewController", "navigationController",
    ]

    /// Every message send in `expression`, outer first, recognised.
    private mutating func visit(_ expression: ObjCExpression, conditional: Bool) {
        switch expression {
        case .message(let receiver, let selector, let arguments, let line):
            let location = SourceLocation(file: file, line: line)
            if let action = TargetAction.objC(receiver: receiver, selector: selector, arguments: arguments, location: location) {
                targetActions.append(action)
            }
            message(receiver: receiver, selector: selector, arguments: arguments, location: location, conditional: conditional)
            visit(receiver, conditional: conditional)
            for argument in arguments { visit(argument, conditional: conditional) }
        case .array(let list):
            for element in list { visit(element, conditional: conditional) }
        default:
            break
        }
    }

    private mutating func message(receiver: ObjCExpression, selector: String, arguments: [ObjCExpression],
                                  location: SourceLocation, conditional: Bool) {
        var receiverText = receiver.text
        // What the code set on a local controller before handing it over: unconditionally, or
        // under a condition when the call is under one too.
        let handedOver: [ControllerSetting] = if case .name(let n)? = arguments.first {
            (localSettings[n] ?? []).filter { !$0.conditional || conditional }
        } else { [] }
        let hop = hop(receiver)
        var callReceiver = CallReceiver.controller
        var held: HeldController?
        func add(_ kind: CodeStep.Kind, pending: NavigationAction? = nil, arguments: [ControllerSource?] = [], objectType: String? = nil) {
            let settings = if case .navigation = kind { handedOver } else { [ControllerSetting]() }
            steps.append(CodeStep(kind, at: location, conditional: conditional || hop != nil || held != nil, receiver: callReceiver,
                                  arguments: arguments, pending: pending, objectType: objectType, settings: settings, hop: hop, held: held))
        }
        if selector == "setHidesBackButton:animated:", let value = arguments.first,
           recordSetting(path: receiverText.split(separator: ".").map(String.init) + ["hidesBackButton"], value: value.text,
                         line: location.line, conditional: conditional) {
            return
        }
        func controller(_ index: Int) -> ControllerSource {
            controllerSource(arguments[index]) ?? .unknown(arguments[index].text)
        }
        func emit(_ action: NavigationAction, _ name: String) {
            if let unknown = action.controllers.first(where: { !$0.isLiteral }) {
                // Only the method's parameters unknown: a caller may bind them.
                add(.dynamic(call: name, reason: "\(unknown)"), pending: action.controllers.allSatisfy(\.awaitsOnlyParameters) ? action : nil)
            } else {
                add(.navigation(action))
            }
        }
        let navigationSelectors: Set<String> = [
            "performSegueWithIdentifier:sender:", "presentViewController:animated:completion:",
            "presentModalViewController:animated:", "showViewController:sender:", "showDetailViewController:sender:",
            "pushViewController:animated:", "setViewControllers:animated:", "popViewControllerAnimated:",
            "popToRootViewControllerAnimated:", "dismissViewControllerAnimated:completion:", "dismissModalViewControllerAnimated:",
        ]
        let isWindowRoot = windowRelation(receiverText) == .windowRoot && hop == nil
        let special: CallReceiver? = isWindowRoot ? .windowRoot : receiverLocals[receiverText]
        if let special, selector.hasPrefix("present") || selector.hasPrefix("dismiss") { callReceiver = special }
        if selector == "setViewControllers:animated:" || selector == "setViewControllers:", case .name(let local) = receiver,
           controllers[local]?.isTabBarMadeHere == true, case .array(let list) = arguments[0] {
            // The tabs of a tab bar controller made here (launch code), not a navigation.
            controllers[local] = .tabBar(list.map { controllerSource($0) ?? .unknown($0.text) })
            return
        }
        if navigationSelectors.contains(selector), hop == nil, special == nil, let owner, receiverText.hasPrefix("self."),
           let read = HeldController.read(path: receiverText.split(separator: ".").dropFirst().map(String.init), owner: owner,
                                          heldClass: { declarations.heldControllerClass(of: owner, property: $0) }) {
            // A controller the object holds (`[self.rootController performSegueWithIdentifier:…]`): its own call.
            held = read.held
            receiverText = (["self"] + read.rest).joined(separator: ".")
        }
        if navigationSelectors.contains(selector) {
            guard hop != nil || callReceiver != .controller || Self.controllerReceivers.contains(receiverText)
                    || selfAliases.contains(receiverText) else {
                // Another object's (an alert's, a custom type's): listed, never performed.
                add(.unrecognised(call: selector, reason: "sent to \(receiverText), not to the controller or its containers"))
                return
            }
            switch selector {
            case "performSegueWithIdentifier:sender:":
                if let identifier = literal(arguments[0]) {
                    add(.navigation(.performSegue(identifier: identifier)))
                } else {
                    add(.dynamic(call: selector, reason: "identifier \(arguments[0].text) is not a literal"))
                }
            case "presentViewController:animated:completion:", "presentModalViewController:animated:":
                let name: String? = if case .name(let n) = arguments[0] { n } else { nil }
                emit(.present(controller(0), presentationStyle: name.flatMap { presentationStyles[$0] },
                              transitionStyle: name.flatMap { transitionStyles[$0] }), selector)
            case "showViewController:sender:": emit(.show(controller(0)), selector)
            case "showDetailViewController:sender:": emit(.showDetail(controller(0)), selector)
            case "pushViewController:animated:": emit(.push(controller(0)), selector)
            case "setViewControllers:animated:":
                guard !receiverText.contains("tabBar") else {
                    add(.unrecognised(call: selector, reason: "a tab bar controller's, not a scene's navigation"))
                    return
                }
                if case .array(let list) = arguments[0] {
                    emit(.setViewControllers(list.map { controllerSource($0) ?? .unknown($0.text) }), selector)
                } else {
                    add(.dynamic(call: selector, reason: "\(arguments[0].text) is not an array literal"))
                }
            case "popViewControllerAnimated:": add(.navigation(.pop))
            case "popToRootViewControllerAnimated:": add(.navigation(.popToRoot))
            default: add(.navigation(.dismiss))
            }
        } else if receiverText == "self" || selfAliases.contains(receiverText) || hop != nil {
            add(.call(method: selector), arguments: arguments.map { controllerSource($0) })
        } else if let object = objectType(receiver) {
            add(.call(method: selector), arguments: arguments.map { controllerSource($0) }, objectType: object)
        }
    }

    /// A string the source fixes: a literal, or `NSStringFromClass([DetailViewController class])`
    /// (`DetailViewController.class` too), an Objective-C class's own name — the counterpart of
    /// Swift's `String(describing: DetailViewController.self)`.
    /// A literal string, `NSStringFromClass(…)`, or a file-scope constant the declarations hold
    /// (`kDetailID`), unless a parameter or local of the body has that name.
    private func literal(_ expression: ObjCExpression) -> String? {
        if case .name(let n) = expression, !n.contains("."), !parameters.contains(n), controllers[n] == nil,
           let value = declarations.constants[n] {
            return value
        }
        return Self.literal(expression)
    }

    private static func literal(_ expression: ObjCExpression) -> String? {
        if case .string(let s) = expression { return s }
        guard case .other(let text) = expression else { return nil }
        let words = text.split(separator: " ").map(String.init)
        switch words.count {
        case 7 where words[0] == "NSStringFromClass" && words[1] == "(" && words[2] == "[" && words[4...6] == ["class", "]", ")"]:
            return words[3]
        case 6 where words[0] == "NSStringFromClass" && words[1] == "(" && words[3...5] == [".", "class", ")"]:
            return words[2]
        default:
            return nil
        }
    }

    private func storyboardReference(_ expression: ObjCExpression) -> CodeStoryboard? {
        switch expression {
        case .name("self.storyboard"): return .named(nil)
        case .name(let n): return storyboards[n]
        case .message(.name("UIStoryboard"), "storyboardWithName:bundle:", let arguments, _):
            if let name = literal(arguments[0]) { return .named(name) }
            return .unknown("storyboard name \(arguments[0].text)")
        default: return nil
        }
    }

    private func controllerSource(_ expression: ObjCExpression) -> ControllerSource? {
        switch expression {
        case .name(let n):
            if let local = controllers[n] { return local }
            return parameters.contains(n) && !shadowedParameters.contains(n) ? .parameter(n) : nil
        case .message(let receiver, let selector, let arguments, _):
            if selector == "instantiateViewControllerWithIdentifier:" || selector == "instantiateInitialViewController" {
                let instantiation: CodeStoryboard.Instantiation
                if selector == "instantiateInitialViewController" {
                    instantiation = .initial
                } else if let identifier = literal(arguments[0]) {
                    instantiation = .identifier(identifier)
                } else {
                    instantiation = .notLiteral(arguments[0].text)
                }
                return CodeStoryboard.controller(instantiation, on: storyboardReference(receiver), text: receiver.text)
            }
            if case .message(.name(let className), "alloc", _, _) = receiver, selector.hasPrefix("init") {
                if className == "UINavigationController", selector.hasPrefix("initWithRootViewController:") {
                    return .navigationWrapping(controllerSource(arguments[0]) ?? .unknown(arguments[0].text))
                }
                return className.hasSuffix("Controller") ? .codeMade(className: className) : nil
            }
            if case .name(let className) = receiver, selector == "new", className.hasSuffix("Controller") {
                return .codeMade(className: className)
            }
            if case .name(let className) = receiver, className.first?.isUppercase == true, className.hasSuffix("Controller"),
               selector != "alloc", !className.contains(".") {
                return .factory(className: className, method: "[\(className) \(selector)]")
            }
            return nil
        default:
            return nil
        }
    }
}
