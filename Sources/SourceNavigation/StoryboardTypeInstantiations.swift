import SwiftSyntax

/// The `UIStoryboard` extension that instantiates a scene by its class (Swift): an instance method
/// of `extension UIStoryboard` with one parameter, whose body only instantiates the scene whose
/// identifier is that parameter's description —
///
/// ```swift
/// extension UIStoryboard {
///     func instantiateViewController<T: UIViewController>(_ type: T.Type) -> T {
///         return instantiateViewController(withIdentifier: String(describing: type)) as! T
///     }
/// }
/// ```
///
/// (guardianproject/orbot-apple's `UIStoryboard.swift`). A call `UIStoryboard.main.
/// instantiateViewController(DetailViewController.self)` is then the scene `"DetailViewController"`
/// of that storyboard: Swift's `String(describing:)` of a class's metatype is its unqualified
/// name. Keyed by the method's full name (`instantiateViewController(_:)`), so that UIKit's
/// `instantiateViewController(withIdentifier:)` is never taken for it. A body that does anything
/// else (a prefix, a lookup table) is not such a method: its calls stay not literal.
public struct StoryboardTypeInstantiations: Sendable {
    /// The full names (`instantiateViewController(_:)`) of the methods.
    public private(set) var methods: Set<String> = []

    public init() {}

    mutating func add(_ tree: some SyntaxProtocol) {
        let collector = Collector()
        collector.walk(tree)
        methods.formUnion(collector.methods)
    }

    /// Adds the methods of a file read after those already here.
    mutating func merge(_ later: StoryboardTypeInstantiations) {
        methods.formUnion(later.methods)
    }

    /// Whether `method` called with the one argument label `label` is such a method.
    func contains(method: String, label: String?) -> Bool {
        methods.contains("\(method)(\(label ?? "_"):)")
    }

    /// The class a metatype argument names: `DetailViewController.self` → `DetailViewController`;
    /// `Self.self` (or `self`) where `self` is a type (a static method) → the type's own name
    /// (`StaticFactories.ownTypeName`). Nil for anything else (a variable holding a type).
    static func className(_ expr: ExprSyntax, isStatic: Bool) -> String? {
        let text = expr.trimmedDescription
        if isStatic, text == "Self.self" || text == "self" { return StaticFactories.ownTypeName }
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
              type != "Self" else { return nil }
        return type
    }
}

/// Reads each `extension UIStoryboard`'s one-parameter instance methods.
private final class Collector: TypeScopeVisitor {
    var methods: Set<String> = []

    init() { super.init(protocolsNameTheirScope: false) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard enclosingTypes.last == "UIStoryboard", !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
              node.signature.parameterClause.parameters.count == 1, let parameter = node.signature.parameterClause.parameters.first,
              let statements = node.body?.statements, statements.count == 1, let item = statements.first?.item else { return .skipChildren }
        let inner = (parameter.secondName ?? parameter.firstName).text
        let expr = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let expr, Self.instantiatesDescription(of: inner, expr) else { return .skipChildren }
        let label = parameter.firstName.text
        methods.insert("\(node.name.text)(\(label):)")
        return .skipChildren
    }

    /// `instantiateViewController(withIdentifier: String(describing: p))`, `self.…`, with `as! T`,
    /// `as? T` or `!` around it.
    private static func instantiatesDescription(of parameter: String, _ expr: ExprSyntax) -> Bool {
        var e = expr
        while true {
            if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let first = sequence.elements.first {
                e = first
            } else if let cast = e.as(AsExprSyntax.self) {
                e = cast.expression
            } else if let unwrap = e.as(ForceUnwrapExprSyntax.self) {
                e = unwrap.expression
            } else {
                break
            }
        }
        guard let call = e.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
              argument.label?.text == "withIdentifier" else { return false }
        let callee = call.calledExpression.trimmedDescription
        guard callee == "instantiateViewController" || callee == "self.instantiateViewController",
              let describing = argument.expression.as(FunctionCallExprSyntax.self),
              describing.calledExpression.trimmedDescription == "String", describing.arguments.count == 1,
              describing.arguments.first?.label?.text == "describing" else { return false }
        return describing.arguments.first?.expression.trimmedDescription == parameter
    }
}
