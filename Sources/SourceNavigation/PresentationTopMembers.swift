import SwiftSyntax

/// The properties and argument-less methods an app declares (in a controller class, a
/// `UIViewController` extension, a protocol extension) that return the top of `self`'s
/// presentations, by name — so that `topViewController.present(vc, animated: true)` is read as
/// a presentation on that top (`CallReceiver.topOfPresentations`). Recognised bodies, each
/// seen in real apps:
/// - a walk from `self`: `var top = self; while let p = top.presentedViewController { top = p };
///   return top`;
/// - recursion: `guard let p = presentedViewController else { return self }; return p.top`,
///   `if let p = presentedViewController { return p.top() }; return self`,
///   `presentedViewController?.top ?? self`.
/// Anything else — a walk that starts at the key window's root, a property that returns nil when
/// nothing is presented, one that also looks into navigation or tab bar controllers — is not
/// recognised: calls on it stay listed as not followed, never guessed.
public enum PresentationTopMembers {
    /// The names of `tree`'s members that return the top of `self`'s presentations.
    static func names(in tree: some SyntaxProtocol) -> Set<String> {
        let collector = MemberCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }

    /// Whether `body` (a getter or a method without parameters named `name`) returns the top of
    /// `self`'s presentations.
    static func returnsTop(_ body: CodeBlockItemListSyntax, name: String) -> Bool {
        let reader = ReturnReader(name: name)
        reader.walk(body)
        if body.count == 1, let only = body.first?.item.as(ExprSyntax.self) { reader.returned.append(only) }
        guard !reader.returned.isEmpty else { return false }
        var reachesTop = false
        for expr in reader.returned {
            switch reader.classify(expr) {
            case .top: reachesTop = true
            case .selfValue: continue
            case .other: return false
            }
        }
        return reachesTop
    }
}

/// Visits member declarations, keeping the names whose body returns the top of `self`'s presentations.
private final class MemberCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessors = binding.accessorBlock?.accessors else { continue }
            switch accessors {
            case .getter(let body):
                if PresentationTopMembers.returnsTop(body, name: name) { names.insert(name) }
            case .accessors(let list):
                if let getter = list.first(where: { $0.accessorSpecifier.text == "get" })?.body,
                   PresentationTopMembers.returnsTop(getter.statements, name: name) { names.insert(name) }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.parameterClause.parameters.isEmpty, let body = node.body,
           PresentationTopMembers.returnsTop(body.statements, name: node.name.text) {
            names.insert(node.name.text)
        }
        return .skipChildren
    }
}

/// Reads one body: the variables that start as `self` and are walked to the top, the names
/// bound to `presentedViewController`, and every returned expression (nested closures and
/// functions left out: their returns are their own).
private final class ReturnReader: SyntaxVisitor {
    enum Returned { case top, selfValue, other }

    let name: String
    var returned: [ExprSyntax] = []
    private var startsAtSelf: Set<String> = []
    private var walkedToTop: Set<String> = []
    private var presentedNames: Set<String> = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let variable = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           node.initializer?.value.trimmedDescription == "self" {
            startsAtSelf.insert(variable)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let variable = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
           isOwnPresented(value) {
            presentedNames.insert(variable)
        }
        return .visitChildren
    }

    override func visitPost(_ node: WhileStmtSyntax) {
        if let variable = PresentationWalk.walkedVariable(node), startsAtSelf.contains(variable) { walkedToTop.insert(variable) }
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expr = node.expression { returned.append(expr) } else { returned.append(ExprSyntax(NilLiteralExprSyntax())) }
        return .skipChildren
    }

    /// `presentedViewController`, `self.presentedViewController`.
    private func isOwnPresented(_ expr: ExprSyntax) -> Bool {
        let text = PresentationWalk.unwrapped(expr).trimmedDescription
        return text == "presentedViewController" || text == "self.presentedViewController"
    }

    func classify(_ expr: ExprSyntax) -> Returned {
        let e = PresentationWalk.unwrapped(expr)
        if e.trimmedDescription == "self" { return .selfValue }
        if let reference = e.as(DeclReferenceExprSyntax.self) {
            return walkedToTop.contains(reference.baseName.text) ? .top : .other
        }
        // `presented?.top ?? self`
        if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let first = sequence.elements.first, let last = sequence.elements.last,
           last.trimmedDescription == "self", isRecursion(first) {
            return .top
        }
        return isRecursion(e) ? .top : .other
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
