import SwiftSyntax

/// The names an app gives literal strings and storyboards, so that an identifier written
/// `DetailViewController.storyboardIdentifier`, `Identifiers.settings`,
/// `SegueIdentifier.showAbout.rawValue` or a storyboard written `UIStoryboard.main` is read as
/// the literal it stands for. Only declarations whose value is fixed in the source count:
/// - `static let name = "x"` (or a `static var` whose getter returns only a literal) in a type,
///   and a top-level `let name = "x"`;
/// - the cases of an enum whose raw type is `String` (the literal, else the case's name, as Swift
///   gives it);
/// - a static property whose getter returns the type's own name (`String(describing: self)`,
///   `String(describing: Self.self)`, `"\(self)"`): for `X.name`, the name of `X` — Swift's
///   `String(describing:)` of a class's metatype is its unqualified name;
/// - a static property of `UIStoryboard` (or of any type) that returns `UIStoryboard(name: "S",
///   bundle: …)`.
public struct LiteralNames: Sendable {
    /// `Type.name` (a top-level constant: `name`) → its string.
    public var constants: [String: String] = [:]
    /// `Enum.case` → its raw value.
    public var rawValues: [String: String] = [:]
    /// A static property name → the types that declare it as the type's own name.
    public var typeNameProperties: [String: Set<String>] = [:]
    /// `Type.name` → the storyboard name its `UIStoryboard(name:bundle:)` gives.
    public var storyboards: [String: String] = [:]

    public init() {}

    mutating func add(_ tree: some SyntaxProtocol) {
        let collector = LiteralCollector()
        collector.walk(tree)
        merge(collector.names)
    }

    /// Adds the names of a file read after those already here (the first file's value wins).
    mutating func merge(_ later: LiteralNames) {
        constants.merge(later.constants) { first, _ in first }
        rawValues.merge(later.rawValues) { first, _ in first }
        typeNameProperties.merge(later.typeNameProperties) { $0.union($1) }
        storyboards.merge(later.storyboards) { first, _ in first }
    }

    /// `String(describing: self)`, `String(describing: Self.self)`, `"\(self)"`: the type's own
    /// name where `self` is the type (a static member).
    static func isOwnTypeName(_ expr: ExprSyntax) -> Bool {
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "String",
           call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "describing" {
            let text = argument.expression.sourceText
            return text == "self" || text == "Self.self"
        }
        if let string = expr.as(StringLiteralExprSyntax.self), string.segments.count == 1,
           let interpolation = string.segments.first?.as(ExpressionSegmentSyntax.self) {
            return interpolation.expressions.count == 1 && interpolation.expressions.first?.expression.sourceText == "self"
        }
        return false
    }

    /// `String(describing: X.self)` → `X`.
    static func describedType(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "String",
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "describing",
              let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
              type != "Self" else { return nil }
        return type
    }

    /// `UIStoryboard(name: "S", bundle: …)` → `S`.
    static func storyboardName(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "UIStoryboard",
              let first = call.arguments.first, first.label?.text == "name" else { return nil }
        return first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

/// Walks type declarations (not function bodies), keeping the enclosing type.
private final class LiteralCollector: TypeScopeVisitor {
    var names = LiteralNames()

    init() { super.init(protocolsNameTheirScope: true) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        if node.inheritanceClause?.inheritedTypes.first?.type.sourceText == "String" {
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    let raw = element.rawValue.map { $0.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
                    // A raw value that is not a literal string: not known.
                    guard let value = raw ?? element.name.text else { continue }
                    names.rawValues["\(node.name.text).\(element.name.text)"] = value
                }
            }
        }
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let owner = enclosingTypes.last ?? nil
        let topLevel = enclosingTypes.isEmpty
        guard isStatic && owner != nil || topLevel && node.bindingSpecifier.text == "let" else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let key = owner.map { "\($0).\(name)" } ?? name
            var values: [ExprSyntax] = []
            if let value = binding.initializer?.value { values = [value] }
            switch binding.accessorBlock?.accessors {
            case .getter(let body)?: values = Self.returned(body)
            case .accessors(let list)?:
                if let getter = list.first(where: { $0.accessorSpecifier.text == "get" })?.body { values = Self.returned(getter.statements) }
            case nil: break
            }
            guard values.count == 1, let value = values.first else { continue }
            if let string = value.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                names.constants[key] = string
            } else if let storyboard = LiteralNames.storyboardName(value) {
                names.storyboards[key] = storyboard
            } else if let owner, isStatic, binding.initializer == nil, LiteralNames.isOwnTypeName(value) {
                names.typeNameProperties[name, default: []].insert(owner)
            }
        }
        return .skipChildren
    }

    /// A getter's value: its one expression, or what its one `return` returns.
    static func returned(_ body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        guard body.count == 1, let item = body.first?.item else { return [] }
        if let expr = item.as(ExprSyntax.self) { return [expr] }
        if let statement = item.as(ReturnStmtSyntax.self), let expr = statement.expression { return [expr] }
        return []
    }
}
