import SwiftSyntax

/// Where a type's methods hand `self` to a controller's property — a coordinator making itself
/// a controller's delegate (`let vc = HomeViewController.instantiate(); vc.delegate = self`):
/// the adopting type, the controller's class when the code names it (an initializer `Home
/// ViewController()`, a static method `HomeViewController.instantiate()`, a cast `… as!
/// HomeViewController`, an annotation or a parameter's type; or a property of the adopter's, as in
/// `self.rootController.delegate = self`), and the property. What makes a
/// controller's protocol-typed `delegate` one of the app's objects (`ObjectProperties`).
struct SelfAssignment: Hashable, Sendable {
    var adopter: String
    var controller: String
    var property: String

    /// The one app object (`isObject`) among `assignments` that adopts `protocolName` and sets
    /// itself as `property` of a controller of `owner`'s class (or a class above or below it);
    /// nil when none or several do (which one holds the property is then not known).
    static func soleAdopter(_ assignments: [SelfAssignment], of protocolName: String, as property: String, on owner: String,
                            ancestry: (String) -> [String], isObject: (String) -> Bool) -> String? {
        let ownerAncestry = ancestry(owner)
        let adopters = Set(assignments.filter {
            $0.property == property && isObject($0.adopter) && ancestry($0.adopter).contains(protocolName)
                && (ownerAncestry.contains($0.controller) || ancestry($0.controller).contains(owner))
        }.map(\.adopter))
        return adopters.count == 1 ? adopters.first : nil
    }
}

/// Collects `SelfAssignment`s from every method of every type (not protocols).
final class SelfAssignmentCollector: SyntaxVisitor {
    private(set) var found: [SelfAssignment] = []
    private var stack: [String?] = []
    /// Locals and parameters of the method being read → the class the code names for them.
    private var classes: [String: String] = [:]
    /// Each type's stored properties → their declared class.
    private var members: [String: [String: String]] = [:]
    private var functionDepth = 0

    private func open(_ name: String?) { stack.append(name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { open(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { open(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { open(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { open(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { open(node.extendedType.lastComponentName); return .visitChildren }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

    override func visitPost(_ node: FunctionDeclSyntax) { functionDepth -= 1 }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functionDepth += 1
        classes = [:]
        for parameter in node.signature.parameterClause.parameters {
            if let type = Self.typeName(parameter.type) { classes[(parameter.secondName ?? parameter.firstName).text] = type }
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let type = node.typeAnnotation.flatMap { Self.typeName($0.type) } ?? node.initializer.flatMap { Self.namedClass($0.value) }
            if functionDepth > 0 {
                classes[name] = type
            } else if let owner = stack.last ?? nil, let type {
                members[owner, default: [:]][name] = type
            }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            classes[name] = Self.namedClass(value)
        }
        return .visitChildren
    }

    /// `vc.delegate = self`, `vc?.delegate = self`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].sourceText == "self",
              let adopter = stack.last ?? nil else { return .visitChildren }
        var path = elements[0].compactText(dropping: "?!").split(separator: ".")
        if path.first == "self" { path.removeFirst() }
        if path.count == 2, let controller = classes[String(path[0])] ?? members[adopter]?[String(path[0])] {
            found.append(SelfAssignment(adopter: adopter, controller: controller, property: String(path[1])))
        }
        return .visitChildren
    }

    /// `HomeViewController?` → `HomeViewController`.
    private static func typeName(_ type: TypeSyntax) -> String? {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = implicit.wrappedType; continue }
            break
        }
        return type.lastComponentName
    }

    /// The class an expression names: `X(…)`, `X.make(…)`, `… as! X`, `… as? X`.
    private static func namedClass(_ value: ExprSyntax) -> String? {
        var e = value
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { e = only.expression }
        if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let last = sequence.elements.last {
            return last.sourceText.split(separator: ".").last.map(String.init)
        }
        if let e = e.as(ForceUnwrapExprSyntax.self) { return namedClass(e.expression) }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base { callee = base }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }
}
