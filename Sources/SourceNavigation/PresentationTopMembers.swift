import SwiftSyntax

/// The properties and argument-less methods an app declares (in a controller class, a
/// `UIViewController` extension, a protocol extension) that return a controller the reader
/// recognises as a receiver (`CallReceiver`), by name — so that
/// `topViewController.present(vc, animated: true)` is read as a presentation on that controller.
/// Recognised bodies, each seen in real apps:
/// - a walk from `self` (the top of its presentations): `var top = self; while let p =
///   top.presentedViewController { top = p }; return top`;
/// - recursion (the same): `guard let p = presentedViewController else { return self }; return
///   p.top`, `if let p = presentedViewController { return p.top() }; return self`,
///   `presentedViewController?.top ?? self`;
/// - the window's root (`WindowRoots`), and a walk from it (the top of the window's presentations).
/// Anything else — a property that returns nil when nothing is presented, one that also looks into
/// navigation or tab bar controllers, a mix of those — is not recognised: calls on it stay listed as
/// not followed, never guessed.
public enum PresentationTopMembers {
    /// `tree`'s members that return a recognised receiver, by name.
    static func receivers(in tree: some SyntaxProtocol) -> [String: CallReceiver] {
        let collector = MemberCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.receivers
    }

    /// What `body` (a getter or a method without parameters named `name`) returns, when it is a
    /// recognised receiver.
    static func receiver(of body: CodeBlockItemListSyntax, name: String) -> CallReceiver? {
        let reader = ReturnReader(name: name)
        reader.walk(body)
        if body.count == 1, let only = body.first?.item.as(ExprSyntax.self) { reader.returned.append(only) }
        guard !reader.returned.isEmpty else { return nil }
        var kinds: Set<CallReceiver> = []
        var returnsSelf = false
        for expr in reader.returned {
            switch reader.classify(expr) {
            case .receiver(let kind): kinds.insert(kind)
            case .selfValue: returnsSelf = true
            case .other: return nil
            }
        }
        guard kinds.count == 1, let kind = kinds.first else { return nil }
        // `self` is the top of its own presentations when it presents nothing, and nothing else.
        if returnsSelf && kind != .topOfPresentations { return nil }
        return kind
    }
}

/// Visits member declarations, keeping those whose body returns a recognised receiver.
private final class MemberCollector: SyntaxVisitor {
    var receivers: [String: CallReceiver] = [:]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessors = binding.accessorBlock?.accessors else { continue }
            var body: CodeBlockItemListSyntax?
            switch accessors {
            case .getter(let statements): body = statements
            case .accessors(let list): body = list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
            }
            if let body, let kind = PresentationTopMembers.receiver(of: body, name: name) { receivers[name] = kind }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.parameterClause.parameters.isEmpty, let body = node.body,
           let kind = PresentationTopMembers.receiver(of: body.statements, name: node.name.text) {
            receivers[node.name.text] = kind
        }
        return .skipChildren
    }
}

/// Reads one body: the variables that start as `self` or the window's root and are walked along
/// `presentedViewController`, the names bound to `presentedViewController`, and every returned
/// expression (nested closures and functions left out: their returns are their own).
private final class ReturnReader: SyntaxVisitor {
    enum Returned { case receiver(CallReceiver), selfValue, other }

    let name: String
    var returned: [ExprSyntax] = []
    /// Locals and what they are: `.controller` for `self`, then what a walk makes of them.
    private var locals: [String: CallReceiver] = [:]
    private var presentedNames: Set<String> = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func start(_ variable: String, _ value: ExprSyntax) {
        let e = PresentationWalk.unwrapped(value)
        if e.sourceText == "self" { locals[variable] = .controller }
        else if WindowRoots.isWindowRoot(e) { locals[variable] = .windowRoot }
        else if isOwnPresented(e) { presentedNames.insert(variable) }
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let variable = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            start(variable, value)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let variable = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            start(variable, value)
        }
        return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let variable = PresentationWalk.walkedVariable(node), let start = locals[variable] else { return .visitChildren }
        locals[variable] = start.walked
        return .skipChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        returned.append(node.expression ?? ExprSyntax(NilLiteralExprSyntax()))
        return .skipChildren
    }

    /// `presentedViewController`, `self.presentedViewController`.
    private func isOwnPresented(_ expr: ExprSyntax) -> Bool {
        let text = PresentationWalk.unwrapped(expr).sourceText
        return text == "presentedViewController" || text == "self.presentedViewController"
    }

    func classify(_ expr: ExprSyntax) -> Returned {
        let e = PresentationWalk.unwrapped(expr)
        if e.sourceText == "self" { return .selfValue }
        if WindowRoots.isWindowRoot(e) { return .receiver(.windowRoot) }
        if let reference = e.as(DeclReferenceExprSyntax.self) {
            // A local still `self` is returned as `self`; one walked is what the walk made it.
            switch locals[reference.baseName.text] {
            case .controller?: return .selfValue
            case let kind?: return .receiver(kind)
            case nil: return .other
            }
        }
        // `presented?.top ?? self`
        if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let first = sequence.elements.first, let last = sequence.elements.last,
           last.sourceText == "self", isRecursion(first) {
            return .receiver(.topOfPresentations)
        }
        return isRecursion(e) ? .receiver(.topOfPresentations) : .other
    }

    /// `p.top`, `p?.top()`, `presentedViewController?.top` where `p` is the controller's own
    /// presented controller: the same member one step up the chain.
    private func isRecursion(_ expr: ExprSyntax) -> Bool {
        var e = PresentationWalk.unwrapped(expr)
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { e = call.calledExpression }
        guard let member = PresentationWalk.unwrapped(e).as(MemberAccessExprSyntax.self), member.declName.baseName.text == name,
              let base = member.base.map(PresentationWalk.unwrapped) else { return false }
        if let reference = base.as(DeclReferenceExprSyntax.self), presentedNames.contains(reference.baseName.text) { return true }
        return isOwnPresented(base)
    }
}
